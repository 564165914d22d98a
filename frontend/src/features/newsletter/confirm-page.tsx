import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router-links';
import { buttonClasses } from '../../components/ui/button';
import { LoadingShell } from '../../components/site/loading-shell';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { keepLinkOutcome, keptLinkOutcome } from '../../lib/link-outcome';
import { AccountShell, StatusMessage } from '../account/account-shell';

/** The token of the mailed link (?token=…), taken once and removed from the address bar and history. */
function takeToken(): string {
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token') ?? '';
  if (token) {
    params.delete('token');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', window.location.pathname + (rest ? `?${rest}` : ''));
  }
  return token;
}

const CONFIRMED = 'newsletterConfirmed';

/**
 * /newsletter/confirm?token=…: confirms the subscription as soon as the page opens, then says so. Reloaded after that
 * (the token has left the address), it says the same again.
 */
export function NewsletterConfirmPage() {
  const [token] = useState(takeToken);
  const [kept] = useState(() => (token ? undefined : keptLinkOutcome(CONFIRMED)));
  const confirm = useMutation({
    mutationFn: () => answer(api.POST('/api/newsletter/confirm', { body: { token } })),
    onSuccess: (data) => keepLinkOutcome(CONFIRMED, data.message),
  });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      confirm.mutate();
    }
  }, [token, confirm]);

  if (token && (confirm.isIdle || confirm.isPending)) return <LoadingShell shape="account" label="Confirming your subscription" />;

  const back = (
    <Link to="/publisher" className={buttonClasses('primary', 'lg', 'w-full')}>
      Read the magazine
    </Link>
  );
  const confirmed = confirm.isSuccess ? confirm.data.message : kept;
  if (confirmed) {
    return (
      <AccountShell title="Subscription confirmed">
        <StatusMessage tone="success">{confirmed}</StatusMessage>
        {back}
        <Link to="/newsletter" className={buttonClasses('secondary', 'lg', 'w-full')}>
          Read past newsletters
        </Link>
      </AccountShell>
    );
  }
  return (
    <AccountShell title="We could not confirm this link">
      <StatusMessage tone="error">
        {token ? errorMessage(confirm.error, 'Please try again.') : 'This page opens from the link in your confirmation email. Please use that link, or sign up again.'}
      </StatusMessage>
      {back}
    </AccountShell>
  );
}
