import { CircleStop } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { isAdmin, type SessionUser } from '../../../lib/user';
import { useFocusNear } from '../../../lib/use-focus-near';
import { useCancelSend, useNewsletterSends, type NewsletterSend } from './newsletter-api';
import { MailServerNote } from './mail-server-note';
import { Pager, PhoneList, Table, usePager } from './newsletter-list-parts';
import { SubscribersForAdmins, SubscribersSection } from './newsletter-subscribers';
import { WeeklyDigestActions } from './weekly-digest-actions';
import { MetaLine } from '../../../components/ui/meta-line';

const SEND_STATUS: Record<NewsletterSend['status'], { label: string; tone: BadgeTone }> = {
  sending: { label: 'Sending', tone: 'accent' },
  sent: { label: 'Sent', tone: 'success' },
  empty: { label: 'Nothing new: not sent', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Stopped', tone: 'neutral' },
};
/** Why a send waits (since when, in the server's words and ours) or why it failed. */
function SendNote({ send }: { send: NewsletterSend }) {
  if (send.status === 'failed' && send.failure) return <p className="mt-1 max-w-prose text-base text-danger">{send.failure}</p>;
  if (send.status !== 'sending' || !send.paused_at) return null;
  return (
    <p className="mt-1 max-w-prose text-base text-danger">
      Paused since <time dateTime={send.paused_at}>{formatDateTime(send.paused_at)}</time>. {send.paused_reason}
    </p>
  );
}

/** 'Stop sending' on a send under way. */
function StopButton({ send, onStop }: { send: NewsletterSend; onStop: (send: NewsletterSend) => void }) {
  if (send.status !== 'sending') return null;
  return (
    <Button variant="secondary" size="sm" className="mt-2" onClick={() => onStop(send)} aria-haspopup="dialog" aria-label={`Stop sending "${send.subject}"`}>
      <CircleStop aria-hidden="true" />
      Stop sending
    </Button>
  );
}

function SendsSection() {
  const pager = usePager();
  const sends = useNewsletterSends(pager.before);
  const stopper = useCancelSend();
  const [stopping, setStopping] = useState<NewsletterSend | null>(null);
  // The Stop sending pressed: a stopped send has none (focusNear, docs/product.md#focus-after-a-dialog).
  const stopOpener = useFocusNear();
  const onStop = stopOpener.from(setStopping);
  const rows = sends.data?.items ?? [];
  return (
    <section aria-labelledby="newsletter-sends-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="newsletter-sends-heading" className="text-2xl">
          Sends
        </h3>
        <WeeklyDigestActions />
      </div>
      <MailServerNote />
      <p className="text-lg text-muted">
        The weekly digest of new articles goes out by itself once a week; a week without a new article sends nothing. Preview it or send yourself a
        test before it goes. An article goes out from its &ldquo;Send as newsletter&rdquo; button in the Website tab.
      </p>
      {sends.isPending ? <Spinner label="Loading the sends" showLabel /> : null}
      {sends.isError ? <LoadError message="The sends could not be loaded." onRetry={() => void sends.refetch()} /> : null}
      {!sends.isPending && !sends.isError && rows.length === 0 ? <p className="text-lg text-muted">No newsletter has been sent yet.</p> : null}
      {rows.length ? (
        <Table caption="Newsletter sends, newest first" heads={['Subject', 'Created', 'Recipients', 'Sent', 'Failed', 'Status']}>
          {rows.map((send) => (
            <tr key={send.id} className="border-b border-line last:border-b-0">
              <td className="px-4 py-3 break-words">
                {send.subject}
                <span className="block text-base text-muted">{send.kind === 'weekly' ? 'Weekly digest' : 'Article'}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={send.created_at}>{formatDateTime(send.created_at)}</time>
              </td>
              <td className="px-4 py-3">{send.recipients}</td>
              <td className="px-4 py-3">{send.sent}</td>
              <td className="px-4 py-3">{send.failed}</td>
              <td className="px-4 py-3">
                <Badge tone={SEND_STATUS[send.status].tone}>{SEND_STATUS[send.status].label}</Badge>
                {send.status === 'sending' ? <span className="block text-base text-muted">{send.pending} to go</span> : null}
                <SendNote send={send} />
                <StopButton send={send} onStop={onStop} />
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {rows.length ? (
        <PhoneList label="Newsletter sends, newest first">
          {rows.map((send) => (
            <li key={send.id} className="space-y-2 rounded-lg border border-line bg-surface p-4 text-lg">
              <p className="font-semibold">{send.subject}</p>
              <MetaLine className="text-base text-muted" items={[send.kind === 'weekly' ? 'Weekly digest' : 'Article', <time dateTime={send.created_at}>{formatDateTime(send.created_at)}</time>]} />
              <MetaLine items={[`${send.recipients} recipients`, `${send.sent} sent`, `${send.failed} failed`, send.status === 'sending' ? `${send.pending} to go` : null]} />
              <Badge tone={SEND_STATUS[send.status].tone}>{SEND_STATUS[send.status].label}</Badge>
              <SendNote send={send} />
              <StopButton send={send} onStop={onStop} />
            </li>
          ))}
        </PhoneList>
      ) : null}
      <Pager pager={pager} data={sends.data} label="Sends" />
      <ConfirmDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title="Stop this send?"
        description={`"${stopping?.subject ?? ''}" goes to nobody more: ${stopping?.pending === 1 ? 'the 1 subscriber' : `the ${stopping?.pending ?? 0} subscribers`} still to go ${stopping?.pending === 1 ? 'is' : 'are'} left out. Mail already sent stays sent. This cannot be undone.`}
        confirmLabel="Stop sending"
        pendingLabel="Stopping…"
        pending={stopper.isPending}
        destructive
        onConfirm={() =>
          stopping &&
          stopper.mutate(stopping, {
            onSettled: () => {
              setStopping(null);
              stopOpener.near();
            },
          })
        }
      />
    </section>
  );
}

/** The Newsletter tab: each send with its figures, the weekly digest on demand, the subscribers (admins only: list, CSV export, erase). */
export function NewsletterTab({ user }: { user: SessionUser }) {
  return (
    <div className="space-y-8">
      <SendsSection />
      {isAdmin(user) ? <SubscribersSection /> : <SubscribersForAdmins />}
    </div>
  );
}
