import { Link } from '../../lib/router-links';
import { DisplayChoices } from './display-choices';
import { useSignedInHint } from '../../lib/signed-in-hint';
import { THEMES } from '../../lib/themes';

/** Where the header's Menu leads before the app runs (a link to this footer's links; site-header.tsx). */
export const SITE_LINKS_ID = 'site-links';

/** Footer of the public pages: themes, the rest of the site, and the small print. */
export function SiteFooter() {
  // A member signed in on this browser (the hint cookie set beside the session; no request) is led to their Insights,
  // not to sign in again. The server draws the signed-out link; the browser changes it once it runs.
  const signedIn = useSignedInHint();
  return (
    <footer className="mt-20 print:hidden border-t border-line bg-band text-on-band [&_a:focus-visible]:outline-accent-on-band">
      <div id={SITE_LINKS_ID} className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div className="space-y-3">
          <p className="font-serif text-2xl font-bold text-white">
            Flying<span className="text-accent-on-band">@</span>50
          </p>
          <p className="text-base">Training, nutrition, recovery, mindset, gear and racing for athletes aged 50 and over.</p>
        </div>
        <nav aria-label="Footer themes">
          <h2 className="mb-3 font-sans text-sm font-bold tracking-wider text-white uppercase">Themes</h2>
          <ul className="grid gap-1">
            {THEMES.map((theme) => (
              <li key={theme.slug}>
                <Link to={`/publisher/${theme.slug}`} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                  {theme.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Footer">
          <h2 className="mb-3 font-sans text-sm font-bold tracking-wider text-white uppercase">Flying@50</h2>
          <ul className="grid gap-1">
            {[
              { to: '/publisher', label: 'Magazine' },
              { to: '/about', label: 'About Flying@50' },
              { to: '/premium', label: 'Premium' },
              { to: '/newsletter', label: 'Newsletter archive' },
              { to: '/privacy', label: 'Privacy policy' },
              signedIn ? { to: '/journal', label: 'Go to My Insights' } : { to: '/community/auth', label: 'Sign in to My Insights' },
              { to: '/admin', label: 'Staff sign-in' },
            ].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <FooterSmallPrint />
    </footer>
  );
}

/** The foot of the site's footers (this one and /about's): the copyright and the choices of Appearance and Text size. */
export function FooterSmallPrint() {
  return (
    <div className="border-t border-white/15">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-8 gap-y-4 py-5">
        <p className="text-sm">
          {/* The page's HTML is cached: at New Year the server's year may be last year's for a while. */}© <span suppressHydrationWarning>{new Date().getFullYear()}</span>{' '}
          Flying@50. All rights reserved.
        </p>
        <DisplayChoices onBand />
      </div>
    </div>
  );
}
