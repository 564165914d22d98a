import { CircleStop, Download, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { isAdmin, type SessionUser } from '../../../lib/user';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  useCancelSend,
  useEraseSubscriber,
  useExportSubscribers,
  useMailServer,
  useNewsletterSends,
  useNewsletterSubscribers,
  useSubscriberCounts,
  type NewsletterSend,
  type StaffPage,
  type SubscriberStatus,
} from './newsletter-api';
import { WeeklyDigestActions } from './weekly-digest-actions';
import { EmailAddress } from '../../../components/ui/email-address';
import { useFocusNear } from '../../../lib/use-focus-near';

/** A date and time the British way (27 November 2026, 09:05). */
const when = (at: string) => new Date(at).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const SEND_STATUS: Record<NewsletterSend['status'], { label: string; tone: BadgeTone }> = {
  sending: { label: 'Sending', tone: 'accent' },
  sent: { label: 'Sent', tone: 'success' },
  empty: { label: 'Nothing new: not sent', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Stopped', tone: 'neutral' },
};
const SUBSCRIBER_STATUS: Record<SubscriberStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending confirmation', tone: 'neutral' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  unsubscribed: { label: 'Unsubscribed', tone: 'danger' },
  bounced: { label: 'Bounced: the address refuses mail', tone: 'danger' },
};

/** Cursor paging of a staff list: the cursors of the pages before, to go back. */
function usePager() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    before: cursors[cursors.length - 1],
    page: cursors.length + 1,
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => c.slice(0, -1)),
    reset: () => setCursors([]),
  };
}

function Pager({ pager, data, label }: { pager: ReturnType<typeof usePager>; data?: StaffPage<unknown>; label: string }) {
  if (pager.page === 1 && !data?.nextCursor) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={pager.previous} disabled={pager.page === 1}>
        Previous page
      </Button>
      <span className="text-lg">Page {pager.page}</span>
      <Button variant="secondary" size="sm" onClick={() => data?.nextCursor && pager.next(data.nextCursor)} disabled={!data?.nextCursor}>
        Next page
      </Button>
    </nav>
  );
}

/** A list as a table from tablet width up; phones get the same rows as cards (PhoneList). */
function Table({ caption, heads, children }: { caption: string; heads: string[]; children: ReactNode }) {
  return (
    <div className="relative hidden overflow-x-auto rounded-lg border border-line bg-surface md:block">
      <table className="w-full text-left text-lg">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-sunken">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The rows of a list as cards, for phones (the table is hidden there). */
function PhoneList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3 md:hidden">
      {children}
    </ul>
  );
}

/** Why a send waits (since when, in the server's words and ours) or why it failed. */
function SendNote({ send }: { send: NewsletterSend }) {
  if (send.status === 'failed' && send.failure) return <p className="mt-1 max-w-prose text-base text-danger">{send.failure}</p>;
  if (send.status !== 'sending' || !send.paused_at) return null;
  return (
    <p className="mt-1 max-w-prose text-base text-danger">
      Paused since <time dateTime={send.paused_at}>{when(send.paused_at)}</time>. {send.paused_reason}
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

/** Why no newsletter can go out from this install (no mail server), when that is so. */
function MailServerNote() {
  const mailServer = useMailServer();
  if (!mailServer.data?.problem) return null;
  return (
    <p role="note" className="flex max-w-prose items-start gap-3 rounded-md border border-danger bg-danger-soft p-4 text-lg text-ink">
      <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
      {mailServer.data.problem}
    </p>
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
                <time dateTime={send.created_at}>{when(send.created_at)}</time>
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
              <p className="text-base text-muted">
                {send.kind === 'weekly' ? 'Weekly digest' : 'Article'} · <time dateTime={send.created_at}>{when(send.created_at)}</time>
              </p>
              <p>
                {send.recipients} recipients · {send.sent} sent · {send.failed} failed{send.status === 'sending' ? ` · ${send.pending} to go` : ''}
              </p>
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

function SubscribersSection() {
  const pager = usePager();
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [q, setQ] = useState('');
  const subscribers = useNewsletterSubscribers({ status: status || undefined, q: q.trim() || undefined }, pager.before);
  const exporter = useExportSubscribers();
  const eraser = useEraseSubscriber();
  const [erasing, setErasing] = useState<{ id: number; email: string } | null>(null);
  // The Erase pressed: its row goes with the subscriber (focusNear, docs/product.md#focus-after-a-dialog).
  const eraseOpener = useFocusNear();
  const onErase = eraseOpener.from(setErasing);
  const rows = subscribers.data?.items ?? [];
  const eraseButton = (row: { id: number; email: string }) => (
    <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={() => onErase(row)} aria-haspopup="dialog" aria-label={`Erase ${row.email}`}>
      <Trash2 aria-hidden="true" />
      Erase
    </Button>
  );
  const first = subscribers.data;
  const count = first?.totalOver != null ? `over ${first.totalOver.toLocaleString('en-GB')}` : first?.total != null ? String(first.total) : undefined;
  return (
    <section aria-labelledby="newsletter-subscribers-heading" className="space-y-4 border-t border-line pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="newsletter-subscribers-heading" className="text-2xl">
          Subscribers{count ? ` (${count})` : ''}
        </h3>
        <Button variant="secondary" onClick={() => exporter.mutate()} busy={exporter.isPending}>
          <Download aria-hidden="true" />
          {exporter.isPending ? 'Exporting…' : 'Export as CSV'}
        </Button>
      </div>
      <div className="flex flex-wrap gap-4">
        <div className="space-y-1">
          <Label htmlFor="subscriber-status">Status</Label>
          <NativeSelect
            id="subscriber-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as SubscriberStatus | '');
              pager.reset();
            }}
          >
            <option value="">All</option>
            <option value="confirmed">Confirmed</option>
            <option value="pending">Pending confirmation</option>
            <option value="unsubscribed">Unsubscribed</option>
            <option value="bounced">Bounced</option>
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="subscriber-search">Address contains</Label>
          <Input
            id="subscriber-search"
            type="search"
            value={q}
            maxLength={100}
            onChange={(event) => {
              setQ(event.target.value);
              pager.reset();
            }}
          />
        </div>
      </div>
      {subscribers.isPending ? <Spinner label="Loading the subscribers" showLabel /> : null}
      {subscribers.isError ? <LoadError message="The subscribers could not be loaded." onRetry={() => void subscribers.refetch()} /> : null}
      {!subscribers.isPending && !subscribers.isError && rows.length === 0 ? <p className="text-lg text-muted">No subscribers match.</p> : null}
      {rows.length ? (
        <Table caption="Newsletter subscribers, newest first" heads={['Address', 'Status', 'Signed up', 'Erase']}>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-b-0">
              {/* An address has no spaces: it wraps after its @ and before a dot, else anywhere (break-words alone left the column as wide as the address). */}
              <td className="px-4 py-3">
                <EmailAddress address={row.email} />
              </td>
              <td className="px-4 py-3">
                <Badge tone={SUBSCRIBER_STATUS[row.status].tone}>{SUBSCRIBER_STATUS[row.status].label}</Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={row.created_at}>{when(row.created_at)}</time>
              </td>
              <td className="px-4 py-3">{eraseButton(row)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {rows.length ? (
        <PhoneList label="Newsletter subscribers, newest first">
          {rows.map((row) => (
            <li key={row.id} className="space-y-2 rounded-lg border border-line bg-surface p-4 text-lg">
              <p className="font-semibold">
                <EmailAddress address={row.email} />
              </p>
              <p className="flex flex-wrap items-center gap-2 text-base text-muted">
                <Badge tone={SUBSCRIBER_STATUS[row.status].tone}>{SUBSCRIBER_STATUS[row.status].label}</Badge>
                signed up <time dateTime={row.created_at}>{when(row.created_at)}</time>
              </p>
              {eraseButton(row)}
            </li>
          ))}
        </PhoneList>
      ) : null}
      <Pager pager={pager} data={subscribers.data} label="Subscribers" />
      <ConfirmDialog
        open={erasing !== null}
        onOpenChange={(open) => !open && setErasing(null)}
        title="Erase this subscriber?"
        description={`${erasing?.email ?? ''} and its sign-up are deleted for good, as for a request to be forgotten. The sends' figures count one delivery fewer. This cannot be undone.`}
        confirmLabel="Erase for good"
        pendingLabel="Erasing…"
        pending={eraser.isPending}
        destructive
        onConfirm={() =>
          erasing &&
          eraser.mutate(erasing, {
            onSettled: () => {
              setErasing(null);
              eraseOpener.near();
            },
          })
        }
      />
    </section>
  );
}

/** Editors send newsletters but do not see the subscribers' addresses (personal data, for administrators): only the figures. */
function SubscribersForAdmins() {
  const counts = useSubscriberCounts();
  return (
    <section aria-labelledby="newsletter-subscribers-heading" className="space-y-2 border-t border-line pt-6">
      <h3 id="newsletter-subscribers-heading" className="text-2xl">
        Subscribers
      </h3>
      <p className="max-w-prose text-lg text-muted">
        Only administrators can see the subscribers&rsquo; addresses. Each send above shows how many subscribers it went to;
        the next one goes to the confirmed subscribers.
      </p>
      {counts.data ? (
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-lg">
          {[
            ['Confirmed', counts.data.confirmed],
            ['Waiting for confirmation', counts.data.pending],
            ['Unsubscribed', counts.data.unsubscribed],
            ['Bounced', counts.data.bounced],
          ].map(([label, n]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-muted">{label}:</dt>
              <dd className="font-semibold">{Number(n).toLocaleString('en-GB')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
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
