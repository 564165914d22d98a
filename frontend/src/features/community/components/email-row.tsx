import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { fieldOfServerError } from '../../../components/auth/server-field';
import { toast } from '../../../components/ui/use-toast';
import { asksForCode, errorMessage } from '../../../lib/api';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { answer, api } from '../../../lib/api-client';
import { CODE_HINT, CODE_LABEL, CODE_MISSING } from '../../../components/auth/auth-forms';
import { useTwoStepStatus } from '../members-api';
import type { Profile } from '../member-shapes';
import { EmailAddress } from '../../../components/ui/email-address';

/**
 * The account's address, with 'Change': a new address and the password (and, with two-step sign-in on, the
 * authenticator code); a link goes to the new address, and the account moves when it is opened
 * (POST /api/community/auth/email). A new address typed and not sent is unsaved work (profile-page.tsx's guard).
 */
export function EmailRow({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The code is asked when two-step sign-in is on, or once the server asked for it (turned on elsewhere meanwhile).
  const [codeAsked, setCodeAsked] = useState(false);
  const askCode = useTwoStepStatus().data?.enabled === true || codeAsked;
  const [problem, setProblem] = useState<string>();
  // A refusal about one field (a wrong password, an address taken) is said under that field, which is marked invalid.
  const problemField = problem ? fieldOfServerError(problem, ['email', 'currentPassword'] as const) : undefined;
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<string>();
  const changeButton = useRef<HTMLButtonElement>(null);
  useUnsavedChanges(editing && email.trim() !== '');
  // Send Link or Cancel: the form gives way to the address, and focus goes back to its Change button.
  const close = () => {
    setEditing(false);
    focusAfterChange(() => changeButton.current);
  };
  const ask = useMutation({
    mutationFn: () => answer(api.POST('/api/community/auth/email', { body: { email: email.trim(), password, ...(askCode ? { code: code.trim() } : {}) } })),
    onSuccess: ({ message }) => {
      close();
      setSent(message);
      toast({ title: 'Check Your Inbox', description: message });
    },
    onError: (error) => {
      if (asksForCode(error)) setCodeAsked(true);
      const message = errorMessage(error, 'Please try again.');
      setProblem(message);
      // The cursor goes to the field to correct, as in the other account forms.
      const field = fieldOfServerError(message, ['email', 'currentPassword'] as const);
      (field === 'email' ? emailInput : field === 'currentPassword' ? passwordInput : undefined)?.current?.focus();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setProblem('Please enter the new address and your password');
    if (askCode && !code.trim()) return setProblem(CODE_MISSING);
    setProblem(undefined);
    ask.mutate();
  };
  if (!editing) {
    return (
      <span className="space-y-2">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <EmailAddress address={profile.email} />
          <Button
            ref={changeButton}
            variant="link"
            onClick={() => {
              setEmail('');
              setPassword('');
              setCode('');
              setProblem(undefined);
              setEditing(true);
            }}
            aria-label="Change your email address"
          >
            Change
          </Button>
        </span>
        {sent ? <span className="block text-base text-ink" role="status">{sent}</span> : null}
      </span>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change your email address">
      <Field label="New email address" error={problemField === 'email' ? problem : undefined} required>
        {(control) => <Input {...control} ref={emailInput} autoFocus type="email" inputMode="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
      </Field>
      <Field label="Your password" hint="Asked again, so that nobody else can move your account." error={problemField === 'currentPassword' ? problem : undefined} required>
        {(control) => (
          <PasswordInput {...control} ref={passwordInput} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        )}
      </Field>
      {askCode ? (
        <Field label={CODE_LABEL} hint={CODE_HINT} required>
          {(control) => <Input {...control} name="code" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />}
        </Field>
      ) : null}
      <FormMessage message={problemField ? undefined : problem} />
      <span className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Send Link'}
        </Button>
        <Button variant="secondary" size="sm" onClick={close} busy={ask.isPending}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
