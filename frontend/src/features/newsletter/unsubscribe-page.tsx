import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../lib/router-links';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { AccountShell, StatusMessage } from '../account/account-shell';

const TITLE = 'Unsubscribe from the newsletter';
/** The server's page says the same (newsletter-pages.ts, UNSUBSCRIBE_MESSAGES.already). */
const ALREADY_TITLE = 'Already unsubscribed';
const ALREADY = 'This address is already unsubscribed: no more newsletters will be sent to it. Changed your mind? You can sign up again at any time.';

/**
 * /newsletter/unsubscribe?token=…, the link at the bottom of every newsletter: one button, no sign-in. Opening the page
 * changes nothing (link checkers and previews open links); the button unsubscribes at once. The link is checked first
 * (GET /api/newsletter/unsubscribe asked for JSON, the server's own page's check), so a link that is not valid says so,
 * in the server page's words, and offers no button; a link whose address is already off the list (after unsubscribing,
 * a reload, a mail program's one click) says so, with the way to sign up again (the archive's sign-up box), and no button.
 */
export function NewsletterUnsubscribePage() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const link = useQuery({
    queryKey: ['/api/newsletter/unsubscribe', token],
    queryFn: () => answer(api.GET('/api/newsletter/unsubscribe', { params: { query: { token } }, headers: { Accept: 'application/json' } })),
    enabled: token !== '',
  });
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
      <AccountShell title={TITLE}>
        <StatusMessage tone="error">This page opens from the unsubscribe link at the bottom of a newsletter. Please use that link.</StatusMessage>
        {back}
      </AccountShell>
    );
  }
  if (link.isPending) {
    return (
      <AccountShell title={TITLE}>
        <Spinner label="Checking your link" showLabel />
        {back}
      </AccountShell>
    );
  }
  if (link.isError) {
    return (
      <AccountShell title={TITLE}>
        {/* Not one of ours (or signed under an earlier SESSION_SECRET): the server's words, no button. */}
        {errorStatus(link.error) === 400 ? (
          <StatusMessage tone="error">{errorMessage(link.error, 'This unsubscribe link is not valid.')}</StatusMessage>
        ) : (
          <LoadError message={`We could not check this link. ${errorMessage(link.error, 'Please try again.')}`} onRetry={() => void link.refetch()} />
        )}
        {back}
      </AccountShell>
    );
  }
  if (link.data.unsubscribed) {
    return (
      <AccountShell title={ALREADY_TITLE}>
        <StatusMessage tone="success">{ALREADY}</StatusMessage>
        <Link to="/newsletter#subscribe" className={buttonClasses('primary', 'lg', 'w-full')}>
          Subscribe again
        </Link>
        {back}
      </AccountShell>
    );
  }
  return (
    <AccountShell title={TITLE}>
      <p className="text-lg">Stop the Flying@50 newsletter for this address? It takes effect at once; you can sign up again at any time.</p>
      {unsubscribe.isError ? <StatusMessage tone="error">{errorMessage(unsubscribe.error, 'Please try again.')}</StatusMessage> : null}
      <Button size="lg" className="w-full" onClick={() => unsubscribe.mutate()} busy={unsubscribe.isPending}>
        {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
      {back}
    </AccountShell>
  );
}
