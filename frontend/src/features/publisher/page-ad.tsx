import { cn } from '../../lib/cn';
import { AdSlot } from './ad-slot';
import { adsFor, useActiveAds, type AdPage } from './publisher-api';

/**
 * The ad of a page other than the magazine's home and theme pages (docs/product.md#ads: article pages, the journal,
 * the library, premium reports): its featured ad, else its top square one. Pages place it after their content, and the
 * picture keeps its shape's room (width and height) while it loads, so nothing above it moves.
 */
export function PageAd({ pages, className }: { pages: readonly AdPage[]; className?: string }) {
  const ads = useActiveAds();
  const list = ads.data ?? [];
  const ad = adsFor(list, pages, 'featured')[0] ?? adsFor(list, pages, 'square', [1, 2, 3])[0];
  if (!ad) return null;
  return (
    <aside aria-label="Advertisement" className={cn(ad.format === 'square' && 'max-w-sm', 'print:hidden', className)}>
      <AdSlot ad={ad} />
    </aside>
  );
}
