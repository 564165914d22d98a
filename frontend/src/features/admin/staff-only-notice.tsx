import { Link } from 'react-router';
import { NoticeScreen } from '../../components/site/notice-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { useStaffLogout } from './staff-session';

/** Shown to a signed-in member who opens a staff page. */
export function StaffOnlyNotice({ email }: { email: string }) {
  usePageTitle('Staff only');
  const logout = useStaffLogout();
  return (
    <NoticeScreen
      title="This area is for Flying@50 staff"
      actions={
        <>
          <Link to="/journal" className={buttonClasses('primary', 'lg')}>
            Go to My Insights
          </Link>
          <Button variant="secondary" size="lg" busy={logout.isPending} onClick={() => logout.mutate()}>
            Sign out
          </Button>
        </>
      }
    >
      <p className="text-lg text-muted">
        You are signed in as <strong className="text-ink">{email}</strong>, a member account. The editorial dashboard is only
        open to the Flying@50 team.
      </p>
    </NoticeScreen>
  );
}
