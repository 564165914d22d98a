import { ApiProperty } from '@nestjs/swagger';
import { AuditActionRecord, SubjectAuditRecord } from '../../infrastructure/audit/audit-trail.js';
import { OwnUploadRecord } from '../../infrastructure/storage/upload-visibility.js';
import { ActivityRecord } from '../analytics/index.js';
import { CreatedApiKeyRecord } from '../api-keys/index.js';
import { EmailAddressesRecord, ReceivedInvitationRecord, SentInvitationRecord, SessionRecord, TwoFactorStatusAnswer } from '../auth/index.js';
import { BillingCustomerRecord, PremiumStartRecord, RefundRecord, SubscriptionRecord } from '../billing/index.js';
import { ExportedEntry, ExportedGoal, ExportedSavedReport, ExportedSavedReportRemoval, ProfileView } from '../community/index.js';
import { CoachReplyRecord } from '../insights/index.js';
import { NewsletterDeliveryRecord, NewsletterSignupRecord } from '../newsletter/index.js';

export const MEMBER_DATA_FORMAT = 'flying50-member-data/1';

/** The account as the export gives it: the profile and what the account keeps beside it (never a secret). */
export class ExportedAccount extends ProfileView {
  @ApiProperty({ enum: ['member', 'editor', 'admin'], description: 'member, or the staff role granted by an invitation' }) role!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the address was verified, by a link or code mailed to it (null: not yet)' })
  email_verified_at!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When the account last proved its address to be its holder\'s own (a code mailed while turning two-step sign-in on, a reset link, an invitation; null: not since the address was set, or never): a password reset keeps two-step sign-in on only then',
  })
  email_owner_proved_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'The last password change (null: none since registering)' })
  password_changed_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Until when a subscription gives Premium (null: none, or the demo upgrade)' })
  premium_until!: string | null;
}

/** Everything the platform keeps about a member, for them to download (docs/product.md, "Your data"). */
export class MemberDataExport {
  @ApiProperty({ example: MEMBER_DATA_FORMAT }) format!: string;
  @ApiProperty({ format: 'date-time' }) exported_at!: string;
  @ApiProperty({ type: ExportedAccount, description: 'The account (its password, two-step secret, recovery codes and link tokens are never exported)' })
  account!: ExportedAccount;
  @ApiProperty({ type: EmailAddressesRecord, description: 'An address change in progress, other addresses kept, and the e-mailed links (without their tokens)' })
  email_addresses!: EmailAddressesRecord;
  @ApiProperty({ type: [SessionRecord], description: 'The browsers and devices signed in now' }) sessions!: SessionRecord[];
  @ApiProperty({ type: TwoFactorStatusAnswer, description: 'Two-step sign-in: whether it is on, since when, recovery codes left (the secret and the codes are not exported)' })
  two_step_sign_in!: TwoFactorStatusAnswer;
  @ApiProperty({ type: [ExportedEntry], description: 'Every entry, oldest first (weekly summaries included)' }) journal_entries!: ExportedEntry[];
  @ApiProperty({ type: [CoachReplyRecord], description: 'Every coach reply, oldest first' }) coach_replies!: CoachReplyRecord[];
  @ApiProperty({ type: [OwnUploadRecord], description: 'Every picture the member uploaded, in use or not, oldest first, by full address' }) uploads!: OwnUploadRecord[];
  @ApiProperty({ type: [ExportedGoal], description: 'The current goal and the history' }) goals!: ExportedGoal[];
  @ApiProperty({ type: [ExportedSavedReport] }) saved_reports!: ExportedSavedReport[];
  @ApiProperty({ type: [ExportedSavedReportRemoval], description: 'Saved reports the member removed lately (remembered for a day, so that removing one again succeeds as the first removal did), oldest first' })
  saved_report_removals!: ExportedSavedReportRemoval[];
  @ApiProperty({ type: BillingCustomerRecord, nullable: true, description: 'The Stripe customer (null: never went to the checkout)' }) billing_customer!: BillingCustomerRecord | null;
  @ApiProperty({ type: [SubscriptionRecord], description: 'Premium subscriptions, the billing history kept here (card and invoices are kept by Stripe)' }) subscriptions!: SubscriptionRecord[];
  @ApiProperty({ type: [PremiumStartRecord], description: 'Each time a subscription began giving Premium, with the plan and price it began on, oldest first' })
  premium_starts!: PremiumStartRecord[];
  @ApiProperty({ type: [RefundRecord], description: "Every refund of the member's payments (the 30-day guarantee's and staff's), oldest first; the subscriptions carry the totals" })
  refunds!: RefundRecord[];
  @ApiProperty({ type: NewsletterSignupRecord, nullable: true, description: "The newsletter sign-up of the account's address; null until the account's holder has proved the address theirs (email_owner_proved_at: a password reset by e-mail, an invitation, two-step sign-in's mailed code; not an address-change link)" }) newsletter!: NewsletterSignupRecord | null;
  @ApiProperty({ type: [NewsletterDeliveryRecord], description: "The newsletters mailed to the account's address, oldest first (empty until the account's holder has proved the address theirs, as for newsletter)" })
  newsletter_deliveries!: NewsletterDeliveryRecord[];
  @ApiProperty({ type: [ActivityRecord], description: "The account's activity feed (sign-up, entries written, ...), oldest first" }) activity!: ActivityRecord[];
  @ApiProperty({ type: [CreatedApiKeyRecord], description: 'Staff: the API keys they made (never the key)' }) api_keys!: CreatedApiKeyRecord[];
  @ApiProperty({
    type: [ReceivedInvitationRecord],
    description: "The staff invitations received: the one accepted, and those sent to the account's address once its holder has proved it theirs (as for newsletter); the inviter by name only",
  })
  invitations_received!: ReceivedInvitationRecord[];
  @ApiProperty({ type: [SentInvitationRecord], description: 'Staff: the staff invitations they sent' }) invitations_sent!: SentInvitationRecord[];
  @ApiProperty({ type: [AuditActionRecord], description: "Staff: the audit log's record of what they did, signed in or with their API keys, oldest first" })
  audit_actions!: AuditActionRecord[];
  @ApiProperty({
    type: [SubjectAuditRecord],
    description: "The audit log's rows about the account (a role change, two-step sign-in turned off by an administrator): what, when and whether staff, the account itself or the system did it (never which staff member), oldest first",
  })
  audit_about_account!: SubjectAuditRecord[];
}
