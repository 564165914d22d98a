import { useEffect } from 'react';

const SITE_NAME = 'Flying@50';

/** Sets the document title to "<page> | Flying@50" while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
