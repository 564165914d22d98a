import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { ListPageSection } from '../../../components/ui/list-page-section';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { LoadError } from '../../../components/ui/load-error';
import type { Theme } from '../../../lib/themes';
import { SEARCH_PAUSE_MS, useSettledValue } from '../../../lib/use-settled-value';
import { useWebsitePage, WEBSITE_PAGE_SIZE, type WebsiteListSort, type WebsiteListStatus } from './website-api';
import { useArticlesSent } from '../newsletter/newsletter-api';
import { WebsiteArticleActions, WebsiteStatusBadge, websiteItemDay, type WebsiteArticleHandlers } from './website-article-actions';
import { pageCountText } from '../../../lib/list-pages';

export interface WebsiteArticleListDialogProps {
  theme: Theme | null;
  handlers: WebsiteArticleHandlers;
  onOpenChange: (open: boolean) => void;
}

/** How the list's search finds articles (docs/product.md#website-articles). */
const SEARCH_HINT = "Words of the title or text; or paste an article's slug, its link or #id (e.g. #1942) to find just that article.";

const STATUS_OPTIONS: Array<{ value: WebsiteListStatus; label: string }> = [
  { value: '', label: 'All statuses' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

/** A theme's articles a page at a time (Previous and Next); search, status and order run on the server over every article of the theme. */
function ArticleList({ theme, handlers }: { theme: Theme; handlers: WebsiteArticleHandlers }) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<WebsiteListStatus>('');
  const [sort, setSort] = useState<WebsiteListSort>('newest');
  const searchId = useId();
  const hintId = useId();
  const statusId = useId();
  const sortId = useId();
  const q = useSettledValue(query.trim(), SEARCH_PAUSE_MS);
  const list = useWebsitePage(theme, { q, status, sort });
  const shown = list.items;
  const sent = useArticlesSent((shown ?? []).filter((item) => item.status === 'published').map((item) => item.id));

  const statusLabel = STATUS_OPTIONS.find((option) => option.value === status)?.label ?? '';
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
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={statusId}>Status</Label>
          <NativeSelect id={statusId} value={status} onChange={(event) => setStatus(event.target.value as WebsiteListStatus)}>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor={sortId}>Order</Label>
          <NativeSelect id={sortId} value={sort} onChange={(event) => setSort(event.target.value as WebsiteListSort)}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </NativeSelect>
        </div>
      </div>
      <p role="status" className="text-sm text-muted">
        {pageCountText(list, WEBSITE_PAGE_SIZE, { one: 'article', many: 'articles', filtered: Boolean(q || status) })}
      </p>
      {list.isError ? <LoadError message="The articles could not be loaded." onRetry={list.refetch} /> : null}
      {shown?.length || list.page > 1 ? (
        <ListPageSection
          list={list}
          navLabel={`Pages of ${theme.title} articles`}
          endText="That is every article."
          emptyText="No articles on this page any more."
          listClassName="max-h-[60vh]"
        >
          {(shown ?? []).map((item) => (
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
              <WebsiteArticleActions item={item} handlers={handlers} newsletter={sent.get(item.id)} />
            </li>
          ))}
        </ListPageSection>
      ) : shown ? (
        <p className="text-base text-muted">{q ? 'No article matches the search.' : status ? `No ${statusLabel.toLowerCase()} articles here.` : 'No website articles yet.'}</p>
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
              <DialogDescription>Drafts, scheduled and published articles of this theme; a search lists the titles that match first (a published article shows the day readers see on it).</DialogDescription>
            </DialogHeader>
            <ArticleList key={theme.slug} theme={theme} handlers={handlers} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
