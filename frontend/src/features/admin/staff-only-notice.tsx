import { Link } from 'react-router';
import { Logo } from '../../components/site/logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { useStaffLogout } from './staff-session';

/** Shown to a signed-in member who opens a staff page. */
export function StaffOnlyNotice({ email }: { email: string }) {
  usePageTitle('Staff only');
  const logout = useStaffLogout();
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-screen flex-col items-center justify-center px-4 py-12 focus:outline-none">
      <div className="w-full max-w-lg space-y-6 text-center">
        <Logo />
        <Card>
          <CardHeader className="space-y-3">
            <h1 className="text-3xl">This area is for Flying@50 staff</h1>
            <p className="text-lg text-muted">
              You are signed in as <strong className="text-ink">{email}</strong>, a member account. The editorial
              dashboard is only open to the Flying@50 team.
            </p>
          </CardHeader>
          <CardContent className="flex flex-wrap justify-center gap-3">
            <Link to="/journal" className={buttonClasses('primary', 'lg')}>
              Go to My Insights
            </Link>
            <Button variant="secondary" size="lg" disabled={logout.isPending} onClick={() => logout.mutate()}>
              Sign out
            </Button>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
