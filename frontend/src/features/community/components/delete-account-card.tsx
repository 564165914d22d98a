import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notConfirmed, useConfirmPassword } from '../../../components/auth/confirm-password';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { setSessionUser } from '../../../lib/session-cache';
import { COMMUNITY_ME_KEY } from '../../../lib/session-queries';
import { hasEnded, isBilled, useBillingStatus } from '../../premium/billing';
import { keepOnlyDraftsOf } from '../drafts';
import { PROFILE_HEADINGS } from '../profile-sections';

const CONFIRM_WORD = 'DELETE';

/**
 * What deleting costs a member who pays for Premium: the subscription ends at once (AccountDeletion cancels it in Stripe
 * first), so Premium stops now and the rest of the period is not refunded; within the 30-day guarantee, the refund
 * (the Premium card's) is the way to have the payment back, before deleting. Nothing for a member without a live
 * subscription (free, demo, ended or refunded).
 */
function PaidPremiumWarning({ timeZone, onSeeRefund }: { timeZone: string; onSeeRefund: () => void }) {
  const status = useBillingStatus();
  const subscription = status.data?.mode === 'stripe' ? status.data.subscription : null;
  if (!subscription || hasEnded(subscription.status) || !isBilled(subscription.status)) return null;
  return (
    <div className="space-y-3 rounded-md border-2 border-danger bg-danger-soft p-4 text-lg text-ink">
      <p className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
        <span>
          <strong>You pay for Premium.</strong> Deleting your account ends your subscription at once: Premium stops now,
          and what you have paid for the rest of the period is not refunded.
          {subscription.guarantee_until
            ? ` You are within our 30-day satisfaction guarantee until ${formatLongDate(subscription.guarantee_until, timeZone)}: to have your payment refunded, cancel with the refund on your Premium card first, then delete your account.`
            : ''}
        </span>
      </p>
      {subscription.guarantee_until ? (
        <Button variant="secondary" onClick={onSeeRefund}>
          See the refund first
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The delete-account card: the member types DELETE in a dialog that says what goes (and, for a paying member, that
 * Premium ends at once without a refund); a stale session confirms the password first. `premiumCardHeadingId`: where
 * 'See the refund first' sends focus (the Premium card, with the guarantee's refund).
 */
export function DeleteAccountCard({ timeZone, premiumCardHeadingId }: { timeZone: string; premiumCardHeadingId: string }) {
  const [open, setOpen] = useState(false);
  // 'See the refund first' closed the dialog: focus goes to the Premium card, not back to 'Delete My Account'.
  const toRefund = useRef(false);
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirmed = typed.trim().toUpperCase() === CONFIRM_WORD;
  const deleted = useRef(false);
  const { withConfirmedPassword, confirmPasswordDialog } = useConfirmPassword();
  const remove = useMutation({
    mutationFn: () => withConfirmedPassword(() => answer(api.DELETE('/api/community/profile'))),
    onSuccess: () => {
      deleted.current = true;
      keepOnlyDraftsOf(null);
      toast({ title: 'Account Deleted', description: 'Your account and everything in it have been deleted.' });
      setOpen(false);
      // Drop every cached answer but the session, then leave for the magazine home. The session is
      // marked signed out once the member area has gone (below), so the wrapper does not send the
      // reader to the sign-in page on the way out.
      const sessionHash = JSON.stringify(COMMUNITY_ME_KEY);
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== sessionHash });
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      if (!notConfirmed(error)) toast({ title: 'Deletion Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  useEffect(
    () => () => {
      if (deleted.current) setSessionUser(queryClient, COMMUNITY_ME_KEY, null);
    },
    [queryClient],
  );

  return (
    <section aria-labelledby={PROFILE_HEADINGS.deleteAccount} className="rounded-lg border-2 border-danger/40 bg-surface p-6 shadow-card md:p-8">
      <h3 id={PROFILE_HEADINGS.deleteAccount} className="text-2xl">
        Delete Account
      </h3>
      <p className="mt-2 max-w-reading text-lg">
        Deleting your account removes your journal entries, photos, goals and saved reports for good. This cannot be
        undone: download your data first if you want a copy. A newsletter sign-up is separate and stays until you stop
        it with the link at the foot of any newsletter.
      </p>
      <Button
        variant="danger"
        className="mt-4"
        onClick={() => {
          setTyped('');
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        Delete My Account
      </Button>
      <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
        <DialogContent
          role="alertdialog"
          className="max-w-lg"
          onCloseAutoFocus={(event) => {
            if (!toRefund.current) return;
            toRefund.current = false;
            const heading = document.getElementById(premiumCardHeadingId);
            if (!heading) return;
            event.preventDefault();
            heading.scrollIntoView({ block: 'start' });
            heading.focus({ preventScroll: true });
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            {/* The warning of a paying member is part of what the dialog says (its description), not an aside. */}
            <DialogDescription asChild className="text-lg text-ink">
              <div className="space-y-4">
                <p>
                  Your account, journal entries, photos, goals and saved reports will be deleted permanently. You will be
                  signed out.
                </p>
                <PaidPremiumWarning
                  timeZone={timeZone}
                  onSeeRefund={() => {
                    toRefund.current = true;
                    setOpen(false);
                  }}
                />
              </div>
            </DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (confirmed && !remove.isPending) remove.mutate();
            }}
            className="space-y-4"
          >
            <Field label={`Type ${CONFIRM_WORD} to confirm`}>
              {(control) => (
                <Input {...control} autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
              )}
            </Field>
            <DialogFooter>
              <Button variant="secondary" onClick={() => setOpen(false)} busy={remove.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" busy={remove.isPending} disabled={!remove.isPending && !confirmed}>
                {remove.isPending ? 'Deleting...' : 'Delete Account Permanently'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {confirmPasswordDialog}
    </section>
  );
}

