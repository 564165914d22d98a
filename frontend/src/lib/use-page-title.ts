import { useEffect } from 'react';

const SITE_NAME = 'Flying@50';

/** Sets the document title to "<page> | Flying@50" while the page is shown; null leaves it to a page shown inside. */
export function usePageTitle(title: string | undefined | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
