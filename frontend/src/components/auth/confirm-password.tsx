import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { asksForCode, errorMessage, errorReason } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';
import { CODE_LABEL } from './auth-forms';

/** The member or editor closed "Confirm your password" without confirming: the action was not taken (no failure to show). */
export class PasswordNotConfirmed extends Error {
  constructor() {
    super('The password was not confirmed.');
  }
}

export const notConfirmed = (error: unknown): boolean => error instanceof PasswordNotConfirmed;

/**
 * Dangerous actions (account deletion, a new API key) need a session that proved its password in the last 10 minutes;
 * the server answers an older one 403 with reason `reauth_required`. `withConfirmedPassword(action)` runs the call;
 * on that answer it asks "Confirm your password" (POST /api/auth/confirm-password, with the two-step code when the
 * account has it on), then runs the call again, once. Closing the dialog rejects with PasswordNotConfirmed. Render
 * `confirmPasswordDialog` in the component that uses it.
 */
export function useConfirmPassword(): { withConfirmedPassword: <T>(action: () => Promise<T>) => Promise<T>; confirmPasswordDialog: ReactNode } {
  const [asking, setAsking] = useState<((confirmed: boolean) => void) | null>(null);
  const withConfirmedPassword = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (errorReason(error) !== 'reauth_required') throw error;
      const confirmed = await new Promise<boolean>((resolve) => setAsking(() => resolve));
      setAsking(null);
      if (!confirmed) throw new PasswordNotConfirmed();
      return action();
    }
  }, []);
  const confirmPasswordDialog = (
    <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : asking?.(false))}>
      <DialogContent className="max-w-md">{asking ? <ConfirmPasswordForm onDone={asking} /> : null}</DialogContent>
    </Dialog>
  );
  return { withConfirmedPassword, confirmPasswordDialog };
}

function ConfirmPasswordForm({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [problem, setProblem] = useState<{ field: 'password' | 'code'; message: string }>();
  const confirm = useMutation({
    mutationFn: () => answer(api.POST('/api/auth/confirm-password', { body: { password, ...(askCode && code.trim() ? { code: code.trim() } : {}) } })),
    onMutate: () => setProblem(undefined),
    onSuccess: () => onDone(true),
    onError: (error) => {
      if (asksForCode(error)) setAskCode(true);
      if (errorReason(error) === 'two_factor_required') return;
      setProblem({ field: errorReason(error) === 'two_factor_invalid' ? 'code' : 'password', message: errorMessage(error, 'Please try again.') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!password) return setProblem({ field: 'password', message: 'Please enter your password.' });
    if (askCode && !code.trim()) return setProblem({ field: 'code', message: 'Enter the 6-digit code from your authenticator app' });
    confirm.mutate();
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>Confirm your password</DialogTitle>
        <DialogDescription className="text-lg text-ink">For your safety, please enter your password again before you continue.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="space-y-5">
        <Field label="Password" error={problem?.field === 'password' ? problem.message : undefined} required>
          {(control) => (
            <PasswordInput {...control} name="password" autoComplete="current-password" autoFocus value={password} onChange={(event) => setPassword(event.target.value)} />
          )}
        </Field>
        {askCode ? (
          <Field label={CODE_LABEL} hint="The 6-digit code your authenticator app shows now, or one of your recovery codes." error={problem?.field === 'code' ? problem.message : undefined} required>
            {(control) => <Input {...control} name="code" autoComplete="one-time-code" autoFocus value={code} onChange={(event) => setCode(event.target.value)} />}
          </Field>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onDone(false)} busy={confirm.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={confirm.isPending}>
            {confirm.isPending ? 'Confirming…' : 'Confirm'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
