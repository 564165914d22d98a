import { Crown } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { focusAfterChange } from '../../lib/focus-after-change';
import { lazyPart } from '../../lib/lazy-part';
import { hasEnded, isBilled, priceText, useBillingPlans, useBillingStatus, useStartCheckout, type Plan } from './billing';
import { upgradePath } from './upgrade-return';

// A subscription's details and the Customer Portal's button (with the guarantee's refund) matter only to a member who
// pays: they are a chunk of their own, loaded once a signed-in member's picker is shown, so the readers of /premium do
// not download them (about 2 KB gzipped). The members' profile imports them directly.
const loadSubscriptionDetails = () => import('./subscription-details');
const subscriptionDetails = lazyPart(loadSubscriptionDetails, (module) => module.SubscriptionDetails, () => <Spinner label="Loading your subscription" showLabel />);
const portalButton = lazyPart(loadSubscriptionDetails, (module) => module.PortalButton, () => <Spinner label="Loading" />);
/** The subscription's details, from their own chunk: only a signed-in subscriber's pages need them (/premium's too). */
export const SubscriptionDetails = subscriptionDetails.Part;
const PortalButton = portalButton.Part;

/**
 * The plans (monthly, annual) as large radio cards and the button that opens Stripe Checkout for the chosen one.
 * Only for Stripe mode; in demo mode `fallback` is shown instead (the demo upgrade, or a link to it).
 * For a signed-in `member` whose subscription has not ended (premium or not: a payment that failed past the grace
 * days leaves them on the free plan while Stripe still bills it), its details and the way to the Customer Portal come
 * first, and the plans only when a checkout can work. A checkout refused all the same (paid in another tab) says why,
 * with the portal's button, instead of a toast that leads nowhere. `returnTo` (a path of this site) goes with the checkout:
 * the welcome page after paying leads there.
 */
export function PlanPicker({
  buttonLabel,
  fallback,
  member,
  className,
  returnTo,
}: {
  buttonLabel: string;
  fallback: React.ReactNode;
  member: boolean;
  className?: string;
  returnTo?: string | null;
}) {
  const plans = useBillingPlans();
  const stripeMode = plans.data?.mode === 'stripe';
  const status = useBillingStatus(undefined, member && stripeMode);
  subscriptionDetails.usePreload(member && stripeMode);
  portalButton.usePreload(member && stripeMode);
  const navigate = useNavigate();
  // The plan asked for by the address (?plan=annual: back from a checkout left unpaid, or from signing in to pay), else monthly.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<Plan>(params.get('plan') === 'annual' ? 'annual' : 'monthly');
  const [refusal, setRefusal] = useState<string>();
  const refusalRef = useRef<HTMLDivElement>(null);
  const checkout = useStartCheckout({
    // Not signed in (a visitor on /premium, or a session that ended): sign in or create an account, then back to the
    // profile's upgrade offer with this plan chosen (and the way back to a report, if any), which opens on Create Account.
    onSignedOut: () => void navigate(`/community/auth?next=${encodeURIComponent(upgradePath(returnTo ?? null, chosen))}`),
    onRefused: (message) => {
      setRefusal(message);
      void status.refetch();
      focusAfterChange(() => refusalRef.current);
    },
  });
  if (plans.isPending || status.isLoading) return null;
  if (plans.data?.mode !== 'stripe') return <>{fallback}</>;
  const subscription = status.data?.subscription;
  const current = subscription && !hasEnded(subscription.status) ? subscription : null;
  return (
    <div className={cn('space-y-4', className)}>
      {refusal && (
        <div ref={refusalRef} role="alert" tabIndex={-1} className="space-y-4 rounded-md border-2 border-premium/40 bg-premium-soft p-4 focus:outline-none">
          <p className="text-lg font-semibold">{refusal}</p>
          {!current && <PortalButton label="Manage subscription" />}
        </div>
      )}
      {current && <SubscriptionDetails />}
      {!refusal && !(current && isBilled(current.status)) && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            checkout.mutate({ plan: chosen, next: returnTo });
          }}
        >
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Choose your plan</legend>
            {plans.data.plans.map((plan) => (
              <label
                key={plan.plan}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-surface p-4 text-left text-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                  chosen === plan.plan ? 'border-accent' : 'border-line',
                )}
              >
                <input type="radio" name="plan" value={plan.plan} checked={chosen === plan.plan} onChange={() => setChosen(plan.plan)} className="mt-1.5 size-5 shrink-0 accent-accent" />
                <span className="min-w-0">
                  <span className="block font-semibold">{plan.plan === 'annual' ? 'Annual' : 'Monthly'}</span>
                  <span className="block font-serif text-2xl font-bold">{priceText(plan.amount_pence, plan.currency)}</span>
                  <span className="block text-base text-muted">{plan.interval === 'year' ? 'per year' : 'per month'}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" size="lg" className="w-full px-4 py-3 whitespace-normal" busy={checkout.isPending}>
            <Crown aria-hidden="true" />
            {checkout.isPending ? 'Opening secure checkout...' : buttonLabel}
          </Button>
          <p className="text-base text-muted">Payment is taken securely by Stripe. Cancel at any time from your profile.</p>
        </form>
      )}
    </div>
  );
}
