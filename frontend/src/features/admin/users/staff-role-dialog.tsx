import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { RadioCards } from '../../../components/ui/radio-cards';
import { toast } from '../../../components/ui/use-toast';
import { notConfirmed, useConfirmPassword } from '../../../components/auth/confirm-password';
import { errorMessage } from '../../../lib/api';
import { useChangeRole } from './staff-invitations-api';
import type { AdminListedUser } from './user-list';
import { DangerDialogFooter } from './danger-dialog-footer';

const LOWER_ROLES = {
  admin: [
    { value: 'editor', label: 'Editor', description: 'Keeps content work; loses users, invitations, API keys and the audit log.' },
    { value: 'member', label: 'Member', description: 'No staff access at all. Their API keys stop working.' },
  ],
  editor: [{ value: 'member', label: 'Member', description: 'No staff access at all. Their API keys stop working.' }],
} as const;

type LowerRole = 'editor' | 'member';

/**
 * Lowers a staff account's role (a staff role is only ever given by invitation). `onChanged` follows a change (the
 * dialog has closed; the list is being read again).
 */
export function StaffRoleDialog({ user, onClose, onChanged }: { user: AdminListedUser | null; onClose: () => void; onChanged: () => void }) {
  const name = useId();
  const [picked, setPicked] = useState<LowerRole | null>(null);
  const { withConfirmedPassword, confirmPasswordDialog } = useConfirmPassword();
  const change = useChangeRole(withConfirmedPassword);
  const options = user && (user.role === 'admin' || user.role === 'editor') ? LOWER_ROLES[user.role] : [];
  // The mildest change is chosen to begin with (an admin becomes an editor), never 'no staff access at all'.
  const role: LowerRole = picked ?? options[0]?.value ?? 'member';

  const onConfirm = () => {
    if (!user) return;
    change.mutate(
      { id: user.id, role },
      {
        onSuccess: ({ user: changed }) => {
          setPicked(null);
          onClose();
          onChanged();
          toast({ title: 'Role changed', description: `${changed.email} is now ${changed.role === 'member' ? 'a member' : 'an editor'}.` });
        },
        onError: (error) => {
          if (!notConfirmed(error)) toast({ title: 'Role not changed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <>
      <Dialog
        open={user !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPicked(null);
            onClose();
          }
        }}
      >
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Change role</DialogTitle>
            <DialogDescription>
              {user?.name || user?.email} loses the access from their next click. Giving a staff role back takes a new invitation.
            </DialogDescription>
          </DialogHeader>
          <RadioCards legend="New role" name={name} options={options} value={role} onChange={setPicked} />
          <DangerDialogFooter label="Change role" pendingLabel="Changing…" pending={change.isPending} onConfirm={onConfirm} />
        </DialogContent>
      </Dialog>
      {confirmPasswordDialog}
    </>
  );
}
