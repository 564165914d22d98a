import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Logo } from './logo';

/**
 * The header of the account pages (sign-in, password reset, address change, staff invitation, newsletter links and the
 * staff sign-in): the logo alone, centred, at a fixed place at the top, so the loading shell (loading-shell.tsx, the
 * 'account' shape) draws it where the page will, whatever the page's card holds.
 */
export function AccountHeader({ tagline }: { tagline?: string }) {
  return (
    <header className="px-4 pt-12 text-center">
      <Logo tagline={tagline} />
    </header>
  );
}

/** The frame of the account pages: their header, then one column (`className`: its width, max-w-md unless told). */
export function AccountFrame({ tagline, className = 'max-w-md', children }: { tagline?: string; className?: string; children: ReactNode }) {
  return (
    <>
      <AccountHeader tagline={tagline} />
      <main id="main-content" tabIndex={-1} className="px-4 pt-6 pb-12 focus:outline-none">
        <div className={cn('mx-auto w-full space-y-6', className)}>{children}</div>
      </main>
    </>
  );
}
