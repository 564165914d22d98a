import { LogOut, MessagesSquare, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Logo } from '../../components/site/logo';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatMonthYear } from '../../lib/format';
import type { SessionUser } from '../../lib/user';
import { useStaffLogout } from './staff-session';

/** The other areas: the public magazine and the members' area (the staff account signs in there as well). */
export function AreaLinks() {
  return (
    <>
      <Link to="/publisher" className={buttonClasses('ghost', 'sm')}>
        <Newspaper aria-hidden="true" />
        Magazine
      </Link>
      <Link to="/journal" className={buttonClasses('ghost', 'sm')}>
        <MessagesSquare aria-hidden="true" />
        Members' area
      </Link>
    </>
  );
}

/**
 * Header of the staff screens: logo, month badge, who is signed in, extra actions, Logout. With a
 * `mobileMenu`, phones see that menu instead of the actions and Logout (the menu carries them).
 */
export function StaffHeader({ user, area, children, mobileMenu }: { user: SessionUser; area: string; children?: ReactNode; mobileMenu?: ReactNode }) {
  const logout = useStaffLogout();
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-4">
            <Logo tagline={area} />
            <Badge tone="accent">{formatMonthYear(new Date())}</Badge>
          </div>
          <p className="text-base text-muted">
            Welcome, <span className="font-semibold break-all text-ink">{user.email}</span>
          </p>
        </div>
        {mobileMenu ? <div className="md:hidden">{mobileMenu}</div> : null}
        <div className={cn('flex-wrap items-center gap-2', mobileMenu ? 'hidden md:flex' : 'flex')}>
          {children}
          <AreaLinks />
          <Button variant="secondary" size="sm" busy={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
