import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { formatShortDate } from '../../lib/format';
import type { Theme } from '../../lib/themes';
import { searchWebsite, type WebsiteArticle } from './website-api';
import { WebsiteArticleActions, WebsiteStatusBadge, type WebsiteArticleHandlers } from './website-article-actions';

export interface WebsiteArticleListDialogProps {
  theme: Theme | null;
  items: readonly WebsiteArticle[];
  handlers: WebsiteArticleHandlers;
  onOpenChange: (open: boolean) => void;
}

function ArticleList({ theme, items, handlers }: { theme: Theme; items: readonly WebsiteArticle[]; handlers: WebsiteArticleHandlers }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = searchWebsite(items, query);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={searchId}>Search {theme.title} articles</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className="pl-10" autoComplete="off" />
        </div>
      </div>
      <p role="status" className="text-sm text-muted">
        {shown.length === items.length ? (items.length === 1 ? '1 article' : `${items.length} articles`) : `${shown.length} of ${items.length} articles`}
      </p>
      {shown.length ? (
        <ul className="max-h-[60vh] overflow-y-auto pr-1">
          {shown.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line py-3 last:border-b-0">
              <div className="min-w-0 flex-1 basis-72 space-y-1">
                <p className="font-semibold break-words">{item.title}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  {formatShortDate(item.created_at)}
                  <WebsiteStatusBadge item={item} />
                </p>
              </div>
              <WebsiteArticleActions item={item} handlers={handlers} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-base text-muted">{items.length ? 'No article matches the search.' : 'No website articles yet.'}</p>
      )}
    </div>
  );
}

/** A theme's website articles (drafts, scheduled and published), searchable, each with its actions. */
export function WebsiteArticleListDialog({ theme, items, handlers, onOpenChange }: WebsiteArticleListDialogProps) {
  return (
    <Dialog open={theme !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        {theme ? (
          <>
            <DialogHeader>
              <p className="kicker">Website articles</p>
              <DialogTitle>{theme.title} articles</DialogTitle>
              <DialogDescription>Drafts, scheduled and published articles of this theme, newest first.</DialogDescription>
            </DialogHeader>
            <ArticleList key={theme.slug} theme={theme} items={items} handlers={handlers} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
