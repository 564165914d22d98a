import type { PublicAd } from './publisher-api';

/** One sponsored ad: its picture, linked to the advertiser when it has a link, labelled as sponsored. */
export function AdSlot({ ad, className }: { ad: PublicAd; className?: string }) {
  const alt = ad.title?.trim() || 'Sponsored advertisement';
  const picture = <img src={ad.image_url} alt={alt} loading="lazy" decoding="async" className="w-full rounded-md bg-sunken object-cover" />;
  return (
    <figure className={className} data-ad-id={ad.id}>
      {ad.link_url ? (
        <a href={ad.link_url} target="_blank" rel="sponsored noopener" className="block">
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
