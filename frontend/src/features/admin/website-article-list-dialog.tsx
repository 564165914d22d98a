import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import type { Theme } from '../../lib/themes';
import { SEARCH_PAUSE_MS, useSettledValue } from '../community/components/journal-filters';
import { ShowOlderButton } from '../community/components/show-older-button';
import { useWebsitePages } from './website-api';
import { WebsiteArticleActions, WebsiteStatusBadge, websiteItemDay, type WebsiteArticleHandlers } from './website-article-actions';
import { countText } from '../../lib/list-pages';

export interface WebsiteArticleListDialogProps {
  theme: Theme | null;
  handlers: WebsiteArticleHandlers;
  onOpenChange: (open: boolean) => void;
}

/** How the list's search finds articles (docs/product.md#website-articles). */
const SEARCH_HINT = "Words of the title or text; or paste an article's slug, its link or #id (e.g. #1942) to find just that article.";

/** A theme's articles a page at a time; the search runs on the server over every article of the theme. */
function ArticleList({ theme, handlers }: { theme: Theme; handlers: WebsiteArticleHandlers }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const hintId = useId();
  const q = useSettledValue(query.trim(), SEARCH_PAUSE_MS);
  const list = useWebsitePages(theme, q);
  const shown = list.items;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={searchId}>Search {theme.title} articles</Label>
        <p id={hintId} className="text-sm text-muted">
          {SEARCH_HINT}
        </p>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-10"
            autoComplete="off"
            placeholder="Words, a slug, a link or #id"
            aria-describedby={hintId}
          />
        </div>
      </div>
      <p role="status" className="text-sm text-muted">
        {countText(list, 'article', 'articles') === undefined
          ? 'Loading…'
          : `${countText(list, 'article', 'articles')}${q ? (list.total === 1 ? ' matches' : ' match') : ''}${shown && shown.length < (list.total ?? Infinity) ? `, ${shown.length.toLocaleString('en-GB')} shown` : ''}`}
      </p>
      {list.isError ? <LoadError message="The articles could not be loaded." onRetry={list.refetch} /> : null}
      {shown?.length ? (
        <>
          <ul className="max-h-[60vh] overflow-y-auto pr-1">
            {shown.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line py-3 last:border-b-0">
                <div className="min-w-0 flex-1 basis-72 space-y-1">
                  <p className="font-semibold break-words">{item.title}</p>
                  <p className="text-sm break-all text-muted">
                    <span className="sr-only">Address: </span>
                    {item.slug}
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    {websiteItemDay(item)}
                    <WebsiteStatusBadge item={item} />
                  </p>
                </div>
                <WebsiteArticleActions item={item} handlers={handlers} />
              </li>
            ))}
          </ul>
          <ShowOlderButton hasOlder={list.hasMore} loading={list.loadingMore} onShowOlder={list.loadMore} label="Load more articles" endText="That is every article." />
        </>
      ) : shown ? (
        <p className="text-base text-muted">{q ? 'No article matches the search.' : 'No website articles yet.'}</p>
      ) : null}
    </div>
  );
}

/** A theme's website articles (drafts, scheduled and published), searchable, each with its actions. */
export function WebsiteArticleListDialog({ theme, handlers, onOpenChange }: WebsiteArticleListDialogProps) {
  return (
    <Dialog open={theme !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        {theme ? (
          <>
            <DialogHeader>
              <p className="kicker">Website articles</p>
              <DialogTitle>{theme.title} articles</DialogTitle>
              <DialogDescription>Drafts, scheduled and published articles of this theme, the most recently written first (a published one shows the day readers see on it).</DialogDescription>
            </DialogHeader>
            <ArticleList key={theme.slug} theme={theme} handlers={handlers} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
