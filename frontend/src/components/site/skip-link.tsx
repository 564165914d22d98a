import { createContext, useContext, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';

/**
 * Hidden until focused, then a 44 px button-like link at the top left. Its padding is given again with focus:
 * `not-sr-only` resets padding to 0, which left a 30 px tall link, its words against its edges.
 */
const SKIP_CLASSES =
  'sr-only z-[200] print:hidden rounded-md bg-accent font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:inline-flex focus:min-h-11 focus:items-center focus:px-5 focus:py-2';

/** A skip link a page adds after "Skip to main content": its words and the id of the control it goes to. */
export interface PageSkipLink {
  label: string;
  target: string;
}

const PageSkipLinks = createContext<Dispatch<SetStateAction<PageSkipLink[]>> | null>(null);

/** First focusable element on every page: jumps past the navigation to the main content. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a href={`#${target}`} className={SKIP_CLASSES}>
      Skip to main content
    </a>
  );
}

/**
 * The skip links at the top of every page: "Skip to main content", then those the page shown adds (usePageSkipLink),
 * each visible while it has focus. A page's link puts the cursor in its control (a text box far down a long page).
 */
export function SkipLinks({ children }: { children: ReactNode }) {
  const [pageLinks, setPageLinks] = useState<PageSkipLink[]>([]);
  return (
    <PageSkipLinks.Provider value={setPageLinks}>
      <SkipLink />
      {pageLinks.map(({ label, target }) => (
        <a
          key={target}
          href={`#${target}`}
          className={SKIP_CLASSES}
          onClick={(event) => {
            const control = document.getElementById(target);
            if (!control) return;
            event.preventDefault();
            control.focus();
          }}
        >
          {label}
        </a>
      ))}
      {children}
    </PageSkipLinks.Provider>
  );
}

/** Adds a skip link to the control with id `target` at the top of the page while the calling page is shown. */
export function usePageSkipLink(label: string, target: string): void {
  const setPageLinks = useContext(PageSkipLinks);
  useEffect(() => {
    if (!setPageLinks) return;
    const link = { label, target };
    setPageLinks((links) => [...links, link]);
    return () => setPageLinks((links) => links.filter((other) => other !== link));
  }, [setPageLinks, label, target]);
}
