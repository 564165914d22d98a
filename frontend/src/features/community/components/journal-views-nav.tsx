import { BookOpenText, LayoutDashboard, MessagesSquare } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/router-links';
import { cn } from '../../../lib/cn';

/** The three ways of keeping the journal (also in the member menu on phones). */
export const JOURNAL_VIEWS = [
  { to: '/journal', label: 'Insights Guide', icon: MessagesSquare },
  { to: '/journal-old', label: 'Classic Journal', icon: BookOpenText },
  { to: '/my-journey', label: 'My Journal Journey', icon: LayoutDashboard, also: '/journal-dashboard' },
] as const;

/** True when the reader is on `view`'s page (/journal-dashboard is My Journal Journey too, on its Momentum tab). */
export function isCurrentView(view: (typeof JOURNAL_VIEWS)[number], pathname: string): boolean {
  const here = pathname.replace(/\/+$/, '') || '/';
  return here === view.to || ('also' in view && here === view.also);
}

/**
 * Links between the three ways of keeping the journal; the current one is marked aria-current. From `sm` up: pills with
 * icons in a row. On a phone: one row of three equal segments (labels at 16 px wrap inside them, no icons), about 50 px
 * instead of three stacked pills (150 px) above the goals and the composer; when the text is so large that the row is
 * narrower than 16rem (200 % text on a phone), the segments stack, each the row's width, rather than break words.
 */
export function JournalViewsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Journal views" className="@container print:hidden">
      <ul className="grid grid-cols-1 gap-1.5 @3xs:grid-cols-3 sm:flex sm:flex-wrap sm:gap-x-2 sm:gap-y-2">
        {JOURNAL_VIEWS.map((view) => {
          const { to, label, icon: Icon } = view;
          const current = isCurrentView(view, pathname);
          return (
            <li key={to} className="min-w-0">
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-full min-h-11 items-center justify-center rounded-xl border px-1.5 py-1 text-center text-sm leading-tight font-semibold [overflow-wrap:anywhere] no-underline transition-colors',
                  'sm:inline-flex sm:h-auto sm:gap-2 sm:rounded-full sm:px-3.5 sm:py-0 sm:text-left sm:text-base sm:leading-(--text-base--line-height)',
                  current ? 'border-accent bg-accent-soft text-accent-hover' : 'border-line bg-surface text-ink hover:border-line-strong hover:bg-sunken',
                )}
              >
                <Icon aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
