import type { ReactNode } from 'react';
import { Link } from '../../lib/router-links';
import { NoticeScreen } from '../../components/site/notice-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { useStaffLogout } from './staff-session';

export interface StaffGateNoticeProps {
  pageTitle: string;
  title: string;
  /** The way on: a link, shown as the first (primary) action. */
  link: { to: string; label: string };
  /** What the screen says (the signed-in address in it). */
  children: ReactNode;
}

/** A signed-in user the staff pages turn away: why, the way on, and Sign out. */
export function StaffGateNotice({ pageTitle, title, link, children }: StaffGateNoticeProps) {
  usePageTitle(pageTitle);
  const logout = useStaffLogout();
  return (
    <NoticeScreen
      title={title}
      actions={
        <>
          <Link to={link.to} className={buttonClasses('primary', 'lg')}>
            {link.label}
          </Link>
          <Button variant="secondary" size="lg" busy={logout.isPending} onClick={() => logout.mutate()}>
            Sign out
          </Button>
        </>
      }
    >
      <p className="text-lg text-muted">{children}</p>
    </NoticeScreen>
  );
}
