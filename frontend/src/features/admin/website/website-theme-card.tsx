import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import type { Theme } from '../../../lib/themes';
import { themeWeek } from '../premium/premium-library';
import { publishedLabel, useWebsitePages } from './website-api';
import { WebsiteArticleActions, WebsiteStatusBadge, websiteItemDay, type WebsiteArticleHandlers } from './website-article-actions';
import { THEME_DESCRIPTIONS } from '../../../lib/theme-descriptions';

export interface WebsiteThemeCardProps {
  theme: Theme;
  /** Published articles, from GET /api/website-content/theme-counts; undefined while it loads. */
  count: number | undefined;
  handlers: WebsiteArticleHandlers;
  onOpenList: () => void;
  /** Generation buttons and progress. */
  children?: ReactNode;
}

/** One theme of the Website tab: published count (opening the list), the newest article (read on its own) and its actions. */
export function WebsiteThemeCard({ theme, count, handlers, onOpenList, children }: WebsiteThemeCardProps) {
  // The theme's newest article: a page of one (the list itself opens in a dialog, a page at a time).
  const newest = useWebsitePages(theme, '', 1);
  const latest = newest.items?.[0];
  return (
    <Card className="flex flex-col gap-4 p-5 md:p-6">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="kicker">Week {themeWeek(theme)}</p>
          {count === undefined ? (
            <Badge>Counting…</Badge>
          ) : (
            <button
              type="button"
              onClick={onOpenList}
              aria-haspopup="dialog"
              aria-label={`${publishedLabel(count)} in ${theme.title}: open the list`}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-accent/30 bg-accent-soft px-4 text-sm font-semibold text-accent-hover underline-offset-4 hover:border-accent hover:underline"
            >
              {publishedLabel(count)}
            </button>
          )}
        </div>
        <h3 className="text-2xl">{theme.title}</h3>
      </div>
      <p className="text-base text-muted">{THEME_DESCRIPTIONS[theme.slug]}</p>

      <div className="flex-1 space-y-3 rounded-md bg-sunken px-4 py-3">
        {latest ? (
          <>
            <div className="space-y-1">
              <p className="text-sm font-semibold text-muted">Most recently written</p>
              <p className="font-serif text-lg font-bold break-words">{latest.title}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                {websiteItemDay(latest)}
                <WebsiteStatusBadge item={latest} />
              </p>
            </div>
            <WebsiteArticleActions item={latest} handlers={handlers} withDelete={false} />
          </>
        ) : (
          <p className="text-base text-muted">{newest.isError ? 'The newest article could not be loaded.' : newest.items ? 'No website articles yet.' : 'Loading the newest article…'}</p>
        )}
      </div>
      {children}
    </Card>
  );
}
