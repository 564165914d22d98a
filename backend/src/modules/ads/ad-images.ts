import { BadRequestException } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { storedUploadAddress, uploadNameOf } from '../../infrastructure/storage/upload.service.js';
import { AD_MESSAGES } from './dto/ads.dto.js';

/** Ad images: PNG, JPEG, GIF or WebP up to 5 MB like profile photos (docs/product.md#ads: 'PNG, JPG, GIF up to 5MB'), animations kept. */
export const AD_IMAGE_KIND = 'ad' as const;

/**
 * The address to store for an ad image address given by the client: our uploads in relative form (claimed in the
 * transaction, UploadIntake.claim), else an https address or a photo of the image search; anything else is 400.
 * New images (bytes, data URLs) are taken in by UploadIntake like every other image.
 */
export function adImageAddress(url: string, config: Pick<AppConfig, 'publicUrl' | 'pexelsBaseUrl'>): string {
  const relative = storedUploadAddress(url, config.publicUrl);
  if (uploadNameOf(relative)) return relative;
  if (relative.startsWith('/') || url.length > 2048) throw new BadRequestException(AD_MESSAGES.image);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BadRequestException(AD_MESSAGES.image);
  }
  // https only, but photos of the image search (the origin of PEXELS_BASE_URL, e.g. a local compatible server) too.
  const fromImageSearch = parsed.origin === new URL(config.pexelsBaseUrl).origin;
  if ((parsed.protocol !== 'https:' && !fromImageSearch) || parsed.username || parsed.password) throw new BadRequestException(AD_MESSAGES.image);
  return parsed.href;
}
