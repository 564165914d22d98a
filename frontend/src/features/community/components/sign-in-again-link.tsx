import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { signInPath } from '../../../lib/return-path';
import { setSessionUser } from '../../../lib/session-cache';
import { COMMUNITY_ME_KEY } from '../../../lib/session-queries';

/**
 * Shown beside an error when the member's session has ended (a call answered 401): goes to the sign-in page, which
 * brings the member back to this page afterwards. The session is marked ended first, so the sign-in page does not
 * send them straight back. Drafts are kept (they belong to the member, not to the session).
 */
export function SignInAgainLink({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  return (
    <Link
      to={signInPath(`${pathname}${search}`)}
      onClick={() => setSessionUser(queryClient, COMMUNITY_ME_KEY, null)}
      className={cn('link inline-flex min-h-11 items-center text-base font-semibold', className)}
    >
      Sign in again
    </Link>
  );
}
