/**
 * How long a subscription gives premium (issue 22), from its state as Stripe last said:
 * - active or trialing: to the end of the paid period, plus the grace days when it renews (so a renewal whose
 *   webhook is late takes nothing away); a subscription set to cancel at period end stops exactly then;
 * - past_due (a payment failed): the grace days from when it first fell past due, then not;
 * - canceled: until the paid period ends, or when the subscription ended if that was sooner (Stripe gave up on a failed
 *   payment, or it was cancelled at once, with a refund): a period nobody paid for gives nothing;
 * - anything else (incomplete, incomplete_expired, unpaid, paused): no premium;
 * - refunded (the 30-day guarantee: ended with its payments given back): no premium at all, whatever the period.
 * null means no premium from this subscription.
 */
export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  /** When Stripe ended the subscription (canceled), else null. */
  endedAt: Date | null;
  /** Ended by a refund of the 30-day guarantee (or with one under way): the refunded period gives nothing. */
  refunded?: boolean;
}

const DAY = 24 * 3600 * 1000;

export function premiumUntil(state: SubscriptionState, graceDays: number): Date | null {
  const end = state.currentPeriodEnd;
  if (state.refunded && ENDED_STATUSES.includes(state.status)) return null;
  switch (state.status) {
    case 'active':
    case 'trialing':
      if (!end) return null;
      return state.cancelAtPeriodEnd ? end : new Date(end.getTime() + graceDays * DAY);
    case 'past_due':
      return new Date((state.pastDueSince ?? new Date()).getTime() + graceDays * DAY);
    case 'canceled':
      if (end && state.endedAt) return end < state.endedAt ? end : state.endedAt;
      return end ?? state.endedAt;
    default:
      return null;
  }
}

/** Statuses whose subscription is over for good (Stripe never moves them again). */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired', 'unpaid'];

/** The two plans sold on /premium. */
export const PLANS = ['monthly', 'annual'] as const;
export type Plan = (typeof PLANS)[number];
