import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../lib/router-links';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { keepLinkOutcome, keptLinkOutcome } from '../../lib/link-outcome';
import { AccountShell, StatusMessage } from './account-shell';
import { useLinkToken } from './link-token';

const CHANGED = 'emailChanged';

/**
 * The page of an address-change link (mailed to the new address): one button moves the account there. It asks first
 * rather than acting on opening, so a mail scanner that follows links changes nothing. Reloaded after the move (the
 * token has left the address), it says the same again.
 */
export function ChangeEmailPage() {
  const token = useLinkToken();
  const [kept] = useState(() => keptLinkOutcome(CHANGED));
  const use = useMutation({
    mutationFn: () => answer(api.POST('/api/auth/email-change/confirm', { body: { token } })),
    onSuccess: (data) => keepLinkOutcome(CHANGED, data.message),
  });
  const changed = use.isSuccess ? use.data.message : token ? undefined : kept;

  if (!token && !changed) {
    return (
      <AccountShell title="Use a new address" back="community">
        <StatusMessage tone="error">This page opens from the link in the email sent to your new address. Ask for a new one from your profile.</StatusMessage>
      </AccountShell>
    );
  }
  if (changed) {
    return (
      <AccountShell title="Address changed">
        <StatusMessage tone="success">{changed}</StatusMessage>
        <Link to="/profile" className={buttonClasses('primary', 'lg', 'w-full')}>
          Open My Profile
        </Link>
      </AccountShell>
    );
  }
  return (
    <AccountShell title="Use a new address" intro="Your Flying@50 account will sign in with the address this link was sent to." back="community">
      {use.isError ? <StatusMessage tone="error">{errorMessage(use.error, 'Please try again.')}</StatusMessage> : null}
      <Button size="lg" className="w-full" onClick={() => use.mutate()} busy={use.isPending}>
        {use.isPending ? 'Changing…' : 'Use This Address'}
      </Button>
    </AccountShell>
  );
}
