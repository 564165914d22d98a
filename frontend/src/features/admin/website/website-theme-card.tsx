import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { Theme } from '../../../lib/themes';
import { publishedLabel, useWebsitePages } from './website-api';
import { WebsiteArticleActions, WebsiteStatusBadge, websiteItemDay, type WebsiteArticleHandlers } from './website-article-actions';
import { NewestArticle, NewestArticleLoading, ThemeCardHeading } from '../theme-card-parts';
import { useArticlesSent } from '../newsletter/newsletter-api';

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
  const sent = useArticlesSent(latest?.status === 'published' ? [latest.id] : []);
  return (
    <Card className="flex flex-col gap-4 p-5 md:p-6">
      <ThemeCardHeading theme={theme} count={count} label={publishedLabel} tone="accent" onOpenList={onOpenList} />

      <div className="flex-1 space-y-3 rounded-md bg-sunken px-4 py-3">
        {latest ? (
          <>
            <NewestArticle
              label="Most recently written"
              title={latest.title}
              meta={
                <>
                  {websiteItemDay(latest)}
                  <WebsiteStatusBadge item={latest} />
                </>
              }
            />
            <WebsiteArticleActions item={latest} handlers={handlers} withDelete={false} newsletter={sent.get(latest.id)} />
          </>
        ) : newest.isError || newest.items ? (
          <p className="text-base text-muted">{newest.isError ? 'The newest article could not be loaded.' : 'No website articles yet.'}</p>
        ) : (
          // Its title, date and actions: about 14 rem at every width (the cards are 19-21 rem wide).
          <NewestArticleLoading label="Most recently written" reserve="min-h-56" />
        )}
      </div>
      {children}
    </Card>
  );
}
