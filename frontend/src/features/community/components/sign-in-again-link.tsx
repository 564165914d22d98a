import { useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { signInPath } from '../../../lib/return-path';
import { useSessionEnded } from '../session-ended-context';

/**
 * Shown beside an error when the member's session has ended (a call answered 401): opens the sign-in in place
 * (session-ended.tsx), so the member stays on this page with what they typed and can submit again. It is a real link
 * to the sign-in page, which brings the member back to this page: opened in a new tab, or outside the member wrapper.
 */
export function SignInAgainLink({ className }: { className?: string }) {
  const session = useSessionEnded();
  const { pathname, search, hash } = useLocation();
  return (
    <a
      href={signInPath(`${pathname}${search}${hash}`)}
      // Opens in place: leaving the page with unsaved changes does not ask about it (lib/leave-guard.ts).
      data-opens-in-place=""
      onClick={(event) => {
        if (!session || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        session.openSignIn();
      }}
      className={cn('link inline-flex min-h-11 items-center text-base font-semibold', className)}
    >
      Sign in again
    </a>
  );
}
