import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { AccountShell, StatusMessage } from '../account/account-shell';

/**
 * /newsletter/unsubscribe?token=…, the link at the bottom of every newsletter: one button, no sign-in. Opening the page
 * changes nothing (link checkers and previews open links); the button unsubscribes at once.
 */
export function NewsletterUnsubscribePage() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const unsubscribe = useMutation({ mutationFn: () => answer(api.POST('/api/newsletter/unsubscribe', { params: { query: { token } } })) });
  const back = (
    <Link to="/publisher" className={buttonClasses('secondary', 'lg', 'w-full')}>
      Read the magazine
    </Link>
  );
  if (unsubscribe.isSuccess) {
    return (
      <AccountShell title="You are unsubscribed">
        <StatusMessage tone="success">{unsubscribe.data.message}</StatusMessage>
        {back}
      </AccountShell>
    );
  }
  if (!token) {
    return (
      <AccountShell title="Unsubscribe from the newsletter">
        <StatusMessage tone="error">This page opens from the unsubscribe link at the bottom of a newsletter. Please use that link.</StatusMessage>
        {back}
      </AccountShell>
    );
  }
  return (
    <AccountShell title="Unsubscribe from the newsletter">
      <p className="text-lg">Stop the Flying@50 newsletter for this address? It takes effect at once; you can sign up again at any time.</p>
      {unsubscribe.isError ? <StatusMessage tone="error">{errorMessage(unsubscribe.error, 'Please try again.')}</StatusMessage> : null}
      <Button size="lg" className="w-full" onClick={() => unsubscribe.mutate()} busy={unsubscribe.isPending}>
        {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
      {back}
    </AccountShell>
  );
}
