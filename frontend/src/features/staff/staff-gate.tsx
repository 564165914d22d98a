import type { ReactNode } from 'react';
import { LoadingShell } from '../../components/site/loading-shell';
import { TooltipProvider } from '../../components/ui/tooltip';
import { hasSignedInHint } from '../../lib/signed-in-hint';
import { isStaff, type SessionUser } from '../../lib/user';
import { AREA_NAMES, StaffAuthScreen, type StaffArea } from './staff-auth-screen';
import { useStaffSession } from './staff-session';
import { StaffOnlyNotice } from './staff-only-notice';
import { TwoStepNeededNotice } from './two-step-needed-notice';

/**
 * Shows its children only to signed-in staff (editor or admin). Signed out, or when the session
 * cannot be checked, it shows the staff sign-in screen (while it asks, the loading shell of the header that will show:
 * the staff bar when the browser has the signed-in hint, the sign-in screen's otherwise, as the server's shell); a member sees a "staff only" notice, and staff who have to turn
 * on two-step sign-in first (STAFF_TWO_FACTOR=required) a notice that sends them to their profile.
 */
export function StaffGate({
  area = 'dashboard',
  retry,
  children,
}: {
  area?: StaffArea;
  /** How many times a failed session check is repeated (the magazine's admin mode: once). */
  retry?: number;
  children: (user: SessionUser) => ReactNode;
}) {
  const session = useStaffSession({ retry });

  if (session.isPending) {
    // Without the signed-in hint the answer will be the sign-in screen: its header, as the server sent (spa.ts).
    const hinted = typeof document !== 'undefined' && hasSignedInHint(document.cookie);
    return <LoadingShell shape={hinted ? 'staff' : 'account'} area={AREA_NAMES[area]} label="Checking your sign-in" />;
  }

  const user = session.data?.user ?? null;
  if (!user) return <StaffAuthScreen area={area} />;
  if (!isStaff(user)) return <StaffOnlyNotice email={user.email} />;
  if (user.two_factor_needed) return <TwoStepNeededNotice email={user.email} />;
  return <TooltipProvider>{children(user)}</TooltipProvider>;
}
