import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Check, ChevronDown, LayoutDashboard, LogOut, Menu, MessagesSquare, Newspaper, UserRound, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Link } from '../../lib/router-links';
import { RouteErrorBoundary } from '../../components/site/route-error';
import { useHeaderMenuDismiss } from '../../components/site/header-menu';
import { Logo } from '../../components/site/logo';
import { busyProps } from '../../components/ui/busy';
import { Button, buttonClasses } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { LoadError } from '../../components/ui/load-error';
import { LoadingShell } from '../../components/site/loading-shell';
import { TooltipProvider } from '../../components/ui/tooltip';
import { answer, api } from '../../lib/api-client';
import { formatWeekdayDate } from '../../lib/format';
import { signInPath } from '../../lib/return-path';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { useStickyHeader } from '../../lib/sticky-header';
import { WHILE_TYPING_AWAY } from '../../lib/sticky-header-keyboard';
import { isAdmin, isStaff, type SessionUser } from '../../lib/user';
import { JOURNAL_VIEWS } from './components/journal-views-nav';
import { COMMUNITY_ME_KEY } from '../../lib/session-queries';
import { useCommunitySession } from '../../lib/community-session';
import { keepOnlyDraftsOf } from './drafts';
import type { MemberOutletContext } from './member-context';
import { ReportFromAddress } from './components/report-from-address';
import { ADMIN_LINKS, DASHBOARD_LINK, MAGAZINE_LINK, WEBSITE_EDITOR_LINKS } from './member-nav';
import { memberTitle } from './member-titles';
import { UpgradeCard } from './upgrade-card';
import { SessionEndedBanner, SessionEndedProvider } from './session-ended';
import { clearCacheAfterSignOut } from '../../lib/session-cache';

/** Set while a member signs out on purpose: the sign-in page is then not asked to bring them back to this page. */
const signingOut = { current: false };

/** Sign out of My Insights: POST the logout, then (whatever the answer) forget the drafts and go to the sign-in page. */
function useMemberSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => answer(api.POST('/api/community/auth/logout')),
    onSettled: () => {
      signingOut.current = true;
      clearCacheAfterSignOut(queryClient, COMMUNITY_ME_KEY);
      keepOnlyDraftsOf(null);
      navigate('/community/auth', { replace: true });
    },
  });
}

function AdminMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          Admin
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Website Editor</DropdownMenuLabel>
        {WEBSITE_EDITOR_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Dashboard</DropdownMenuLabel>
        {ADMIN_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const menuItemClass = 'flex min-h-12 items-center gap-3 rounded-md px-3 text-base font-semibold no-underline';

/**
 * A link of the phone menu. The page the member is on (`to`, or `also`: another address of the same page, as
 * /journal-dashboard is My Journal Journey's) is marked aria-current="page" and seen so by a bar down its left edge on
 * a tint, with a check at its end: not by colour alone.
 */
function MenuLink({ to, also, children }: { to: string; also?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '') || '/';
  const current = here === to || here === also;
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(menuItemClass, current ? 'bg-accent-soft text-accent-hover shadow-[inset_4px_0_0_var(--color-accent)]' : 'text-ink hover:bg-sunken')}
    >
      {children}
      {current ? <Check aria-hidden="true" className="ml-auto size-5" /> : null}
    </Link>
  );
}

/** The journal's three views and its page for print: the header's "Journal" link is the page for each of them. */
const JOURNAL_PATHS = ['/journal', '/journal-old', '/my-journey', '/journal-dashboard', '/journal/print'];

/**
 * A link of the header's nav (768 px and wider). The page the member is on is marked aria-current="page" and seen so
 * by a tint and an underline, not by colour alone ("Journal" for each of the journal's three views). Narrower sides than
 * a small button's (md:px-3, which wins over its px-4) so the page's title and subtitle fit on one line beside the nav
 * at 1440 px.
 */
function NavBarLink({ to, paths = [to], children }: { to: string; paths?: string[]; children: ReactNode }) {
  const current = paths.includes(useLocation().pathname);
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(buttonClasses('ghost', 'sm', 'md:px-3'), current && 'bg-sunken underline decoration-2 underline-offset-6')}
    >
      {children}
    </Link>
  );
}

function MenuLinkList({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <ul className="grid gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <MenuLink to={link.to}>{link.label}</MenuLink>
        </li>
      ))}
    </ul>
  );
}

function MobileMenu({
  id,
  open,
  user,
  onSignOut,
  signingOut,
}: {
  id: string;
  open: boolean;
  user: SessionUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <nav id={id} hidden={!open} aria-label="Member menu" className="border-t border-line bg-surface md:hidden">
      <div className="container-page space-y-3 py-4">
        <p className="px-3 text-base text-muted">{formatWeekdayDate(new Date())}</p>
        <ul className="grid gap-1">
          {JOURNAL_VIEWS.map((view) => (
            <li key={view.to}>
              <MenuLink to={view.to} also={'also' in view ? view.also : undefined}>
                <view.icon aria-hidden="true" className="size-5" />
                {view.label}
              </MenuLink>
            </li>
          ))}
          {user.is_premium ? (
            <li>
              <MenuLink to="/library">
                <BookOpen aria-hidden="true" className="size-5" />
                Library
              </MenuLink>
            </li>
          ) : null}
          <li>
            <MenuLink to="/profile">
              <UserRound aria-hidden="true" className="size-5" />
              Profile
            </MenuLink>
          </li>
          <li>
            <MenuLink to={MAGAZINE_LINK.to}>
              <Newspaper aria-hidden="true" className="size-5" />
              {MAGAZINE_LINK.label}
            </MenuLink>
          </li>
          {isStaff(user) && !isAdmin(user) ? (
            <li>
              <MenuLink to={DASHBOARD_LINK.to}>
                <LayoutDashboard aria-hidden="true" className="size-5" />
                {DASHBOARD_LINK.label}
              </MenuLink>
            </li>
          ) : null}
          <li>
            <button type="button" className={cn(menuItemClass, 'w-full cursor-pointer text-ink hover:bg-sunken', signingOut && 'cursor-wait opacity-60')} {...busyProps<HTMLButtonElement>(signingOut, onSignOut)}>
              <LogOut aria-hidden="true" className="size-5" />
              Logout
            </button>
          </li>
        </ul>
        {isAdmin(user) ? (
          <div className="space-y-1 border-t border-line pt-3">
            <p className="kicker px-3">Website Editor</p>
            <MenuLinkList links={WEBSITE_EDITOR_LINKS} />
            <p className="kicker px-3 pt-2">Dashboard</p>
            <MenuLinkList links={ADMIN_LINKS} />
          </div>
        ) : null}
      </div>
    </nav>
  );
}

function MemberShell({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const { title, subtitle } = memberTitle(pathname);
  const isProfile = pathname.replace(/\/+$/, '') === '/profile';
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const sticky = useStickyHeader(barRef, WHILE_TYPING_AWAY);
  const menuId = useId();
  const signOut = useMemberSignOut();
  usePageTitle(title);

  useEffect(() => setMenuOpen(false), [pathname]);
  // Escape (focus back on Menu), a press outside the header or tabbing out of it closes the phone menu, as the magazine's.
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const onHeaderBlur = useHeaderMenuDismiss(menuOpen, closeMenu, headerRef, menuButtonRef);

  const context: MemberOutletContext = { user };

  return (
    <div className="min-h-screen bg-paper">
      <header ref={headerRef} onBlur={onHeaderBlur} className={cn(sticky ? 'sticky top-0' : 'relative', 'z-40 border-b border-line bg-surface print:static')}>
        <div ref={barRef} className="container-page flex min-h-18 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <Logo className="shrink-0" />
          {/*
            The page's title as seen; its h1 for assistive technology is the first thing in <main> (below). From 640 px it
            takes the width its title and subtitle need (flex-auto, not flex-1's zero basis, which kept the nav on its row
            and squeezed the title into a narrow column); when that and the nav do not fit on one row, the nav wraps under.
          */}
          <div aria-hidden="true" className="order-last w-full min-w-0 pb-2 sm:order-none sm:w-auto sm:flex-auto sm:border-l sm:border-line sm:pb-0 sm:pl-4">
            {/* Styled as the headings are (index.css: h1-h4), with the words of the h1. */}
            <p className="font-serif text-xl font-bold tracking-[-0.01em] text-balance text-ink [overflow-wrap:anywhere] max-md:hyphens-auto md:text-2xl">{title}</p>
            {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
          </div>
          <nav aria-label="Member" className="hidden flex-wrap items-center gap-1 md:flex print:hidden">
            <NavBarLink to={MAGAZINE_LINK.to}>
              <Newspaper aria-hidden="true" />
              {MAGAZINE_LINK.label}
            </NavBarLink>
            <NavBarLink to="/journal" paths={JOURNAL_PATHS}>
              <MessagesSquare aria-hidden="true" />
              Journal
            </NavBarLink>
            {isAdmin(user) ? <AdminMenu /> : null}
            {isStaff(user) && !isAdmin(user) ? (
              <NavBarLink to={DASHBOARD_LINK.to}>
                <LayoutDashboard aria-hidden="true" />
                {DASHBOARD_LINK.label}
              </NavBarLink>
            ) : null}
            {user.is_premium ? (
              <NavBarLink to="/library">
                <BookOpen aria-hidden="true" />
                Library
              </NavBarLink>
            ) : null}
            <NavBarLink to="/profile">
              <UserRound aria-hidden="true" />
              Profile
            </NavBarLink>
            <Button variant="secondary" size="sm" busy={signOut.isPending} onClick={() => signOut.mutate()}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </nav>
          <Button
            variant="secondary"
            size="sm"
            ref={menuButtonRef}
            className="md:hidden print:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            Menu
          </Button>
        </div>
        <MobileMenu
          id={menuId}
          open={menuOpen}
          user={user}
          signingOut={signOut.isPending}
          onSignOut={() => signOut.mutate()}
        />
      </header>
      <main id="main-content" tabIndex={-1} className="pb-16 focus:outline-none">
        {/*
          The page's h1 is in main, as on the public pages: the route focus manager and the skip link land on it, and a
          screen reader's list of landmarks finds the title in the main one. The header shows the same words (hidden
          from assistive technology there, so they are not read twice).
        */}
        <h1 className="sr-only">{title}</h1>
        {subtitle ? <p className="sr-only">{subtitle}</p> : null}
        <SessionEndedBanner />
        {/* The profile page shows the full upgrade offer itself. */}
        {user.is_premium || isProfile ? null : (
          <div className="print:hidden">
            <UpgradeCard />
          </div>
        )}
        {/* A page that fails shows the error page under the members' header, which stays. */}
        <RouteErrorBoundary path={pathname} inFrame>
          <Outlet context={context} />
        </RouteErrorBoundary>
        <ReportFromAddress />
      </main>
    </div>
  );
}

/** The session check failed (no answer, or a server error, after asking again): say so, with Try Again. */
function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main-content" tabIndex={-1} className="container-page max-w-2xl space-y-6 py-12 focus:outline-none">
      <Logo />
      <LoadError
        message="We could not reach Flying@50 to check that you are signed in. You have not been signed out: please try again in a moment."
        onRetry={onRetry}
      />
    </main>
  );
}

/**
 * The member wrapper around /journal, /my-journey, /journal-dashboard, /journal-old, /profile and
 * /library: a spinner while the session loads, the sign-in page when nobody is signed in (a 401), an error with
 * Try Again when the check itself failed (react-query has asked twice more by then).
 */
export function MemberLayout() {
  const session = useCommunitySession();
  const { pathname, search, hash } = useLocation();
  const signedIn = !!session.data?.user;
  useEffect(() => {
    if (signedIn) signingOut.current = false;
  }, [signedIn]);
  if (session.isPending) return <LoadingShell label="Loading your Insights" />;
  // Only a failed check with nothing known (a failed re-check keeps the member shown as signed in).
  if (session.isError && !session.data) {
    return session.isFetching ? <LoadingShell label="Loading your Insights" /> : <SessionCheckFailed onRetry={() => void session.refetch()} />;
  }
  const user = session.data?.user ?? null;
  // Signed out: to the sign-in page, which brings the member back here (not after signing out on purpose).
  if (!user) return <Navigate to={signingOut.current ? '/community/auth' : signInPath(`${pathname}${search}${hash}`)} replace />;
  return (
    <TooltipProvider>
      <SessionEndedProvider user={user}>
        <MemberShell user={user} />
      </SessionEndedProvider>
    </TooltipProvider>
  );
}
