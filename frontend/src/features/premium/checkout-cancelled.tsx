import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/**
 * The query Stripe Checkout's "Back" brings a member to /premium or to the profile's upgrade offer with (backend
 * billing.commands.ts `cancelUrl`).
 */
export const CHECKOUT_CANCELLED_QUERY = 'checkout=cancelled';
export const CHECKOUT_CANCELLED = 'Checkout cancelled — no payment was taken.';
export const CHECKOUT_CANCELLED_MORE = 'Your account is as it was. You can choose a plan again whenever you like.';

/**
 * The notice of a member back from a checkout they left without paying: at the top of /premium's plans
 * (/premium?checkout=cancelled#pricing) and of the profile's upgrade offer (/profile?next=...&checkout=cancelled#upgrade,
 * a checkout begun at a locked report). Read from the address in the browser once the app runs: the server renders
 * those pages the same for every query, so the notice is never in their HTML. It takes the focus (read out, and in view
 * above the plans), the address loses the query and keeps the rest (?next=, the hash; a reload or a shared link says
 * nothing), and Dismiss removes it, the focus going on to the plans of its section. Centred above /premium's centred
 * plans; `centred={false}` lines it up with the profile's offer.
 */
export function CheckoutCancelledNotice({ centred = true }: { centred?: boolean }) {
  const [shown, setShown] = useState(false);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const params = new URLSearchParams(search);
    if (params.get('checkout') !== 'cancelled') return;
    setShown(true);
    params.delete('checkout');
    const rest = params.toString();
    // The router's own entry (its state kept): nothing is navigated, only the address is tidied.
    window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`);
  }, []);

  useEffect(() => {
    if (shown) notice.current?.focus();
  }, [shown]);

  if (!shown) return null;
  const dismiss = () => {
    const box = notice.current;
    const plans = [...(box?.closest('section')?.querySelectorAll<HTMLElement>('input:checked, input, button, a[href]') ?? [])];
    setShown(false);
    plans.find((element) => !box?.contains(element))?.focus();
  };
  return (
    <div
      ref={notice}
      role="status"
      tabIndex={-1}
      className={cn(centred && 'mx-auto', 'mb-6 flex max-w-xl scroll-mt-6 flex-col gap-3 rounded-lg border-2 border-line-strong bg-surface p-5 shadow-card sm:flex-row sm:items-start sm:justify-between')}
    >
      <div className="min-w-0 space-y-1">
        <p className="text-lg font-semibold text-ink">{CHECKOUT_CANCELLED}</p>
        <p className="text-base text-muted">{CHECKOUT_CANCELLED_MORE}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={dismiss} className="shrink-0">
        Dismiss
      </Button>
    </div>
  );
}
