import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, Crown, Link2, NotebookPen, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from '../../../lib/router-links';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { answer, api } from '../../../lib/api-client';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { reportTopic, SavedReportDialog } from '../components/saved-report-dialog';
import { CONTEXT_PREVIEW_CHARS } from '../journal-utils';
import { previewText } from '../../../lib/text-preview';
import { useMemberUser } from '../member-context';
import { dropSavedReport, useSavedContent } from '../members-api';
import type { SavedReport } from '../member-shapes';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { PageAd } from '../../publisher/page-ad';
import { LIBRARY_AD_PAGES } from '../../publisher/publisher-api';
import { LIBRARY_THEME_OPTIONS, libraryCountText, savedReportTheme } from '../saved-reports';
import { findTheme } from '../../../lib/themes';
import { DateText } from '../../../components/ui/date-text';

function BackToJournal() {
  return (
    <Link to="/journal" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft aria-hidden="true" />
      Back to Journal
    </Link>
  );
}

/** Free members: the Library is part of Premium. */
function PremiumOnly() {
  return (
    <div className="container-page space-y-6 py-8">
      <BackToJournal />
      <section aria-labelledby="library-premium-heading" className="max-w-2xl space-y-4 rounded-lg border-2 border-premium/40 bg-surface p-8 shadow-card">
        <p className="flex items-center gap-2 text-base font-bold text-premium">
          <Crown aria-hidden="true" className="size-5" />
          Premium feature
        </p>
        <h2 id="library-premium-heading" className="text-3xl">
          The Insights Library is for Premium members
        </h2>
        <p className="text-lg">
          Premium members keep the premium reports they save here, from a coach reply (with the journal entry it
          answered) or from the reports by theme, to read again whenever they like.
        </p>
        <Link to="/profile#upgrade" className={buttonClasses('primary', 'lg')}>
          See Premium Options
        </Link>
      </section>
    </div>
  );
}

function ReportCard({ report, onRead, onRemove, removing }: { report: SavedReport; onRead: () => void; onRemove: () => void; removing: boolean }) {
  const titleId = useId();
  const topic = reportTopic(report);
  const theme = savedReportTheme(report);
  return (
    <article aria-labelledby={titleId} data-report={report.id} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-6 shadow-card">
      <div className="flex flex-wrap gap-2">
        <Badge tone="premium">
          <Crown aria-hidden="true" className="size-4" />
          Premium Report
        </Badge>
        {theme ? <Badge tone="accent">{theme}</Badge> : null}
      </div>
      <h3 id={titleId} tabIndex={-1} className="text-2xl break-words focus:outline-none">
        {topic}
      </h3>
      <p className="text-base text-muted">Saved <DateText value={report.saved_at} /></p>
      {report.journal_entry ? (
        <div className="rounded-md border-l-4 border-accent bg-sunken px-4 py-3">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-accent-hover">
            <Link2 aria-hidden="true" className="size-4" />
            Linked to journal entry
          </p>
          <p className="text-base break-words">{previewText(report.journal_entry.excerpt, CONTEXT_PREVIEW_CHARS)}</p>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {/* Each card's button says its report (a screen reader's list of buttons is not ten "Read Report"s). */}
        <Button onClick={onRead} aria-label={`Read Report: ${topic}`}>
          <BookOpen aria-hidden="true" />
          Read Report
        </Button>
        <Button variant="ghost" className="text-danger" aria-label={`Remove report: ${topic}`} busy={removing} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {removing ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </article>
  );
}

/** The headings focus goes to after a report is removed. */
const LIST_HEADING_ID = 'saved-reports-heading';
const EMPTY_HEADING_ID = 'no-saved-reports-heading';

/**
 * The saved reports a page at a time, newest saved first (GET /api/community/library, the Journey tab's list too: summaries,
 * a report read whole when opened), whether saved from a coach reply (linked to the entry, shown on the card) or from a
 * report read anywhere else (docs/product.md#library: the link is optional). A theme is its own list on the server
 * (?theme=), paged and counted there; the badge counts every saved report (the first page of the whole list).
 */
function SavedReports() {
  const [theme, setTheme] = useState('all');
  const chosen = findTheme(theme);
  const all = useSavedContent();
  const list = useSavedContent(chosen?.title);
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<SavedReport | null>(null);
  const filterId = useId();
  const shown = useMemo(() => list.items ?? [], [list.items]);
  const total = all.total ?? all.items?.length ?? 0;
  const remove = useMutation({
    mutationFn: (report: SavedReport) => answer(api.DELETE('/api/community/journal-library/{id}', { params: { path: { id: report.id } } })),
    onSuccess: (_answer, report) => {
      dropSavedReport(queryClient, report.id, report.premium_content.id);
      toast({ title: 'Success', description: 'Saved report removed from your library.' });
      // Focus goes on to the next card (or the one before the last), else to the list's heading.
      const at = shown.findIndex((item) => item.id === report.id);
      const next = shown[at + 1] ?? shown[at - 1];
      const heading = (id: string) => () => document.getElementById(id);
      focusAfterChange(
        next ? () => document.querySelector<HTMLElement>(`[data-report="${next.id}"] h3`) : heading(total === 1 ? EMPTY_HEADING_ID : LIST_HEADING_ID),
        heading(LIST_HEADING_ID),
      );
    },
    onError: () => toast({ title: 'Error', description: 'Failed to remove report from library', variant: 'destructive' }),
  });

  if (all.isPending) return <Spinner label="Loading your saved reports" showLabel />;
  if (all.isError) return <LoadError message="Your saved reports could not be loaded." onRetry={all.refetch} />;

  if (total === 0) {
    return (
      <div className="space-y-4 rounded-lg border border-dashed border-line-strong bg-surface p-10 text-center">
        <BookOpen aria-hidden="true" className="mx-auto size-12 text-accent" />
        <h2 id={EMPTY_HEADING_ID} tabIndex={-1} className="text-3xl focus:outline-none">
          No Saved Reports Yet
        </h2>
        <p className="mx-auto max-w-xl text-lg text-muted">
          Save a premium report, from a coach reply to your journal or from the reports by theme, and it will be kept
          here; one your coach recommended stays linked to what you wrote.
        </p>
        <Link to="/journal" className={buttonClasses('primary', 'lg')}>
          <NotebookPen aria-hidden="true" />
          Start Journaling
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={LIST_HEADING_ID} tabIndex={-1} className="text-3xl focus:outline-none">
            Saved Reports
          </h2>
          <Badge tone="accent" className="text-base">
            {total}
            <span className="sr-only"> saved {total === 1 ? 'report' : 'reports'}</span>
          </Badge>
        </div>
        <div className="w-full space-y-2 sm:w-80">
          <Label htmlFor={filterId}>Filter by theme</Label>
          <NativeSelect id={filterId} value={theme} onChange={(event) => setTheme(event.target.value)}>
            {LIBRARY_THEME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p aria-live="polite" className="text-base text-muted">
        {list.isPending ? 'Loading…' : libraryCountText(chosen ? (list.total ?? shown.length) : null, shown.length, total, list.hasMore)}
      </p>
      {list.isPending ? (
        <Spinner label="Loading the saved reports in this theme" showLabel />
      ) : list.isError ? (
        <LoadError message="Your saved reports could not be loaded." onRetry={list.refetch} />
      ) : shown.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-line-strong bg-surface p-8 text-center">
          <p className="text-lg">No saved reports in this theme.</p>
          <Button variant="secondary" onClick={() => setTheme('all')}>
            Show All Saved Reports
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            {shown.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                onRead={() => setReading(report)}
                onRemove={() => remove.mutate(report)}
                removing={remove.isPending && remove.variables?.id === report.id}
              />
            ))}
          </div>
          <ShowOlderButton
            hasOlder={list.hasMore}
            loading={list.loadingMore}
            onShowOlder={list.loadMore}
            label="Show older saved reports"
            endText="That is every saved report."
          />
        </>
      )}
      <SavedReportDialog
        report={reading}
        onOpenChange={(open) => {
          if (!open) setReading(null);
        }}
      />
    </div>
  );
}

/** /library ('Insights Library'): every saved premium report, with the journal entry it answered when it has one. Premium members only. */
export function LibraryPage() {
  const user = useMemberUser();
  if (!user.is_premium) return <PremiumOnly />;
  return (
    <div className="container-page space-y-6 py-8">
      <BackToJournal />
      <SavedReports />
      <PageAd pages={LIBRARY_AD_PAGES} className="pt-4" />
    </div>
  );
}
