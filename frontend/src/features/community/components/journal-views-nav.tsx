import { BookOpenText, LayoutDashboard, MessagesSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';

/** The three ways of keeping the journal (also in the member menu on phones). */
export const JOURNAL_VIEWS = [
  { to: '/journal', label: 'Insights Guide', icon: MessagesSquare },
  { to: '/journal-old', label: 'Classic Journal', icon: BookOpenText },
  { to: '/my-journey', label: 'My Journal Journey', icon: LayoutDashboard },
] as const;

/** Links between the three ways of keeping the journal; the current one is marked aria-current. */
export function JournalViewsNav() {
  return (
    <nav aria-label="Journal views">
      <ul className="flex flex-wrap gap-x-2 gap-y-2">
        {JOURNAL_VIEWS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-base font-semibold no-underline transition-colors',
                  isActive
                    ? 'border-accent bg-accent-soft text-accent-hover'
                    : 'border-line bg-surface text-ink hover:border-line-strong hover:bg-sunken',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
