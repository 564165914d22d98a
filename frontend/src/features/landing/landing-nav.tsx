import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useStickyHeader } from '../../lib/sticky-header';
import { THEMES } from '../../lib/themes';
import { goToSubscribe } from './go-to-subscribe';

/** Desktop links of the landing page (docs/product.md#landing-page). Navigation is by full page load. */
export const LANDING_NAV = [
  { href: '/publisher', label: 'Magazine' },
  { href: '/my-journey', label: 'My Insights' },
  { href: '/premium', label: 'Premium' },
  { href: '/admin', label: 'Admin' },
] as const;

/** The mobile menu: the magazine, its six theme pages, My Insights, Premium and Admin. */
export const LANDING_MOBILE_NAV = [
  { href: '/publisher', label: 'Magazine' },
  ...THEMES.map((theme) => ({ href: `/publisher/${theme.slug}`, label: theme.title })),
  { href: '/my-journey', label: 'My Insights' },
  { href: '/premium', label: 'Premium' },
  { href: '/admin', label: 'Admin' },
];

/** Past this many pixels of scrolling the bar turns solid. */
export const SOLID_AFTER_PX = 40;

/**
 * The landing page's top bar: see-through over the hero, solid with a shadow once the page scrolls;
 * on small screens a menu that closes on a click outside it, on Escape or on choosing a link.
 */
export function LandingNav() {
  const [solid, setSolid] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const barRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Over the hero either way; too tall to stay on screen (200 % text on a phone), it scrolls away with the page.
  const fixed = useStickyHeader(rowRef);

  useEffect(() => {
    const onScroll = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (barRef.current && !barRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const light = !solid && !open;
  return (
    <header
      ref={barRef}
      data-solid={solid || open}
      className={cn(fixed ? 'fixed' : 'absolute', 'inset-x-0 top-0 z-40 transition-colors duration-200', light ? 'bg-band/75 backdrop-blur-sm' : 'bg-paper shadow-card')}
    >
      <div ref={rowRef} className="container-page flex min-h-18 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2 md:py-0">
        <a href="/about" className={cn('font-serif text-2xl font-bold no-underline md:text-3xl', light ? 'text-white' : 'text-ink')}>
          Flying<span className={light ? 'text-accent-on-band' : 'text-accent'}>@</span>50
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_NAV.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-md px-3 font-semibold no-underline',
                    light ? 'text-white hover:underline focus-visible:outline-white' : 'text-ink hover:text-accent',
                  )}
                >
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={goToSubscribe}
                className={cn(
                  'ml-2 inline-flex min-h-11 cursor-pointer items-center rounded-md px-4 font-semibold',
                  light ? 'border border-white text-white focus-visible:outline-white' : 'bg-accent text-on-accent hover:bg-accent-hover',
                )}
              >
                Subscribe
              </button>
            </li>
          </ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-md border px-4 font-semibold md:hidden',
            light ? 'border-white text-white focus-visible:outline-white' : 'border-line-strong text-ink',
          )}
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          Menu
        </button>
      </div>
      <div id={menuId} hidden={!open} className="max-h-[calc(100vh-4.5rem)] overflow-y-auto border-t border-line bg-paper md:hidden">
        <nav aria-label="Mobile">
          <ul className="container-page grid gap-1 py-4">
            {LANDING_MOBILE_NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href} onClick={() => setOpen(false)} className="inline-flex min-h-11 items-center font-semibold text-ink no-underline hover:text-accent">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
