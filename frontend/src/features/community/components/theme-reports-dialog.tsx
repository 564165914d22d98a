import { BookOpen } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { THEMES, type Theme } from '../../../lib/themes';
import { api } from '../../../lib/api-client';
import { useListPages } from '../../../lib/list-pages';
import { PREMIUM_LIST_KEY, PREMIUM_PAGE_SIZE, premiumThemeCountsQuery, themeCount } from '../../premium/premium-content';
import { previewText } from '../../../lib/text-preview';
import { CollapsibleCard } from './collapsible-card';
import { PremiumReaderDialog } from './premium-reader-dialog';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { THEME_DESCRIPTIONS } from '../../../lib/theme-descriptions';
import { ReportCover } from './report-cover';

/**
 * A theme's published premium reports a page at a time (GET /api/premium-content?theme= answers members the published
 * ones only, as summaries), loaded when the theme's dialog opens.
 */
function usePremiumReports(theme: Theme | null) {
  return useListPages(PREMIUM_LIST_KEY, { theme: theme?.title, limit: PREMIUM_PAGE_SIZE }, (query) => api.GET('/api/premium-content', { params: { query } }), {
    enabled: theme !== null,
  });
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
  const reports = usePremiumReports(theme);
  const [reading, setReading] = useState<number | null>(null);
  const items = reports.items ?? [];
  return (
    <Dialog open={theme !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{theme?.title ?? 'Premium reports'}</DialogTitle>
          <DialogDescription className="text-lg">{theme ? THEME_DESCRIPTIONS[theme.slug] : null}</DialogDescription>
        </DialogHeader>
        {reports.isPending ? (
          <Spinner label="Loading the reports" showLabel />
        ) : reports.isError ? (
          <LoadError message="The premium reports could not be loaded." onRetry={reports.refetch} />
        ) : items.length === 0 ? (
          <p className="rounded-md bg-sunken px-4 py-3 text-lg">No premium reports on this theme yet. New ones appear here when the team publishes them.</p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start gap-4 py-4">
                <ReportCover src={item.generated_images?.coverImage} className="hidden aspect-[4/3] w-28 shrink-0 rounded-md object-cover sm:block" />
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
        {items.length ? (
          <ShowOlderButton hasOlder={reports.hasMore} loading={reports.loadingMore} onShowOlder={reports.loadMore} label="Load more reports" endText="That is every report." />
        ) : null}
        {reading !== null ? (
          <PremiumReaderDialog contentId={reading} open onOpenChange={(open) => (open ? undefined : setReading(null))} saveFailure={saveFailure} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** A theme's button with its count (from the one theme-counts call for all six). */
function ThemeButton({ theme, count, onOpen }: { theme: Theme; count: number | undefined; onOpen: () => void }) {
  return (
    // h-full: as tall as the row's tallest (a two-line 'Training & Performance' beside one-line themes at 1440 px).
    <Button variant="secondary" className="h-full min-h-13 w-full justify-between gap-3 py-3 text-left" onClick={onOpen}>
      {/* flex-1: the name at the left and the count at the right end in every button (Button centres its content). */}
      <span className="flex-1">{theme.title}</span>
      {count !== undefined ? (
        <span className="rounded-full bg-sunken px-2.5 py-0.5 text-sm font-semibold">
          {count}
          <span className="sr-only">{count === 1 ? ' report' : ' reports'}</span>
        </span>
      ) : null}
    </Button>
  );
}

/** The card's heading, for links to it (`/journal#premium-reports`). */
export const PREMIUM_REPORTS_ID = 'premium-reports';

/** Six theme buttons with how many premium reports each has; each opens that theme's list. */
export function ThemeReportsCard({ saveFailure }: { saveFailure: string }) {
  const [theme, setTheme] = useState<Theme | null>(null);
  // Six numbers: one count query, not six lists (a theme's reports load when its dialog opens).
  const counts = useQuery(premiumThemeCountsQuery);
  // /journal#premium-reports (the welcome page after paying): the card is where the reader lands.
  useEffect(() => {
    if (window.location.hash === `#${PREMIUM_REPORTS_ID}`) document.getElementById(PREMIUM_REPORTS_ID)?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <CollapsibleCard title="Premium Reports by Theme" headingId={PREMIUM_REPORTS_ID} className="print:hidden">
      <p className="mb-4 text-base text-muted">Browse the coaching reports your coach draws on, theme by theme.</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {THEMES.map((item) => (
          <li key={item.slug}>
            <ThemeButton theme={item} count={counts.data ? themeCount(counts.data, item) : undefined} onOpen={() => setTheme(item)} />
          </li>
        ))}
      </ul>
      <ThemeReportsDialog theme={theme} onOpenChange={(open) => (open ? undefined : setTheme(null))} saveFailure={saveFailure} />
    </CollapsibleCard>
  );
}
