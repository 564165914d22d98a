import { LogOut, MessagesSquare, Newspaper } from 'lucide-react';
import { Link } from '../../lib/router-links';
import type { ReactNode } from 'react';
import { StaffBar } from '../../components/site/staff-bar';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { displayName, type SessionUser } from '../../lib/user';
import { useStaffLogout } from './staff-session';
import { EmailAddress } from '../../components/ui/email-address';

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
 * Who is signed in, in full, for the phones' Menu (the bar's line cuts a long address): the address wraps after its @
 * or before a dot (EmailAddress) rather than running out of the menu.
 */
export function SignedInAs({ email, className }: { email: string; className?: string }) {
  return (
    <p className={cn('text-base text-muted', className)}>
      Signed in as <EmailAddress address={email} className="block font-semibold text-ink" />
    </p>
  );
}

/**
 * Header of the staff screens (StaffBar): logo, month badge, who is signed in, extra actions, Logout. With a
 * `mobileMenu`, phones see that menu instead of the actions and Logout (the menu carries them, and should say who is
 * signed in with SignedInAs); without one, phones get a Menu button that shows and hides the row of actions, which
 * starts with the address in full there.
 */
export function StaffHeader({ user, area, children, mobileMenu }: { user: SessionUser; area: string; children?: ReactNode; mobileMenu?: ReactNode }) {
  const logout = useStaffLogout();
  return (
    <StaffBar
      area={area}
      welcome={
        <>
          {/* Greeted by name, as the rest of the app does (the address is in the tooltip and the phones' menu). Phones
              have room for the name beside the month: the greeting is for screen readers there. */}
          <span className="sr-only md:not-sr-only">Welcome, </span>
          <span title={user.email} className="font-semibold break-all text-ink">
            {displayName(user)}
          </span>
        </>
      }
      menu={mobileMenu}
      actions={
        <>
          {mobileMenu ? null : <SignedInAs email={user.email} className="w-full md:hidden" />}
          {children}
          <AreaLinks />
          <Button variant="secondary" size="sm" busy={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </>
      }
    />
  );
}
