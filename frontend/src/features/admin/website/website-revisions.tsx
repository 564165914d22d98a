import { GitCompare, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { RevisionComparison } from './website-revision-compare';
import { useRestoreRevision, useWebsiteRevision, useWebsiteRevisions, type WebsiteArticle, type WebsiteRevisionSummary } from './website-api';
import { MetaLine } from '../../../components/ui/meta-line';

/** One revision compared with the current article: its fields are read when the editor asks (the list holds summaries). */
function Comparison({ item, version }: { item: WebsiteArticle; version: number }) {
  const revision = useWebsiteRevision(item.id, version);
  if (revision.isError) return <LoadError message={`Version ${version} could not be loaded.`} onRetry={() => void revision.refetch()} />;
  if (!revision.data) return <p role="status" className="text-base text-muted">Loading version {version}…</p>;
  return <RevisionComparison version={version} revision={revision.data.fields} current={item as unknown as Record<string, unknown>} />;
}

/**
 * The article's saved versions, newest first, a page at a time (docs/product.md#website-articles, Revisions): each
 * shows when it was saved, its title and word count; Compare reads that version and shows what changed, Restore puts
 * it back (confirmed).
 */
export function Revisions({ item, onRestored }: { item: WebsiteArticle; onRestored: (item: WebsiteArticle) => void }) {
  const revisions = useWebsiteRevisions(item.id);
  const restore = useRestoreRevision();
  const [confirming, setConfirming] = useState<WebsiteRevisionSummary | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const list = revisions.items ?? [];
  return (
    <section aria-labelledby={`revisions-${item.id}`} className="space-y-3 border-t border-line pt-5">
      <h3 id={`revisions-${item.id}`} className="flex items-center gap-2 text-xl">
        <History aria-hidden="true" className="size-5" />
        Revisions
      </h3>
      {revisions.isPending ? <p className="text-muted">Loading the revisions…</p> : null}
      {revisions.isError ? <p className="text-danger">The revisions could not be loaded.</p> : null}
      {!revisions.isPending && !revisions.isError && !list.length ? <p className="text-muted">No earlier versions yet: each save keeps the previous one here.</p> : null}
      {list.length ? (
        <ul className="space-y-2">
          {list.map((revision) => (
            <li key={revision.version} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-sunken px-4 py-2">
              <MetaLine
                as="span"
                className="text-muted"
                items={[
                  <span className="font-semibold text-ink">Version {revision.version}</span>,
                  formatDateTime(revision.saved_at),
                  revision.title ? `"${revision.title}"` : null,
                  `${revision.word_count.toLocaleString('en-GB')}\u00a0${revision.word_count === 1 ? 'word' : 'words'}`,
                ]}
              />
              <span className="flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={comparing === revision.version}
                  onClick={() => setComparing(comparing === revision.version ? null : revision.version)}
                >
                  <GitCompare aria-hidden="true" />
                  {comparing === revision.version ? (
                    <>
                      Hide changes<span className="sr-only"> of version {revision.version}</span>
                    </>
                  ) : (
                    <>
                      Compare<span className="sr-only"> version {revision.version} with the current article</span>
                    </>
                  )}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setConfirming(revision)} aria-label={`Restore version ${revision.version}`}>
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
              </span>
              {comparing === revision.version ? (
                <div className="w-full pt-2">
                  <Comparison item={item} version={revision.version} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {list.length ? (
        <ShowOlderButton hasOlder={revisions.hasMore} loading={revisions.loadingMore} onShowOlder={revisions.loadMore} label="Show older versions" endText="That is every earlier version." />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Restore Revision"
        description={`Put version ${confirming?.version ?? ''} back? The current version is kept as a revision.`}
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={restore.isPending}
        onConfirm={() =>
          confirming &&
          restore.mutate(
            { id: item.id, version: confirming.version },
            { onSuccess: (restored) => onRestored(restored), onSettled: () => setConfirming(null) },
          )
        }
      />
    </section>
  );
}
