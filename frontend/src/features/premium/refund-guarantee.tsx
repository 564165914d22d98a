import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { focusAfterChange } from '../../lib/focus-after-change';
import { formatLongDate } from '../../lib/format';
import { priceText, useBillingStatus, useRefund, useRefundQuote } from './billing';

/** Where focus goes once Premium has ended (the upgrade card's heading replaces the premium card). */
const AFTER_REFUND_FOCUS = 'upgrade-heading';

/**
 * The 30-day satisfaction guarantee on the profile's membership card, while the member's first subscription is under
 * 30 days old (the server says until when, and checks it all again): the date in the member's own time zone, and
 * 'Cancel and get a full refund', which asks first, saying that Premium ends at once and how much goes back to the card
 * (the amount as Stripe has it).
 */
export function GuaranteeRefund({ until, timeZone }: { until: string; timeZone?: string }) {
  const [open, setOpen] = useState(false);
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
  const amount = quote.data ? priceText(quote.data.amount_pence, quote.data.currency) : 'everything you have paid';
  return (
    <div className="rounded-md border border-line bg-surface p-4">
      <p className="flex items-start gap-3 text-lg">
        <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
        <span>You are within our 30-day satisfaction guarantee until {formatLongDate(until, timeZone)}. If Premium is not for you, you can have your money back in full.</span>
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        Cancel and get a full refund
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel Premium and get a full refund?"
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
  return (
    <p className="mt-4 rounded-md border border-line bg-sunken px-4 py-3 text-base">
      Your first subscription was refunded in full ({priceText(subscription.refunded_pence ?? 0, subscription.currency)}) on{' '}
      {formatLongDate(subscription.refunded_at, timeZone)}; it can take 5-10 days to appear on your card. You can subscribe again any time, but a
      new subscription does not come with the 30-day guarantee.
    </p>
  );
}
