import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { THEMES, type Theme } from '../../../lib/themes';
import { fetchPremiumList, PREMIUM_LIST_KEY } from '../../premium/premium-content';
import { previewText } from '../journal-utils';
import { reportsOfTheme } from '../saved-reports';
import { CollapsibleCard } from './collapsible-card';
import { PremiumReaderDialog } from './premium-reader-dialog';

/** The published premium reports (GET /api/premium-content answers members the published ones only). */
function usePremiumReports() {
  return useQuery({ queryKey: PREMIUM_LIST_KEY, queryFn: fetchPremiumList });
}

/** A theme's premium reports; Read opens the reader (with Save to Library) over the list. */
export function ThemeReportsDialog({
  theme,
  onOpenChange,
  saveFailure,
}: {
  theme: Theme | null;
  onOpenChange: (open: boolean) => void;
  saveFailure: string;
}) {
  const reports = usePremiumReports();
  const [reading, setReading] = useState<number | null>(null);
  const items = theme ? reportsOfTheme(reports.data, theme) : [];
  return (
    <Dialog open={theme !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{theme?.title ?? 'Premium reports'}</DialogTitle>
          <DialogDescription className="text-lg">{theme?.description}</DialogDescription>
        </DialogHeader>
        {reports.isPending ? (
          <Spinner label="Loading the reports" showLabel />
        ) : reports.isError ? (
          <LoadError message="The premium reports could not be loaded." onRetry={() => void reports.refetch()} />
        ) : items.length === 0 ? (
          <p className="rounded-md bg-sunken px-4 py-3 text-lg">No premium reports on this theme yet. New ones appear here when the team publishes them.</p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start gap-4 py-4">
                {item.generated_images?.coverImage ? (
                  <img src={item.generated_images.coverImage} alt="" className="hidden aspect-[4/3] w-28 shrink-0 rounded-md object-cover sm:block" />
                ) : null}
                <div className="min-w-0 flex-1 basis-56 space-y-1">
                  {item.editorial_week ? <Badge>Day {item.editorial_week}</Badge> : null}
                  <p className="text-lg font-semibold break-words">{item.topic || 'Premium Coaching Insight'}</p>
                  {item.subtitle ? <p className="text-base text-muted">{item.subtitle}</p> : null}
                  {!item.subtitle && item.apple_news_deck ? <p className="text-base text-muted">{previewText(item.apple_news_deck, 150)}</p> : null}
                </div>
                <Button variant="secondary" size="sm" aria-label={`Read report: ${item.topic || 'Premium Coaching Insight'}`} onClick={() => setReading(item.id)}>
                  <BookOpen aria-hidden="true" />
                  Read
                </Button>
              </li>
            ))}
          </ul>
        )}
        {reading !== null ? (
          <PremiumReaderDialog contentId={reading} open onOpenChange={(open) => (open ? undefined : setReading(null))} saveFailure={saveFailure} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Six theme buttons with how many premium reports each has; each opens that theme's list. */
export function ThemeReportsCard({ saveFailure }: { saveFailure: string }) {
  const reports = usePremiumReports();
  const [theme, setTheme] = useState<Theme | null>(null);
  return (
    <CollapsibleCard title="Premium Reports by Theme">
      <p className="mb-4 text-base text-muted">Browse the coaching reports your coach draws on, theme by theme.</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {THEMES.map((item) => {
          const count = reports.data ? reportsOfTheme(reports.data, item).length : null;
          return (
            <li key={item.slug}>
              <Button variant="secondary" className="h-auto min-h-13 w-full justify-between gap-3 py-3 text-left" onClick={() => setTheme(item)}>
                <span>{item.title}</span>
                {count !== null ? (
                  <span className="rounded-full bg-sunken px-2.5 py-0.5 text-sm font-semibold">
                    {count}
                    <span className="sr-only">{count === 1 ? ' report' : ' reports'}</span>
                  </span>
                ) : null}
              </Button>
            </li>
          );
        })}
      </ul>
      <ThemeReportsDialog theme={theme} onOpenChange={(open) => (open ? undefined : setTheme(null))} saveFailure={saveFailure} />
    </CollapsibleCard>
  );
}
