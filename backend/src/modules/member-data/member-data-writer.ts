import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import { ActivitiesOfMemberQuery, ActivityRecord } from '../analytics/index.js';
import { AccountQuery, SessionRecord, SessionsOfMemberQuery, TwoFactorStatusAnswer, TwoFactorStatusQuery, type TwoFactorStatus, type User } from '../auth/index.js';
import { SubscriptionRecord, SubscriptionsOfMemberQuery } from '../billing/index.js';
import {
  absoluteUrl,
  ExportedEntry,
  ExportedGoal,
  ExportedSavedReport,
  MemberEntriesPageQuery,
  MemberGoalsAndReportsQuery,
  ProfileView,
  toProfileView,
  type MemberEntriesPage,
  type MemberGoalsAndReports,
} from '../community/index.js';
import { CoachRepliesOfMemberQuery, CoachReplyRecord, type CoachRepliesPage } from '../insights/index.js';
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
  @ApiProperty({ type: TwoFactorStatusAnswer, description: 'Two-step sign-in: whether it is on, since when, recovery codes left (the secret and the codes are not exported)' })
  two_step_sign_in!: TwoFactorStatusAnswer;
  @ApiProperty({ type: [ExportedEntry], description: 'Every entry, oldest first (weekly summaries included)' }) journal_entries!: ExportedEntry[];
  @ApiProperty({ type: [CoachReplyRecord], description: 'Every coach reply, oldest first' }) coach_replies!: CoachReplyRecord[];
  @ApiProperty({ type: [ExportedGoal], description: 'The current goal and the history' }) goals!: ExportedGoal[];
  @ApiProperty({ type: [ExportedSavedReport] }) saved_reports!: ExportedSavedReport[];
  @ApiProperty({ type: [SubscriptionRecord], description: 'Premium subscriptions (payments themselves are kept by Stripe)' }) subscriptions!: SubscriptionRecord[];
  @ApiProperty({ type: NewsletterSignupRecord, nullable: true, description: "The newsletter sign-up of the account's address; null until the account has proved it owns the address (a password reset by e-mail, an invitation)" }) newsletter!: NewsletterSignupRecord | null;
  @ApiProperty({ type: [ActivityRecord], description: "The account's activity feed (sign-up, entries written, ...), oldest first" }) activity!: ActivityRecord[];
}

/** Rows read per query while the file is written: what one export holds in memory at a time. */
export const PAGE_ROWS = 200;

/**
 * Writes the member's data as one JSON document, part by part, each read through its owner's query: the account and
 * sessions (auth), goals, saved reports and journal entries (community), coach replies (insights), subscriptions
 * (billing), the newsletter sign-up (newsletter), the saved reports' titles (premium) and the activity feed
 * (analytics). Entries and replies, the parts that grow with the years, are read and written a page at a time, so an
 * export costs the same memory for a member of ten years as for one of a week; `write` waits while the reader is slow.
 */
@Injectable()
export class MemberDataWriter {
  constructor(private readonly queries: QueryBus) {}

  /** The account being exported, or 404 (deleted meanwhile in another tab). */
  async account(userId: number): Promise<User> {
    const user = await this.queries.execute<AccountQuery, User | null>(new AccountQuery(userId));
    if (!user) throw new NotFoundException(ACCOUNT_NOT_FOUND);
    return user;
  }

  async write(user: User, publicUrl: string, exportedAt: string, write: (chunk: string) => Promise<void>): Promise<void> {
    const userId = user.id;
    const [own, subscriptions, newsletter, sessions, activity, twoStep] = await Promise.all([
      this.queries.execute<MemberGoalsAndReportsQuery, MemberGoalsAndReports>(new MemberGoalsAndReportsQuery(userId)),
      this.queries.execute<SubscriptionsOfMemberQuery, SubscriptionRecord[]>(new SubscriptionsOfMemberQuery(userId)),
      // The sign-up belongs to the address, not the account: shown only once the account has proved it owns the address
      // (anyone can register with an address they do not own, and would learn whether its owner subscribed).
      user.email_verified_at ? this.queries.execute<NewsletterSignupOfQuery, NewsletterSignupRecord | null>(new NewsletterSignupOfQuery(user.email)) : null,
      this.queries.execute<SessionsOfMemberQuery, SessionRecord[]>(new SessionsOfMemberQuery(userId)),
      this.queries.execute<ActivitiesOfMemberQuery, ActivityRecord[]>(new ActivitiesOfMemberQuery(userId)),
      this.queries.execute<TwoFactorStatusQuery, TwoFactorStatus>(new TwoFactorStatusQuery(userId)),
    ]);
    const reports = await this.queries.execute<PremiumItemsQuery, Map<number, PremiumItem>>(new PremiumItemsQuery(own.saved_reports.map((s) => s.premium_content_id)));
    const account = toProfileView(user);
    const head = {
      format: MEMBER_DATA_FORMAT,
      exported_at: exportedAt,
      account: { ...account, profile_image_url: absoluteUrl(account.profile_image_url, publicUrl) },
      sessions,
      two_step_sign_in: twoStep,
      goals: own.goals,
      saved_reports: own.saved_reports.map((s) => ({ ...s, topic: reports.get(s.premium_content_id)?.topic ?? null })),
      subscriptions,
      newsletter,
      activity,
    };
    await write(`${JSON.stringify(head).slice(0, -1)},"journal_entries":[`);
    await this.pages(write, async (after) => {
      const page = await this.queries.execute<MemberEntriesPageQuery, MemberEntriesPage>(new MemberEntriesPageQuery(userId, publicUrl, after, PAGE_ROWS));
      return { rows: page.entries, next: page.next };
    });
    await write('],"coach_replies":[');
    await this.pages(write, async (after) => {
      const page = await this.queries.execute<CoachRepliesOfMemberQuery, CoachRepliesPage>(new CoachRepliesOfMemberQuery(userId, after, PAGE_ROWS));
      return { rows: page.replies, next: page.next };
    });
    await write(']}');
  }

  /** Writes the rows of every page, comma-separated, reading the next page only once this one is written. */
  private async pages(write: (chunk: string) => Promise<void>, page: (after: number) => Promise<{ rows: unknown[]; next: number | null }>): Promise<void> {
    let after: number | null = 0;
    let first = true;
    while (after !== null) {
      const { rows, next }: { rows: unknown[]; next: number | null } = await page(after);
      if (rows.length) await write(`${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`);
      first = first && !rows.length;
      after = next;
    }
  }
}
