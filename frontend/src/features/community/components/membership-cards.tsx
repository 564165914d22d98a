/** The profile's membership: the offer to upgrade for a free member (UpgradeSection), the Premium card for a premium one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, Check, Crown, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/router-links';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { readAgain } from '../../../lib/read-again';
import { COMMUNITY_ME_KEY } from '../../../lib/session-queries';
import { useBillingStatus } from '../../premium/billing';
import { PlanPicker } from '../../premium/plan-picker';
import { PREMIUM_INCLUDES } from '../../premium/premium-features';
import { PREMIUM_LIST_KEY } from '../../premium/premium-content';
import { RefundedNote } from '../../premium/refund-guarantee';
import { SubscriptionDetails } from '../../premium/subscription-details';
import { CheckoutCancelledNotice } from '../../premium/checkout-cancelled';
import { BACK_LABEL, CONTINUE_LABEL, useReturnTo } from '../../premium/upgrade-return';
import { useSetProfile } from '../members-api';
import type { Profile } from '../member-shapes';

/** What Premium includes, ticked, in two columns from small screens up. */
function PremiumFeatureList({ className }: { className: string }) {
  return (
    <ul className={cn('grid gap-2 sm:grid-cols-2', className)}>
      {PREMIUM_INCLUDES.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-base">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
          <span className="min-w-0">{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The offer to upgrade (/profile#upgrade): Stripe's plans, or the demo upgrade. Arrived from a locked report's 'Upgrade
 * Now' (?next=, also where Stripe's Checkout sends a member back who left it without paying, with ?checkout=cancelled:
 * the notice that no payment was taken, as on /premium, takes the focus), the checkout leads back to that report after
 * paying, and 'Back to your report' goes there now.
 */
export function UpgradeSection({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const setProfile = useSetProfile();
  const { hash, key } = useLocation();
  // Arriving from a locked report's 'Upgrade Now' (?next=): the checkout leads back to it.
  const returnTo = useReturnTo();
  // The guarantee covers a first subscription only: a member who has had one is not promised it again.
  const hadSubscription = Boolean(useBillingStatus().data?.subscription);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const upgrade = useMutation({
    mutationFn: () => answer(api.PUT('/api/community/profile/upgrade')),
    onSuccess: async (result) => {
      setProfile(result.profile ?? { ...profile, is_premium: true });
      // The member wrapper reads Premium from the session: refresh it so the Library link appears. Reports read
      // before were the locked teasers: read again, they are whole (the one 'Continue to your report' leads to).
      await readAgain(queryClient, COMMUNITY_ME_KEY, PREMIUM_LIST_KEY);
      toast({ title: 'Welcome to Premium', description: 'Your account is now Premium. Your Library is in the menu.' });
      // The offer gives way to the Premium card: focus goes to its heading.
      focusAfterChange(() => document.getElementById(PREMIUM_HEADING_ID));
    },
    onError: (error) => toast({ title: 'Upgrade Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  useEffect(() => {
    // Arriving from 'Upgrade Now' (/profile#upgrade): bring the offer into view and move focus to it.
    if (hash !== '#upgrade') return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [hash, key]);

  return (
    <section ref={sectionRef} id="upgrade" aria-labelledby="upgrade-heading" className="rounded-lg border-2 border-premium/40 bg-surface p-6 shadow-card md:p-8">
      <CheckoutCancelledNotice centred={false} />
      <p className="flex items-center gap-2 text-base font-bold text-premium">
        <Crown aria-hidden="true" className="size-5" />
        Premium
      </p>
      <h3 id="upgrade-heading" ref={headingRef} tabIndex={-1} className="mt-1 text-3xl focus:outline-none">
        Upgrade to Premium
      </h3>
      <p className="mt-2 text-lg">
        <span className="font-serif text-4xl font-bold">£9.99</span> <span className="text-muted">per month</span>
      </p>
      <PremiumFeatureList className="mt-4" />
      {!hadSubscription && (
        <p className="mt-4 flex items-center gap-2 text-base font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          <span className="min-w-0">30-day satisfaction guarantee, cancel anytime</span>
        </p>
      )}
      <RefundedNote timeZone={profile.time_zone} />
      <PlanPicker
        className="mt-5"
        member
        returnTo={returnTo}
        buttonLabel="Upgrade Now"
        fallback={
          <>
            <p className="mt-4 rounded-md border border-line bg-sunken px-4 py-3 text-base">
              <strong>Demo upgrade.</strong> Payments are not set up on this site, so upgrading switches Premium on for
              your account straight away and you will not be charged.
            </p>
            <Button size="lg" className="mt-5" busy={upgrade.isPending} onClick={() => upgrade.mutate()}>
              <Crown aria-hidden="true" />
              {upgrade.isPending ? 'Upgrading...' : 'Demo upgrade'}
            </Button>
          </>
        }
      />
      {returnTo ? (
        <p className="mt-4">
          <Link to={returnTo} className={buttonClasses('secondary', 'md', 'w-full whitespace-normal sm:w-auto')}>
            <ArrowLeft aria-hidden="true" />
            {BACK_LABEL}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export const PREMIUM_HEADING_ID = 'premium-member-heading';

export const PREMIUM_SECTION_ID = 'premium-membership';

export function PremiumCard({ timeZone }: { timeZone: string }) {
  // Upgraded from a locked report (the demo upgrade, on this page): the way back to it comes first.
  const returnTo = useReturnTo();
  const { hash, key } = useLocation();
  useEffect(() => {
    // Arriving at /profile#premium-membership (the cancellation mail's 'Keep Premium'): the card in view, focus on it.
    if (hash !== `#${PREMIUM_SECTION_ID}`) return;
    const heading = document.getElementById(PREMIUM_HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hash, key]);
  return (
    <section id={PREMIUM_SECTION_ID} aria-labelledby={PREMIUM_HEADING_ID} className="rounded-lg border-2 border-premium/40 bg-premium-soft p-6 shadow-card md:p-8">
      <h3 id={PREMIUM_HEADING_ID} tabIndex={-1} className="flex items-center gap-2 text-3xl focus:outline-none">
        <Crown aria-hidden="true" className="size-7 text-premium" />
        Premium Member
      </h3>
      <p className="mt-2 text-lg">Thank you for being a Premium member. Everything is open to you:</p>
      <PremiumFeatureList className="mt-3" />
      <SubscriptionDetails timeZone={timeZone} />
      <div className="mt-5 flex flex-wrap gap-3">
        {returnTo ? (
          <Link to={returnTo} className={buttonClasses('primary', 'md', 'w-full whitespace-normal sm:w-auto')}>
            <BookOpen aria-hidden="true" />
            {CONTINUE_LABEL}
          </Link>
        ) : null}
        <Link to="/library" className={buttonClasses('secondary', 'md', 'w-full whitespace-normal sm:w-auto')}>
          <BookOpen aria-hidden="true" />
          Open Your Library
        </Link>
      </div>
    </section>
  );
}
