import { useFocusNear } from '../../../lib/use-focus-near';
import { AD_SHAPES } from '../../../lib/ad-shapes';
import { ExternalLink, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useAdConflicts } from './ad-conflicts';
import { AdConflictsNotice } from './ad-conflicts-notice';
import { AdFiguresSummary, AdReportButton, AdReportDialog } from './ad-stats';
import { useAdStats, type AdStats } from './ad-stats-api';
import { AdFormDialog } from './ad-form-dialog';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { pageLabel, positionLabel, useAds, useDeleteAd, useToggleAd, type Ad } from './ads-api';
import { countText } from '../../../lib/list-pages';
import { useImageFailure } from '../../../lib/use-image-failure';

function AdImage({ ad }: { ad: Ad }) {
  const { failed, imgProps } = useImageFailure(ad.image_url);
  if (failed) {
    return (
      <div className="flex h-full w-full items-center justify-center gap-2 text-muted">
        <ImageOff aria-hidden="true" /> Image unavailable
      </div>
    );
  }
  return <img src={ad.image_url} alt={ad.title ? `Ad: ${ad.title}` : 'Ad image'} className="h-full w-full object-cover" {...imgProps} loading="lazy" />;
}

interface AdCardProps {
  ad: Ad;
  stats: { of?: AdStats; failed: boolean };
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
  onReport: () => void;
  toggling: boolean;
}

/** An ad's name in the tab: its title, or 'Untitled ad' for one saved without. */
function adName(ad: Ad): string {
  return ad.title || 'Untitled ad';
}

function AdCard({ ad, stats, onEdit, onDelete, onToggle, onReport, toggling }: AdCardProps) {
  const switchId = `ad-active-${ad.id}`;
  const name = adName(ad);
  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="ad-card">
      <div className={`${AD_SHAPES[ad.format].className} overflow-hidden bg-sunken`}>
        <AdImage ad={ad} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-xl">{name}</h3>
          {/* One control says whether the ad is shown and changes it. */}
          <div className="flex items-center gap-3">
            <label htmlFor={switchId} className="text-base font-semibold">
              {ad.is_active ? 'Active' : 'Inactive'}
            </label>
            <Switch id={switchId} checked={ad.is_active} onCheckedChange={onToggle} busy={toggling} aria-label={`Active: ${name}`} />
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
          <dt className="text-muted">Format</dt>
          <dd className="capitalize">{ad.format}</dd>
          {ad.format === 'square' ? (
            <>
              <dt className="text-muted">Position</dt>
              <dd>
                {ad.position} ({positionLabel(ad.position)})
              </dd>
            </>
          ) : null}
          <dt className="text-muted">Pages</dt>
          <dd>{ad.target_pages.map(pageLabel).join(', ')}</dd>
        </dl>
        <AdFiguresSummary name={name} stats={stats.of} failed={stats.failed} />
        {ad.link_url ? (
          <a href={ad.link_url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1 break-all text-accent underline">
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            {ad.link_url}
            <span className="sr-only">(opens in a new window)</span>
          </a>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
          <div className="flex flex-wrap justify-end gap-2">
            <AdReportButton name={name} onOpen={onReport} />
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

/** The dashboard's Ads tab (docs/product.md#ads): a grid of ad cards, the create/edit dialog and the delete confirmation. */
export function AdsTab() {
  const ads = useAds();
  const toggle = useToggleAd();
  const remove = useDeleteAd();
  const [editing, setEditing] = useState<Ad | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Ad | null>(null);
  const [reporting, setReporting] = useState<Ad | null>(null);
  // The Delete pressed: its card goes (focusNear, docs/product.md#focus-after-a-dialog).
  const deleteOpener = useFocusNear();
  const stats = useAdStats(ads.items?.map((ad) => ad.id) ?? []);
  const conflicts = useAdConflicts().data ?? [];

  const openForm = (ad: Ad | null) => {
    setEditing(ad);
    setFormOpen(true);
  };

  const onToggle = (ad: Ad) =>
    toggle.mutate(ad.id, {
      // Said, like every other change: the switch alone left an editor unsure the ad went live (or came down).
      onSuccess: (changed) =>
        toast(
          changed.is_active
            ? { title: 'Ad Activated', description: `${ad.title || 'The ad'} shows on its pages again.` }
            : { title: 'Ad Deactivated', description: `${ad.title || 'The ad'} no longer shows on the site.` },
        ),
      onError: (error) => toast({ title: 'Failed to update ad status', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        deleteOpener.near();
        toast({ title: 'Ad Deleted', description: 'The ad has been removed.' });
      },
      onError: (error) => toast({ title: 'Failed to delete ad', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <section aria-labelledby="ads-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="ads-heading" className="text-2xl">
          {countText(ads, 'ad', 'ads') ?? 'Ads'}
        </h3>
        <Button onClick={() => openForm(null)} aria-haspopup="dialog">
          <Plus aria-hidden="true" /> Create Ad
        </Button>
      </div>
      <AdConflictsNotice conflicts={conflicts} />
      {ads.isPending ? (
        <Spinner label="Loading ads" showLabel />
      ) : ads.isError ? (
        <LoadError message="The ads could not be loaded." onRetry={ads.refetch} />
      ) : !ads.items?.length ? (
        <Card className="p-8 text-center">
          <p className="text-lg">No ads yet.</p>
          <p className="text-muted">Create an ad to show a sponsored placement on the magazine's pages.</p>
        </Card>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Ads">
          {ads.items.map((ad) => (
            <li key={ad.id} className="flex min-w-0">
              <AdCard
                ad={ad}
                stats={{ of: stats.byId.get(ad.id), failed: stats.isError }}
                onReport={() => setReporting(ad)}
                onEdit={() => openForm(ad)}
                onDelete={deleteOpener.from(() => setDeleting(ad))}
                onToggle={() => onToggle(ad)}
                toggling={toggle.isPending && toggle.variables === ad.id}
              />
            </li>
          ))}
        </ul>
      )}
      {ads.items?.length ? <ShowOlderButton hasOlder={ads.hasMore} loading={ads.loadingMore} onShowOlder={ads.loadMore} label="Load more ads" endText="That is every ad." /> : null}

      <AdReportDialog ad={reporting} onClose={() => setReporting(null)} />
      <AdFormDialog open={formOpen} onOpenChange={setFormOpen} ad={editing} />

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Delete Ad</DialogTitle>
            <DialogDescription>Are you sure you want to delete this ad?</DialogDescription>
            <p className="text-lg font-semibold" data-testid="deleting-ad-name">
              {deleting ? adName(deleting) : null}
            </p>
            <p className="text-base">
              Its impression and click figures are deleted with it: download them first (Figures by day) if the advertiser
              needs them, or switch the ad off instead.
            </p>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={onDelete} busy={remove.isPending}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
