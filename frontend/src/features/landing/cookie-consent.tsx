import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { focusAfterChange, mainContent } from '../../lib/focus-after-change';
import { pageFonts, webFontsLoaded } from '../../lib/web-fonts';

/** Where the visitor's cookie choice is remembered (localStorage). */
export const COOKIE_CONSENT_KEY = 'flying50.cookie-consent';
export type CookieChoice = 'accepted' | 'declined';

export function readCookieChoice(storage: Pick<Storage, 'getItem'> | undefined): CookieChoice | null {
  try {
    const value = storage?.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function saveCookieChoice(storage: Pick<Storage, 'setItem'> | undefined, choice: CookieChoice): void {
  try {
    storage?.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // Private browsing may refuse storage: the banner then shows again next visit.
  }
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The cookie banner of the landing page; the choice is remembered, so it shows once.
 *
 * The choice lives in the browser (localStorage), which the server cannot read, and the page's HTML is the same cached
 * answer for everyone. So the banner is decided only after hydration: the server and the browser's first render both
 * draw nothing (`undefined`: not read yet), then the stored choice is read and the banner appears only if there is none.
 * Reading it during the first render made a visitor who had chosen draw something else than the server (React #418).
 * It is read once the banner's web fonts are there (lib/web-fonts.ts, 5 s at most): drawn before, in the fallback face,
 * its text gained a line when Inter swapped in on a 412 px phone, and the banner, fixed to the screen's foot, moved
 * (/about's layout shift 0.1; test/browser/slow-phone.spec.ts).
 */
export function CookieConsent({ onPrivacy }: { onPrivacy: () => void }) {
  const [choice, setChoice] = useState<CookieChoice | null | undefined>(undefined);
  const banner = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    let live = true;
    const { fonts, family } = pageFonts();
    // The text's weight and the semibold of its link and buttons.
    void webFontsLoaded(fonts, family, [400, 600]).then(() => {
      if (live) setChoice(readCookieChoice(browserStorage()));
    });
    return () => {
      live = false;
    };
  }, []);
  // The banner is fixed over the bottom of the screen: a space as tall as it ends the page, so the footer's last links
  // can still be scrolled into view above it (on a phone it covered the last 230 px of the page).
  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(Math.ceil(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [choice]);
  if (choice !== null) return null;
  const choose = (value: CookieChoice) => {
    saveCookieChoice(browserStorage(), value);
    setChoice(value);
    // The banner goes with the button pressed: focus goes on to the page's main region, not to the top of the page.
    focusAfterChange(mainContent);
  };
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section ref={banner} aria-label="Cookie consent" className="fixed inset-x-0 bottom-0 z-50 max-h-[50dvh] overflow-y-auto border-t border-line bg-surface shadow-float">
        <div className="container-page flex flex-col gap-4 py-5 md:flex-row md:items-center md:justify-between">
          <p className="max-w-3xl text-base">
            We use essential cookies to keep you signed in, and nothing that tracks you across other sites. Read our{' '}
            <button type="button" onClick={onPrivacy} className="link cursor-pointer font-semibold">
              privacy policy
            </button>
            .
          </p>
          {/* At 200 % text the banner scrolls inside its half of the screen; the buttons stay in view at its foot. */}
          <div className="sticky bottom-0 -mb-5 flex shrink-0 flex-wrap gap-3 bg-surface pb-5 md:static md:mb-0 md:pb-0">
            <Button variant="secondary" onClick={() => choose('declined')}>
              Decline
            </Button>
            <Button onClick={() => choose('accepted')}>Accept</Button>
          </div>
        </div>
      </section>
    </>
  );
}
