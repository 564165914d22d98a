import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api-types';
import { cn } from '../../../lib/cn';
import { useListPages } from '../../../lib/list-pages';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { priceText, statusText, useBillingPlans } from '../../premium/billing';
import { EmailAddress } from '../../../components/ui/email-address';
import { MetaLine } from '../../../components/ui/meta-line';
import { DateText } from '../../../components/ui/date-text';

type BillingTotalsView = Schema<'BillingTotalsView'>;
type NewMember = Schema<'NewPremiumMemberView'>;

export const NEW_MEMBERS_KEY = ['/api/billing/new-members'] as const;
const PAGE_SIZE = 10;
const PERIODS = [
  { days: 7, label: 'Last 7 days', count: (totals: BillingTotalsView) => totals.new_7_days },
  { days: 30, label: 'Last 30 days', count: (totals: BillingTotalsView) => totals.new_30_days },
] as const;
type Days = (typeof PERIODS)[number]['days'];

/** How the member's subscription stands now: refunded under the guarantee, cancelling, or its status. */
function standing(member: NewMember): string {
  if (member.refunded_at) return 'Refunded (30-day guarantee)';
  if (member.cancel_at_period_end && member.status !== 'canceled') return 'Cancels at the end of the period';
  return statusText(member.status);
}

/**
 * New paid members (Stripe mode): how many began Premium in the last 7 and 30 days (the totals of GET
 * /api/billing/members), which also choose the period of the list below it (GET /api/billing/new-members, newest first,
 * a page at a time): who, the plan and price they started on, when, and how the subscription stands now.
 */
export function NewPremiumMembers({ totals, failed }: { totals: BillingTotalsView | undefined; failed: boolean }) {
  const stripeMode = useBillingPlans().data?.mode === 'stripe';
  const [days, setDays] = useState<Days>(30);
  const list = useListPages(NEW_MEMBERS_KEY, { days, limit: PAGE_SIZE }, (query) => api.GET('/api/billing/new-members', { params: { query } }), { enabled: stripeMode });
  // The counts show '…' until the totals come (the section keeps its place, as the subscription figures above do).
  if (!stripeMode || failed) return null;
  const members = list.items ?? [];
  const period = PERIODS.find((p) => p.days === days)!;
  return (
    <section aria-labelledby="new-members-heading" className="space-y-3">
      <h3 id="new-members-heading" className="flex items-center gap-2 text-xl">
        <Crown aria-hidden="true" className="size-5 text-premium" />
        New Premium members
      </h3>
      <fieldset className="grid grid-cols-2 gap-3 md:max-w-xl md:gap-4">
        <legend className="sr-only">Show the new Premium members of</legend>
        {PERIODS.map((p) => (
          <label
            key={p.days}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-surface p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent md:p-5',
              days === p.days ? 'border-accent' : 'border-line',
            )}
          >
            <input type="radio" name="new-members-period" value={p.days} checked={days === p.days} onChange={() => setDays(p.days)} className="mt-1 size-5 shrink-0 accent-accent" />
            <span className="min-w-0">
              <span className="block text-sm text-muted md:text-base">{p.label}</span>
              <span className="block whitespace-nowrap font-serif text-3xl font-bold tabular-nums text-ink">{totals ? p.count(totals).toLocaleString('en-GB') : '…'}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {list.isPending ? <Spinner label="Loading the new Premium members" showLabel /> : null}
      {list.isError ? <LoadError message="The new Premium members could not be loaded." onRetry={list.refetch} /> : null}
      {!list.isPending && !list.isError && members.length === 0 ? (
        <p className="rounded-md border border-line bg-surface p-4 text-muted">No new Premium members in the {period.label.toLowerCase()}.</p>
      ) : null}
      {members.length ? (
        <ul className="grid gap-3" aria-label={`New Premium members, ${period.label.toLowerCase()}, newest first`}>
          {members.map((member) => (
            <li key={`${member.user_id}-${member.started_at}`}>
              <Card className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 p-4">
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{member.name || member.email}</span>
                  {member.name ? <EmailAddress address={member.email} className="block text-base text-muted" /> : null}
                </span>
                <MetaLine
                  as="span"
                  className="text-base text-muted"
                  items={[
                    `${member.plan === 'annual' ? 'Annual' : 'Monthly'}, ${priceText(member.amount_pence, member.currency)}`,
                    <>
                      started <DateText value={member.started_at} form="short" />
                    </>,
                    standing(member),
                  ]}
                />
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {members.length ? (
        <ShowOlderButton hasOlder={list.hasMore} loading={list.loadingMore} onShowOlder={list.loadMore} label="Load more new members" endText="That is every new Premium member of the period." />
      ) : null}
    </section>
  );
}
