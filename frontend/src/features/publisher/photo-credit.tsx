import { cn } from '../../lib/cn';

import type { PhotoCreditData } from '../../lib/magazine-articles';

export type { PhotoCreditData } from '../../lib/magazine-articles';

/**
 * "Photo by {photographer} on Pexels" under a stock photo (docs/product.md#article-pages): the name links to the
 * photographer's page, "Pexels" to the photo's. Plain links, server-rendered, no script. Each link is at least 24 px
 * tall and wide (a tap target for a reader's thumb); the text is the site's small size, 16 px. `onDark`: over a hero
 * picture (light text on its dark shade), else on the page.
 */
export function PhotoCredit({ credit, onDark = false, className }: { credit: PhotoCreditData; onDark?: boolean; className?: string }) {
  const link = cn(
    'inline-block min-w-6 py-1 underline decoration-1 underline-offset-[0.2em] hover:decoration-2',
    onDark ? 'text-white focus-visible:outline-white' : 'text-accent hover:text-accent-hover',
  );
  return (
    <p className={cn('text-sm', onDark ? 'text-on-band' : 'text-muted', className)} data-photo-credit="">
      Photo by{' '}
      <a href={credit.photographer_url} className={link} rel="noopener">
        {credit.photographer}
      </a>{' '}
      on{' '}
      <a href={credit.page_url} className={link} rel="noopener">
        Pexels
      </a>
    </p>
  );
}
