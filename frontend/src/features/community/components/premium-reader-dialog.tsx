import { Badge } from '../../../components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePremiumItem } from '../../premium/premium-content';
import { useReportSaved } from '../members-api';
import { themeLabel } from '../saved-reports';
import { LazyReportBody, usePreloadReportBody } from './lazy-report-body';
import { SaveReportButton } from './save-report-button';

/**
 * Reads a recommended premium article (GET /api/premium-content/{id}) and saves it to the
 * member's library, linked to the journal entry the recommendation answered.
 */
export function PremiumReaderDialog({
  contentId,
  journalEntryId,
  open,
  onOpenChange,
  saveFailure,
  saved,
}: {
  contentId: number;
  /** Whether the report is in the member's Library, when the answer that opened it says so (a coach reply's recommendation). */
  saved?: boolean;
  journalEntryId?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Failed to save content to library' (Journey page) or 'Failed to save article to library' (Insights Guide). */
  saveFailure: string;
}) {
  const article = usePremiumItem(contentId, open);
  usePreloadReportBody();
  const data = article.data;
  const theme = themeLabel(data?.editorial_theme);
  // Opened from a list that does not say (a theme's reports): the Library is asked about this one report.
  const inLibrary = useReportSaved(contentId, open && saved === undefined && data?.locked === false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {article.isPending ? (
          <>
            <DialogTitle className="sr-only">Loading article</DialogTitle>
            <Spinner label="Loading the article" showLabel />
          </>
        ) : article.isError || !data ? (
          <>
            <DialogHeader>
              <DialogTitle>Article unavailable</DialogTitle>
            </DialogHeader>
            <DialogDescription asChild>
              <LoadError message="Failed to load article. Please try again." onRetry={() => void article.refetch()} />
            </DialogDescription>
          </>
        ) : (
          <>
            <DialogHeader>
              <div className="flex flex-wrap gap-2">
                <Badge tone="premium">Premium</Badge>
                {theme ? <Badge tone="accent">{theme}</Badge> : null}
                {data.editorial_week ? <Badge>Day {data.editorial_week}</Badge> : null}
              </div>
              <DialogTitle>{data.topic || 'Premium Coaching Insight'}</DialogTitle>
              {data.subtitle ? <DialogDescription className="text-lg">{data.subtitle}</DialogDescription> : null}
              {data.locked ? null : (
                <SaveReportButton className="mt-2 print:hidden" contentId={contentId} journalEntryId={journalEntryId} saveFailure={saveFailure} saved={saved ?? inLibrary.data} />
              )}
            </DialogHeader>
            <LazyReportBody content={data} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
