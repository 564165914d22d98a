/**
 * How long a subscription gives premium (issue 22), from its state as Stripe last said:
 * - active or trialing: to the end of the paid period, plus the grace days when it renews (so a renewal whose
 *   webhook is late takes nothing away); a subscription set to cancel at period end stops exactly then;
 * - past_due (a payment failed): the grace days from when it first fell past due, then not;
 * - canceled: until the paid period ends;
 * - anything else (incomplete, incomplete_expired, unpaid, paused): no premium.
 * null means no premium from this subscription.
 */
export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
}

const DAY = 24 * 3600 * 1000;

export function premiumUntil(state: SubscriptionState, graceDays: number): Date | null {
  const end = state.currentPeriodEnd;
  switch (state.status) {
    case 'active':
    case 'trialing':
      if (!end) return null;
      return state.cancelAtPeriodEnd ? end : new Date(end.getTime() + graceDays * DAY);
    case 'past_due':
      return new Date((state.pastDueSince ?? new Date()).getTime() + graceDays * DAY);
    case 'canceled':
      return end;
    default:
      return null;
  }
}

/** Statuses whose subscription is over for good (Stripe never moves them again). */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired', 'unpaid'];

/** The two plans sold on /premium. */
export const PLANS = ['monthly', 'annual'] as const;
export type Plan = (typeof PLANS)[number];
