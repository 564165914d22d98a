import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, ValidateBy } from 'class-validator';
import { Transform } from 'class-transformer';
import { ListQueryDto } from '../../infrastructure/http/list-paging.js';
import { RETURN_PATH_MAX, sitePath } from '../../infrastructure/http/return-path.js';
import { PLANS, type Plan } from './premium-until.js';

export const BAD_NEXT = `next must be a path of this site: starting with a single '/', with no '//' once normalised, up to ${RETURN_PATH_MAX} characters`;

export class CheckoutDto {
  @ApiProperty({ enum: PLANS, description: 'monthly (£9.99 a month) or annual' })
  @IsIn(PLANS, { message: `plan must be one of: ${PLANS.join(', ')}` })
  plan!: Plan;

  @ApiPropertyOptional({
    description: `Where the member goes after paying (the welcome page's 'Continue to your report'): a path of this site, e.g. the locked report they were reading. Carried in the checkout's success_url as ?next=, and in its cancel_url (leaving Checkout unpaid comes back to the profile's upgrade offer, /profile?next=...&checkout=cancelled&plan=...#upgrade, which says no payment was taken and shows the plan chosen); anything that could leave the site is 400 '${BAD_NEXT}'.`,
    example: '/journal?report=12',
    maxLength: RETURN_PATH_MAX,
  })
  @IsOptional()
  @ValidateBy({ name: 'isSitePath', validator: { validate: (value) => sitePath(value) !== null, defaultMessage: () => BAD_NEXT } })
  next?: string;
}

/** The most accounts whose plans one request asks for (a page of the Users tab is 50). */
export const MEMBER_IDS_MAX = 100;

export class BillingMembersDto {
  @ApiPropertyOptional({
    description: `The accounts whose newest subscription to answer, comma-separated ids (at most ${MEMBER_IDS_MAX}): the page of the Users tab. Without it, members is empty.`,
    example: '12,15,31',
  })
  @IsOptional()
  @Matches(new RegExp(`^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,${MEMBER_IDS_MAX - 1}}$`), { message: `user_ids must be up to ${MEMBER_IDS_MAX} account ids, comma-separated` })
  user_ids?: string;
}

export class RedirectView {
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_a1', description: 'Where to send the member (Stripe Checkout or the Customer Portal)' })
  url!: string;
}

export class PlanView {
  @ApiProperty({ enum: PLANS }) plan!: Plan;
  @ApiProperty({ example: 999, description: 'The price in pence' }) amount_pence!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ enum: ['month', 'year'] }) interval!: 'month' | 'year';
}

export class BillingPlansView {
  @ApiProperty({ enum: ['stripe', 'demo'], description: 'stripe: premium is paid through Stripe Checkout; demo: the demo upgrade toggle' })
  mode!: 'stripe' | 'demo';
  @ApiProperty({ type: [PlanView] }) plans!: PlanView[];
}

const STAFF_REFUNDED =
  "Refunded of the subscription's payments outside the 30-day guarantee (by staff in Stripe's dashboard: Stripe's charge.refunded webhook), in pence: refunds succeeded or on their way; null when none. Such a refund does not end the subscription or Premium";
const STAFF_REFUNDED_AT = 'When the latest of those refunds was made (Stripe); null when none';

export class SubscriptionView {
  @ApiProperty({ enum: PLANS }) plan!: Plan;
  @ApiProperty({ example: 'active', description: 'Stripe status: active, trialing, past_due, canceled, incomplete, unpaid ...' }) status!: string;
  @ApiProperty({ example: 999 }) amount_pence!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Renewal date, or the end date when cancelling' })
  current_period_end!: string | null;
  @ApiProperty() cancel_at_period_end!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When premium from it ends (grace included)' })
  premium_until!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "Until when the 30-day satisfaction guarantee applies (POST /api/billing/refund): the account's first and only subscription, not ended nor refunded, started less than 30 days ago (Stripe mode); else null",
  })
  guarantee_until!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was refunded under the guarantee (it ended then); else null' })
  refunded_at!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 999, description: 'What Stripe refunded, in pence; null when not refunded' })
  refunded_pence!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 999,
    description: 'What the member had paid when it was refunded, in pence (refunded_pence equals it when the refund was in full); null when not refunded, or refunded before this was recorded',
  })
  refund_paid_pence!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 500, description: STAFF_REFUNDED })
  staff_refunded_pence!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: STAFF_REFUNDED_AT })
  staff_refunded_at!: string | null;
}

export class RefundQuoteView {
  @ApiProperty({
    example: 999,
    description: "What the refund would give back, in pence: what is still refundable of the subscription's paid invoices as Stripe has them (each charge's amount minus amount_refunded)",
  })
  amount_pence!: number;
  @ApiProperty({ example: 999, description: 'What the member paid, in pence (amount_pence is less when part was refunded already, in Stripe)' })
  paid_pence!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'The last moment of the 30-day guarantee' }) guarantee_until!: string;
}

export class RefundView {
  @ApiProperty({ example: 999, description: 'What Stripe refunded, in pence (what was left of every paid invoice of the subscription)' }) refunded_pence!: number;
  @ApiProperty({ example: 999, description: 'What the member had paid, in pence: refunded_pence equals it when the refund was in full' }) paid_pence!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ description: 'Premium now: false, unless something else still gives it' }) is_premium!: boolean;
}

export class BillingStatusView {
  @ApiProperty({ enum: ['stripe', 'demo'] }) mode!: 'stripe' | 'demo';
  @ApiProperty({ description: 'Premium now (what the member can read)' }) is_premium!: boolean;
  @ApiProperty({ type: SubscriptionView, nullable: true, description: "The member's newest subscription" }) subscription!: SubscriptionView | null;
}

export class WebhookAnswer {
  @ApiProperty() received!: true;
  @ApiProperty({ enum: ['handled', 'duplicate', 'ignored'], description: 'duplicate: the event id was handled before; ignored: not about one of our subscriptions' })
  outcome!: 'handled' | 'duplicate' | 'ignored';
}

export class MemberPlanView {
  @ApiProperty() user_id!: number;
  @ApiProperty({ enum: PLANS }) plan!: Plan;
  @ApiProperty({ example: 'active' }) status!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) current_period_end!: string | null;
  @ApiProperty() cancel_at_period_end!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was refunded under the 30-day guarantee; else null' })
  refunded_at!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'What Stripe refunded, in pence; null when not refunded' }) refunded_pence!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: STAFF_REFUNDED }) staff_refunded_pence!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: STAFF_REFUNDED_AT }) staff_refunded_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Since when a payment has been missing (past_due: the payment that failed); else null' })
  past_due_since!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Until when it gives Premium (past_due: the end of the grace days); null: none' })
  premium_until!: string | null;
}

export class BillingTotalsView {
  @ApiProperty({ description: 'Subscriptions being paid for (active or past_due)' }) paying_members!: number;
  @ApiProperty({ description: 'Monthly recurring revenue in pence (annual plans count a twelfth)' }) mrr_pence!: number;
  @ApiProperty({ description: 'Subscriptions started this calendar month (UTC)' }) new_this_month!: number;
  @ApiProperty({ description: 'Subscriptions ended or set to cancel this calendar month (UTC)' }) cancelled_this_month!: number;
  @ApiProperty({ description: 'New Premium members: subscriptions that began giving Premium in the last 7 days (GET /api/billing/new-members lists them)' })
  new_7_days!: number;
  @ApiProperty({ description: 'New Premium members in the last 30 days' }) new_30_days!: number;
}

export class BillingMembersView {
  @ApiProperty({ type: BillingTotalsView }) totals!: BillingTotalsView;
  @ApiProperty({ type: [MemberPlanView], description: "The newest subscription of each account asked for in user_ids that has one" }) members!: MemberPlanView[];
}

/** The periods the new Premium members are listed over, in days. */
export const NEW_MEMBER_DAYS = [7, 30] as const;
export const BAD_DAYS = `days must be one of: ${NEW_MEMBER_DAYS.join(', ')}`;

export class NewPremiumMembersDto extends PickType(ListQueryDto, ['limit', 'before'] as const) {
  @ApiPropertyOptional({ enum: NEW_MEMBER_DAYS, default: 30, description: 'The period: Premium starts of the last 7 or 30 days' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value))
  @IsIn(NEW_MEMBER_DAYS, { message: BAD_DAYS })
  days?: (typeof NEW_MEMBER_DAYS)[number];
}

export class NewPremiumMemberView {
  @ApiProperty() user_id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Pat Runner' }) name!: string | null;
  @ApiProperty({ example: 'pat@example.com' }) email!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the subscription began giving Premium' }) started_at!: string;
  @ApiProperty({ enum: PLANS, description: 'The plan it started on' }) plan!: Plan;
  @ApiProperty({ example: 999, description: 'Its price then, in pence' }) amount_pence!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ example: 'active', description: "The subscription's status now (Stripe's: active, past_due, canceled ...)" }) status!: string;
  @ApiProperty({ description: 'Set to cancel at the end of its period' }) cancel_at_period_end!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was refunded under the 30-day guarantee; else null' })
  refunded_at!: string | null;
}
