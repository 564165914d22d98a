import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { DialogOpening } from '../../components/ui/dialog-opening';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../lib/api';
import { focusAfterChange } from '../../lib/focus-after-change';
import { formatLongDate } from '../../lib/format';
import { lazyPart } from '../../lib/lazy-part';
import { priceText, useBillingStatus, useRefund, useRefundQuote } from './billing';

/**
 * The confirmation's dialog (Radix, about 15 KB gzipped) is in a chunk of its own: /premium and the profile show this
 * card only to a member in their guarantee period, so every other visitor's page leaves it out. It loads once the card
 * is shown.
 */
const confirmDialog = lazyPart(
  () => import('../../components/ui/confirm-dialog'),
  (module) => module.ConfirmDialog,
  ({ open, onOpenChange }) => <DialogOpening open={open} onCancel={() => onOpenChange(false)} />,
);
const ConfirmDialog = confirmDialog.Part;

/** Where focus goes once Premium has ended (the upgrade card's heading replaces the premium card). */
const AFTER_REFUND_FOCUS = 'upgrade-heading';

/**
 * The 30-day satisfaction guarantee on the profile's membership card, while the member's first subscription is under
 * 30 days old (the server says until when, and checks it all again): the date in the member's own time zone, and
 * 'Cancel and get a full refund', which asks first, saying that Premium ends at once and how much goes back to the card
 * (the amount as Stripe has it). When staff already refunded part of the payment in Stripe, the quote is what is left
 * and nothing says "full" or "in full"; when nothing is left, the server's sentence takes the button's place.
 */
export function GuaranteeRefund({ until, timeZone }: { until: string; timeZone?: string }) {
  const [open, setOpen] = useState(false);
  confirmDialog.usePreload();
  const quote = useRefundQuote(true);
  const refund = useRefund({
    onDone: (done) => {
      setOpen(false);
      toast({
        title: 'Refund on its way',
        description: `${priceText(done.refunded_pence, done.currency)} is being refunded to your card; it can take 5-10 days to appear. Your Premium membership has ended.`,
      });
      focusAfterChange(() => document.getElementById(AFTER_REFUND_FOCUS));
    },
  });
  const nothingLeft = errorStatus(quote.error) === 409;
  const left = quote.data ? priceText(quote.data.amount_pence, quote.data.currency) : null;
  // Part of the payment was refunded already (in Stripe): what is left, and never "full".
  const part = quote.data && quote.data.amount_pence < quote.data.paid_pence ? { left: left!, paid: priceText(quote.data.paid_pence, quote.data.currency) } : null;
  const amount = part ? `${part.left} (what is left of the ${part.paid} you paid)` : (left ?? 'everything you have paid');
  return (
    <div className="rounded-md border border-line bg-surface p-4">
      <p className="flex items-start gap-3 text-lg">
        <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
        <span>
          You are within our 30-day satisfaction guarantee until {formatLongDate(until, timeZone)}.{' '}
          {nothingLeft
            ? errorMessage(quote.error, 'There is nothing left to refund.')
            : part
              ? `If Premium is not for you, you can have back what is left of your payment: ${part.left} of the ${part.paid} you paid (the rest has already been refunded to your card).`
              : 'If Premium is not for you, you can have your money back in full.'}
        </span>
      </p>
      {nothingLeft ? null : (
        <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
          {part ? 'Cancel and get a refund' : 'Cancel and get a full refund'}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={part ? 'Cancel Premium and get a refund?' : 'Cancel Premium and get a full refund?'}
        description={
          <>
            Premium ends at once, and {amount} is refunded to the card you paid with. It can take 5-10 days to appear. Your journal and library
            are kept.
          </>
        }
        cancelLabel="Keep Premium"
        confirmLabel="Cancel and refund"
        pendingLabel="Refunding..."
        pending={refund.isPending}
        destructive
        onConfirm={() => refund.mutate()}
      />
    </div>
  );
}

/**
 * On the upgrade card after a refund: how much and when, and that a new subscription has no guarantee (so the card's
 * guarantee line is not shown to this member).
 */
export function RefundedNote({ timeZone }: { timeZone?: string }) {
  const subscription = useBillingStatus().data?.subscription;
  if (!subscription?.refunded_at) return null;
  const refunded = subscription.refunded_pence ?? 0;
  const paid = subscription.refund_paid_pence;
  // "In full" only when it was all that was paid (staff may have refunded part in Stripe before; older rows: not known).
  const what =
    paid === null ? `(${priceText(refunded, subscription.currency)})`
    : refunded >= paid ? `in full (${priceText(refunded, subscription.currency)})`
    : `(${priceText(refunded, subscription.currency)}, what was left of the ${priceText(paid, subscription.currency)} you paid)`;
  return (
    <p className="mt-4 rounded-md border border-line bg-sunken px-4 py-3 text-base">
      Your first subscription was refunded {what} on{' '}
      {formatLongDate(subscription.refunded_at, timeZone)}; it can take 5-10 days to appear on your card. You can subscribe again any time, but a
      new subscription does not come with the 30-day guarantee.
    </p>
  );
}
