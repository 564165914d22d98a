import { ExternalLink, Eye, Pencil, Search, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { formatShortDate } from '../../lib/format';
import type { Theme } from '../../lib/themes';
import { ConfirmDialog } from '../community/components/confirm-dialog';
import { statusLabel, type PremiumItem } from '../premium/premium-content';
import { openPremiumPreview } from './open-premium-preview';
import { useBatchDeletePremium, useBulkDeleteTheme } from './premium-api';
import { batchDeleteToast, searchArticles, validSelection } from './premium-library';

export interface PremiumArticleListDialogProps {
  theme: Theme | null;
  items: readonly PremiumItem[];
  onOpenChange: (open: boolean) => void;
  onView: (item: PremiumItem) => void;
  onEdit: (item: PremiumItem) => void;
}

type Confirming = 'selected' | 'theme' | null;

function ArticleRow({
  item,
  selected,
  onSelect,
  onView,
  onEdit,
}: {
  item: PremiumItem;
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
        <Button variant="ghost" size="icon" onClick={() => openPremiumPreview(item.id)} aria-label={`Preview "${item.topic}" in a new window`}>
          <ExternalLink aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** A theme's premium articles: search, select, view, edit, delete the selected ones or every one of the theme. */
export function PremiumArticleListDialog({ theme, items, onOpenChange, onView, onEdit }: PremiumArticleListDialogProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [confirming, setConfirming] = useState<Confirming>(null);
  const batch = useBatchDeletePremium();
  const bulk = useBulkDeleteTheme();
  const shown = useMemo(() => searchArticles(items, query), [items, query]);
  const chosen = validSelection(selected, items);
  const allShownSelected = shown.length > 0 && shown.every((item) => selected.has(item.id));

  const close = (open: boolean) => {
    if (open) return;
    setQuery('');
    setSelected(new Set());
    onOpenChange(false);
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggleShown = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const item of shown) {
        if (on) next.add(item.id);
        else next.delete(item.id);
      }
      return next;
    });

  const askDeleteSelected = () => {
    if (!chosen.length) {
      toast(batchDeleteToast({ deleted: [], failed: [] }));
      return;
    }
    setConfirming('selected');
  };

  const deleteSelected = () => {
    batch.mutate(chosen, {
      onSuccess: (outcome) => {
        toast(batchDeleteToast(outcome));
        setSelected(new Set());
      },
      onError: () => toast({ title: 'Bulk Delete Failed', description: 'Please try again.', variant: 'destructive' }),
      onSettled: () => setConfirming(null),
    });
  };

  const deleteTheme = () => {
    if (!theme) return;
    bulk.mutate(theme.title, {
      onSuccess: () => {
        setSelected(new Set());
        close(false);
      },
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <>
      <Dialog open={theme !== null} onOpenChange={close}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{theme?.title} articles</DialogTitle>
            <DialogDescription>
              {items.length === 1 ? '1 premium article' : `${items.length} premium articles`}, newest first. Select articles to delete
              several at once.
            </DialogDescription>
          </DialogHeader>

          <div className="space-y-2">
            <Label htmlFor={searchId}>Search articles</Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
              <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className="pl-11" autoComplete="off" />
            </div>
          </div>

          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base font-semibold">
              <Checkbox checked={allShownSelected} onCheckedChange={(checked) => toggleShown(checked === true)} disabled={!shown.length} />
              Select all shown
            </label>
            <p aria-live="polite" className="text-base text-muted">
              {chosen.length} selected
            </p>
          </div>

          {shown.length ? (
            <ul aria-label={`${theme?.title ?? ''} articles`} className="max-h-[28rem] overflow-y-auto pr-1">
              {shown.map((item) => (
                <ArticleRow
                  key={item.id}
                  item={item}
                  selected={selected.has(item.id)}
                  onSelect={(on) => toggle(item.id, on)}
                  onView={() => onView(item)}
                  onEdit={() => onEdit(item)}
                />
              ))}
            </ul>
          ) : (
            <p className="py-6 text-center text-lg text-muted">
              {items.length ? `No articles match "${query.trim()}".` : 'No premium articles in this theme yet.'}
            </p>
          )}

          <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-line pt-5">
            <Button variant="danger" onClick={askDeleteSelected} disabled={batch.isPending}>
              <Trash2 aria-hidden="true" />
              Delete selected ({chosen.length})
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('theme')} disabled={!items.length || bulk.isPending}>
              Delete all {theme?.title} articles
            </Button>
          </div>
        </DialogContent>
      </Dialog>

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
        open={confirming === 'theme'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Delete All ${theme?.title ?? ''} Articles`}
        description={`Are you sure you want to delete all ${items.length} ${theme?.title ?? ''} articles? Members will no longer see them.`}
        confirmLabel="Delete All"
        pendingLabel="Deleting..."
        pending={bulk.isPending}
        destructive
        onConfirm={deleteTheme}
      />
    </>
  );
}
