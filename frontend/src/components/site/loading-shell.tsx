import { Menu } from 'lucide-react';
import { AREA_NAMES } from '../../lib/staff-areas';
import { buttonClasses } from '../ui/button';
import { PageSpinner } from '../ui/spinner';
import { AccountHeader } from './account-frame';
import { Logo } from './logo';
import { StaffBar } from './staff-bar';

/** The layouts of the pages the app draws in the browser, each with a header of its own (routes.tsx names each route's). */
export type ShellShape = 'members' | 'staff' | 'account';

/** The area the staff shell names under the logo, until the page says (the dashboard, where most staff pages are). */
export const STAFF_SHELL_AREA = AREA_NAMES.dashboard;

/**
 * The header of `shape`, as its layout draws it, without anything that needs to know who is signed in. `area`: the staff
 * area's name under the logo (the staff bar's; the account pages' is the staff sign-in screen's when given).
 */
function ShellHeader({ shape, area }: { shape: ShellShape; area?: string }) {
  if (shape === 'account') return <AccountHeader tagline={area} />;
  if (shape === 'staff') {
    // Who is signed in, the phone's Menu and the row of actions, kept invisible: the bar is as tall as the dashboard's
    // (StaffHeader).
    const button = (label: string) => (
      <span aria-hidden="true" className={buttonClasses('secondary', 'sm', 'invisible')}>
        <Menu aria-hidden="true" />
        {label}
      </span>
    );
    return <StaffBar area={area ?? STAFF_SHELL_AREA} welcome={<span className="invisible">Welcome</span>} menu={button('Menu')} actions={button('Logout')} />;
  }
  return (
    <header className="relative z-40 border-b border-line bg-surface">
      {/* On phones the members' bar puts the page's title on a second row: the logo stays at the top of the bar. */}
      <div className="container-page flex min-h-18 items-start py-2 sm:items-center">
        <Logo className="shrink-0" />
      </div>
    </header>
  );
}

/**
 * What a members', staff or account page shows until it can show itself: the header of its layout (`shape`: the
 * members' bar of member-layout.tsx, the staff bar of StaffHeader, the account pages' centred logo of
 * account-frame.tsx, which the staff sign-in screen draws too; `area`: the staff area's name, under the logo of the staff
 * bar, or of the account shape for the staff sign-in) and a polite loading status. The server sends it in #root of
 * index.html, the shape of the page's route (entry-server.tsx `renderLoadingShell`, infrastructure/web/spa.ts), styled by
 * the stylesheet inline in the page, so a slow phone paints the site's frame before the app's JavaScript has arrived;
 * each layout draws the same while it checks who is signed in or what its link holds, so the app replaces it without a
 * jump.
 */
export function LoadingShell({ shape = 'members', label = 'Loading…', area }: { shape?: ShellShape; label?: string; area?: string }) {
  return (
    <div className="min-h-screen bg-paper" data-loading-shell={shape}>
      <ShellHeader shape={shape} area={area} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <PageSpinner label={label} />
      </main>
    </div>
  );
}
