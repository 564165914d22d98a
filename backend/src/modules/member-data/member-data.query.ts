import { NotFoundException } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import { ActivitiesOfMemberQuery, ActivityRecord } from '../analytics/index.js';
import { AccountQuery, SessionRecord, SessionsOfMemberQuery, type User } from '../auth/index.js';
import { SubscriptionRecord, SubscriptionsOfMemberQuery } from '../billing/index.js';
import {
  absoluteUrl,
  ExportedEntry,
  ExportedGoal,
  ExportedSavedReport,
  MemberJournalDataQuery,
  ProfileView,
  toProfileView,
  type MemberJournalData,
} from '../community/index.js';
import { CoachRepliesOfMemberQuery, CoachReplyRecord } from '../insights/index.js';
import { NewsletterSignupOfQuery, NewsletterSignupRecord } from '../newsletter/index.js';
import { PremiumItemsQuery, type PremiumItem } from '../premium/index.js';

export const MEMBER_DATA_FORMAT = 'flying50-member-data/1';
export const ACCOUNT_NOT_FOUND = 'Account not found';

/** Everything the platform keeps about a member, for them to download (docs/product.md, "Your data"). */
export class MemberDataExport {
  @ApiProperty({ example: MEMBER_DATA_FORMAT }) format!: string;
  @ApiProperty({ format: 'date-time' }) exported_at!: string;
  @ApiProperty({ type: ProfileView }) account!: ProfileView;
  @ApiProperty({ type: [SessionRecord], description: 'The browsers and devices signed in now' }) sessions!: SessionRecord[];
  @ApiProperty({ type: [ExportedEntry], description: 'Every entry, oldest first (weekly summaries included)' }) journal_entries!: ExportedEntry[];
  @ApiProperty({ type: [CoachReplyRecord], description: 'Every coach reply, oldest first' }) coach_replies!: CoachReplyRecord[];
  @ApiProperty({ type: [ExportedGoal], description: 'The current goal and the history' }) goals!: ExportedGoal[];
  @ApiProperty({ type: [ExportedSavedReport] }) saved_reports!: ExportedSavedReport[];
  @ApiProperty({ type: [SubscriptionRecord], description: 'Premium subscriptions (payments themselves are kept by Stripe)' }) subscriptions!: SubscriptionRecord[];
  @ApiProperty({ type: NewsletterSignupRecord, nullable: true, description: "The newsletter sign-up of the account's address" }) newsletter!: NewsletterSignupRecord | null;
  @ApiProperty({ type: [ActivityRecord], description: "The account's activity feed (sign-up, entries written, ...), oldest first" }) activity!: ActivityRecord[];
}

export class MemberDataQuery {
  constructor(public readonly userId: number, public readonly publicUrl: string) {}
}

/**
 * The member's data, each part read through its owner's query: the account (auth), entries, goals and saved reports
 * (community), coach replies (insights), subscriptions (billing), the newsletter sign-up (newsletter), the saved
 * reports' titles (premium), open sessions (auth) and the activity feed (analytics).
 */
@QueryHandler(MemberDataQuery)
export class MemberDataHandler implements IQueryHandler<MemberDataQuery, MemberDataExport> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId, publicUrl }: MemberDataQuery): Promise<MemberDataExport> {
    const user = await this.queries.execute<AccountQuery, User | null>(new AccountQuery(userId));
    if (!user) throw new NotFoundException(ACCOUNT_NOT_FOUND);
    const [own, coach_replies, subscriptions, newsletter, sessions, activity] = await Promise.all([
      this.queries.execute<MemberJournalDataQuery, MemberJournalData>(new MemberJournalDataQuery(userId, publicUrl)),
      this.queries.execute<CoachRepliesOfMemberQuery, CoachReplyRecord[]>(new CoachRepliesOfMemberQuery(userId)),
      this.queries.execute<SubscriptionsOfMemberQuery, SubscriptionRecord[]>(new SubscriptionsOfMemberQuery(userId)),
      this.queries.execute<NewsletterSignupOfQuery, NewsletterSignupRecord | null>(new NewsletterSignupOfQuery(user.email)),
      this.queries.execute<SessionsOfMemberQuery, SessionRecord[]>(new SessionsOfMemberQuery(userId)),
      this.queries.execute<ActivitiesOfMemberQuery, ActivityRecord[]>(new ActivitiesOfMemberQuery(userId)),
    ]);
    const reports = await this.queries.execute<PremiumItemsQuery, Map<number, PremiumItem>>(new PremiumItemsQuery(own.saved_reports.map((s) => s.premium_content_id)));
    const account = toProfileView(user);
    return {
      format: MEMBER_DATA_FORMAT,
      exported_at: new Date().toISOString(),
      account: { ...account, profile_image_url: absoluteUrl(account.profile_image_url, publicUrl) },
      sessions,
      journal_entries: own.journal_entries,
      coach_replies,
      goals: own.goals,
      saved_reports: own.saved_reports.map((s) => ({ ...s, topic: reports.get(s.premium_content_id)?.topic ?? null })),
      subscriptions,
      newsletter,
      activity,
    };
  }
}
