import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { actionText, auditSubject, type AuditRow } from './audit-wording';

export type { AuditRow };

export const AUDIT_LOG_KEY = ['/api/admin/audit-log'] as const;

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

/** The staff audit log, read-only, for administrators (the API answers 403 to everyone else). */
export function AuditLogSection() {
  const { data, error, isPending, refetch, isFetching } = useQuery<AuditRow[]>({ queryKey: AUDIT_LOG_KEY, staleTime: 0 });
  const rows = Array.isArray(data) ? data : [];

  return (
    <section aria-labelledby="audit-log-heading" className="space-y-4 border-t border-line pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="audit-log-heading" className="flex items-center gap-2 text-2xl">
          <ScrollText aria-hidden="true" className="size-6" />
          Audit log
        </h3>
        <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      <p className="text-lg text-muted">Every staff change (website and premium articles, generations, ads, theme pages, API keys), by a person or with an API key, newest first (read-only).</p>
      {isPending ? <Spinner label="Loading the audit log" showLabel /> : null}
      {error ? (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-4 text-lg text-danger">
          The audit log could not be loaded: {errorMessage(error, 'please try again.')}
        </p>
      ) : null}
      {!isPending && !error && rows.length === 0 ? <p className="text-lg text-muted">No staff changes recorded yet.</p> : null}
      {rows.length ? (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface" tabIndex={0} role="group" aria-label="Audit log table (scrolls sideways on small screens)">
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
    </section>
  );
}
