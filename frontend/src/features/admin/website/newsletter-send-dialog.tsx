import { Mail, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useConfirmedToday, useSendNewsletter, useTestNewsletter } from '../newsletter/newsletter-api';
import type { WebsiteArticle } from './website-api';

/**
 * "Send as newsletter" for a published article: a test to the signed-in staff member first, then (after a confirm
 * question) the send to every confirmed subscriber.
 */
export function NewsletterSendDialog({ item, onOpenChange }: { item: Pick<WebsiteArticle, 'id' | 'title'> | null; onOpenChange: (open: boolean) => void }) {
  const test = useTestNewsletter();
  const send = useSendNewsletter();
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmedToday = useConfirmedToday(item !== null);
  const { reset: resetTest } = test;

  useEffect(() => {
    setTestedTo(null);
    setConfirming(false);
    resetTest();
  }, [item?.id, resetTest]);

  const title = item ? `"${item.title}"` : '';
  return (
    <>
      <Dialog open={item !== null && !confirming} onOpenChange={(open) => (send.isPending ? undefined : onOpenChange(open))}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Send as newsletter</DialogTitle>
            <DialogDescription className="text-lg text-ink">
              Mail {title} to every confirmed subscriber. Send a test to yourself first and read it in your inbox.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-3">
            <Button variant="secondary" onClick={() => item && test.mutate(item.id, { onSuccess: (answer) => setTestedTo(answer.to) })} busy={test.isPending}>
              <Mail aria-hidden="true" />
              {test.isPending ? 'Sending the test…' : testedTo ? 'Send another test to me' : 'Send a test to me'}
            </Button>
            <p role="status" className="text-lg text-muted">
              {testedTo ? `A test was sent to ${testedTo}. When it reads well, send it to all subscribers.` : 'The send to all subscribers opens once the test is sent.'}
            </p>
          </div>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={() => setConfirming(true)} disabled={!testedTo} aria-haspopup="dialog">
              <Send aria-hidden="true" />
              Send to all subscribers
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={item !== null && confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title="Send to all subscribers?"
        description={`${title} goes to every confirmed subscriber now${confirmedToday}. Mail already sent cannot be called back (the rest can be stopped from the Newsletter tab), and each article is sent once.`}
        confirmLabel="Send newsletter"
        pendingLabel="Sending…"
        pending={send.isPending}
        onConfirm={() => item && send.mutate(item.id, { onSettled: () => onOpenChange(false) })}
      />
    </>
  );
}
