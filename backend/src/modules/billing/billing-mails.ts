import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OnEvent } from '../../infrastructure/queue/domain-event.js';
import { AppConfig } from '../../config/app-config.js';
import { composeMail, type MailMessage } from '../../infrastructure/mail/mail-message.js';
import { Mailer } from '../../infrastructure/mail/mailer.js';
import { Outbox } from '../../infrastructure/queue/outbox.js';
import { AccountsByIdsQuery, type AccountCard } from '../auth/index.js';
import { PaymentRefunded, SubscriptionChanged, SubscriptionEnded, SubscriptionPaid, SubscriptionStarted, type PaymentPayload, type SubscriptionPayload } from './events/subscription.events.js';

type BillingEvent = SubscriptionStarted | SubscriptionChanged | SubscriptionEnded | SubscriptionPaid | PaymentRefunded;

const money = (pence: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(pence / 100);
/** A date as the member reads it: en-GB long form, in their own time zone (the profile's; Europe/London until they tell one). */
const day = (iso: string | null, timeZone: string) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }) : 'the end of the period';
/** The receipt's word on a refund of less than was paid (staff had refunded part already): what the rest was. */
const partialRefund = (refunded: number, paid: number | undefined, currency: string): string[] =>
  paid !== undefined && paid > refunded
    ? [`That is what was left of the ${money(paid, currency)} you paid: ${money(paid - refunded, currency)} of it had already been refunded to you.`]
    : [];
const planName = (p: SubscriptionPayload) => (p.plan === 'annual' ? 'annual' : 'monthly');
const planPrice = (p: SubscriptionPayload) => `${money(p.amountPence, p.currency)} a ${p.plan === 'annual' ? 'year' : 'month'}`;

/**
 * After a change of plan: the credit kept (what the old plan's unused part left over), and the next payment, when it
 * is and what the card is charged then (the plan's price less the credit).
 */
function nextPayment(r: PaymentPayload, timeZone: string): string[] {
  const credit = r.creditPence ?? 0;
  const when = day(r.currentPeriodEnd, timeZone);
  if (!credit) return [`Your next payment, ${money(r.amountPence, r.currency)}, is due on ${when}.`];
  const kept = `${money(credit, r.currency)} is kept as credit on your account and pays your next payments first.`;
  return credit >= r.amountPence
    ? [kept, `Your next payment is due on ${when}: its ${money(r.amountPence, r.currency)} comes from that credit, so nothing is taken from your card then.`]
    : [kept, `Your next payment is due on ${when}: ${money(r.amountPence - credit, r.currency)} from your card (${money(r.amountPence, r.currency)} less your credit).`];
}

/** What a receipt thanks the member for: the first payment, a renewal, or a change of plan. */
const THANKS: Record<PaymentPayload['reason'], string> = {
  first: 'Thank you for your payment: your Premium membership has begun, and every premium report is open to you.',
  renewal: 'Thank you: your Premium membership has renewed, and every premium report stays open to you.',
  change: 'Thank you: your change of plan has been paid, and every premium report stays open to you.',
};

/** The statuses of a subscription that renews unless cancelled (past_due is told by its own mail). */
const RENEWING = ['active', 'trialing'];

/** What a refund made in Stripe (not the guarantee's) says of the plan: a refund changes nothing of it. */
function planAfterRefund(p: SubscriptionPayload, timeZone: string): string {
  if (RENEWING.includes(p.status) && p.currentPeriodEnd) {
    return p.cancelAtPeriodEnd
      ? `This refund does not change your Premium membership: it stays open to you until ${day(p.currentPeriodEnd, timeZone)}, as before.`
      : `This refund does not change your Premium membership: it continues, and renews on ${day(p.currentPeriodEnd, timeZone)}.`;
  }
  if (p.status === 'past_due') return 'This refund does not change your Premium membership. Your last payment did not go through: please update your card from your profile.';
  return 'Your journal and library are kept.';
}

/** Who a billing mail goes to: the account's address, name and time zone (its dates are written in it). */
export type BillingMailTo = Pick<AccountCard, 'email' | 'name' | 'time_zone'>;

/**
 * The mails that follow a subscription: the welcome, a receipt for each payment (the amount Stripe took, after any
 * coupon, tax or proration), a change of plan (its receipt, or when the old plan's credit paid it, a confirmation: one
 * mail either way, with the new plan, the credit kept and the next payment), a failed payment, a cancellation at the
 * period's end (and taking it back), the end of premium, or in its place the refund of the 30-day guarantee (the
 * amount Stripe refunded), and the receipt of a refund staff made in Stripe's dashboard (PaymentRefunded: the plan is
 * unchanged). Dates are written in the member's time zone.
 */
export function billingMail(event: BillingEvent, to: BillingMailTo, publicUrl: string): MailMessage | null {
  const p = event.payload;
  const date = (iso: string | null) => day(iso, to.time_zone);
  const hello = `Hello ${to.name ?? 'there'},`;
  if (event instanceof SubscriptionStarted) {
    return composeMail(
      to.email,
      'Welcome to Flying@50 Premium',
      [
        hello,
        'Welcome to Premium. Every premium report is now open to you, in full, and you can save them to your library.',
        `Your plan: Flying@50 Premium, ${planName(p)}, renewing on ${date(p.currentPeriodEnd)}. The receipt of each payment comes in its own e-mail.`,
        'You can change your card, switch plan or cancel at any time from your profile.',
      ],
      // The reports by theme are on the Insights Guide (the welcome page's link too); the profile is where the plan is managed.
      [
        { label: 'Read the premium reports', url: `${publicUrl}/journal#premium-reports` },
        { label: 'Manage your plan', url: `${publicUrl}/profile` },
      ],
    );
  }
  if (event instanceof SubscriptionPaid && event.payload.reason === 'change' && !event.payload.amountPaidPence) {
    // A change of plan the old plan's credit paid (annual to monthly): no receipt, so the confirmation says it all.
    const r = event.payload;
    return composeMail(
      to.email,
      'Your Flying@50 Premium plan has changed',
      [
        hello,
        `Your plan is now Flying@50 Premium, ${planName(r)}, at ${planPrice(r)}: the change took effect at once, and every premium report stays open to you.`,
        'What was left of your previous plan paid for the change, so nothing was taken from your card.',
        ...nextPayment(r, to.time_zone),
        'You can change your card, switch plan or cancel at any time from your profile.',
      ],
      { label: 'Manage your plan', url: `${publicUrl}/profile` },
    );
  }
  if (event instanceof SubscriptionPaid) {
    const r = event.payload;
    return composeMail(
      to.email,
      'Your Flying@50 Premium receipt',
      [
        hello,
        THANKS[r.reason] ?? THANKS.renewal,
        `Receipt: Flying@50 Premium, ${planName(r)} plan, ${money(r.amountPaidPence, r.currency)}, invoice ${r.invoiceId}. Your plan renews ${r.reason === 'renewal' ? 'next ' : ''}on ${date(r.currentPeriodEnd)}.`,
        // A change of plan's receipt is its confirmation too (no second mail): the new plan, at once, and what comes next.
        ...(r.reason === 'change' ? [`Your plan is now Flying@50 Premium, ${planName(r)}, at ${planPrice(r)}: the change took effect at once.`, ...nextPayment(r, to.time_zone)] : []),
        'You can change your card, switch plan or cancel at any time from your profile.',
      ],
      { label: 'Manage your plan', url: `${publicUrl}/profile` },
    );
  }
  if (event instanceof SubscriptionChanged && p.status === 'past_due' && event.payload.previousStatus !== 'past_due') {
    return composeMail(
      to.email,
      'Your Premium payment did not go through',
      [hello, `We could not take the payment for your Premium membership. Premium stays open to you until ${date(p.premiumUntil)} while you update your card.`],
      { label: 'Update your card', url: `${publicUrl}/profile` },
    );
  }
  if (event instanceof SubscriptionChanged && RENEWING.includes(p.status) && p.cancelAtPeriodEnd !== event.payload.previousCancelAtPeriodEnd) {
    if (event.payload.previousCancelAtPeriodEnd === undefined) return null; // stored before the field existed: unknown
    return p.cancelAtPeriodEnd
      ? composeMail(
          to.email,
          'Your Flying@50 Premium has been cancelled',
          [
            hello,
            `Your Premium membership is cancelled: it stays open to you until ${date(p.currentPeriodEnd)}, and you will not be charged again.`,
            "Changed your mind? Any time before then, choose Manage subscription on your profile's Premium card: on Stripe's secure billing page you can renew your plan, and Premium carries on as before. Your journal and library are kept either way.",
          ],
          // The profile's Premium card (#premium-membership), where 'Manage subscription' opens the portal that renews it.
          { label: 'Keep Premium', url: `${publicUrl}/profile#premium-membership` },
        )
      : composeMail(
          to.email,
          'Your Flying@50 Premium continues',
          [hello, `Your Premium membership is no longer cancelled: it renews on ${date(p.currentPeriodEnd)} as before.`],
          { label: 'Manage your plan', url: `${publicUrl}/profile` },
        );
  }
  if (event instanceof PaymentRefunded) {
    const r = event.payload;
    const whole = r.refundedPence >= r.paymentPence;
    return composeMail(
      to.email,
      'Your Flying@50 Premium refund',
      [
        hello,
        whole
          ? `We have refunded your Flying@50 Premium payment of ${money(r.paymentPence, r.currency)} in full to the card you paid with.`
          : `We have refunded ${money(r.refundedPence, r.currency)} of your Flying@50 Premium payment of ${money(r.paymentPence, r.currency)} to the card you paid with.`,
        ...(!whole && r.paymentRefundedPence > r.refundedPence ? [`In all, ${money(r.paymentRefundedPence, r.currency)} of that payment has now been refunded to you.`] : []),
        `It can take 5-10 days for the refund to appear on your statement (refund ${r.refundId}).`,
        planAfterRefund(r, to.time_zone),
      ],
      { label: 'Manage your plan', url: `${publicUrl}/profile` },
    );
  }
  if (event instanceof SubscriptionEnded && event.payload.refundedPence !== undefined) {
    return composeMail(
      to.email,
      'Your Flying@50 Premium refund',
      [
        hello,
        `As our 30-day satisfaction guarantee promises, we have refunded ${money(event.payload.refundedPence, p.currency)} to the card you paid with, and your Premium membership has ended.`,
        ...partialRefund(event.payload.refundedPence, event.payload.paidPence, p.currency),
        'It can take 5-10 days for the refund to appear on your statement.',
        'Your journal and library are kept. You can subscribe again any time; a new subscription does not come with the 30-day guarantee.',
      ],
      { label: 'Subscribe again', url: `${publicUrl}/premium` },
    );
  }
  if (event instanceof SubscriptionEnded) {
    return composeMail(
      to.email,
      'Your Flying@50 Premium membership has ended',
      [
        hello,
        p.premiumUntil && new Date(p.premiumUntil).getTime() > Date.now()
          ? `Your Premium membership has ended; premium reports stay open to you until ${date(p.premiumUntil)}. Your journal and library are kept.`
          : 'Your Premium membership has ended, so premium reports are no longer open to you. Your journal and library are kept.',
      ],
      { label: 'Rejoin Premium', url: `${publicUrl}/premium` },
    );
  }
  return null;
}

/** Sends the subscription mails through the mail outbox, once per event (billing_mails). */
@Injectable()
export class BillingMails {
  constructor(
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @OnEvent([SubscriptionStarted, SubscriptionChanged, SubscriptionEnded, SubscriptionPaid, PaymentRefunded])
  async handle(event: BillingEvent): Promise<void> {
    const accounts = await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([event.payload.userId]));
    const user = accounts.get(event.payload.userId);
    if (!user) return; // the member deleted their account
    const message = billingMail(event, user, this.config.publicUrl);
    if (!message) return;
    await this.outbox.transactional(async (em, publish) => {
      // Once per event, whatever the queue does: the mark and the mail commit together.
      const first = await em.execute<{ event_id: string }[]>('insert into billing_mails (event_id) values (?) on conflict do nothing returning event_id', [event.eventId]);
      if (first.length) this.mailer.send(publish, message, [{ userId: event.payload.userId }]);
    });
  }
}
