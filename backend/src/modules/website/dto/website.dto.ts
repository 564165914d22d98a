import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ArrayMaxSize } from 'class-validator';
import { EDITORIAL_THEMES } from '../../content/index.js';
import { expectedVersion } from '../../../infrastructure/http/expected-version.js';
import { IMAGE_ALT_MAX, imageCreditInput, ImageCreditDto } from '../image-credit.js';

// Rules run in registration order (applyDecorators lists them first to last).
const Rules = applyDecorators;
/** docs/product.md#website-articles: a website edit keeps the old value for any field left empty, so blank text is left out. */
const trimOrOmit = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * A slug's form: what an address may hold, and never digits alone, which /article/{id} reads as an id
 * (docs/product.md#article-pages).
 */
const slugRules = () =>
  Rules(
    IsString({ message: 'Slug must be text' }),
    MaxLength(120, { message: 'Slug must be at most 120 characters' }),
    Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Slug may contain only lowercase letters, numbers and single hyphens' }),
    Matches(/\D/, { message: 'Slug may not be numbers only (an address of numbers is read as an article id): add a word, such as article-2026' }),
  );

/** An optional slug (left out when blank), described for its route. */
const slug = (description: string, example?: string) =>
  Rules(ApiPropertyOptional({ description, maxLength: 120, example }), Transform(trimOrOmit), IsOptional(), slugRules());

/** An optional featured image (left out when blank): an http(s) address or an upload of ours, described for its route. */
const featuredImage = (description: string) =>
  Rules(
    ApiPropertyOptional({ description, maxLength: 2000 }),
    Transform(trimOrOmit),
    IsOptional(),
    IsString({ message: 'featured_image must be text' }),
    MaxLength(2000, { message: 'featured_image must be at most 2000 characters' }),
    Matches(/^(https?:\/\/[^\s]+|\/uploads\/[a-f0-9]{32}\.webp)$/, { message: 'featured_image must be an http(s) address or an uploaded image (/uploads/...)' }),
  );

/**
 * The featured image's description (its alt text): trimmed, at most IMAGE_ALT_MAX characters. Empty: the picture only
 * decorates (not even a stock photo's own description is read out); null: none written (a stock photo's own stands in).
 */
const imageAlt = (description: string) =>
  Rules(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: IMAGE_ALT_MAX, example: 'A woman in her sixties running up a grassy hill at sunrise', description }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString({ message: 'featured_image_alt must be text' }),
    MaxLength(IMAGE_ALT_MAX, { message: `featured_image_alt must be at most ${IMAGE_ALT_MAX} characters` }),
  );

const text = (name: string, max: number, example?: string) =>
  Rules(
    ApiPropertyOptional({ maxLength: max, example, description: 'Empty keeps the old value' }),
    Transform(trimOrOmit),
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(max, { message: `${name} must be at most ${max} characters` }),
  );

/**
 * The website editor's shapes (docs/product.md#website-articles): {topic, system_prompt} or {title, long_form_article,
 * meta_description, featured_image, category, subtitle}, plus slug, seo_title and tags (docs/product.md#admin-mode-on-magazine-pages); any mix is accepted.
 */
export class UpdateWebsiteDto {
  @text('Topic', 500) topic?: string;
  @text('System prompt', 4000) system_prompt?: string;
  @text('Title', 300) title?: string;
  @text('SEO title', 300) seo_title?: string;
  @text('Subtitle', 300) subtitle?: string;
  @text('Category', 100) category?: string;
  @text('Article', 100_000) long_form_article?: string;
  @text('SEO description', 160) meta_description?: string;

  @featuredImage('An http(s) address or an upload (/uploads/...); empty keeps the old image') featured_image?: string;

  @imageCreditInput('The credit of the stock photo sent as featured_image (shown with it on the magazine); a new featured_image without one has none. Ignored without featured_image')
  featured_image_credit?: ImageCreditDto | null;

  @imageAlt(
    'What the featured image shows, for readers who cannot see it. Empty: none, the picture only decorates (not even a stock photo\'s own description is read out); null: none written (a stock photo\'s own stands in). A new featured_image sent without one has none written (the old picture\'s is not its)',
  )
  featured_image_alt?: string | null;

  @slug('Lowercase letters, numbers and hyphens; empty keeps the old slug', 'hill-repeats-after-50') slug?: string;

  @Rules(
    ApiPropertyOptional({ type: [String], maxItems: 20 }),
    IsOptional(),
    IsArray({ message: 'Tags must be a list of text' }),
    ArrayMaxSize(20, { message: 'At most 20 tags' }),
    IsString({ each: true, message: 'Tags must be a list of text' }),
    MaxLength(50, { each: true, message: 'Each tag must be at most 50 characters' }),
  )
  tags?: string[];

  @expectedVersion('article') expected_updated_at?: string;
}

export class PublishWebsiteDto {
  @Rules(
    ApiPropertyOptional({
      format: 'date-time',
      description: 'A future time schedules the article (status scheduled); absent publishes now. A time more than a minute past is refused (400); within the minute (clocks differ a little) it publishes now',
    }),
    Transform(trimOrOmit),
    IsOptional(),
    IsISO8601({ strict: true }, { message: 'publish_at must be an ISO date-time, e.g. 2026-12-01T09:00:00Z' }),
  )
  publish_at?: string;
}

const required = (name: string, max: number, example?: string) =>
  Rules(
    ApiProperty({ maxLength: max, example }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: `${name} is required` }),
    IsNotEmpty({ message: `${name} is required` }),
    MaxLength(max, { message: `${name} must be at most ${max} characters` }),
  );
const optional = (name: string, max: number, example?: string) =>
  Rules(
    ApiPropertyOptional({ maxLength: max, example }),
    Transform(trimOrOmit),
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(max, { message: `${name} must be at most ${max} characters` }),
  );

/** Manual Create (docs/product.md#website-articles): a draft written by hand in the Website tab. */
export class CreateWebsiteDto {
  @required('Title', 300, 'Hill repeats after 50') title!: string;
  @optional('Subtitle', 300) subtitle?: string;
  @optional('Category', 100) category?: string;

  @Rules(
    ApiProperty({ enum: EDITORIAL_THEMES }),
    IsString({ message: `editorial_theme must be one of: ${EDITORIAL_THEMES.join(', ')}` }),
    IsIn(EDITORIAL_THEMES, { message: `editorial_theme must be one of: ${EDITORIAL_THEMES.join(', ')}` }),
  )
  editorial_theme!: (typeof EDITORIAL_THEMES)[number];

  @optional('SEO description', 160) meta_description?: string;
  @required('Article', 100_000) long_form_article!: string;

  @featuredImage('An http(s) address or an upload (/uploads/...)') featured_image?: string;
  @imageAlt('What the featured image shows, for readers who cannot see it; ignored without featured_image') featured_image_alt?: string | null;
  @imageCreditInput('The credit of the stock photo sent as featured_image (shown with it on the magazine). Ignored without featured_image')
  featured_image_credit?: ImageCreditDto | null;

  @slug('Lowercase letters, numbers and hyphens; from the title when absent') slug?: string;
}
