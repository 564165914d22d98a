import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { answer, api } from '../../lib/api-client';
import type { Schema } from '../../lib/api-types';
import { formatShortDate } from '../../lib/format';
import { priceText, statusText } from '../premium/billing';

export type BillingMembers = Schema<'BillingMembersView'>;
type MemberPlan = Schema<'MemberPlanView'>;

/** Each member's subscription (by user id) and the totals, from GET /api/billing/members (admins). */
export function useBillingMembers() {
  return useQuery({ queryKey: ['/api/billing/members'], queryFn: () => answer(api.GET('/api/billing/members')) });
}

export function subscriptionsByUser(data: BillingMembers | undefined): Map<number, MemberPlan> {
  return new Map((data?.members ?? []).map((member) => [member.user_id, member]));
}

/** Paying members, monthly recurring revenue, new and cancelled this month. */
export function BillingTotals({ data }: { data: BillingMembers | undefined }) {
  if (!data) return null;
  const tiles = [
    { label: 'Paying members', value: String(data.totals.paying_members) },
    { label: 'Monthly recurring revenue', value: priceText(data.totals.mrr_pence) },
    { label: 'New this month', value: String(data.totals.new_this_month) },
    { label: 'Cancelled this month', value: String(data.totals.cancelled_this_month) },
  ];
  return (
    <section aria-labelledby="billing-totals-heading" className="space-y-3">
      <h3 id="billing-totals-heading" className="text-xl">
        Subscriptions
      </h3>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {tiles.map((tile) => (
          <Card key={tile.label} className="p-4 md:p-5">
            <dt className="text-sm text-muted md:text-base">{tile.label}</dt>
            <dd className="font-serif text-3xl font-bold text-ink">{tile.value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

/** The member's plan: Premium or Free, and with a subscription its plan, status and renewal or end. */
export function PlanCell({ premium, subscription }: { premium: boolean; subscription?: MemberPlan }) {
  return (
    <span className="flex flex-col items-start gap-1">
      {premium ? <Badge tone="premium">Premium</Badge> : <Badge>Free</Badge>}
      {subscription ? (
        <span className="text-sm text-muted">
          {subscription.plan === 'annual' ? 'Annual' : 'Monthly'} · {statusText(subscription.status)}
          {subscription.current_period_end ? ` · ${subscription.cancel_at_period_end || subscription.status === 'canceled' ? 'ends' : 'renews'} ${formatShortDate(subscription.current_period_end)}` : ''}
        </span>
      ) : null}
    </span>
  );
}
