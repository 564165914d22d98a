import { TriangleAlert } from 'lucide-react';
import { useMailServerProblem } from './newsletter-api';

/** The note's id: the send and test buttons it disables name it (aria-describedby). */
export const MAIL_SERVER_NOTE_ID = 'mail-server-note';

/**
 * Why no newsletter can go out from this install (no mail server), when that is so: above the sends in the Newsletter
 * tab and in an article's 'Send as newsletter' dialog, whose send and test buttons are disabled meanwhile.
 */
export function MailServerNote() {
  const problem = useMailServerProblem();
  if (!problem) return null;
  return (
    <p id={MAIL_SERVER_NOTE_ID} role="note" className="flex max-w-prose items-start gap-3 rounded-md border border-danger bg-danger-soft p-4 text-lg text-ink">
      <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
      {problem}
    </p>
  );
}
