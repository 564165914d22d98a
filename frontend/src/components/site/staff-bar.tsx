import { Menu } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatMonthYear } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Logo } from './logo';

/**
 * The header bar of the staff screens: the logo with the area's name, the month, who is signed in (`welcome`), and a
 * row of actions (`actions`). Drawn by StaffHeader (features/staff/staff-header.tsx) and, with the signed-in parts kept
 * invisible, by the loading shell (loading-shell.tsx, the 'staff' shape), so the header stays where it was when the
 * dashboard replaces the shell.
 *
 * From 768 px (md) the bar is the logo and month, who is signed in under them, and the actions on a row of their own.
 * On phones it is two short rows, so the work shows under it (about 100 px at normal text size): the logo with the
 * phones' Menu beside it, then the month and who is signed in (on one line, cut with an ellipsis when long). The Menu is
 * `menu` when given (the dashboard's: its tabs and actions), otherwise a disclosure button (aria-expanded) that shows
 * and hides the row of actions under the bar; Escape in that row closes it and puts the focus back on the button.
 */
export function StaffBar({ area, welcome, menu, actions }: { area: string; welcome: ReactNode; menu?: ReactNode; actions: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const actionsId = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <header className="border-b border-line bg-surface">
      {/*
        Phones: the parts in one wrapping row, ordered logo, Menu, a line break, month, who (the wrappers are display:
        contents), so the logo and Menu share the first line and the month and who the second; with large text, Menu wraps rather
        than running off the screen. From md: the logo and month with who under them, then the actions, as on a desktop.
      */}
      <div className="container-page flex flex-wrap items-center justify-between gap-x-2 gap-y-0 py-1.5 md:gap-x-6 md:gap-y-3 md:py-3">
        <div className="contents md:block md:space-y-1">
          <div className="contents md:flex md:flex-wrap md:items-center md:gap-4">
            <Logo tagline={area} className="order-1 md:order-none" />
            <Badge tone="accent" className="order-4 px-2 py-0.5 whitespace-nowrap md:order-none md:px-3 md:py-1">
              {formatMonthYear(new Date())}
            </Badge>
          </div>
          <p className="order-5 min-w-0 flex-[1_1_10rem] truncate text-base text-muted md:order-none md:overflow-visible md:whitespace-normal">{welcome}</p>
        </div>
        <div className="order-2 md:hidden">
          {menu ?? (
            <Button ref={toggle} variant="secondary" size="sm" aria-expanded={open} aria-controls={actionsId} onClick={() => setOpen(!open)}>
              <Menu aria-hidden="true" />
              Menu
            </Button>
          )}
        </div>
        {/* Phones: the month and who start a line of their own, 4 px under the first. */}
        <div aria-hidden="true" className="order-3 h-1 basis-full md:hidden" />
        {/* A row of its own: its height is the same whatever the actions (the loading shell keeps one invisible). */}
        <div
          id={actionsId}
          onKeyDown={menu ? undefined : closeOnEscape}
          className={cn('order-6 w-full flex-wrap items-center gap-2 pt-2 md:order-none md:pt-0', menu || !open ? 'hidden md:flex' : 'flex')}
        >
          {actions}
        </div>
      </div>
    </header>
  );
}
