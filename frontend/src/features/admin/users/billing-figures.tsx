import type { ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { answer, api } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api-types';
import { formatShortDate } from '../../../lib/format';
import { priceText, statusText } from '../../premium/billing';
import { MetaLine } from '../../../components/ui/meta-line';
import { DateText } from '../../../components/ui/date-text';

type BillingTotalsView = Schema<'BillingTotalsView'>;
type MemberPlan = Schema<'MemberPlanView'>;

const BILLING_KEY = ['/api/billing/members'] as const;
/** Accounts asked at once: chunks of the list read so far, so those already read stay cached as the list grows. */
const PLANS_PER_CALL = 50;

/** Paying members, MRR, new and cancelled this month (GET /api/billing/members, admins). */
export function useBillingTotals() {
  return useQuery({ queryKey: BILLING_KEY, queryFn: () => answer(api.GET('/api/billing/members')), select: (data) => data.totals });
}

/** The newest subscription of each listed account (by user id), asked for the accounts the list shows. */
export function useMemberPlans(userIds: readonly number[]): Map<number, MemberPlan> {
  const chunks: number[][] = [];
  for (let i = 0; i < userIds.length; i += PLANS_PER_CALL) chunks.push(userIds.slice(i, i + PLANS_PER_CALL));
  const answers = useQueries({
    queries: chunks.map((ids) => ({
      queryKey: [...BILLING_KEY, ids],
      queryFn: () => answer(api.GET('/api/billing/members', { params: { query: { user_ids: ids.join(',') } } })),
    })),
  });
  return new Map(answers.flatMap((one) => one.data?.members ?? []).map((member) => [member.user_id, member]));
}

/**
 * Paying members, monthly recurring revenue, new and cancelled this month; '…' while they load (the tiles keep their
 * place, so the list below does not jump down when they arrive), nothing when they could not be read.
 */
export function BillingTotals({ totals, failed }: { totals: BillingTotalsView | undefined; failed: boolean }) {
  if (failed) return null;
  const figure = (value: (t: BillingTotalsView) => string) => (totals ? value(totals) : '…');
  const tiles = [
    { label: 'Paying members', value: figure((t) => t.paying_members.toLocaleString('en-GB')) },
    { label: 'Monthly recurring revenue', value: figure((t) => priceText(t.mrr_pence)) },
    { label: 'New this month', value: figure((t) => t.new_this_month.toLocaleString('en-GB')) },
    { label: 'Cancelled this month', value: figure((t) => t.cancelled_this_month.toLocaleString('en-GB')) },
  ];
  return (
    <section aria-labelledby="billing-totals-heading" className="space-y-3">
      <h3 id="billing-totals-heading" className="text-xl">
        Subscriptions
      </h3>
      {/* As the members' tiles (user-management-tab.tsx): never a number broken across lines ('£12,345.67' in a quarter or half of a phone was). */}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 xl:grid-cols-4 xl:gap-4">
        {tiles.map((tile) => (
          <Card key={tile.label} className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-3 sm:block md:p-5">
            <dt className="text-base text-muted">{tile.label}</dt>
            <dd className="whitespace-nowrap font-serif text-3xl font-bold tabular-nums text-ink">{tile.value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

/**
 * What staff read of a subscription: its refund, a failed payment (when, and until when the grace days keep Premium:
 * the member's "please update your card" and the renewal date would tell staff neither), or its status and renewal or end.
 */
export function planStatusFacts(subscription: MemberPlan, now = Date.now()): ReactNode[] {
  const day = (value: string) => <DateText value={value} form="short" />;
  if (subscription.refunded_at) {
    return [
      <>
        Refunded {priceText(subscription.refunded_pence ?? 0)} on {day(subscription.refunded_at)} (30-day guarantee)
      </>,
    ];
  }
  if (subscription.status === 'past_due') {
    const until = subscription.premium_until;
    return [
      <>
        Payment failed{subscription.past_due_since ? <> on {day(subscription.past_due_since)}</> : null}
        {until ? (
          <>
            ; Premium {Date.parse(until) > now ? 'until' : 'ended'} {day(until)}
          </>
        ) : null}
      </>,
    ];
  }
  const end = subscription.current_period_end;
  const ending = subscription.cancel_at_period_end || subscription.status === 'canceled';
  return [statusText(subscription.status), end ? <>{ending ? 'ends' : 'renews'} {day(end)}</> : null];
}

/**
 * The member's plan: Premium or Free, and with a subscription its plan, status and renewal or end (or its refund under
 * the 30-day guarantee), and what staff refunded of it in Stripe's dashboard (which changes neither plan nor Premium).
 */
export function PlanCell({ premium, subscription }: { premium: boolean; subscription?: MemberPlan }) {
  return (
    <span className="flex flex-col items-start gap-1">
      {premium ? <Badge tone="premium">Premium</Badge> : <Badge>Free</Badge>}
      {subscription ? (
        <MetaLine as="span" className="text-sm text-muted" items={[subscription.plan === 'annual' ? 'Annual' : 'Monthly', ...planStatusFacts(subscription)]} />
      ) : null}
      {subscription?.staff_refunded_pence ? (
        <span className="text-sm text-muted">
          Refunded {priceText(subscription.staff_refunded_pence)} in Stripe on {formatShortDate(subscription.staff_refunded_at)}
        </span>
      ) : null}
    </span>
  );
}
