import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { priceText, useBillingPlans, useStartCheckout, type Plan } from './billing';

/**
 * The plans (monthly, annual) as large radio cards and the button that opens Stripe Checkout for the chosen one.
 * Only for Stripe mode; in demo mode `fallback` is shown instead (the demo upgrade, or a link to it).
 */
export function PlanPicker({ buttonLabel, fallback, className }: { buttonLabel: string; fallback: React.ReactNode; className?: string }) {
  const plans = useBillingPlans();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Plan>('monthly');
  const checkout = useStartCheckout(() => void navigate('/community/auth'));
  if (plans.isPending) return null;
  if (plans.data?.mode !== 'stripe') return <>{fallback}</>;
  return (
    <form
      className={cn('space-y-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        checkout.mutate(chosen);
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
            <input type="radio" name="plan" value={plan.plan} checked={chosen === plan.plan} onChange={() => setChosen(plan.plan)} className="mt-1.5 size-5 accent-accent" />
            <span>
              <span className="block font-semibold">{plan.plan === 'annual' ? 'Annual' : 'Monthly'}</span>
              <span className="block font-serif text-2xl font-bold">{priceText(plan.amount_pence, plan.currency)}</span>
              <span className="block text-base text-muted">{plan.interval === 'year' ? 'per year' : 'per month'}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="lg" className="w-full px-4 py-3 whitespace-normal" disabled={checkout.isPending}>
        <Crown aria-hidden="true" />
        {checkout.isPending ? 'Opening secure checkout...' : buttonLabel}
      </Button>
      <p className="text-base text-muted">Payment is taken securely by Stripe. Cancel at any time from your profile.</p>
    </form>
  );
}
