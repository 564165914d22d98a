import { PageSpinner } from '../ui/spinner';
import { Logo } from './logo';

/**
 * What a members', staff or account page shows until it can show itself: the header bar of the members' shell (its
 * height, colours and logo: member-layout.tsx) and a polite loading status. The server sends it in #root of index.html
 * (entry-server.tsx `renderLoadingShell`, infrastructure/web/spa.ts), styled by the stylesheet inline in the page, so a
 * slow phone paints the site's frame before the app's JavaScript has arrived; the members' and staff areas draw the
 * same while they check who is signed in, so the app replaces it without a jump.
 */
export function LoadingShell({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="min-h-screen bg-paper" data-loading-shell="">
      <header className="relative z-40 border-b border-line bg-surface">
        {/* On phones the members' bar puts the page's title on a second row: the logo stays at the top of the bar. */}
        <div className="container-page flex min-h-18 items-start py-2 sm:items-center">
          <Logo className="shrink-0" />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <PageSpinner label={label} />
      </main>
    </div>
  );
}
