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
import { PremiumPreviewButton } from './premium/premium-preview-button';
import { usePremiumPages } from './premium/premium-api';
import { api } from '../../lib/api-client';
import { countText, useListPages, type ListParams } from '../../lib/list-pages';
import { ShowOlderButton } from '../../components/ui/show-older-button';
import { WEBSITE_KEY, websiteStatusLabel } from './website/website-api';
import { PremiumEditorDialog, PremiumPreviewDialog } from './lazy-staff-dialogs';
import { MetaLine } from '../../components/ui/meta-line';

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

/** A library tab's list as `useListPages` reads it. */
type LibraryPages<T> = ReturnType<typeof useListPages<ListParams, unknown, T>>;

/**
 * One kind of content in the library, newest first, a page at a time: loading, failed, empty (`empty` says where such
 * articles come from), else how many and the rows.
 */
function LibraryList<T extends { id: number }>({ list, one, many, empty, row }: { list: LibraryPages<T>; one: string; many: string; empty: ReactNode; row: (item: T) => ReactNode }) {
  if (list.isPending) return <Spinner label={`Loading the ${many}`} showLabel />;
  if (list.isError) return <LoadError message={`The ${many} could not be loaded.`} onRetry={list.refetch} />;
  const items = list.items ?? [];
  if (!items.length) {
    return (
      <EmptyState icon={<Newspaper aria-hidden="true" className="size-10 text-muted" />} title={`No ${many} yet`}>
        {empty}
      </EmptyState>
    );
  }
  const count = countText(list, one, many);
  return (
    <div className="space-y-3">
      {count ? <p className="text-base text-muted">{count}, newest first.</p> : null}
      <ul aria-label={many[0].toUpperCase() + many.slice(1)} className="max-h-[28rem] overflow-y-auto pr-1">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line py-3 last:border-b-0">
            {row(item)}
          </li>
        ))}
      </ul>
      <ShowOlderButton hasOlder={list.hasMore} loading={list.loadingMore} onShowOlder={list.loadMore} label="Load more articles" endText="That is every article." />
    </div>
  );
}

/** A library row's title and its theme, date and status. */
function LibraryRowText({ title, theme, date, published, status }: { title: string; theme: string | null | undefined; date: string; published: boolean; status: string }) {
  return (
    <div className="min-w-0 flex-1 basis-64 space-y-1">
      <p className="font-semibold break-words">{title}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <MetaLine as="span" items={[theme ?? 'No theme', formatShortDate(date)]} />
        <Badge tone={published ? 'success' : 'neutral'}>{status}</Badge>
      </p>
    </div>
  );
}

/** Every premium article (published and drafts) newest first, a page at a time. */
function PremiumLibrary({ onView }: { onView: (id: number) => void }) {
  return (
    <LibraryList<PremiumSummary>
      list={usePremiumPages()}
      one="premium article"
      many="premium articles"
      empty="Generate premium content from the Premium tab; it will be listed here."
      row={(item) => (
        <>
          <LibraryRowText title={item.topic} theme={item.theme} date={item.created_at} published={item.status === 'published'} status={statusLabel(item.status)} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => onView(item.id)} aria-label={`View "${item.topic}"`}>
              <Eye aria-hidden="true" />
              View
            </Button>
            <PremiumPreviewButton item={item} />
          </div>
        </>
      )}
    />
  );
}

/** Every website article (drafts, scheduled, published) newest first, a page at a time; each opens at its address (staff see drafts there). */
function WebsiteLibrary() {
  return (
    <LibraryList
      list={useListPages(WEBSITE_KEY, {}, (query) => api.GET('/api/website-content', { params: { query } }), { refetchOnWindowFocus: 'always' })}
      one="website article"
      many="website articles"
      empty="Create or generate articles from the Website tab; they will be listed here."
      row={(item) => (
        <>
          <LibraryRowText
            title={item.title}
            theme={item.theme}
            date={item.publish_date ?? item.created_at}
            published={item.status === 'published'}
            status={websiteStatusLabel(item.status)}
          />
          {/* A draft, scheduled or deleted article opens at its address for staff, under a bar saying readers cannot see it. */}
          <a href={`/article/${item.slug}`} target="_blank" rel="noopener" className="link inline-flex items-center gap-1 text-base">
            <ExternalLink aria-hidden="true" className="size-4" />
            {item.status === 'published' ? 'Read on the site' : 'Preview'}<span className="sr-only">: {item.title} (opens in a new tab)</span>
          </a>
        </>
      )}
    />
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
