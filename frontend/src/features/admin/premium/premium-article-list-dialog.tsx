import { Eye, Pencil, Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../components/ui/use-toast';
import { formatShortDate } from '../../../lib/format';
import type { Theme } from '../../../lib/themes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SEARCH_PAUSE_MS, useSettledValue } from '../../../lib/use-settled-value';
import { useFocusNear } from '../../../lib/use-focus-near';
import { PREMIUM_PAGE_SIZE, statusLabel, type PremiumSummary } from '../../premium/premium-content';
import { PremiumPreviewButton } from './premium-preview-button';
import { useBatchDeletePremium, useBulkDeletePremium, useBulkDeleteTheme, usePremiumPage, type BulkDeleteFilter } from './premium-api';
import { batchDeleteToast } from './premium-library';
import { pageCountText } from '../../../lib/list-pages';
import { ListPageSection } from '../../../components/ui/list-page-section';

export interface PremiumArticleListDialogProps {
  theme: Theme | null;
  /** The theme's count from GET /api/premium-content/theme-counts (the server's), when known. */
  count: number | undefined;
  onOpenChange: (open: boolean) => void;
  onView: (item: PremiumSummary) => void;
  onEdit: (item: PremiumSummary) => void;
}

/** 'matching': every article the list shows on the server (its X-Total-Count), loaded or not. */
type Confirming = 'selected' | 'matching' | 'theme' | null;

const NONE: ReadonlySet<number> = new Set();

const articles = (n: number) => (n === 1 ? '1 article' : `${n.toLocaleString('en-GB')} articles`);

function ArticleRow({
  item,
  selected,
  onSelect,
  onView,
  onEdit,
}: {
  item: PremiumSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onView: () => void;
  onEdit: () => void;
}) {
  const checkboxId = useId();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line py-3 last:border-b-0">
      <div className="flex min-w-0 flex-1 basis-72 items-start gap-3">
        <Checkbox id={checkboxId} checked={selected} onCheckedChange={(checked) => onSelect(checked === true)} className="mt-1.5" />
        <Label htmlFor={checkboxId} className="min-w-0 cursor-pointer space-y-1 font-normal">
          <span className="block font-semibold break-words">{item.topic}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {formatShortDate(item.created_at)}
            <Badge tone={item.status === 'published' ? 'success' : 'neutral'}>{statusLabel(item.status)}</Badge>
          </span>
        </Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onView} aria-label={`View "${item.topic}"`}>
          <Eye aria-hidden="true" />
          View
        </Button>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit "${item.topic}"`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {/* Named on the screen as in the Library: an icon alone beside View did not say what it does. */}
        <PremiumPreviewButton item={item} />
      </div>
    </li>
  );
}

/**
 * A theme's premium articles a page at a time: search (on the server, over every article of the theme), select, view,
 * edit, delete the selected ones, every one the list matches, or every one of the theme. The counts the confirmations
 * give are the server's, and the bulk deletes act on the server's set, not on what is loaded.
 */
function ArticleList({ theme, count, onClose, onView, onEdit }: { theme: Theme; count: number | undefined; onClose: () => void; onView: (item: PremiumSummary) => void; onEdit: (item: PremiumSummary) => void }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const q = useSettledValue(query.trim(), SEARCH_PAUSE_MS);
  const list = usePremiumPage(theme.title, q);
  const items = list.items ?? [];
  const total = list.total;
  // The selection of this search, kept from page to page (a new search starts with none: what it hid stays unselected).
  const [selection, setSelection] = useState<{ of: string; ids: ReadonlySet<number> }>(() => ({ of: q, ids: new Set() }));
  const selected = selection.of === q ? selection.ids : NONE;
  const setSelected = (change: ReadonlySet<number> | ((current: ReadonlySet<number>) => ReadonlySet<number>)) =>
    setSelection((current) => ({ of: q, ids: typeof change === 'function' ? change(current.of === q ? current.ids : NONE) : change }));
  // "Select all" of the filter (this search): the server's set; any change of the search or a selection ends it.
  const [allMatching, setAllMatching] = useState<string | null>(null);
  const matching = allMatching !== null && allMatching === q && total !== undefined;
  const [confirming, setConfirming] = useState<Confirming>(null);
  const batch = useBatchDeletePremium();
  const matchingDelete = useBulkDeletePremium();
  const bulk = useBulkDeleteTheme();
  const chosen = [...selected];
  const allShownSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const themeTotal = count ?? (q ? undefined : total);

  const toggle = (id: number, on: boolean) => {
    setAllMatching(null);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const toggleShown = (on: boolean) => {
    setAllMatching(null);
    setSelected((current) => {
      const next = new Set(current);
      for (const item of items) {
        if (on) next.add(item.id);
        else next.delete(item.id);
      }
      return next;
    });
  };

  // 'Delete selected' is disabled while nothing is selected, so once its delete is done it cannot take focus back:
  // focus goes to the control nearest to it (docs/product.md#focus-after-a-dialog), never the list dialog's frame.
  const deleteOpener = useFocusNear();
  const askDeleteSelected = deleteOpener.from(() => setConfirming(matching ? 'matching' : 'selected'));

  const deleteSelected = () => {
    batch.mutate(chosen, {
      onSuccess: (outcome) => {
        toast(batchDeleteToast(outcome));
        setSelected(new Set());
      },
      onError: () => toast({ title: 'Bulk Delete Failed', description: 'Please try again.', variant: 'destructive' }),
      onSettled: () => {
        setConfirming(null);
        deleteOpener.near();
      },
    });
  };

  const deleteMatching = () => {
    if (total === undefined) return;
    matchingDelete.mutate(
      { theme: theme.title as BulkDeleteFilter['theme'], ...(q ? { q } : {}), expected_count: total },
      {
        // Done, or refused because the count changed (the list shows the new one): the editor selects again.
        onSettled: () => {
          setSelected(new Set());
          setAllMatching(null);
          setConfirming(null);
          deleteOpener.near();
        },
      },
    );
  };

  // The count the editor confirmed goes with it: another number there now is refused (409, shown in the toast; the
  // counts are read again) and nothing is deleted.
  const deleteTheme = () => {
    if (themeTotal === undefined) return;
    bulk.mutate({ theme: theme.title, expectedCount: themeTotal }, {
      onSuccess: () => {
        setSelected(new Set());
        onClose();
      },
      onSettled: () => setConfirming(null),
    });
  };

  const selectedCount = matching ? total : chosen.length;
  const matchingWords = q ? `${articles(total ?? 0)} matching "${q}"` : `${articles(total ?? 0)} of ${theme.title}`;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{theme.title} articles</DialogTitle>
        <DialogDescription>
          {themeTotal === undefined ? 'Premium articles' : themeTotal === 1 ? '1 premium article' : `${themeTotal.toLocaleString('en-GB')} premium articles`}, newest
          first. Select articles to delete several at once.
        </DialogDescription>
      </DialogHeader>

      <div className="space-y-2">
        <Label htmlFor={searchId}>Search articles</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className="pl-11" autoComplete="off" />
        </div>
      </div>
      {/* Apart from the field above (it sat against the field's border, read as part of it). */}
      <p role="status" className="mt-3 text-sm text-muted">
        {pageCountText(list, PREMIUM_PAGE_SIZE, { one: 'article', many: 'articles', filtered: Boolean(q) })}
      </p>
      {list.isError ? <LoadError message="The premium articles could not be loaded." onRetry={list.refetch} /> : null}

      <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base font-semibold">
          <Checkbox checked={allShownSelected || matching} onCheckedChange={(checked) => toggleShown(checked === true)} disabled={!items.length} />
          Select all shown
        </label>
        <p aria-live="polite" className="text-base text-muted">
          {selectedCount} selected
        </p>
      </div>
      {allShownSelected && total !== undefined && total > items.length && !matching ? (
        <p className="flex flex-wrap items-center gap-2 rounded-md bg-sunken px-4 py-2 text-base">
          The {articles(items.length)} shown are selected.
          <Button variant="ghost" size="sm" onClick={() => setAllMatching(q)}>
            Select all {matchingWords}
          </Button>
        </p>
      ) : null}
      {matching ? (
        <p className="flex flex-wrap items-center gap-2 rounded-md bg-sunken px-4 py-2 text-base">
          All {matchingWords} are selected, shown or not.
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setAllMatching(null);
              setSelected(new Set());
            }}
          >
            Clear selection
          </Button>
        </p>
      ) : null}

      {items.length || list.page > 1 ? (
        <ListPageSection
          list={list}
          navLabel={`Pages of ${theme.title} articles`}
          endText="That is every article."
          emptyText="No articles on this page any more."
          listClassName="max-h-[28rem]"
        >
          {items.map((item) => (
            <ArticleRow
              key={item.id}
              item={item}
              selected={matching || selected.has(item.id)}
              onSelect={(on) => toggle(item.id, on)}
              onView={() => onView(item)}
              onEdit={() => onEdit(item)}
            />
          ))}
        </ListPageSection>
      ) : list.items ? (
        <p className="py-6 text-center text-lg text-muted">{q ? `No articles match "${q}".` : 'No premium articles in this theme yet.'}</p>
      ) : null}

      <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-line pt-5">
        <Button variant="danger" onClick={askDeleteSelected} busy={batch.isPending || matchingDelete.isPending} disabled={!batch.isPending && !matchingDelete.isPending && !selectedCount}>
          <Trash2 aria-hidden="true" />
          Delete selected ({selectedCount})
        </Button>
        <Button variant="secondary" onClick={() => setConfirming('theme')} busy={bulk.isPending} disabled={!bulk.isPending && !themeTotal}>
          Delete all {theme.title} articles
        </Button>
      </div>

      <ConfirmDialog
        open={confirming === 'selected'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete Selected Articles"
        description={`Are you sure you want to delete the ${chosen.length === 1 ? 'selected article' : `${chosen.length} selected articles`}? Members will no longer see ${chosen.length === 1 ? 'it' : 'them'}.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={batch.isPending}
        destructive
        onConfirm={deleteSelected}
      />
      <ConfirmDialog
        open={confirming === 'matching'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete Selected Articles"
        description={`Are you sure you want to delete all ${matchingWords}, loaded or not? Members will no longer see them.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={matchingDelete.isPending}
        destructive
        onConfirm={deleteMatching}
      />
      <ConfirmDialog
        open={confirming === 'theme'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Delete All ${theme.title} Articles`}
        description={
          themeTotal === 1
            ? `Are you sure you want to delete the 1 ${theme.title} article? Members will no longer see it.`
            : `Are you sure you want to delete all ${themeTotal ?? ''} ${theme.title} articles? Members will no longer see them.`
        }
        confirmLabel="Delete All"
        pendingLabel="Deleting..."
        pending={bulk.isPending}
        destructive
        onConfirm={deleteTheme}
      />
    </>
  );
}

/** The theme's list in its dialog (a fresh list, search and selection each time a theme opens). */
export function PremiumArticleListDialog({ theme, count, onOpenChange, onView, onEdit }: PremiumArticleListDialogProps) {
  return (
    <Dialog open={theme !== null} onOpenChange={(open) => !open && onOpenChange(false)}>
      <DialogContent className="max-w-3xl">
        {theme ? <ArticleList key={theme.slug} theme={theme} count={count} onClose={() => onOpenChange(false)} onView={onView} onEdit={onEdit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
