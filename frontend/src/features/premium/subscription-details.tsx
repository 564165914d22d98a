import { AlertTriangle, CreditCard } from 'lucide-react';
import { Link } from '../../lib/router-links';
import { Button } from '../../components/ui/button';
import { formatLongDate } from '../../lib/format';
import { PAYMENT_FAILED_TEXT, priceText, statusText, useBillingStatus, useMemberTimeZone, useOpenPortal } from './billing';
import { GuaranteeRefund } from './refund-guarantee';

/** The button to the Stripe Customer Portal (change card, switch plan, cancel). */
export function PortalButton({ label }: { label: 'Manage subscription' | 'Update your card' }) {
  const portal = useOpenPortal();
  return (
    <Button variant={label === 'Update your card' ? 'primary' : 'secondary'} busy={portal.isPending} onClick={() => portal.mutate()}>
      <CreditCard aria-hidden="true" />
      {portal.isPending ? 'Opening...' : label}
    </Button>
  );
}

/**
 * The profile's 'Membership' line: the plan, and a failed payment said at once (the card that explains it and has
 * 'Update your card' is further down the page: `sectionId` is where).
 */
export function MembershipStatus({ isPremium, sectionId }: { isPremium: boolean; sectionId: string }) {
  const status = useBillingStatus();
  const plan = isPremium ? 'Premium Member' : 'Free plan';
  if (status.data?.mode !== 'stripe' || status.data.subscription?.status !== 'past_due') return <>{plan}</>;
  return (
    <span className="flex flex-col gap-1">
      <span>{plan}</span>
      <span className="flex items-start gap-2 font-semibold text-ink">
        <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0 text-danger" />
        <span>
          Your last payment did not go through. <Link to={`#${sectionId}`} className="underline underline-offset-4">
            Update your card
          </Link>
        </span>
      </span>
    </span>
  );
}

/**
 * The member's plan, status and renewal or end date, and the button to the Stripe Customer Portal (Stripe mode). A
 * failed payment (past due) comes first, with 'Update your card': Stripe retries it for weeks, past the grace days in
 * which Premium stays open, and a new card is the way back. A first subscription under 30 days old offers the
 * guarantee's refund. Dates are in the member's time zone: `timeZone` (the profile's), else read from the profile. What
 * staff refunded of it in Stripe is a row of its own.
 */
export function SubscriptionDetails({ timeZone: given }: { timeZone?: string }) {
  const status = useBillingStatus();
  const timeZone = useMemberTimeZone(!given) ?? given;
  const subscription = status.data?.subscription;
  if (status.data?.mode !== 'stripe' || !subscription) return null;
  const failed = subscription.status === 'past_due';
  const ends = failed || subscription.cancel_at_period_end || subscription.status === 'canceled';
  const endDate = ends ? subscription.premium_until : subscription.current_period_end;
  const ended = ends && endDate !== null && new Date(endDate).getTime() <= Date.now();
  // Cancelled at the period's end, not over yet: it can still be renewed (the cancellation mail's 'Keep Premium' leads here).
  const cancelling = subscription.cancel_at_period_end && subscription.status !== 'canceled' && !failed && !ended;
  const rows = [
    { label: 'Plan', value: `${subscription.plan === 'annual' ? 'Annual' : 'Monthly'}, ${priceText(subscription.amount_pence, subscription.currency)} ${subscription.plan === 'annual' ? 'a year' : 'a month'}` },
    { label: 'Status', value: statusText(subscription.status) + (subscription.cancel_at_period_end && subscription.status !== 'canceled' ? ' (cancels at the end of the period)' : '') },
    { label: ended ? 'Premium ended' : ends ? 'Premium ends' : 'Renews on', value: formatLongDate(endDate, timeZone) || 'Not known' },
    // A refund staff made in Stripe (not the guarantee's): the plan and Premium go on as they were.
    ...(subscription.staff_refunded_pence
      ? [{ label: 'Refunded', value: `${priceText(subscription.staff_refunded_pence, subscription.currency)} to your card on ${formatLongDate(subscription.staff_refunded_at, timeZone)}` }]
      : []),
  ];
  return (
    <div className="mt-5 space-y-4">
      {failed && (
        <p className="flex items-start gap-3 rounded-md border-2 border-danger bg-danger-soft p-4 text-lg font-semibold text-ink">
          <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
          {PAYMENT_FAILED_TEXT}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-2 rounded-md border border-line bg-surface p-4 sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {cancelling && (
        <p className="text-lg">
          Changed your mind? Choose Manage subscription and renew your plan on Stripe's billing page: Premium then carries on
          and renews as before.
        </p>
      )}
      <PortalButton label={failed ? 'Update your card' : 'Manage subscription'} />
      <p className="text-base text-muted">Change your card, switch plan or cancel in Stripe's secure billing page.</p>
      {subscription.guarantee_until && <GuaranteeRefund until={subscription.guarantee_until} timeZone={timeZone} />}
    </div>
  );
}
