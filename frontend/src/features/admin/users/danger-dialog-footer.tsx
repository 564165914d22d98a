import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';

export interface DangerDialogFooterProps {
  /** The red button's words ('Revoke key'), and while its request is on its way ('Revoking…'). */
  label: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/** Cancel (closes the dialog) and the red button of an admin dialog that takes something away (a key, an invitation, a role). */
export function DangerDialogFooter({ label, pendingLabel, pending, onConfirm }: DangerDialogFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button variant="danger" onClick={onConfirm} busy={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
