import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { UploadService } from '../../infrastructure/storage/upload.service.js';
import type { EditorialTheme } from '../content/index.js';
import { themeOf } from '../premium/index.js';
import { WEBSITE_STATUSES, type WebsiteContent, type WebsiteStatus } from './entities/website-content.entity.js';
import { featuredImageAlt, featuredImageCredit, ImageCredit, imageCreditProperty, IMAGE_ALT_MAX } from './image-credit.js';

/** The featured_image_width of every article answer (views, summaries, search results). */
export const FEATURED_IMAGE_WIDTH = {
  type: Number,
  nullable: true,
  example: 1600,
  description:
    "The featured image's real pixel width when it is one of our uploads (/uploads/...), for its srcset; null for any other address (a Pexels photo, which is resized on request) or none",
} as const;

/** The featured_image_alt of every article answer that has the picture (views and summaries). */
const FEATURED_IMAGE_ALT = {
  type: String,
  nullable: true,
  maxLength: IMAGE_ALT_MAX,
  example: 'A woman in her sixties running up a grassy hill at sunrise',
  description:
    "The featured image's description for readers who cannot see it (its alt text): the editor's, else the stock photo's own; null without one (the picture only decorates) or without a picture",
} as const;

/** An answer before its picture's width is read: `withImageWidths` adds featured_image_width for a whole page at once. */
export type Unsized<T> = T extends unknown ? Omit<T, 'featured_image_width'> : never;

/**
 * The answers with featured_image_width: the real widths of their uploaded pictures, read in one batch
 * (UploadService.widthsOf) for the page, however long the archive. Every article answer passes here, so this is
 * also where an article saved before 2026-11-30 with one of our uploads in full (PUBLIC_URL/uploads/...) is answered
 * relative, as later ones are stored (UploadService.storedAddress), and gets its width.
 */
export async function withImageWidths<T extends { featured_image: string | null }>(
  uploads: UploadService,
  items: T[],
): Promise<Array<T & { featured_image_width: number | null }>> {
  const answered = items.map((item) => ({ ...item, featured_image: uploads.storedAddress(item.featured_image) }));
  const widths = await uploads.widthsOf(answered.map((item) => item.featured_image));
  return answered.map((item) => ({ ...item, featured_image_width: (item.featured_image && widths.get(item.featured_image)) || null }));
}

/**
 * A published article as readers see it (anonymous visitors, members, content API keys, the public cache, the data
 * embedded in server-rendered pages, feeds): what a page shows, and nothing of how it was made. `toReaderView` below is
 * the one place that decides it.
 */
export class ReaderArticleView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) subtitle!: string | null;
  @ApiProperty({ example: 'strength-work-for-masters-triathletes' }) slug!: string;
  @ApiProperty({ type: String, nullable: true }) category!: string | null;
  @ApiProperty({ type: String, nullable: true }) editorial_theme!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When it went live (null unless published)' }) published_at!: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, nullable: true, maxLength: 160 }) meta_description!: string | null;
  @ApiProperty({ description: 'The title for search engines and social cards (the title unless an editor set one)' }) seo_title!: string;
  @ApiProperty({ type: String, nullable: true }) featured_image!: string | null;
  @ApiProperty(FEATURED_IMAGE_WIDTH) featured_image_width!: number | null;
  @imageCreditProperty() featured_image_credit!: ImageCredit | null;
  @ApiProperty(FEATURED_IMAGE_ALT) featured_image_alt!: string | null;
  @ApiProperty({ description: 'Markdown' }) long_form_article!: string;
  @ApiProperty() tldr_summary!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty() is_hero_article!: boolean;
  @ApiProperty() is_featured!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The theme it is matched to (editorial_theme, category, then title keywords)' })
  theme!: EditorialTheme | null;
  @ApiProperty({ type: String, required: false, description: 'Present when the article was asked for by an old slug: its current slug' })
  redirect_to?: string;
}

/**
 * A website article as staff see it (editors, admins, staff API keys): the reader's fields and the editorial ones
 * (status and schedule, the generation's topic, prompt and prompt version, the alternative headlines, the cycle week).
 */
export class WebsiteContentView extends ReaderArticleView {
  @ApiProperty({ type: String, nullable: true, description: 'Staff only. The topic it was generated from' }) topic!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Staff only' }) editorial_week!: number | null;
  @ApiProperty({ enum: WEBSITE_STATUSES, description: 'Staff only' }) status!: WebsiteStatus;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Staff only. When it went (or goes, when scheduled) live' }) publish_date!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Staff only' }) created_at!: string;
  @ApiProperty({ type: [String], description: 'Staff only. The alternative headlines of the generation' }) headlines!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Staff only. The custom writing brief (null: the default brief)' }) system_prompt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Staff only' }) prompt_version!: string | null;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * An article in a list as readers see it (home, theme pages, featured, latest, most-read, related, the publisher list):
 * what a card shows, never the body. A body travels only with its own article (ReaderArticleView). `toReaderSummary`
 * below is the one place that decides it.
 */
export class ReaderArticleSummary {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'strength-work-for-masters-triathletes' }) slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The deck' }) subtitle!: string | null;
  @ApiProperty({ type: String, nullable: true, maxLength: 160 }) meta_description!: string | null;
  @ApiProperty({ type: String, nullable: true }) category!: string | null;
  @ApiProperty({ type: String, nullable: true }) editorial_theme!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The theme it is matched to (editorial_theme, title, then category)' })
  theme!: EditorialTheme | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it went live (milliseconds: with the id, the cursor of the next page)' })
  published_at!: string;
  @ApiProperty({ type: String, nullable: true }) featured_image!: string | null;
  @ApiProperty(FEATURED_IMAGE_WIDTH) featured_image_width!: number | null;
  @imageCreditProperty() featured_image_credit!: ImageCredit | null;
  @ApiProperty(FEATURED_IMAGE_ALT) featured_image_alt!: string | null;
  @ApiProperty({ example: 4, description: 'Minutes to read: the body length / 1,000 characters, rounded up (at least 1)' }) reading_minutes!: number;
  @ApiProperty() is_hero_article!: boolean;
  @ApiProperty() is_featured!: boolean;
}

/**
 * An article in a list as staff see it: the reader's summary and the editorial fields (still no body). Its list has
 * drafts, so published_at may be null.
 */
export class StaffArticleSummary extends OmitType(ReaderArticleSummary, ['published_at']) {
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When it went live (null unless published; a scheduled time is publish_date)' })
  published_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Staff only' }) topic!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Staff only' }) editorial_week!: number | null;
  @ApiProperty({ enum: WEBSITE_STATUSES, description: 'Staff only' }) status!: WebsiteStatus;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Staff only' }) publish_date!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Staff only' }) created_at!: string;
  @ApiProperty({ type: [String], description: 'Staff only' }) headlines!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Staff only' }) system_prompt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Staff only' }) prompt_version!: string | null;
}

/** The columns a summary is made from (SUMMARY_COLUMNS selects them; the body only as its reading time). */
export interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  meta_description: string | null;
  category: string | null;
  editorial_theme: string | null;
  theme: string | null;
  publish_date: Date | string | null;
  featured_image: string | null;
  featured_image_alt: string | null;
  /** The stored credits (and descriptions) of the picture (image_details' featured_image and coverImage only). */
  image_credits: Record<string, unknown> | string | null;
  reading_minutes: number | string;
  is_hero_article: boolean;
  is_featured: boolean;
  topic: string | null;
  editorial_week: number | null;
  status: WebsiteStatus;
  created_at: Date | string;
  headlines: string[] | string | null;
  system_prompt: string | null;
  prompt_version: string | null;
}

/** The select list of a summary row from `website_content w` (see SummaryRow). */
export const SUMMARY_COLUMNS = `w.id, w.slug, w.title, w.subtitle, w.meta_description, w.category, w.editorial_theme,
  website_theme(w.editorial_theme, w.category, w.title) as theme, w.publish_date, w.featured_image, w.featured_image_alt,
  jsonb_build_object('featured_image', w.image_details->'featured_image', 'coverImage', w.image_details->'coverImage') as image_credits,
  greatest(1, ceil(char_length(w.long_form_article) / 1000.0))::int as reading_minutes, w.is_hero_article, w.is_featured,
  w.topic, w.editorial_week, w.status, w.created_at, w.headlines, w.system_prompt, w.prompt_version`;

/** The reader's summary of an article: the only mapper of every public list. */
export function toReaderSummary(row: SummaryRow): Unsized<ReaderArticleSummary> {
  const credits = typeof row.image_credits === 'string' ? (JSON.parse(row.image_credits) as Record<string, unknown>) : row.image_credits;
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle ?? null,
    meta_description: row.meta_description ?? null,
    category: row.category ?? null,
    editorial_theme: row.editorial_theme ?? null,
    theme: (row.theme as EditorialTheme | null) ?? null,
    published_at: iso(row.publish_date)!,
    featured_image: row.featured_image ?? null,
    featured_image_credit: featuredImageCredit(row.featured_image, credits),
    featured_image_alt: featuredImageAlt(row.featured_image, row.featured_image_alt, credits),
    reading_minutes: Number(row.reading_minutes),
    is_hero_article: row.is_hero_article,
    is_featured: row.is_featured,
  };
}

/** The staff summary of an article (staff reading the public lists). */
export function toStaffSummary(row: SummaryRow): Unsized<StaffArticleSummary> {
  return {
    ...toReaderSummary(row),
    // As the article's own view says it (toReaderView): a draft or a scheduled article has not gone live.
    published_at: row.status === 'published' ? iso(row.publish_date) : null,
    topic: row.topic ?? null,
    editorial_week: row.editorial_week ?? null,
    status: row.status,
    publish_date: iso(row.publish_date),
    created_at: iso(row.created_at)!,
    headlines: (typeof row.headlines === 'string' ? (JSON.parse(row.headlines) as string[]) : row.headlines) ?? [],
    system_prompt: row.system_prompt ?? null,
    prompt_version: row.prompt_version ?? null,
  };
}

export const websiteThemeOf = (row: Pick<WebsiteContent, 'editorial_theme' | 'category' | 'title'>): EditorialTheme | null =>
  themeOf({ editorial_theme: row.editorial_theme ?? null, topic: row.title }) ?? (row.category ? themeOf({ editorial_theme: row.category, topic: row.title }) : null);

/** The reader's view of an article: the only mapper of every public path (API items and lists, pages, feeds). */
export function toReaderView(row: WebsiteContent): Unsized<ReaderArticleView> {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle ?? null,
    slug: row.slug,
    category: row.category ?? null,
    editorial_theme: row.editorial_theme ?? null,
    published_at: row.status === 'published' ? iso(row.publish_date) : null,
    updated_at: iso(row.updated_at)!,
    meta_description: row.meta_description ?? null,
    seo_title: row.seo_title || row.title,
    featured_image: row.featured_image ?? null,
    featured_image_credit: featuredImageCredit(row.featured_image, row.image_details),
    featured_image_alt: featuredImageAlt(row.featured_image, row.featured_image_alt, row.image_details),
    long_form_article: row.long_form_article,
    tldr_summary: row.tldr_summary,
    tags: row.tags ?? [],
    is_hero_article: row.is_hero_article,
    is_featured: row.is_featured,
    theme: websiteThemeOf(row),
  };
}

/** The staff view of an article (every status): the reader's view and the editorial fields. */
export function toWebsiteView(row: WebsiteContent): Unsized<WebsiteContentView> {
  return {
    ...toReaderView(row),
    topic: row.topic ?? null,
    editorial_week: row.editorial_week ?? null,
    status: row.status,
    publish_date: iso(row.publish_date),
    created_at: iso(row.created_at)!,
    headlines: row.headlines ?? [],
    system_prompt: row.system_prompt ?? null,
    prompt_version: row.prompt_version ?? null,
  };
}
