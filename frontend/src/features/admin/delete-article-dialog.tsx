import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { FocusNear } from '../../lib/use-focus-near';

export interface DeleteArticleDialogProps<T> {
  /** The article asked about; null: the dialog is closed. */
  item: T | null;
  /** What the question calls it (a website article's title, a premium article's topic). */
  name: (item: T) => string;
  /** The dashboard tab's name for its articles, in the title ('Website', 'Premium'). */
  kind: string;
  /** Who will no longer see it ('Readers', 'Members'). */
  audience: string;
  /** Whether the article is published: a draft (or a scheduled one) is not seen now, so the question says so instead. */
  published: (item: T) => boolean;
  remove: { isPending: boolean; mutate: (item: T, options: { onSettled: () => void }) => void };
  /** Clears the item (Cancel, or once the delete has settled). */
  onClose: () => void;
  /** Delete's opener: focus goes back to it, or near it once the delete took it away (docs/product.md#focus-after-a-dialog). */
  opener: FocusNear;
}

/** The dashboard's "Delete … Article" question for one article (Website and Premium tabs). */
export function DeleteArticleDialog<T>({ item, name, kind, audience, published, remove, onClose, opener }: DeleteArticleDialogProps<T>) {
  const outcome =
    item !== null && !published(item)
      ? `It is not published, so ${audience.toLowerCase()} do not see it; deleted, it can never be published.`
      : `${audience} will no longer see it.`;
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${kind} Article`}
      description={`Are you sure you want to delete "${item !== null ? name(item) : ''}"? ${outcome}`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={() =>
        item !== null &&
        remove.mutate(item, {
          onSettled: () => {
            onClose();
            opener.near();
          },
        })
      }
    />
  );
}
