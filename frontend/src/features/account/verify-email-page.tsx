import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { apiJson, errorMessage } from '../../lib/api';
import type { Answer } from '../../lib/api-types';
import { AccountShell, StatusMessage } from './account-shell';
import { useLinkToken } from './link-token';

const ROLE_NAMES = { editor: 'editor', admin: 'administrator', member: 'member' } as const;

/** The page of a verification link: verifies the address as soon as it opens, then says so. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  return <VerifyToken key={token} token={token} />;
}

function VerifyToken({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => apiJson<Answer<'/api/auth/verify-email', 'post'>>('POST', '/api/auth/verify-email', { token }),
    // The role changed: forget any cached session so the dashboard asks again.
    onSuccess: () => queryClient.removeQueries({ queryKey: ['/api/auth/me'] }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      verify.mutate();
    }
  }, [token, verify]);

  if (token && (verify.isIdle || verify.isPending)) return <PageSpinner label="Verifying your email address" />;

  if (verify.isSuccess) {
    const { user } = verify.data;
    return (
      <AccountShell title="Email address verified">
        <StatusMessage tone="success">
          Thank you. {user.email} is verified and your {ROLE_NAMES[user.role]} access is now on.
        </StatusMessage>
        <Link to="/admin" className={buttonClasses('primary', 'lg', 'w-full')}>
          Open the editorial dashboard
        </Link>
      </AccountShell>
    );
  }

  return (
    <AccountShell title="We could not verify this link">
      <StatusMessage tone="error">
        {token
          ? errorMessage(verify.error, 'Please try again.')
          : 'This page opens from the link in your verification email. Please use that link, or sign in to the dashboard to ask for a new one.'}
      </StatusMessage>
      <Link to="/admin" className={buttonClasses('primary', 'lg', 'w-full')}>
        Go to the staff sign-in
      </Link>
    </AccountShell>
  );
}
