import { Badge } from '../../../components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { MetaLine } from '../../../components/ui/meta-line';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/format';
import { formatUsDateTime } from '../journal-utils';
import { useSavedReport } from '../members-api';
import type { SavedReport } from '../member-shapes';
import { savedReportTheme } from '../saved-reports';
import { LazyReportBody, usePreloadReportBody } from './lazy-report-body';

/** The title of a saved report, with the spec's fallback. */
export function reportTopic(report: { premium_content: { topic: string } }): string {
  return report.premium_content.topic?.trim() || 'Premium Coaching Insight';
}

/**
 * Reading a saved report: topic, saved date, theme (from the list's summary, at once), then the journal entry it
 * answered (with date and time) and the report, read whole when the dialog opens (GET /api/community/library/{id}).
 */
export function SavedReportDialog({ report, onOpenChange }: { report: SavedReport | null; onOpenChange: (open: boolean) => void }) {
  const theme = report ? savedReportTheme(report) : null;
  const whole = useSavedReport(report?.id ?? null);
  usePreloadReportBody();
  return (
    <Dialog open={report !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {report ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap gap-2">
                <Badge tone="premium">Premium Report</Badge>
                {theme ? <Badge tone="accent">{theme}</Badge> : null}
              </div>
              <DialogTitle>{reportTopic(report)}</DialogTitle>
              <DialogDescription>Saved {formatLongDate(report.saved_at)}</DialogDescription>
            </DialogHeader>
            {whole.isPending ? (
              <Spinner label="Loading the report" showLabel />
            ) : whole.isError ? (
              <LoadError message="This report could not be loaded. It may have been removed from your library." onRetry={() => void whole.refetch()} />
            ) : (
              <div className="space-y-6">
                {whole.data.journal_entry ? (
                  <section aria-label="Your journal entry" className="space-y-2 rounded-md border border-line bg-sunken p-5">
                    <MetaLine
                      className="text-base font-semibold"
                      separatorClassName="font-normal text-muted"
                      items={[
                        'Your journal entry',
                        <time key="written" dateTime={whole.data.journal_entry.created_at} className="font-normal text-muted">
                          written {formatUsDateTime(whole.data.journal_entry.created_at)}
                        </time>,
                      ]}
                    />
                    <p className="text-lg break-words whitespace-pre-line">{whole.data.journal_entry.content}</p>
                  </section>
                ) : null}
                {whole.data.premium_content.subtitle ? <p className="font-serif text-xl">{whole.data.premium_content.subtitle}</p> : null}
                <LazyReportBody content={whole.data.premium_content} />
              </div>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
