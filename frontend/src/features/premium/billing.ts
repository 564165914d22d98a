import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import type { Schema } from '../../lib/api-types';
import { readAgain } from '../../lib/read-again';
import { COMMUNITY_ME_KEY } from '../../lib/session-queries';
import { PROFILE_KEY } from '../../lib/member-query-keys';

export type BillingPlans = Schema<'BillingPlansView'>;
export type BillingStatus = Schema<'BillingStatusView'>;
export type Plan = Schema<'PlanView'>['plan'];

export const BILLING_PLANS_KEY = ['/api/billing/plans'] as const;
export const BILLING_STATUS_KEY = ['/api/billing/subscription'] as const;
export const REFUND_QUOTE_KEY = ['/api/billing/refund'] as const;

/** 'stripe' (paid through Stripe Checkout) or 'demo' (the demo upgrade toggle), with the plans' prices. */
export function useBillingPlans() {
  return useQuery({ queryKey: BILLING_PLANS_KEY, queryFn: () => answer(api.GET('/api/billing/plans')) });
}

/**
 * The member's premium and subscription; `pollMs` polls (the page after checkout waits for the webhook); `enabled`
 * false asks nothing (a visitor who is not signed in).
 */
export function useBillingStatus(pollMs?: number, enabled = true) {
  return useQuery({
    queryKey: BILLING_STATUS_KEY,
    queryFn: () => answer(api.GET('/api/billing/subscription')),
    refetchInterval: pollMs ? (query) => (query.state.data?.is_premium ? false : pollMs) : false,
    enabled,
  });
}

/**
 * The time zone the member's dates are written in (their profile's, GET /api/community/profile: the profile page's own
 * answer when it is loaded), for a card shown outside the profile (the plans on /premium); `enabled` false asks nothing.
 */
export function useMemberTimeZone(enabled: boolean): string | undefined {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => answer(api.GET('/api/community/profile')), select: (data) => data.profile.time_zone, enabled }).data;
}

export function priceText(pence: number, currency = 'gbp'): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(pence / 100);
}

/**
 * Opens Stripe Checkout for the plan (the browser leaves for Stripe); `next`, a path of this site, is where the welcome
 * page leads afterwards (the locked report the upgrade began at). Signed out: the sign-in page first. Refused
 * (409: a subscription Stripe bills, paid in another tab or with a failed payment): `onRefused` with the server's words.
 */
export function useStartCheckout({ onSignedOut, onRefused }: { onSignedOut: () => void; onRefused: (message: string) => void }) {
  return useMutation({
    mutationFn: ({ plan, next }: { plan: Plan; next?: string | null }) => answer(api.POST('/api/billing/checkout', { body: { plan, ...(next ? { next } : {}) } })),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      if (errorStatus(error) === 401) return onSignedOut();
      if (errorStatus(error) === 409) return onRefused(errorMessage(error, 'You already have a Premium subscription.'));
      toast({ title: 'Upgrade Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}

/** Opens the Stripe Customer Portal (change card, switch plan, cancel). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => answer(api.POST('/api/billing/portal')),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast({ title: 'Billing unavailable', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** What the 30-day guarantee would refund now (read from Stripe): asked only while the card offers the refund. */
export function useRefundQuote(enabled: boolean) {
  return useQuery({ queryKey: REFUND_QUOTE_KEY, queryFn: () => answer(api.GET('/api/billing/refund')), enabled });
}

/**
 * The 30-day guarantee: what is left of the first subscription's payments refunded, and the subscription ended at once.
 * Afterwards (or refused: the server's words) the session, the profile, the subscription and the quote are read again,
 * so the page shows Premium ended (or why there is no refund).
 */
export function useRefund({ onDone }: { onDone: (refund: Schema<'RefundView'>) => void }) {
  const queryClient = useQueryClient();
  const readAll = (...more: (typeof REFUND_QUOTE_KEY)[]) => readAgain(queryClient, BILLING_STATUS_KEY, COMMUNITY_ME_KEY, PROFILE_KEY, ...more);
  return useMutation({
    mutationFn: () => answer(api.POST('/api/billing/refund')),
    onSuccess: async (refund) => {
      await readAll();
      onDone(refund);
    },
    onError: async (error) => {
      toast({ title: 'Refund not made', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      if (errorStatus(error) === 409) await readAll(REFUND_QUOTE_KEY);
    },
  });
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed: please update your card',
  canceled: 'Cancelled',
  incomplete: 'Waiting for payment',
  incomplete_expired: 'Payment not completed',
  unpaid: 'Unpaid',
  paused: 'Paused',
};
export const statusText = (status: string) => STATUS_LABELS[status] ?? status;

/** A subscription Stripe still bills: a new checkout is refused (POST /api/billing/checkout answers 409). */
export const isBilled = (status: string) => ['active', 'trialing', 'past_due'].includes(status);
/**
 * A subscription that is over, as the server counts it (premium-until.ts ENDED_STATUSES: 'unpaid' too, which is mailed
 * as ended with 'Rejoin Premium'): a new checkout is open to its member.
 */
export const hasEnded = (status: string) => ['canceled', 'incomplete_expired', 'unpaid'].includes(status);
/** What a member whose payment failed (past_due: Stripe still retrying) is told; also the server's 409 for a checkout then. */
export const PAYMENT_FAILED_TEXT = 'Your last payment did not go through. Update your card to keep Premium.';
