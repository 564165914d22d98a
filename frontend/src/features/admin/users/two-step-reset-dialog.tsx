import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { notConfirmed, useConfirmPassword } from '../../../components/auth/confirm-password';
import { errorMessage } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import { useRefresh } from './staff-invitations-api';
import type { AdminListedUser } from './user-list';

/**
 * Turns off a person's two-step sign-in when they lost their phone and their recovery codes (DELETE
 * /api/admin/users/{id}/two-factor): they sign in with the password alone and are mailed about it.
 */
export function TwoStepResetDialog({ user, onClose }: { user: AdminListedUser | null; onClose: () => void }) {
  const refresh = useRefresh();
  const { withConfirmedPassword, confirmPasswordDialog } = useConfirmPassword();
  const reset = useMutation({
    mutationFn: (id: number) => withConfirmedPassword(() => answer(api.DELETE('/api/admin/users/{id}/two-factor', { params: { path: { id } } }))),
    onSettled: refresh,
    onSuccess: () => {
      toast({ title: 'Two-step sign-in turned off', description: `${user?.email} can sign in with their password and turn it on again from their profile.` });
      onClose();
    },
    onError: (error) => {
      if (!notConfirmed(error)) toast({ title: 'Two-step sign-in not changed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <>
      <Dialog open={user !== null} onOpenChange={(open) => (!open && !reset.isPending ? onClose() : undefined)}>
        <DialogContent role="alertdialog" className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Turn off two-step sign-in?</DialogTitle>
            <DialogDescription className="text-lg text-ink">
              Do this only for {user?.name || user?.email} in person or on a call you trust: anyone who has their password can then
              sign in with it alone. They are mailed about it.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" busy={reset.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" onClick={() => user && reset.mutate(user.id)} busy={reset.isPending}>
              {reset.isPending ? 'Turning off…' : 'Turn Off Two-Step Sign-In'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {confirmPasswordDialog}
    </>
  );
}
