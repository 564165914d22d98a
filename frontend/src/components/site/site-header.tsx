import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../lib/router-links';
import { cn } from '../../lib/cn';
import { useStickyHeader } from '../../lib/sticky-header';
import { useHydrated } from '../../lib/use-hydrated';
import { useHeaderMenuDismiss } from './header-menu';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { SITE_LINKS_ID } from './site-footer';
import { PREMIUM_NAV, PRIMARY_NAV, THEME_NAV, type NavItem } from './site-nav';

function navClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'inline-flex min-h-11 items-center rounded-md px-3 font-semibold no-underline transition-colors',
    isActive ? 'text-accent underline decoration-2 underline-offset-8' : 'text-ink hover:text-accent',
  );
}

function NavLinks({ items, className }: { items: readonly NavItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === '/publisher'} className={navClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Header of the public magazine pages: logo, main links, the six themes, and a mobile menu. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sticky = useStickyHeader(barRef);
  const ready = useHydrated();
  const menuClass = 'inline-flex min-h-11 items-center gap-2 rounded-md border border-line-strong px-4 font-semibold lg:hidden';

  // Choosing a link closes the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  // Escape, a press outside the header or tabbing out of it closes it too.
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const onHeaderBlur = useHeaderMenuDismiss(menuOpen, closeMenu, headerRef, menuButtonRef);

  return (
    <header
      ref={headerRef}
      // Open on a phone, the header fills the screen: the bar, then the menu in the height left (it scrolls inside).
      className={cn(sticky ? 'sticky top-0' : 'relative', 'z-40 border-b border-line bg-paper print:hidden', menuOpen && 'max-lg:flex max-lg:h-dvh max-lg:flex-col')}
      onBlur={onHeaderBlur}
    >
      <div ref={barRef}>
        {/*
          Below lg the logo takes the row's width left of Menu (its 16 px tagline in two even lines under the word mark, set
          close: capitals have no descenders), so Menu stays on the logo's row and the bar is 88 px of a phone's 844, not
          125. It wraps rather than overflows: at 200 % text the word mark alone is too wide beside Menu, which then goes
          under the logo.
        */}
        <div className="container-page flex min-h-18 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2">
          <div className="max-lg:flex-1">
            <Logo tagline="The magazine for athletes over 50" taglineClassName="text-balance max-lg:leading-[1.15]" />
          </div>
          <div className="hidden items-center gap-4 lg:flex">
            <nav aria-label="Main">
              <NavLinks items={PRIMARY_NAV} className="flex items-center gap-1" />
            </nav>
            {/* Its width grows with the text size (a placeholder cut short at Largest), up to a quarter of the screen. */}
            <HeaderSearch className="w-[min(14rem,24vw)]" />
          </div>
          {ready ? (
            <button ref={menuButtonRef} type="button" className={menuClass} aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
              {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
              Menu
            </button>
          ) : (
            // Until the app runs (a slow phone, or no JavaScript), a tap on Menu still leads somewhere: the footer's links,
            // every theme and the rest of the site. The app turns it into the button that opens the menu.
            <a href={`#${SITE_LINKS_ID}`} className={cn(menuClass, 'no-underline text-ink')}>
              <Menu aria-hidden="true" className="size-5" />
              Menu
            </a>
          )}
        </div>
        <nav aria-label="Themes" className="hidden border-t border-line lg:block">
          <div className="container-page">
            <NavLinks items={THEME_NAV} className="-ml-3 flex flex-wrap items-center gap-1 py-1" />
          </div>
        </nav>
      </div>
      <div id={menuId} hidden={!menuOpen} className="min-h-0 flex-1 overflow-y-auto border-t border-line bg-paper lg:hidden">
        <div className="container-page space-y-4 py-4">
          <HeaderSearch />
          <nav aria-label="Mobile" className="grid gap-4 sm:grid-cols-3">
            <div>
              <p className="kicker mb-2">Publisher</p>
              <NavLinks items={PRIMARY_NAV.filter((item) => item.to !== PREMIUM_NAV.to)} className="grid gap-1" />
            </div>
            <div>
              <p className="kicker mb-2">Theme Pages</p>
              <NavLinks items={THEME_NAV} className="grid gap-1" />
            </div>
            <div>
              <p className="kicker mb-2">Premium Content</p>
              <NavLinks items={[PREMIUM_NAV]} className="grid gap-1" />
            </div>
          </nav>
        </div>
      </div>
    </header>
  );
}
