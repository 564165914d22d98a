import { Eye, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatLongDate } from '../../../lib/format';
import { MAIL_SERVER_NOTE_ID } from './mail-server-note';
import { useConfirmedToday, useMailServerProblem, useSendWeekly, useTestWeekly, useWeeklyPreview } from './newsletter-api';

/**
 * 'Send me a test' (the digest to the signed-in staff member only; a toast names the address). Without a mail server
 * it is disabled: the note above the sends says why.
 */
function TestButton({ test }: { test: ReturnType<typeof useTestWeekly> }) {
  const noMail = useMailServerProblem() !== null;
  return (
    <Button variant="secondary" onClick={() => test.mutate()} busy={test.isPending} disabled={noMail} aria-describedby={noMail ? MAIL_SERVER_NOTE_ID : undefined}>
      <Mail aria-hidden="true" />
      {test.isPending ? 'Sending the test…' : 'Send me a test'}
    </Button>
  );
}

/**
 * The weekly digest as "send now" would mail it at this moment: subject, preheader, its articles, and the mail itself
 * in a sandboxed frame (no script, no forms, no navigation of this page). Nothing to send: the send's own words.
 */
function PreviewDialog({ open, onOpenChange, test }: { open: boolean; onOpenChange: (open: boolean) => void; test: ReturnType<typeof useTestWeekly> }) {
  const preview = useWeeklyPreview(open);
  const nothing = preview.isError && /^409\b/.test(preview.error.message);
  const mail = preview.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Weekly digest preview</DialogTitle>
          <DialogDescription className="text-lg text-ink">What every confirmed subscriber would get if it were sent now. Nothing is sent from here.</DialogDescription>
        </DialogHeader>
        {preview.isPending ? <Spinner label="Making the preview" showLabel /> : null}
        {nothing ? (
          <p role="status" className="text-lg">
            {errorMessage(preview.error, 'There is nothing to send.')}
          </p>
        ) : null}
        {preview.isError && !nothing ? <LoadError message="The preview could not be made." onRetry={() => void preview.refetch()} /> : null}
        {mail ? (
          <div className="space-y-4">
            <dl className="space-y-2 text-lg">
              <div>
                <dt className="text-base text-muted">Subject</dt>
                <dd className="font-semibold break-words">{mail.subject}</dd>
              </div>
              <div>
                <dt className="text-base text-muted">Preheader (shown after the subject in the inbox)</dt>
                <dd className="break-words">{mail.preheader}</dd>
              </div>
              <div>
                <dt className="text-base text-muted">
                  {mail.articles.length === 1 ? 'The article' : `The ${mail.articles.length} articles`} published {formatLongDate(mail.window_start)} to {formatLongDate(mail.window_end)}
                </dt>
                <dd>
                  <ul aria-label="Articles in the digest" className="list-disc space-y-1 pl-6">
                    {mail.articles.map((article) => (
                      <li key={article.id} className="break-words">
                        {article.title}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <iframe
              title="The weekly digest as subscribers will see it"
              sandbox=""
              srcDoc={mail.html}
              referrerPolicy="no-referrer"
              className="h-[65vh] w-full rounded-md border border-line bg-white"
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close preview
          </Button>
          {mail ? <TestButton test={test} /> : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The weekly digest on demand: Preview, Send me a test, and the send itself (confirmed, saying how many it goes to). */
export function WeeklyDigestActions() {
  const weekly = useSendWeekly();
  const test = useTestWeekly();
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmedToday = useConfirmedToday(confirming);
  const noMail = useMailServerProblem() !== null;
  return (
    <div role="group" aria-label="Weekly digest" className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => setPreviewing(true)} aria-haspopup="dialog">
        <Eye aria-hidden="true" />
        Preview
      </Button>
      <TestButton test={test} />
      <Button onClick={() => setConfirming(true)} aria-haspopup="dialog" disabled={noMail} aria-describedby={noMail ? MAIL_SERVER_NOTE_ID : undefined}>
        <Send aria-hidden="true" />
        Send the weekly digest now
      </Button>
      <PreviewDialog open={previewing} onOpenChange={setPreviewing} test={test} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send the weekly digest now?"
        description={`The articles published since the last digest go to every confirmed subscriber now${confirmedToday}, and this week's scheduled digest is not sent again. Mail already sent cannot be called back (the rest can be stopped below).`}
        confirmLabel="Send digest"
        pendingLabel="Sending…"
        pending={weekly.isPending}
        onConfirm={() => weekly.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
