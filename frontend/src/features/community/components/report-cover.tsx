import { useImageFailure } from '../../../lib/use-image-failure';

/**
 * A premium report's cover picture, left out when there is none or it cannot be loaded (a deleted upload, a photo gone
 * from Pexels), so the reader sees the report's words rather than a broken-image frame.
 */
export function ReportCover({ src, alt = '', className }: { src: string | null | undefined; alt?: string; className: string }) {
  const { failed, imgProps } = useImageFailure(src);
  if (!src || failed) return null;
  return <img src={src} alt={alt} className={className} {...imgProps} />;
}
