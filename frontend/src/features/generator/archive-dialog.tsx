import { Eye, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useArchivedGenerations, useDeleteGeneration } from './generator-api';
import { formatGeneratorDate, type GenerationSummary } from './generation';
import { ShowOlderButton } from '../../components/ui/show-older-button';

export interface ArchiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Load the item into the main view (the dialog closes). */
  onView: (generation: GenerationSummary) => void;
  /** After a permanent delete succeeded. */
  onDeleted: (generation: GenerationSummary) => void;
  /** Where focus goes when the dialog closes after View (default: back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** View and Delete for one archived package (the table's last cell, a phone card's last line). */
function ArchiveActions({ item, onView, onDelete }: { item: GenerationSummary; onView: (item: GenerationSummary) => void; onDelete: (item: GenerationSummary, button: HTMLButtonElement) => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" onClick={() => onView(item)}>
        <Eye aria-hidden="true" />
        View<span className="sr-only"> "{item.topic}"</span>
      </Button>
      <Button variant="ghost" size="icon" className="text-danger hover:bg-danger-soft" aria-label={`Delete "${item.topic}"`} onClick={(event) => onDelete(item, event.currentTarget)}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Confirms a permanent delete. */
function DeleteConfirm({
  generation,
  onOpenChange,
  onConfirm,
  pending,
  returnFocusTo,
}: {
  generation: GenerationSummary | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  /** Where focus goes when the dialog closes. */
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog open={generation !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent
        role="alertdialog"
        className="max-w-lg"
        hideClose
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete Content</DialogTitle>
          <DialogDescription className="text-ink">
            Are you sure you want to permanently delete "{generation?.topic}"? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" busy={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} busy={pending}>
            <Trash2 aria-hidden="true" />
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The archive: Topic, Date and Actions (View, Delete) for each archived generation. */
export function ArchiveDialog({ open, onOpenChange, onView, onDeleted, onCloseAutoFocus }: ArchiveDialogProps) {
  const archived = useArchivedGenerations();
  const remove = useDeleteGeneration();
  const [toDelete, setToDelete] = useState<GenerationSummary | null>(null);
  // Keep Radix's own title id (it names the dialog for screen readers); reach the title by ref.
  const title = useRef<HTMLHeadingElement | null>(null);
  /** The delete button that opened the confirmation (focus goes back to it on Cancel). */
  const opener = useRef<HTMLElement | null>(null);
  const askDelete = (item: GenerationSummary, button: HTMLButtonElement) => {
    opener.current = button;
    setToDelete(item);
  };
  const items = archived.items ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    const target = toDelete;
    remove.mutate(target, {
      onSuccess: () => {
        // Its row is about to go: focus the dialog title instead of the removed button.
        opener.current = null;
        setToDelete(null);
        onDeleted(target);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle ref={title} tabIndex={-1} className="focus:outline-none">
            Archive
          </DialogTitle>
          <DialogDescription>Archived content packages, newest first. View one to open it, or delete it for good.</DialogDescription>
        </DialogHeader>

        {archived.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading the archive" showLabel />
          </div>
        ) : archived.isError ? (
          <div role="alert" className="space-y-3 rounded-lg border-2 border-danger bg-danger-soft p-5">
            <p className="font-semibold text-danger">The archive could not be loaded.</p>
            <Button variant="secondary" size="sm" onClick={archived.refetch}>
              Try Again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-line bg-sunken p-8 text-center text-lg text-muted">No archived content yet</p>
        ) : (
          <div className="max-h-96 overflow-y-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label="Archived content">
            <table className="hidden w-full border-collapse text-left sm:table">
              <caption className="sr-only">Archived content</caption>
              <thead className="sticky top-0 z-10 bg-sunken">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Topic
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} className="border-t border-line align-middle">
                    <td className="px-4 py-3 break-words">{item.topic}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted">{formatGeneratorDate(item.created_at)}</td>
                    <td className="px-4 py-2">
                      <ArchiveActions item={item} onView={onView} onDelete={askDelete} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* On a phone each package is a card: the table's actions would be out of sight, past its right edge. */}
            <ul className="divide-y divide-line sm:hidden" aria-label="Archived content, newest first">
              {items.map((item) => (
                <li key={item.id} className="space-y-2 px-4 py-3">
                  <p className="font-semibold break-words">{item.topic}</p>
                  <p className="text-base text-muted">{formatGeneratorDate(item.created_at)}</p>
                  <ArchiveActions item={item} onView={onView} onDelete={askDelete} />
                </li>
              ))}
            </ul>
            <div className="border-t border-line p-3">
              <ShowOlderButton hasOlder={archived.hasMore} loading={archived.loadingMore} onShowOlder={archived.loadMore} label="Load more" endText="That is the whole archive." />
            </div>
          </div>
        )}

        <DeleteConfirm
          generation={toDelete}
          onOpenChange={(next) => {
            if (!next) setToDelete(null);
          }}
          onConfirm={confirmDelete}
          pending={remove.isPending}
          returnFocusTo={() => (opener.current?.isConnected ? opener.current : title.current)}
        />
      </DialogContent>
    </Dialog>
  );
}
