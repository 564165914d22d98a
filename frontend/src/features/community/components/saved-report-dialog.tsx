import { Badge } from '../../../components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatLongDate } from '../../../lib/format';
import { formatUsDateTime } from '../journal-utils';
import type { SavedReport } from '../members-api';
import { themeLabel } from '../saved-reports';
import { LazyReportBody, usePreloadReportBody } from './lazy-report-body';

/** The title of a saved report, with the spec's fallback. */
export function reportTopic(report: SavedReport): string {
  return report.premium_content.topic?.trim() || 'Premium Coaching Insight';
}

/** Reading a saved report: topic, saved date, theme, the journal entry it answered (with date and time), the report. */
export function SavedReportDialog({ report, onOpenChange }: { report: SavedReport | null; onOpenChange: (open: boolean) => void }) {
  const theme = report ? themeLabel(report.premium_content.editorial_theme) : null;
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
            <div className="space-y-6">
              {report.journal_entry ? (
                <section aria-label="Your journal entry" className="space-y-2 rounded-md border border-line bg-sunken p-5">
                  <p className="text-base font-semibold">
                    Your journal entry ·{' '}
                    <time dateTime={report.journal_entry.created_at} className="font-normal text-muted">
                      written {formatUsDateTime(report.journal_entry.created_at)}
                    </time>
                  </p>
                  <p className="text-lg break-words whitespace-pre-line">{report.journal_entry.content}</p>
                </section>
              ) : null}
              {report.premium_content.subtitle ? <p className="font-serif text-xl">{report.premium_content.subtitle}</p> : null}
              <LazyReportBody content={report.premium_content} />
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
