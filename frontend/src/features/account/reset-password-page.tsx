import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../lib/router-links';
import { NewPasswordForm, requireFields, type NewPasswordValues } from '../../components/auth/auth-forms';
import { buttonClasses } from '../../components/ui/button';
import { LoadingShell } from '../../components/site/loading-shell';
import { errorMessage, errorStatus } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { readAgain } from '../../lib/read-again';
import { AccountShell, SIGN_IN, StatusMessage } from './account-shell';
import { useLinkToken } from './link-token';


function validate(values: NewPasswordValues) {
  const fieldErrors = requireFields(values, { password: 'Please choose a new password', confirmPassword: 'Please type your new password again' });
  if (!fieldErrors.password && values.password.length < 8) fieldErrors.password = 'Password must be at least 8 characters';
  if (!fieldErrors.confirmPassword && values.password !== values.confirmPassword) fieldErrors.confirmPassword = "Passwords don't match";
  return { fieldErrors };
}

/** The page of a reset link: a new password, then every device of the account is signed out. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  return <ResetWithToken key={token} token={token} />;
}

function ResetWithToken({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (values: NewPasswordValues) => answer(api.POST('/api/auth/password-reset/confirm', { body: { token, ...values } })),
    // Refused: the link is asked about again. One that stopped working meanwhile (used, expired) turns the page into
    // "ask for a new link"; one that still works keeps the form, with the reason (e.g. a too common password) at it.
    onError: () => readAgain(queryClient, ['password-reset-link', token]),
  });
  // Asked first: a used or expired link says so at once, not after the new password has been typed twice.
  const link = useQuery({
    queryKey: ['password-reset-link', token],
    queryFn: () => answer(api.POST('/api/auth/password-reset/inspect', { body: { token } })),
    enabled: token !== '',
    retry: (count, error) => errorStatus(error) !== 400 && count < 2,
    staleTime: Infinity,
  });

  if (!token) {
    return (
      <AccountShell title="Choose a new password" back="community">
        <StatusMessage tone="error">This page opens from the link in your password reset email. Please use that link, or ask for a new one.</StatusMessage>
        <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
          Ask for a new link
        </Link>
      </AccountShell>
    );
  }

  if (reset.isSuccess) {
    const signIn = SIGN_IN[reset.data.staff ? 'staff' : 'community'];
    return (
      <AccountShell title="Password changed">
        <StatusMessage tone="success">{reset.data.message}</StatusMessage>
        <Link to={signIn.path} className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign in
        </Link>
      </AccountShell>
    );
  }

  if (link.isPending) return <LoadingShell shape="account" label="Checking your link" />;
  if (link.isError && errorStatus(link.error) === 400) {
    return (
      <AccountShell title="Choose a new password" back="community">
        <StatusMessage tone="error">{errorMessage(link.error, 'This reset link no longer works. Please ask for a new one.')}</StatusMessage>
        <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
          Ask for a new link
        </Link>
      </AccountShell>
    );
  }

  return (
    <AccountShell title="Choose a new password" intro="Saving it signs your account out on every device.">
      <NewPasswordForm
        submitLabel="Save new password"
        pendingLabel="Saving…"
        pending={reset.isPending}
        validate={validate}
        onValid={(values) => reset.mutate(values)}
        serverError={reset.error ? errorMessage(reset.error, 'Please try again.') : undefined}
      />
    </AccountShell>
  );
}
