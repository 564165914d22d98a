import { Apple, ExternalLink, Eye, Newspaper } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatShortDate } from '../../lib/format';
import { statusLabel, type PremiumSummary } from '../premium/premium-content';
import { openPremiumPreview } from './premium/open-premium-preview';
import { usePremiumPages } from './premium/premium-api';
import { api } from '../../lib/api-client';
import { countText, useListPages } from '../../lib/list-pages';
import { ShowOlderButton } from '../../components/ui/show-older-button';
import { WEBSITE_KEY, websiteStatusLabel } from './website/website-api';
import { PremiumEditorDialog, PremiumPreviewDialog } from './lazy-staff-dialogs';

export type LibraryTab = 'premium-content' | 'website-content' | 'apple-news';

/** A tab's name at 16 px with 8 px padding below 640 px, so the three fit one row of a 390 px phone's dialog. */
const PHONE_TAB = 'max-sm:px-2 max-sm:text-sm';

function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line-strong bg-sunken px-6 py-10 text-center">
      {icon}
      <h3 className="text-xl">{title}</h3>
      <p className="max-w-md text-base text-muted">{children}</p>
    </div>
  );
}

/** Every premium article (published and drafts) newest first, a page at a time. */
function PremiumLibrary({ onView }: { onView: (id: number) => void }) {
  const list = usePremiumPages();
  if (list.isPending) return <Spinner label="Loading the premium articles" showLabel />;
  if (list.isError) return <LoadError message="The premium articles could not be loaded." onRetry={list.refetch} />;
  const items: PremiumSummary[] = list.items ?? [];
  if (!items.length) {
    return (
      <EmptyState icon={<Newspaper aria-hidden="true" className="size-10 text-muted" />} title="No premium articles yet">
        Generate premium content from the Premium tab; it will be listed here.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      {countText(list, 'premium article', 'premium articles') ? <p className="text-base text-muted">{countText(list, 'premium article', 'premium articles')}, newest first.</p> : null}
      <ul aria-label="Premium articles" className="max-h-[28rem] overflow-y-auto pr-1">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line py-3 last:border-b-0">
            <div className="min-w-0 flex-1 basis-64 space-y-1">
              <p className="font-semibold break-words">{item.topic}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                {item.theme ?? 'No theme'} · {formatShortDate(item.created_at)}
                <Badge tone={item.status === 'published' ? 'success' : 'neutral'}>{statusLabel(item.status)}</Badge>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => onView(item.id)} aria-label={`View "${item.topic}"`}>
                <Eye aria-hidden="true" />
                View
              </Button>
              <Button variant="secondary" size="sm" onClick={() => openPremiumPreview(item.id)} aria-label={`Preview "${item.topic}" in a new window`}>
                <ExternalLink aria-hidden="true" />
                Preview
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ShowOlderButton hasOlder={list.hasMore} loading={list.loadingMore} onShowOlder={list.loadMore} label="Load more articles" endText="That is every article." />
    </div>
  );
}

/** Every website article (drafts, scheduled, published) newest first, a page at a time; a published one opens on the site. */
function WebsiteLibrary() {
  const list = useListPages(WEBSITE_KEY, {}, (query) => api.GET('/api/website-content', { params: { query } }), { refetchOnWindowFocus: 'always' });
  if (list.isPending) return <Spinner label="Loading the website articles" showLabel />;
  if (list.isError) return <LoadError message="The website articles could not be loaded." onRetry={list.refetch} />;
  const items = list.items ?? [];
  if (!items.length) {
    return (
      <EmptyState icon={<Newspaper aria-hidden="true" className="size-10 text-muted" />} title="No website articles yet">
        Create or generate articles from the Website tab; they will be listed here.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      {countText(list, 'website article', 'website articles') ? <p className="text-base text-muted">{countText(list, 'website article', 'website articles')}, newest first.</p> : null}
      <ul aria-label="Website articles" className="max-h-[28rem] overflow-y-auto pr-1">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line py-3 last:border-b-0">
            <div className="min-w-0 flex-1 basis-64 space-y-1">
              <p className="font-semibold break-words">{item.title}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                {item.theme ?? 'No theme'} · {formatShortDate(item.publish_date ?? item.created_at)}
                <Badge tone={item.status === 'published' ? 'success' : 'neutral'}>{websiteStatusLabel(item.status)}</Badge>
              </p>
            </div>
            {item.status === 'published' ? (
              <a href={`/article/${item.slug}`} target="_blank" rel="noopener" className="link inline-flex items-center gap-1 text-base">
                <ExternalLink aria-hidden="true" className="size-4" />
                Read on the site<span className="sr-only">: {item.title} (opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <ShowOlderButton hasOlder={list.hasMore} loading={list.loadingMore} onShowOlder={list.loadMore} label="Load more articles" endText="That is every article." />
    </div>
  );
}

/** The content library: premium articles, website articles and Apple News+ (coming soon). */
export function LibraryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [tab, setTab] = useState<LibraryTab>('premium-content');
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Content Library</DialogTitle>
            <DialogDescription>Everything the team has written, by kind of content.</DialogDescription>
          </DialogHeader>
          <Tabs value={tab} onValueChange={(value) => setTab(value as LibraryTab)}>
            <TabsList aria-label="Kinds of content">
              {/* On a phone the three names share one row (16 px, less padding): 'Apple News+' wrapped onto a row of its own. */}
              <TabsTrigger value="premium-content" className={PHONE_TAB}>
                Premium
              </TabsTrigger>
              <TabsTrigger value="website-content" className={PHONE_TAB}>
                Website
              </TabsTrigger>
              <TabsTrigger value="apple-news" className={PHONE_TAB}>
                Apple News+
              </TabsTrigger>
            </TabsList>
            <TabsContent value="premium-content">
              <PremiumLibrary onView={setViewing} />
            </TabsContent>
            <TabsContent value="website-content">
              <WebsiteLibrary />
            </TabsContent>
            <TabsContent value="apple-news">
              <EmptyState icon={<Apple aria-hidden="true" className="size-10 text-muted" />} title="Coming Soon">
                The Apple News+ library is coming soon. Plan the weeks of the cycle from the Apple News+ tab.
              </EmptyState>
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
      <PremiumPreviewDialog
        id={viewing}
        onOpenChange={(next) => !next && setViewing(null)}
        onEdit={(id) => {
          setViewing(null);
          setEditing(id);
        }}
      />
      <PremiumEditorDialog id={editing} onOpenChange={(next) => !next && setEditing(null)} />
    </>
  );
}
