import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { changedMeanwhile, errorMessage } from '../../lib/api';
import { Button } from './button';
import { leaveUnsavedChanges } from './guarded-dialog';
import { toast } from './use-toast';

export interface SaveConflictProps {
  /** The server's words: who changed the item and when. */
  message: string;
  /** Loads the latest version into the form (the editor's unsaved edits are replaced: asked first, see below). */
  onReload: () => void;
  reloading?: boolean;
}

/**
 * A save refused because someone else changed the item after it was opened (docs/product.md#editing-together): the
 * form stays as the editor left it, with who changed it and when, and a button to load the latest version. Reloading
 * replaces what the editor typed, so while a form on the page holds unsaved changes (the guard around it:
 * GuardedDialog, UnsavedChangesGuard) it asks 'Discard your changes?' first; 'Keep editing' leaves the typed text in
 * place to copy. Every edit-conflict panel (articles, premium, ads, heroes, the generator, the journal) is this one.
 */
export function SaveConflict({ message, onReload, reloading = false }: SaveConflictProps) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-4">
      <p className="text-base font-semibold text-danger">{message}</p>
      <p className="text-base">Nothing was saved. Your edits stay in the form until you reload: copy any text you want to keep first.</p>
      <Button variant="secondary" onClick={() => leaveUnsavedChanges(onReload)} busy={reloading} className="max-w-full whitespace-normal">
        <RefreshCw aria-hidden="true" />
        {reloading ? 'Reloading...' : 'Reload the latest version'}
      </Button>
    </div>
  );
}

/**
 * The state of an editor that may meet a save refused as changed meanwhile: `refused(error)` after a failed save keeps
 * the server's message when that was the reason; `reload()` reads the latest version (`load`) and hands it to `apply`,
 * which puts it in the form and makes it the version the next save names. `props` (null when no conflict) is for
 * <SaveConflict>.
 */
export function useSaveConflict<T>(load: () => Promise<T>, apply: (latest: T) => void) {
  const [message, setMessage] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const refused = (error: unknown) => {
    if (changedMeanwhile(error)) setMessage(errorMessage(error, 'Someone changed this after you opened it. Reload to see the latest version.'));
  };
  const reload = async () => {
    setReloading(true);
    try {
      apply(await load());
      setMessage(null);
    } catch {
      toast({ title: 'Reload Failed', description: 'The latest version could not be loaded. Please try again.', variant: 'destructive' });
    } finally {
      setReloading(false);
    }
  };
  const props: SaveConflictProps | null = message === null ? null : { message, onReload: () => void reload(), reloading };
  return { refused, props };
}
