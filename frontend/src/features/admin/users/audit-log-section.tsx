import { ScrollText } from 'lucide-react';
import { UsersSection } from './users-section';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { countText, useListPages } from '../../../lib/list-pages';
import { SEARCH_PAUSE_MS, useSettledValue } from '../../../lib/use-settled-value';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { formatDateTime } from '../../../lib/format';
import { actionText, auditSubject, type AuditRow } from './audit-wording';
import { AUDIT_LOG_KEY } from './audit-log-key';

export type { AuditRow };


/** "16:20:05", London time: when Refresh last read the log (to the second, so a second press shows it read again). */
const londonTime = (at: Date) => at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' });

/** The person, the API key ("API key: Partner app") or, for background jobs, "System". */
function actorOf(row: AuditRow): string {
  if (row.api_key_id !== null) return `API key: ${row.api_key_name ?? `#${row.api_key_id} (deleted)`}`;
  return row.actor_email ?? 'System';
}

/** The subject in words, linked when it can be opened (audit-wording.ts). */
function Subject({ row }: { row: AuditRow }) {
  const subject = auditSubject(row);
  return subject.href ? (
    <a href={subject.href} target="_blank" rel="noopener" className="link">
      {subject.text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <>{subject.text}</>
  );
}

/** The staff audit log, read-only, for administrators (the API answers 403 to everyone else): a page at a time, searched on the server. */
export function AuditLogSection() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const q = useSettledValue(query.trim(), SEARCH_PAUSE_MS);
  const log = useListPages(AUDIT_LOG_KEY, { q }, (query) => api.GET('/api/admin/audit-log', { params: { query } }));
  const rows = log.items ?? [];
  const [checkedAt, setCheckedAt] = useState<string>();

  return (
    <UsersSection
      id="audit-log-heading"
      icon={ScrollText}
      title="Audit log"
      actions={
        // Refresh said nothing when nothing had changed: it is busy while it reads, then says when it read the log.
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-base text-muted">
            {checkedAt ? `Up to date at ${checkedAt}` : ''}
          </p>
          <Button
            variant="secondary"
            size="sm"
            busy={log.refreshing}
            onClick={() => void log.refresh().then((read) => setCheckedAt(read ? londonTime(new Date()) : undefined))}
          >
            Refresh
          </Button>
        </div>
      }
    >
      <p className="text-lg text-muted">Every staff change (website and premium articles, generations, ads, theme pages, API keys), by a person or with an API key, newest first (read-only).</p>
      <div className="max-w-md space-y-2">
        <Label htmlFor={searchId}>Search the audit log (action, subject title or id, email or key name)</Label>
        <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </div>
      {countText(log, 'change', 'changes') ? (
        <p role="status" className="text-base text-muted">
          {countText(log, 'change', 'changes')}
          {q ? ' match' : ''}
          {rows.length < (log.total ?? Infinity) ? `, ${rows.length.toLocaleString('en-GB')} shown` : ''}
        </p>
      ) : null}
      {log.isPending ? <Spinner label="Loading the audit log" showLabel /> : null}
      {log.isError ? <LoadError message="The audit log could not be loaded." onRetry={log.refetch} /> : null}
      {!log.isPending && !log.isError && rows.length === 0 ? <p className="text-lg text-muted">{q ? 'No change matches the search.' : 'No staff changes recorded yet.'}</p> : null}
      {rows.length ? (
        <div className="relative hidden overflow-x-auto rounded-lg border border-line bg-surface md:block" tabIndex={0} role="group" aria-label="Audit log table">
          <table className="w-full text-left text-lg">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead className="border-b border-line bg-sunken">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">When</th>
                <th scope="col" className="px-4 py-3 font-semibold">Who</th>
                <th scope="col" className="px-4 py-3 font-semibold">Action</th>
                <th scope="col" className="px-4 py-3 font-semibold">Subject</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-b-0">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                  </td>
                  <td className="px-4 py-3 break-all">{actorOf(row)}</td>
                  <td className="px-4 py-3">{actionText(row)}</td>
                  <td className="px-4 py-3 break-words">
                    <Subject row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {rows.length ? (
        <ul className="grid gap-3 md:hidden" aria-label="Audit log, newest first">
          {rows.map((row) => (
            <li key={row.id}>
              <Card className="space-y-1 p-5">
                <p className="font-semibold">{actionText(row)}</p>
                <p className="break-words">
                  <Subject row={row} />
                </p>
                <p className="text-base text-muted">
                  <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                </p>
                <p className="text-base break-all text-muted">{actorOf(row)}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length ? <ShowOlderButton hasOlder={log.hasMore} loading={log.loadingMore} onShowOlder={log.loadMore} label="Load more changes" endText="That is every change." /> : null}
    </UsersSection>
  );
}
