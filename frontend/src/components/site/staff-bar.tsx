import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatMonthYear } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Logo } from './logo';

/**
 * The header bar of the staff screens: the logo with the area's name, the month, who is signed in (`welcome`), and a
 * row of actions (`actions`; with a `menu`, phones see that menu instead). Drawn by StaffHeader (features/admin/staff-header.tsx)
 * and, with the signed-in parts kept invisible, by the loading shell (loading-shell.tsx, the 'staff' shape), so the
 * header stays where it was when the dashboard replaces the shell.
 */
export function StaffBar({ area, welcome, menu, actions }: { area: string; welcome: ReactNode; menu?: ReactNode; actions: ReactNode }) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-4">
            <Logo tagline={area} />
            <Badge tone="accent">{formatMonthYear(new Date())}</Badge>
          </div>
          <p className="text-base text-muted">{welcome}</p>
        </div>
        {menu ? <div className="md:hidden">{menu}</div> : null}
        {/* A row of its own: its height is the same whatever the actions (the loading shell keeps one invisible). */}
        <div className={cn('w-full flex-wrap items-center gap-2', menu ? 'hidden md:flex' : 'flex')}>{actions}</div>
      </div>
    </header>
  );
}
