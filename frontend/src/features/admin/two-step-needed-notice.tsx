import { Link } from 'react-router';
import { NoticeScreen } from '../../components/site/notice-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { useStaffLogout } from './staff-session';

/**
 * Shown to staff whose install requires two-step sign-in (STAFF_TWO_FACTOR=required) and who have not turned it on: the
 * server gives them a member's access until they do, from their profile.
 */
export function TwoStepNeededNotice({ email }: { email: string }) {
  usePageTitle('Turn on two-step sign-in');
  const logout = useStaffLogout();
  return (
    <NoticeScreen
      title="Turn on two-step sign-in first"
      actions={
        <>
          <Link to="/profile" className={buttonClasses('primary', 'lg')}>
            Open My Profile
          </Link>
          <Button variant="secondary" size="lg" busy={logout.isPending} onClick={() => logout.mutate()}>
            Sign out
          </Button>
        </>
      }
    >
      <p className="text-lg text-muted">
        You are signed in as <strong className="text-ink">{email}</strong>. The editorial tools ask every staff account for a
        code from an authenticator app as well as the password. Turn on two-step sign-in in your profile, then come back
        here.
      </p>
    </NoticeScreen>
  );
}
