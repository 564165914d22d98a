import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmailAddress } from '../../../components/ui/email-address';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useFocusNear } from '../../../lib/use-focus-near';
import { useEraseSubscriber, useExportSubscribers, useNewsletterSubscribers, useSubscriberCounts, type SubscriberStatus } from './newsletter-api';
import { Pager, PhoneList, Table, usePager } from './newsletter-list-parts';

const SUBSCRIBER_STATUS: Record<SubscriberStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending confirmation', tone: 'neutral' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  unsubscribed: { label: 'Unsubscribed', tone: 'danger' },
  bounced: { label: 'Bounced: the address refuses mail', tone: 'danger' },
};

/** The subscribers, for administrators: filtered and searched on the server, paged, exported as CSV, erased one by one. */
export function SubscribersSection() {
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
                <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
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
                signed up <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
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
export function SubscribersForAdmins() {
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
