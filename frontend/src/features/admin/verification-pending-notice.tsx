import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoticeScreen } from '../../components/site/notice-screen';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiJson, errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import type { SessionUser } from '../../lib/user';
import { STAFF_ME_KEY, useStaffLogout } from './staff-session';
import type { Answer } from '../../lib/api-types';

const ROLE_NAMES = { editor: 'editor', admin: 'administrator' } as const;

/**
 * Shown to a signed-in account whose address is on a staff list but not yet verified: the role waits for
 * the e-mailed link. Offers to send the link again (rate limited on the server) and to check again.
 */
export function VerificationPendingNotice({ user }: { user: SessionUser }) {
  usePageTitle('Verify your email address');
  const queryClient = useQueryClient();
  const logout = useStaffLogout();
  const resend = useMutation({
    mutationFn: () => apiJson<Answer<'/api/auth/verification/resend', 'post'>>('POST', '/api/auth/verification/resend'),
    onSuccess: (data) => toast({ title: 'Verification email sent', description: data.message }),
    onError: (error) => toast({ title: 'Could not send the email', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const role = user.pending_role ? ROLE_NAMES[user.pending_role] : 'staff';

  return (
    <NoticeScreen
      title="Please verify your email address"
      actions={
        <>
          <Button size="lg" disabled={resend.isPending} aria-busy={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending…' : 'Send the link again'}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY })}>
            I have opened the link
          </Button>
          <Button variant="ghost" size="lg" disabled={logout.isPending} onClick={() => logout.mutate()}>
            Sign out
          </Button>
        </>
      }
    >
      <p className="text-lg text-muted">
        <strong className="text-ink">{user.email}</strong> is on the Flying@50 {role} list. Your {role} access starts once
        you open the link we emailed to that address; until then this account is a member account.
      </p>
      <p className="text-base text-muted">The link works once, within 24 hours. Check your spam folder if it has not arrived.</p>
    </NoticeScreen>
  );
}
