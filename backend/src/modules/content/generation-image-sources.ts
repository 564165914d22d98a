import { BadRequestException } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { storedUploadAddress, uploadNameOf } from '../../infrastructure/storage/upload.service.js';
import type { GeneratedImages, ImageSlot } from '../ai/index.js';

/** Where Pexels serves its photos (the `src` addresses of its API answers). */
export const PEXELS_IMAGES_ORIGIN = 'https://images.pexels.com';

export const notAnAllowedImage = (slot: string) =>
  `generated_images.${slot} must be a Pexels photo (${PEXELS_IMAGES_ORIGIN}/...) or an uploaded image (/uploads/...)`;

/**
 * The only images a generation may show (no tracking pixels or other sites): photos of the image search (Pexels'
 * image host, and the origin of PEXELS_BASE_URL, whose photos a compatible server such as the test fake serves
 * itself) and the product's own uploads, given as `/uploads/<name>.webp` or as an absolute address under
 * PUBLIC_URL. Answers the addresses to store (uploads in their relative form) or 400 naming the first image refused.
 * Whether a named upload exists is checked by the caller, inside its transaction (claimUpload).
 */
export function checkGenerationImages(
  images: Partial<GeneratedImages>,
  config: Pick<AppConfig, 'pexelsBaseUrl' | 'publicUrl'>,
): Partial<GeneratedImages> {
  const photoOrigins = new Set([PEXELS_IMAGES_ORIGIN, new URL(config.pexelsBaseUrl).origin]);
  const checked: Partial<GeneratedImages> = {};
  for (const [slot, value] of Object.entries(images) as [ImageSlot, string][]) {
    const relative = storedUploadAddress(value, config.publicUrl);
    if (uploadNameOf(relative)) checked[slot] = relative;
    else if (isPhotoFrom(photoOrigins, value)) checked[slot] = value;
    else throw new BadRequestException(notAnAllowedImage(slot));
  }
  return checked;
}

function isPhotoFrom(origins: ReadonlySet<string>, value: string): boolean {
  try {
    const url = new URL(value);
    return origins.has(url.origin) && !url.username && !url.password;
  } catch {
    return false;
  }
}
