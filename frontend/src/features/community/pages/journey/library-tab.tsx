import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../../lib/router-links';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage } from '../../../../lib/api';
import { answer, api } from '../../../../lib/api-client';
import { mayReadPremium } from '../../../../lib/user';
import { reportTopic, SavedReportDialog } from '../../components/saved-report-dialog';
import { useMemberUser } from '../../member-context';
import { dropSavedReport, useSavedContent } from '../../members-api';
import type { SavedReport } from '../../member-shapes';
import { ShowOlderButton } from '../../../../components/ui/show-older-button';
import { savedReportTheme } from '../../saved-reports';
import { focusAfterChange, mainContent } from '../../../../lib/focus-after-change';
import { DateText } from '../../../../components/ui/date-text';

/** The heading that says the library is empty: where focus goes when the last article is removed. */
const EMPTY_HEADING_ID = 'library-tab-empty-heading';
const removeButton = (reportId: number) => () => document.querySelector<HTMLElement>(`[data-library-remove="${reportId}"]`);

/** Library tab: the premium articles the member has saved, a page at a time (GET /api/community/library, loaded when the tab opens). */
export function LibraryTab() {
  const user = useMemberUser();
  const library = useSavedContent();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<SavedReport | null>(null);
  const remove = useMutation({
    mutationFn: (report: SavedReport) => answer(api.DELETE('/api/community/library/remove/{id}', { params: { path: { id: report.premium_content.id } } })),
    onSuccess: (_answer, report) => {
      // Focus goes on to the next article's Remove button (or the one before the last), else to the heading that says
      // the library is empty; the toast (polite) says what was removed. Not when the reader has moved on meanwhile.
      const saved = library.items ?? [];
      const at = saved.findIndex((item) => item.id === report.id);
      const next = saved[at + 1] ?? saved[at - 1];
      const holder = document.activeElement;
      if (!holder || holder === document.body || holder === removeButton(report.id)()) {
        focusAfterChange(next ? removeButton(next.id) : () => document.getElementById(EMPTY_HEADING_ID), mainContent);
      }
      dropSavedReport(queryClient, report.id, report.premium_content.id);
      toast({ title: 'Removed from Library', description: `“${reportTopic(report)}” is no longer in your library.` });
    },
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error, 'Failed to remove content from library'), variant: 'destructive' }),
  });

  if (library.isPending) return <Spinner label="Loading your library" showLabel />;
  if (library.isError) return <LoadError message="Your library could not be loaded." onRetry={library.refetch} />;

  const saved = library.items ?? [];
  const total = library.total ?? saved.length;
  if (saved.length === 0 && !library.hasMore) {
    return (
      <div className="space-y-3 rounded-lg border border-dashed border-line-strong bg-surface p-8">
        <h3 id={EMPTY_HEADING_ID} tabIndex={-1} className="text-2xl focus:outline-none">
          Your library is empty
        </h3>
        {mayReadPremium(user) ? (
          <p className="max-w-reading text-lg text-muted">
            When a coach reply recommends a premium article, open it and choose Save to Library. Saved articles are kept
            here for you to read again.
          </p>
        ) : (
          <>
            <p className="max-w-reading text-lg text-muted">
              Saving premium articles to read again is part of Premium membership. Your coach replies still recommend
              them, with a preview of each.
            </p>
            <Link to="/premium" className={buttonClasses('secondary', 'sm')}>
              See Premium membership
            </Link>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg">
          {total} saved {total === 1 ? 'article' : 'articles'}
        </p>
        {user.is_premium ? (
          <Link to="/library" className={buttonClasses('secondary', 'sm')}>
            Open the Insights Library
          </Link>
        ) : null}
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {saved.map((report) => {
          const topic = reportTopic(report);
          const theme = savedReportTheme(report);
          return (
            <li key={report.id} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-card">
              <div className="flex flex-wrap gap-2">
                <Badge tone="premium">Premium</Badge>
                {theme ? <Badge tone="accent">{theme}</Badge> : null}
                {report.premium_content.editorial_week ? <Badge>Day {report.premium_content.editorial_week}</Badge> : null}
              </div>
              <h3 className="text-xl">{topic}</h3>
              {report.premium_content.subtitle ? <p className="text-base text-muted">{report.premium_content.subtitle}</p> : null}
              <p className="text-base text-muted">Saved <DateText value={report.saved_at} /></p>
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                <Button size="sm" aria-label={`Read: ${topic}`} onClick={() => setReading(report)}>
                  <BookOpen aria-hidden="true" />
                  Read
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  aria-label={`Remove from library: ${topic}`}
                  data-library-remove={report.id}
                  busy={remove.isPending && remove.variables?.id === report.id}
                  onClick={() => remove.mutate(report)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ShowOlderButton
        hasOlder={library.hasMore}
        loading={library.loadingMore}
        onShowOlder={library.loadMore}
        label="Show older saved articles"
        endText="That is every saved article."
      />
      <SavedReportDialog
        report={reading}
        onOpenChange={(open) => {
          if (!open) setReading(null);
        }}
      />
    </div>
  );
}
