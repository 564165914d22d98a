import { ApiProperty } from '@nestjs/swagger';
import { NotFoundException } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountQuery, type User } from '../../auth/index.js';
import { SubscriptionRecord, SubscriptionsOfMemberQuery } from '../../billing/index.js';
import { CoachRepliesOfMemberQuery, CoachReplyRecord } from '../../insights/index.js';
import { NewsletterSignupOfQuery, NewsletterSignupRecord } from '../../newsletter/index.js';
import { PremiumItemsQuery, type PremiumItem } from '../../premium/index.js';
import { MESSAGES } from '../community-messages.js';
import { ProfileView, toProfileView } from '../views.js';

export const MEMBER_DATA_FORMAT = 'flying50-member-data/1';

export class ExportedEntry {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() content!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'The full address of its photo (signed in, only you can open it)' }) image_url!: string | null;
  @ApiProperty() is_private!: boolean;
  @ApiProperty({ description: "'journal', 'training', ... or 'weekly_summary'" }) entry_type!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class ExportedGoal {
  @ApiProperty() goal!: string;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) archived_at!: string | null;
}

export class ExportedSavedReport {
  @ApiProperty() premium_content_id!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Its title; null once the report is no longer published' }) topic!: string | null;
  @ApiProperty({ type: Number, nullable: true }) journal_entry_id!: number | null;
  @ApiProperty({ format: 'date-time' }) saved_at!: string;
}

/** Everything the platform keeps about a member, for them to download (docs/product.md, "Your data"). */
export class MemberDataExport {
  @ApiProperty({ example: MEMBER_DATA_FORMAT }) format!: string;
  @ApiProperty({ format: 'date-time' }) exported_at!: string;
  @ApiProperty({ type: ProfileView }) account!: ProfileView;
  @ApiProperty({ type: [ExportedEntry], description: 'Every entry, oldest first (weekly summaries included)' }) journal_entries!: ExportedEntry[];
  @ApiProperty({ type: [CoachReplyRecord], description: 'Every coach reply, oldest first' }) coach_replies!: CoachReplyRecord[];
  @ApiProperty({ type: [ExportedGoal], description: 'The current goal and the history' }) goals!: ExportedGoal[];
  @ApiProperty({ type: [ExportedSavedReport] }) saved_reports!: ExportedSavedReport[];
  @ApiProperty({ type: [SubscriptionRecord], description: 'Premium subscriptions (payments themselves are kept by Stripe)' }) subscriptions!: SubscriptionRecord[];
  @ApiProperty({ type: NewsletterSignupRecord, nullable: true, description: "The newsletter sign-up of the account's address" }) newsletter!: NewsletterSignupRecord | null;
}

export class MemberDataQuery {
  constructor(public readonly userId: number, public readonly publicUrl: string) {}
}

/** A row as PostgreSQL gives it: its times as Dates. */
type Row<T, Dates extends keyof T> = Omit<T, Dates> & Record<Dates, Date | null>;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The member's data: their own rows here (entries, goals, saved reports) and, through each owner's query, the account
 * (auth), coach replies (insights), subscriptions (billing), the newsletter sign-up (newsletter) and report titles
 * (premium). Addresses of photos are made absolute so the file means something away from the site.
 */
@QueryHandler(MemberDataQuery)
export class MemberDataHandler implements IQueryHandler<MemberDataQuery, MemberDataExport> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId, publicUrl }: MemberDataQuery): Promise<MemberDataExport> {
    const user = await this.queries.execute<AccountQuery, User | null>(new AccountQuery(userId));
    if (!user) throw new NotFoundException(MESSAGES.accountNotFound);
    const absolute = (url: string | null) => (url?.startsWith('/') ? `${publicUrl}${url}` : url);
    const em = this.em.fork();
    const [entries, goals, saved, coach_replies, subscriptions, newsletter] = await Promise.all([
      em.execute<Row<ExportedEntry, 'created_at' | 'updated_at'>[]>(
        `select id, title, content, tags, image_url, is_private, entry_type, created_at, updated_at
           from journal_entries where user_id = ? order by created_at, id`,
        [userId],
      ),
      em.execute<Row<ExportedGoal, 'created_at' | 'archived_at'>[]>('select goal, is_active, created_at, archived_at from goals where user_id = ? order by created_at, id', [userId]),
      em.execute<Array<Omit<ExportedSavedReport, 'topic' | 'saved_at'> & { saved_at: Date }>>(
        'select premium_content_id, journal_entry_id, saved_at from saved_reports where user_id = ? order by saved_at, id',
        [userId],
      ),
      this.queries.execute<CoachRepliesOfMemberQuery, CoachReplyRecord[]>(new CoachRepliesOfMemberQuery(userId)),
      this.queries.execute<SubscriptionsOfMemberQuery, SubscriptionRecord[]>(new SubscriptionsOfMemberQuery(userId)),
      this.queries.execute<NewsletterSignupOfQuery, NewsletterSignupRecord | null>(new NewsletterSignupOfQuery(user.email)),
    ]);
    const reports = await this.queries.execute<PremiumItemsQuery, Map<number, PremiumItem>>(new PremiumItemsQuery(saved.map((s) => Number(s.premium_content_id))));
    const account = toProfileView(user);
    return {
      format: MEMBER_DATA_FORMAT,
      exported_at: new Date().toISOString(),
      account: { ...account, profile_image_url: absolute(account.profile_image_url) },
      journal_entries: entries.map((e) => ({ ...e, image_url: absolute(e.image_url), created_at: iso(e.created_at)!, updated_at: iso(e.updated_at)! })),
      coach_replies,
      goals: goals.map((g) => ({ ...g, created_at: iso(g.created_at)!, archived_at: iso(g.archived_at) })),
      saved_reports: saved.map((s) => ({ ...s, topic: reports.get(Number(s.premium_content_id))?.topic ?? null, saved_at: iso(s.saved_at)! })),
      subscriptions,
      newsletter,
    };
  }
}
