import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, IsNotEmpty, ValidateNested } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { photoDescription, webAddress } from '../ai/index.js';

/** Where a credit links when the photo's own page is not known. */
export const PEXELS_HOME = 'https://www.pexels.com';

/**
 * The credit of a stock photo shown with it (docs/product.md#article-pages): "Photo by {photographer} on Pexels", the
 * name linking to photographer_url and "Pexels" to page_url. Only these three travel with the public answers; both
 * addresses are absolute http(s) (checked when the photo was chosen and again here, on the way out).
 */
export class ImageCredit {
  @ApiProperty({ example: 'Jane Doe' }) photographer!: string;
  @ApiProperty({ example: 'https://www.pexels.com/@jane-doe', description: "The photographer's page (the photo's page when not known)" })
  photographer_url!: string;
  @ApiProperty({ example: 'https://www.pexels.com/photo/cyclist-123/', description: "The photo's page on Pexels (https://www.pexels.com when not known)" })
  page_url!: string;
}

const IMAGE_CREDIT_DESCRIPTION = 'The credit of a stock photo ("Photo by … on Pexels"); null for our own uploads, a photo without a known photographer, or none';
export const imageCreditProperty = () => ApiProperty({ type: ImageCredit, nullable: true, description: IMAGE_CREDIT_DESCRIPTION });

/** A credit as stored with a picture: what was answered by image search, and the address of the picture it belongs to. */
export type StoredCredit = {
  photographer?: unknown;
  photographer_url?: unknown;
  page_url?: unknown;
  /** The picture it credits (saved from 2026-11-30); a credit of another picture is never shown. */
  url?: unknown;
  /** The Pexels id (generated articles' coverImage), in the picture's address as /photos/{id}/. */
  id?: unknown;
};

const PEXELS_PICTURE = /^https:\/\/images\.pexels\.com\/photos\/(\d+)\//;

/** Whether a stored credit is the one of this picture (a picture changed since by hand has no credit from before). */
function creditsPicture(credit: StoredCredit, picture: string): boolean {
  if (typeof credit.url === 'string') return credit.url === picture;
  if (typeof credit.id === 'number') return picture.includes(`/photos/${credit.id}/`);
  // Saved before the picture's address was kept with its credit: only a Pexels picture.
  return PEXELS_PICTURE.test(picture);
}

/**
 * The credit an editor chose with this picture (image_details.featured_image, when it is of the picture), with the
 * picture's address, as a revision keeps it; null for an upload, a picture without one, or a generated cover (whose
 * credit, coverImage, stays in image_details).
 */
export function chosenCreditOf(picture: string | null | undefined, details: Record<string, unknown> | null | undefined): StoredCredit | null {
  const credit = details?.featured_image as StoredCredit | null | undefined;
  if (!picture || !/^https?:\/\//.test(picture) || !credit || typeof credit !== 'object' || !creditsPicture(credit, picture)) return null;
  return { ...credit, url: picture };
}

/** The answered credit of a stored one, or null without a photographer's name. */
export function answeredCredit(credit: StoredCredit | null | undefined): ImageCredit | null {
  const name = typeof credit?.photographer === 'string' ? credit.photographer.trim().slice(0, 200) : '';
  if (!credit || !name) return null;
  const page = webAddress(credit.page_url);
  return { photographer: name, photographer_url: webAddress(credit.photographer_url) ?? page ?? PEXELS_HOME, page_url: page ?? PEXELS_HOME };
}

/**
 * The credit of an article's featured image, from its image_details: the one saved when an editor chose it
 * (featured_image), else the generated cover's (coverImage), when it is of the picture shown. Uploads have none.
 */
export function featuredImageCredit(picture: string | null | undefined, details: Record<string, unknown> | null | undefined): ImageCredit | null {
  if (!picture || !/^https?:\/\//.test(picture) || !details) return null;
  for (const key of ['featured_image', 'coverImage']) {
    const credit = details[key] as StoredCredit | null | undefined;
    if (credit && typeof credit === 'object' && creditsPicture(credit, picture)) return answeredCredit(credit);
  }
  return null;
}

/** The most an editor's description of a picture may hold (featured_image_alt). */
export const IMAGE_ALT_MAX = 250;

/**
 * The description of an article's featured image (its alt text, docs/product.md#article-pages): the editor's
 * (featured_image_alt; written empty: none, the picture only decorates); without one written, the stored description
 * of the stock photo shown, found as its credit is
 * (featuredImageCredit: the editor's choice, else the generated cover); else null (an upload nobody described).
 */
export function featuredImageAlt(picture: string | null | undefined, written: string | null | undefined, details: Record<string, unknown> | null | undefined): string | null {
  if (!picture) return null;
  // Written, even empty (the editor's word that the picture only decorates), it is the description.
  if (written !== null && written !== undefined) return written.trim() || null;
  if (!/^https?:\/\//.test(picture) || !details) return null;
  for (const key of ['featured_image', 'coverImage']) {
    const stored = details[key] as StoredCredit | null | undefined;
    if (stored && typeof stored === 'object' && creditsPicture(stored, picture)) return photoDescription(stored, IMAGE_ALT_MAX);
  }
  return null;
}

const Rules = applyDecorators;
const webRules = (name: string) =>
  Rules(
    ApiPropertyOptional({ maxLength: 2000, description: 'An absolute http(s) address' }),
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(2000, { message: `${name} must be at most 2000 characters` }),
    Matches(/^https?:\/\/[^\s]+$/, { message: `${name} must be an http(s) address` }),
  );

/** The credit an editor's client sends with a stock photo it chose (from GET /api/pexels/search). */
export class ImageCreditDto {
  @Rules(
    ApiProperty({ maxLength: 200, example: 'Jane Doe' }),
    IsString({ message: 'photographer must be text' }),
    IsNotEmpty({ message: 'photographer is required' }),
    MaxLength(200, { message: 'photographer must be at most 200 characters' }),
  )
  photographer!: string;
  @webRules('photographer_url') photographer_url?: string;
  @webRules('page_url') page_url?: string;
}

/** An optional credit property of a DTO (a nested ImageCreditDto, or null for none). */
export const imageCreditInput = (description: string) =>
  Rules(ApiPropertyOptional({ type: ImageCreditDto, nullable: true, description }), IsOptional(), ValidateNested(), Type(() => ImageCreditDto));

/** A credit as an editor's client sends it. */
export type ImageCreditInput = Pick<ImageCreditDto, 'photographer' | 'photographer_url' | 'page_url'>;

/** The credit stored with a picture an editor chose: the one sent, for an http(s) picture; null for an upload or none. */
export function creditOfChoice(picture: string | null, credit: ImageCreditInput | null | undefined): StoredCredit | null {
  if (!picture || !credit || !/^https?:\/\//.test(picture)) return null;
  return { photographer: credit.photographer, photographer_url: credit.photographer_url ?? '', page_url: credit.page_url ?? '', url: picture };
}
