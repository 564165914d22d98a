import { RefreshCw } from 'lucide-react';
import { Button } from './button';

export interface SaveConflictProps {
  /** The server's words: who changed the item and when. */
  message: string;
  /** Loads the latest version into the form (the editor's unsaved edits are replaced). */
  onReload: () => void;
  reloading?: boolean;
}

/**
 * A save refused because someone else changed the item after it was opened (docs/product.md#editing-together): the
 * form stays as the editor left it, with who changed it and when, and a button to load the latest version.
 */
export function SaveConflict({ message, onReload, reloading = false }: SaveConflictProps) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-4">
      <p className="text-base font-semibold text-danger">{message}</p>
      <p className="text-base">Nothing was saved. Your edits stay in the form until you reload: copy any text you want to keep first.</p>
      <Button variant="secondary" onClick={onReload} disabled={reloading} aria-busy={reloading} className="max-w-full whitespace-normal">
        <RefreshCw aria-hidden="true" />
        {reloading ? 'Reloading...' : 'Reload the latest version'}
      </Button>
    </div>
  );
}
