import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { EmailForm, requireFields, type EmailValues } from '../../components/auth/auth-forms';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { AccountShell, signInArea, StatusMessage } from './account-shell';

/** "Forgot password?": asks for the address and mails a reset link. The answer is the same for every address. */
export function ForgotPasswordPage() {
  const back = signInArea(useLocation().search);
  const request = useMutation({
    mutationFn: (values: EmailValues) => answer(api.POST('/api/auth/password-reset', { body: { email: values.email.trim() } })),
  });
  return (
    <AccountShell
      title="Forgot your password?"
      intro="Enter the email address of your Flying@50 account and we will send you a link to choose a new password."
      back={back}
    >
      {request.isSuccess ? (
        <StatusMessage tone="success">{request.data.message}</StatusMessage>
      ) : (
        <EmailForm
          submitLabel="Send reset link"
          pendingLabel="Sending…"
          pending={request.isPending}
          validate={(values) => ({ fieldErrors: requireFields(values, { email: 'Please enter your email address' }) })}
          onValid={(values) => request.mutate(values)}
          serverError={request.error ? errorMessage(request.error, 'Please try again.') : undefined}
        />
      )}
    </AccountShell>
  );
}
