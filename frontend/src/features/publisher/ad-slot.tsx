import { useEffect, useState } from 'react';
import { AD_SHAPES } from '../../lib/ad-shapes';
import { responsiveImage } from '../../lib/responsive-image';
import { useImageFailure } from '../../lib/use-image-failure';
import type { PublicAd } from './publisher-api';
import { useAdCounting } from './use-ad-counting';

/** The width an ad's picture is shown at: featured ads fill the main column, square ones the sidebar (phones: the screen). */
const AD_SIZES: Record<PublicAd['format'], string> = {
  featured: '(min-width: 1024px) 760px, 100vw',
  square: '(min-width: 1024px) 340px, 100vw',
};

/**
 * One sponsored ad: its picture, linked to the advertiser when it has a link (a real link: it works without JavaScript
 * and copies as the advertiser's address), labelled as sponsored. Its viewable impressions and clicks are counted
 * (use-ad-counting.ts).
 */
export function AdSlot({ ad, className }: { ad: PublicAd; className?: string }) {
  const { ref, onFollow } = useAdCounting<HTMLElement>(ad.id);
  const alt = ad.title?.trim() || 'Sponsored advertisement';
  const shape = AD_SHAPES[ad.format];
  const { failed, imgProps } = useImageFailure(ad.image_url);
  // Loaded, the picture sits on white: its transparent parts (a picture given by its address, or uploaded before ads
  // were stored opaque) read as drawn, for a white page, on dark pages too. Until then the room is the page's placeholder
  // colour, not a white block on a dark page. A picture the server's page had loaded before React came is complete.
  const [loaded, setLoaded] = useState(false);
  const picRef = imgProps.ref;
  useEffect(() => setLoaded(Boolean(picRef.current?.complete && picRef.current.naturalWidth > 0)), [picRef, ad.image_url]);
  // A picture that cannot be loaded: the ad's words in its place, in the same room (still the advertiser's link).
  const picture = failed ? (
    <span className={`flex w-full items-center justify-center rounded-md bg-sunken p-6 text-center font-serif text-xl ${shape.className}`}>{alt}</span>
  ) : (
    <img
      {...imgProps}
      {...responsiveImage(ad.image_url, AD_SIZES[ad.format], ad.image_width)}
      alt={alt}
      width={shape.width}
      height={shape.height}
      loading="lazy"
      decoding="async"
      onLoad={() => setLoaded(true)}
      className={`w-full rounded-md object-cover ${loaded ? 'bg-white' : 'bg-sunken'} ${shape.className}`}
    />
  );
  return (
    <figure ref={ref} className={className} data-ad-id={ad.id}>
      {ad.link_url ? (
        <a href={ad.link_url} target="_blank" rel="sponsored noopener" className="block" onClick={onFollow} onAuxClick={onFollow}>
          {picture}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        picture
      )}
      <figcaption className="mt-1 text-sm text-muted">
        Sponsored{ad.title ? `: ${ad.title}` : ''}
      </figcaption>
    </figure>
  );
}
