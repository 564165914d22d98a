import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import type { Schema } from '../../lib/api-types';

export type BillingPlans = Schema<'BillingPlansView'>;
export type BillingStatus = Schema<'BillingStatusView'>;
export type Plan = Schema<'PlanView'>['plan'];

export const BILLING_PLANS_KEY = ['/api/billing/plans'] as const;
export const BILLING_STATUS_KEY = ['/api/billing/subscription'] as const;

/** 'stripe' (paid through Stripe Checkout) or 'demo' (the demo upgrade toggle), with the plans' prices. */
export function useBillingPlans() {
  return useQuery({ queryKey: BILLING_PLANS_KEY, queryFn: () => answer(api.GET('/api/billing/plans')) });
}

/** The member's premium and subscription; `pollMs` polls (the page after checkout waits for the webhook). */
export function useBillingStatus(pollMs?: number) {
  return useQuery({
    queryKey: BILLING_STATUS_KEY,
    queryFn: () => answer(api.GET('/api/billing/subscription')),
    refetchInterval: pollMs ? (query) => (query.state.data?.is_premium ? false : pollMs) : false,
  });
}

export function priceText(pence: number, currency = 'gbp'): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(pence / 100);
}

/** Opens Stripe Checkout for the plan (the browser leaves for Stripe). Signed out: the sign-in page first. */
export function useStartCheckout(onSignedOut: () => void) {
  return useMutation({
    mutationFn: (plan: Plan) => answer(api.POST('/api/billing/checkout', { body: { plan } })),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      if (errorStatus(error) === 401) return onSignedOut();
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
