import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Crown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/router-links';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { COMMUNITY_ME_KEY } from '../../lib/session-queries';
import { useBillingStatus } from './billing';
import { PREMIUM_LIST_KEY } from './premium-content';
import { readAgain } from '../../lib/read-again';
import { CONTINUE_LABEL, useReturnTo } from './upgrade-return';

const POLL_MS = 1500;
const PATIENCE_MS = 60_000;
/** A Stripe Checkout session's id, as Stripe puts it in the return address ({CHECKOUT_SESSION_ID}). */
const CHECKOUT_SESSION = /^cs_\w+$/;

/**
 * /premium/welcome, where Stripe Checkout sends the member back: it waits for the webhook to confirm the
 * subscription (polling GET /api/billing/subscription), then opens the premium reports, or, when the upgrade began
 * at a locked report (?next=, a path of this site only), leads back to it.
 */
export function PremiumWelcomePage() {
  usePageTitle('Welcome to Premium');
  // Stripe sends the member here with the checkout's id (?session_id=cs_...): without one no payment was made here, and
  // a member who opened the address by hand is not thanked or kept waiting for a confirmation that cannot come.
  const [params] = useSearchParams();
  const fromCheckout = CHECKOUT_SESSION.test(params.get('session_id') ?? '');
  const status = useBillingStatus(fromCheckout ? POLL_MS : undefined);
  const queryClient = useQueryClient();
  const [slow, setSlow] = useState(false);
  const confirmed = status.data?.is_premium === true;
  const returnTo = useReturnTo();

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    // The member wrapper reads Premium from the session: refresh it so the Library link appears; reports read
    // before (locked teasers) are read again whole.
    if (confirmed) void readAgain(queryClient, COMMUNITY_ME_KEY, PREMIUM_LIST_KEY);
  }, [confirmed, queryClient]);

  return (
    <div className="container-page py-12">
      <section aria-labelledby="welcome-heading" aria-live="polite" className="mx-auto max-w-2xl rounded-lg border-2 border-premium/40 bg-surface p-4 shadow-card sm:p-6 md:p-10">
        {confirmed ? (
          <>
            <h2 id="welcome-heading" className="flex items-center gap-2 text-2xl sm:text-3xl md:text-4xl">
              <Crown aria-hidden="true" className="size-7 shrink-0 text-premium sm:size-8" />
              Welcome to Premium
            </h2>
            <p className="mt-4 text-lg">Your payment is confirmed. Every premium report is now open to you in full, and you can save them to your library.</p>
            {/* On a 390 px phone the buttons take the card's width, with a little less padding and no icon: the label fits on one line. */}
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={returnTo ?? '/journal#premium-reports'} className={buttonClasses('primary', 'lg', 'w-full max-sm:px-4 max-sm:[&_svg]:hidden sm:w-auto')}>
                <BookOpen aria-hidden="true" />
                {returnTo ? CONTINUE_LABEL : 'Read your premium reports'}
              </Link>
              <Link to="/profile" className={buttonClasses('secondary', 'lg', 'w-full max-sm:px-4 sm:w-auto')}>
                Your subscription
              </Link>
            </div>
          </>
        ) : !fromCheckout ? (
          status.isPending ? (
            <Spinner label="Loading" showLabel />
          ) : (
            <>
              <h2 id="welcome-heading" className="text-2xl sm:text-3xl">
                No payment to confirm
              </h2>
              <p className="mt-4 text-lg">
                This page confirms a payment just made through our secure checkout, and this address does not come from one.
                To start Premium, choose a plan.
              </p>
              <Link to="/premium#pricing" className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
                See the Premium plans
              </Link>
            </>
          )
        ) : (
          <>
            <h2 id="welcome-heading" className="text-2xl sm:text-3xl">
              Confirming your payment
            </h2>
            <p className="mt-4 text-lg">Thank you. We are waiting for Stripe to confirm your subscription; this usually takes a few seconds.</p>
            <Spinner className="mt-6" label="Waiting for confirmation" showLabel />
            {slow ? (
              <p className="mt-6 text-lg">
                This is taking longer than usual. If you completed the payment, Premium will switch on shortly; you can
                check your <Link to="/profile" className="font-semibold text-accent underline">profile</Link> at any time.
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
