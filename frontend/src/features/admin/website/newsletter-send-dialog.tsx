import { Mail, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useArticleRecipients, useMailServerProblem, useSendNewsletter, useTestNewsletter } from '../newsletter/newsletter-api';
import { MAIL_SERVER_NOTE_ID, MailServerNote } from '../newsletter/mail-server-note';
import type { WebsiteArticle } from './website-api';
import { formatDateTime } from '../../../lib/format';

type Recipients = { recipients: number; resend: boolean; sent_at: string | null };

/**
 * What the dialogs say of whom the send goes to: every confirmed subscriber, or after an earlier send of the article
 * failed or was stopped, the rest; or, once a send of it went out (or is going out), that it was sent, with no send.
 */
function audience(title: string, answer: Recipients | undefined) {
  const today = answer ? ` (${answer.recipients.toLocaleString('en-GB')} today)` : '';
  if (answer?.sent_at) {
    return {
      mail: `${title} went out as a newsletter on ${formatDateTime(answer.sent_at)}, and each article is sent once. Follow that send in the Newsletter tab.`,
      whom: '',
      button: '',
      question: '',
      confirm: '',
      nobody: true,
      sent: true,
    };
  }
  if (!answer?.resend) {
    return {
      mail: answer ? `Mail ${title} to every confirmed subscriber.` : `Mail ${title} to the confirmed subscribers.`,
      whom: 'all subscribers',
      button: 'Send to all subscribers',
      question: 'Send to all subscribers?',
      confirm: `${title} goes to every confirmed subscriber now${today}. Mail already sent cannot be called back (the rest can be stopped from the Newsletter tab), and each article is sent once.`,
      nobody: false,
      sent: false,
    };
  }
  return {
    mail:
      answer.recipients === 0
        ? `Every confirmed subscriber has already received ${title}, so there is nobody left to send it to.`
        : `An earlier send of ${title} failed or was stopped part-way: this one mails it only to the confirmed subscribers that send did not reach${today}.`,
    whom: 'the subscribers not reached',
    button: 'Send to those not reached',
    question: 'Send to the subscribers not reached?',
    confirm: `${title} goes now only to the confirmed subscribers its earlier send did not reach${today}; those it reached do not get it again. Mail already sent cannot be called back (the rest can be stopped from the Newsletter tab).`,
    nobody: answer.recipients === 0,
    sent: false,
  };
}

/**
 * "Send as newsletter" for a published article: a test to the signed-in staff member first, then (after a confirm
 * question) the send to every confirmed subscriber; after a send of it failed or was stopped, to those it did not reach
 * (the dialogs say so, with how many: GET …/articles/{id}/recipients, the send's own count).
 */
export function NewsletterSendDialog({ item, onOpenChange }: { item: Pick<WebsiteArticle, 'id' | 'title'> | null; onOpenChange: (open: boolean) => void }) {
  const test = useTestNewsletter();
  const send = useSendNewsletter();
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const recipients = useArticleRecipients(item?.id);
  // No mail server: nothing can go out, so the test (and with it the send) is not offered; the note says why.
  const noMail = useMailServerProblem() !== null;
  const { reset: resetTest } = test;

  useEffect(() => {
    setTestedTo(null);
    setConfirming(false);
    resetTest();
  }, [item?.id, resetTest]);

  const title = item ? `"${item.title}"` : '';
  const to = audience(title, recipients.data);
  // The confirm question's count is read again as it opens (subscribers come and go while the test is read); a send
  // made meanwhile by someone else turns the dialog into its "went out" answer instead.
  const asking = confirming && !to.sent;
  return (
    <>
      <Dialog open={item !== null && !asking} onOpenChange={(open) => (send.isPending ? undefined : onOpenChange(open))}>
        {/* Sent: the one way out is the footer's Close (no second Close in the corner). */}
        <DialogContent className="max-w-lg" hideClose={to.sent}>
          <DialogHeader>
            <DialogTitle>Send as newsletter</DialogTitle>
            <DialogDescription className="text-lg text-ink">
              {to.sent ? to.mail : `${to.mail} Send a test to yourself first and read it in your inbox.`}
            </DialogDescription>
          </DialogHeader>
          {to.sent ? (
            <DialogFooter>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          ) : (
            <>
              <div className="space-y-3">
                <MailServerNote />
                <Button
                  variant="secondary"
                  onClick={() => item && test.mutate(item.id, { onSuccess: (answer) => setTestedTo(answer.to) })}
                  busy={test.isPending}
                  disabled={noMail}
                  aria-describedby={noMail ? MAIL_SERVER_NOTE_ID : undefined}
                >
                  <Mail aria-hidden="true" />
                  {test.isPending ? 'Sending the test…' : testedTo ? 'Send another test to me' : 'Send a test to me'}
                </Button>
                <p role="status" className="text-lg text-muted">
                  {noMail ? '' : testedTo ? `A test was sent to ${testedTo}. When it reads well, send it to ${to.whom}.` : `The send to ${to.whom} opens once the test is sent.`}
                </p>
              </div>
              <DialogFooter>
                <Button variant="secondary" onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <Button
                  onClick={() => {
                    setConfirming(true);
                    void recipients.refetch();
                  }}
                  disabled={!testedTo || to.nobody}
                  aria-haspopup="dialog"
                >
                  <Send aria-hidden="true" />
                  {to.button}
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={item !== null && asking}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={to.question}
        description={to.confirm}
        confirmLabel="Send newsletter"
        pendingLabel="Sending…"
        pending={send.isPending}
        onConfirm={() => item && send.mutate(item.id, { onSettled: () => onOpenChange(false) })}
      />
    </>
  );
}
