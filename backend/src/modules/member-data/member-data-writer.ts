import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditActionsOf, auditRowsAbout } from '../../infrastructure/audit/audit-trail.js';
import { FIRST_OWN_UPLOAD, UploadVisibility, type OwnUploadsCursor } from '../../infrastructure/storage/upload-visibility.js';
import { ActivitiesOfMemberQuery, ActivityRecord } from '../analytics/index.js';
import { ApiKeysOfCreatorQuery, CreatedApiKeyRecord } from '../api-keys/index.js';
import {
  AccountQuery,
  EmailAddressesOfMemberQuery,
  EmailAddressesRecord,
  InvitationsReceivedQuery,
  InvitationsSentByQuery,
  ReceivedInvitationRecord,
  SentInvitationRecord,
  SessionRecord,
  SessionsOfMemberQuery,
  TwoFactorStatusQuery,
  type TwoFactorStatus,
  type User,
} from '../auth/index.js';
import {
  BillingCustomerOfMemberQuery,
  BillingCustomerRecord,
  FIRST_REFUND,
  PremiumStartRecord,
  PremiumStartsOfMemberQuery,
  RefundsOfMemberQuery,
  SubscriptionRecord,
  SubscriptionsOfMemberQuery,
  type RefundsCursor,
  type RefundsPage,
} from '../billing/index.js';
import {
  absoluteUrl,
  MemberEntriesPageQuery,
  MemberGoalsAndReportsQuery,
  toProfileView,
  type MemberEntriesPage,
  type MemberGoalsAndReports,
} from '../community/index.js';
import { CoachRepliesOfMemberQuery, type CoachRepliesPage } from '../insights/index.js';
import { NewsletterDeliveriesOfQuery, NewsletterSignupOfQuery, NewsletterSignupRecord, type NewsletterDeliveriesPage } from '../newsletter/index.js';
import { PremiumItemsQuery, type PremiumItem } from '../premium/index.js';
import { MEMBER_DATA_FORMAT, type ExportedAccount } from './member-data-export.dto.js';

export const ACCOUNT_NOT_FOUND = 'Account not found';

const isoOrNull = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** Rows read per query while the file is written: what one export holds in memory at a time. */
export const PAGE_ROWS = 200;

/**
 * Writes the member's data as one JSON document, part by part, each read through its owner's query: the account, its
 * addresses and e-mailed links, sessions and staff invitations sent and received (auth), goals, saved reports, the
 * removals of saved reports remembered for a day and journal entries (community), coach replies (insights), the Stripe
 * customer, subscriptions, Premium starts and refunds (billing), the newsletter sign-up and deliveries (newsletter), the
 * saved reports' titles (premium), the activity feed (analytics), API keys (api-keys), and from the infrastructure the
 * uploads ledger and the audit log (what they did, and what was done about their account). The parts that grow with
 * the years (entries, replies, uploads, deliveries, audit rows, refunds) are read and written a page at a time, so an
 * export costs the same memory for a member of ten years as for one of a week; `write` waits while the reader is slow.
 */
@Injectable()
export class MemberDataWriter {
  constructor(
    private readonly queries: QueryBus,
    private readonly uploads: UploadVisibility,
    private readonly em: EntityManager,
  ) {}

  /** The account being exported, or 404 (deleted meanwhile in another tab). */
  async account(userId: number): Promise<User> {
    const user = await this.queries.execute<AccountQuery, User | null>(new AccountQuery(userId));
    if (!user) throw new NotFoundException(ACCOUNT_NOT_FOUND);
    return user;
  }

  async write(user: User, publicUrl: string, exportedAt: string, write: (chunk: string) => Promise<void>): Promise<void> {
    const userId = user.id;
    // The sign-up and the deliveries belong to the address, not the account: shown only once the account's holder has
    // proved they read the address themselves (`email_owner_proved_at`). Anyone can register with an address they do not
    // own, and an address-change link shows only that someone reading the new address clicked, perhaps tricked: either
    // way the account would learn what its owner subscribed to and was sent (docs/product.md, "Whose address it is").
    const ownsAddress = Boolean(user.email_owner_proved_at);
    const [own, subscriptions, customer, newsletter, sessions, twoStep] = await Promise.all([
      this.queries.execute<MemberGoalsAndReportsQuery, MemberGoalsAndReports>(new MemberGoalsAndReportsQuery(userId)),
      this.queries.execute<SubscriptionsOfMemberQuery, SubscriptionRecord[]>(new SubscriptionsOfMemberQuery(userId)),
      this.queries.execute<BillingCustomerOfMemberQuery, BillingCustomerRecord | null>(new BillingCustomerOfMemberQuery(userId)),
      ownsAddress ? this.queries.execute<NewsletterSignupOfQuery, NewsletterSignupRecord | null>(new NewsletterSignupOfQuery(user.email)) : null,
      this.queries.execute<SessionsOfMemberQuery, SessionRecord[]>(new SessionsOfMemberQuery(userId)),
      this.queries.execute<TwoFactorStatusQuery, TwoFactorStatus>(new TwoFactorStatusQuery(userId)),
    ]);
    const [reports, addresses, activity, apiKeys, invitations, received, starts] = await Promise.all([
      this.queries.execute<PremiumItemsQuery, Map<number, PremiumItem>>(new PremiumItemsQuery(own.saved_reports.map((s) => s.premium_content_id))),
      this.queries.execute<EmailAddressesOfMemberQuery, EmailAddressesRecord>(new EmailAddressesOfMemberQuery(userId, user.email)),
      this.queries.execute<ActivitiesOfMemberQuery, ActivityRecord[]>(new ActivitiesOfMemberQuery(userId)),
      this.queries.execute<ApiKeysOfCreatorQuery, CreatedApiKeyRecord[]>(new ApiKeysOfCreatorQuery(userId)),
      this.queries.execute<InvitationsSentByQuery, SentInvitationRecord[]>(new InvitationsSentByQuery(userId)),
      this.queries.execute<InvitationsReceivedQuery, ReceivedInvitationRecord[]>(new InvitationsReceivedQuery(userId, user.email, ownsAddress)),
      this.queries.execute<PremiumStartsOfMemberQuery, PremiumStartRecord[]>(new PremiumStartsOfMemberQuery(userId)),
    ]);
    const head = {
      format: MEMBER_DATA_FORMAT,
      exported_at: exportedAt,
      account: exportedAccount(user, publicUrl),
      email_addresses: addresses,
      sessions,
      two_step_sign_in: twoStep,
      goals: own.goals,
      saved_reports: own.saved_reports.map((s) => ({ ...s, topic: reports.get(s.premium_content_id)?.topic ?? null })),
      saved_report_removals: own.saved_report_removals,
      billing_customer: customer,
      subscriptions,
      premium_starts: starts,
      newsletter,
      activity,
      api_keys: apiKeys,
      invitations_received: received,
      invitations_sent: invitations,
    };
    await write(`${JSON.stringify(head).slice(0, -1)},"journal_entries":[`);
    await this.pages(write, 0, async (after) => {
      const page = await this.queries.execute<MemberEntriesPageQuery, MemberEntriesPage>(new MemberEntriesPageQuery(userId, publicUrl, after, PAGE_ROWS));
      return { rows: page.entries, next: page.next };
    });
    await write('],"coach_replies":[');
    await this.pages(write, 0, async (after) => {
      const page = await this.queries.execute<CoachRepliesOfMemberQuery, CoachRepliesPage>(new CoachRepliesOfMemberQuery(userId, after, PAGE_ROWS));
      return { rows: page.replies, next: page.next };
    });
    await write('],"uploads":[');
    await this.pages<OwnUploadsCursor>(write, FIRST_OWN_UPLOAD, async (after) => {
      const page = await this.uploads.ofOwner(userId, publicUrl, after, PAGE_ROWS);
      return { rows: page.uploads, next: page.next };
    });
    await write('],"newsletter_deliveries":[');
    if (ownsAddress) {
      await this.pages(write, 0, async (after) => {
        const page = await this.queries.execute<NewsletterDeliveriesOfQuery, NewsletterDeliveriesPage>(new NewsletterDeliveriesOfQuery(user.email, after, PAGE_ROWS));
        return { rows: page.deliveries, next: page.next };
      });
    }
    await write('],"audit_actions":[');
    const keyIds = apiKeys.map((key) => key.id);
    await this.pages(write, 0, async (after) => {
      const page = await auditActionsOf(this.em, userId, keyIds, after, PAGE_ROWS);
      return { rows: page.actions, next: page.next };
    });
    // What others did about the account: staff are told apart from the account and the system, never named.
    await write('],"audit_about_account":[');
    await this.pages(write, 0, async (after) => {
      const page = await auditRowsAbout(this.em, { kind: 'user', id: userId }, { actorId: userId, apiKeyIds: keyIds }, after, PAGE_ROWS);
      return { rows: page.rows, next: page.next };
    });
    await write('],"refunds":[');
    await this.pages<RefundsCursor>(write, FIRST_REFUND, async (after) => {
      const page = await this.queries.execute<RefundsOfMemberQuery, RefundsPage>(new RefundsOfMemberQuery(userId, after, PAGE_ROWS));
      return { rows: page.refunds, next: page.next };
    });
    await write(']}');
  }

  /** Writes the rows of every page, comma-separated, reading the next page only once this one is written. */
  private async pages<C = number>(write: (chunk: string) => Promise<void>, start: C, page: (after: C) => Promise<{ rows: unknown[]; next: C | null }>): Promise<void> {
    let after: C | null = start;
    let first = true;
    while (after !== null) {
      const { rows, next }: { rows: unknown[]; next: C | null } = await page(after);
      if (rows.length) await write(`${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`);
      first = first && !rows.length;
      after = next;
    }
  }
}

/** The account's profile with its photo by full address, and what the account keeps beside it (never a secret). */
function exportedAccount(user: User, publicUrl: string): ExportedAccount {
  const profile = toProfileView(user);
  return {
    ...profile,
    profile_image_url: absoluteUrl(profile.profile_image_url, publicUrl),
    role: user.role,
    email_verified_at: isoOrNull(user.email_verified_at),
    email_owner_proved_at: isoOrNull(user.email_owner_proved_at),
    password_changed_at: isoOrNull(user.password_changed_at),
    premium_until: isoOrNull(user.premium_until),
  };
}
