import { CreditCard } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatLongDate } from '../../lib/format';
import { priceText, statusText, useBillingStatus, useOpenPortal } from './billing';

/** The member's plan, status and renewal or end date, and the button to the Stripe Customer Portal (Stripe mode). */
export function SubscriptionDetails() {
  const status = useBillingStatus();
  const portal = useOpenPortal();
  const subscription = status.data?.subscription;
  if (status.data?.mode !== 'stripe' || !subscription) return null;
  const ends = subscription.cancel_at_period_end || subscription.status === 'canceled';
  const rows = [
    { label: 'Plan', value: `${subscription.plan === 'annual' ? 'Annual' : 'Monthly'}, ${priceText(subscription.amount_pence, subscription.currency)} ${subscription.plan === 'annual' ? 'a year' : 'a month'}` },
    { label: 'Status', value: statusText(subscription.status) + (subscription.cancel_at_period_end && subscription.status !== 'canceled' ? ' (cancels at the end of the period)' : '') },
    { label: ends ? 'Premium ends' : 'Renews on', value: formatLongDate(ends ? subscription.premium_until : subscription.current_period_end) || 'Not known' },
  ];
  return (
    <div className="mt-5 space-y-4">
      <dl className="grid gap-x-6 gap-y-2 rounded-md border border-line bg-surface p-4 sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
        <CreditCard aria-hidden="true" />
        {portal.isPending ? 'Opening...' : 'Manage subscription'}
      </Button>
      <p className="text-base text-muted">Change your card, switch plan or cancel in Stripe's secure billing page.</p>
    </div>
  );
}
