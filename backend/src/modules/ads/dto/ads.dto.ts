import { ClientKey } from '../../../infrastructure/http/client-key.js';
import { ListQueryDto } from '../../../infrastructure/http/list-paging.js';
import { expectedVersion } from '../../../infrastructure/http/expected-version.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { AD_FORMATS, AD_TARGET_PAGES, type AdFormat, type AdTargetPage } from '../entities/ad.entity.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const AD_MESSAGES = {
  required: 'Please fill in required fields: image, and select at least one target page',
  notFound: 'Ad not found',
  format: `format must be one of: ${AD_FORMATS.join(', ')}`,
  targetPages: `target_pages must be a list of: ${AD_TARGET_PAGES.join(', ')}`,
  position: 'position must be 1 (Top), 2 (Middle) or 3 (Bottom)',
  link: 'link_url must be a web address starting with http:// or https://',
  image: 'image_url must be an https image address, one of our uploads (/uploads/...) or an image data URL (data:image/...;base64,...)',
  notYourImage: 'This uploaded image cannot be used: upload it again.',
};

const IMAGE_URL = 'https image address, /uploads/<name>.webp from POST /api/ads/upload-image, or a data URL (PNG, JPEG, GIF, WebP; up to 5 MB), stored as a file';

/**
 * The ad form's fields (docs/product.md#ads). Image and target pages are required together (one message); on PUT any field
 * left out keeps its value. user_id is accepted (the spec's client sends 1) and ignored: the signed-in user counts.
 */
export class AdDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @Transform(trimmed)
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsString({ message: 'title must be text' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: IMAGE_URL })
  @Transform(trimmed)
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsString({ message: AD_MESSAGES.image })
  image_url?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'http or https address the ad opens' })
  @Transform(trimmed)
  @ValidateIf((_, v) => v !== undefined && v !== null && v !== '')
  @IsString({ message: AD_MESSAGES.link })
  @MaxLength(2048, { message: 'link_url must be at most 2048 characters' })
  link_url?: string | null;

  @ApiPropertyOptional({ enum: AD_FORMATS, default: 'square' })
  @IsOptional()
  @IsIn(AD_FORMATS, { message: AD_MESSAGES.format })
  format?: AdFormat;

  @ApiPropertyOptional({ enum: AD_TARGET_PAGES, isArray: true, nullable: true })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsArray({ message: AD_MESSAGES.targetPages })
  @IsIn(AD_TARGET_PAGES, { each: true, message: AD_MESSAGES.targetPages })
  target_pages?: AdTargetPage[] | null;

  @ApiPropertyOptional({ enum: [1, 2, 3], default: 1, nullable: true, description: 'Square ads only: 1 Top, 2 Middle, 3 Bottom' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsInt({ message: AD_MESSAGES.position })
  @Min(1, { message: AD_MESSAGES.position })
  @Max(3, { message: AD_MESSAGES.position })
  position?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1, description: 'Ignored: the ad is recorded as created by the signed-in user' })
  @IsOptional()
  user_id?: unknown;
}

/**
 * POST /api/ads: the form, and the key the Ads tab sent it with (a retry with the key answers the first ad). A new ad
 * needs its image and at least one target page, so the document marks them required and not nullable here (PUT keeps
 * them optional); left out, null or empty, either is refused with the form's one message, as before.
 */
export class CreateAdDto extends AdDto {
  // Each decorator below takes the place of AdDto's of the same kind (class-validator keeps a subclass's own): the
  // ValidateIf lets the checks see a missing or null value, the rest refuse it (registered bottom up: the first listed
  // runs last).
  // required and nullable said again: @ApiProperty merges into AdDto's options, which say optional and nullable.
  @ApiProperty({ type: String, description: IMAGE_URL, required: true, nullable: false })
  @ValidateIf(() => true)
  @IsString({ message: AD_MESSAGES.image })
  @IsNotEmpty({ message: AD_MESSAGES.required })
  override image_url!: string;

  @ApiProperty({ enum: AD_TARGET_PAGES, isArray: true, minItems: 1, required: true, nullable: false })
  @ValidateIf(() => true)
  @IsIn(AD_TARGET_PAGES, { each: true, message: AD_MESSAGES.targetPages })
  @ArrayNotEmpty({ message: AD_MESSAGES.required })
  @IsArray({ message: AD_MESSAGES.targetPages })
  @IsDefined({ message: AD_MESSAGES.required })
  override target_pages!: AdTargetPage[];

  @ClientKey('ad', 'no second AdChanged, audit row or stored image') client_key?: string;
}

/** PUT /api/ads/{id}: the fields changed, and the version the edit started from (docs/product.md#editing-together). */
export class UpdateAdDto extends AdDto {
  @expectedVersion('ad') expected_updated_at?: string;
}

/** page filters both lists; limit, before and q page the staff's list (readers get every active ad, cached). */
export class AdsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: AD_TARGET_PAGES, description: "Only ads targeting this page (or 'all-pages')" })
  @IsOptional()
  @IsIn(AD_TARGET_PAGES, { message: `page must be one of: ${AD_TARGET_PAGES.join(', ')}` })
  page?: AdTargetPage;
}

export class AdView {
  @ApiProperty() id!: number;
  @ApiProperty({ nullable: true, type: String }) title!: string | null;
  @ApiProperty() image_url!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: "The real pixel width of image_url when it is one of our uploads (its 480 and 960 px copies exist only where narrower), so that a srcset's widths are true; null for other addresses, and in staff answers",
  })
  image_width!: number | null;
  @ApiProperty({ nullable: true, type: String }) link_url!: string | null;
  @ApiProperty({ enum: AD_FORMATS }) format!: AdFormat;
  @ApiProperty({ enum: AD_TARGET_PAGES, isArray: true }) target_pages!: AdTargetPage[];
  @ApiProperty({ nullable: true, type: Number, enum: [1, 2, 3] }) position!: number | null;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'The staff member who made it (null in readers\' answers)' }) user_id!: number | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

export class AdImageAnswer {
  @ApiProperty({ example: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp' }) imageUrl!: string;
  @ApiProperty({ example: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp' }) url!: string;
}

export class AdDeleted {
  @ApiProperty() success!: true;
  @ApiProperty({ example: 'Ad deleted' }) message!: string;
  @ApiProperty() id!: number;
}

export class ConflictingAd {
  @ApiProperty() id!: number;
  @ApiProperty({ nullable: true, type: String }) title!: string | null;
}

/**
 * A place where more than one active ad competes: readers see only the first. The places are the featured slots of the
 * home page and of the theme pages, and the one ad of each other page ('page'); no square position is listed any more
 * (the sidebars show every square ad), but the type keeps the positions for the clients that read them.
 */
export class AdConflictView {
  @ApiProperty({
    enum: AD_TARGET_PAGES.filter((page) => page !== 'all-pages'),
    description:
      "The reader's page: 'home' the magazine home (ads aimed at Home, Publisher or All pages), 'publisher' the theme pages (Publisher or All pages), " +
      "'website-articles' article pages, 'journal', 'library', 'premium-content' premium reports (Premium content, Apple News or All pages). 'apple-news' has no page of its own and is never listed",
  })
  page!: string;
  @ApiProperty({
    oneOf: [{ type: 'string', enum: ['featured', 'page'] }, { type: 'integer', enum: [1, 2, 3] }],
    description:
      "'featured': the page's featured slot (home and theme pages), where the newest featured ad shows; 'page': the one ad an article, journal, library or premium page shows, " +
      "of every format and position (a featured ad first, else the top square one). A square position (1 Top, 2 Middle, 3 Bottom) is no longer listed",
  })
  slot!: 'featured' | 'page' | number;
  @ApiProperty({ type: [ConflictingAd], description: 'The ads competing there in the order readers get them: the first is the one shown' }) ads!: ConflictingAd[];
}

export class AdConflictsAnswer {
  @ApiProperty({ type: [AdConflictView] }) conflicts!: AdConflictView[];
}
