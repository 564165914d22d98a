import { ApiProperty } from '@nestjs/swagger';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { mayReadPremium } from './entitlement.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../content/index.js';
import { IMAGE_SLOTS, photoDescription } from '../ai/index.js';
import { themeOf } from './premium-themes.js';
import type { PremiumContent } from './entities/premium-content.entity.js';
import { PremiumItemHead, headOf } from './premium-item-head.js';

export class PremiumImagesView {
  @ApiProperty({ required: false, description: 'Cover image address' }) coverImage?: string;
  @ApiProperty({ required: false }) inlineVisual1?: string;
  @ApiProperty({ required: false }) inlineVisual2?: string;
}

/** What each generated picture shows, for readers who cannot see it (the stock photo's own description). */
export class PremiumImageAltsView {
  @ApiProperty({ required: false, example: 'A man in his sixties cycling up a mountain road' }) coverImage?: string;
  @ApiProperty({ required: false }) inlineVisual1?: string;
  @ApiProperty({ required: false }) inlineVisual2?: string;
}

/**
 * The description of each picture in generated_images: the stored detail of its slot when it describes the photo
 * (photoDescription). The generation writes a report's pictures and their details together, and nothing changes one
 * without the other.
 */
export function imageAltsOf(images: PremiumImagesView, details: Record<string, unknown> | null | undefined): PremiumImageAltsView {
  const alts: PremiumImageAltsView = {};
  for (const slot of IMAGE_SLOTS) {
    const detail = details?.[slot] as { alt?: unknown; photographer?: unknown } | null | undefined;
    if (!images[slot] || !detail || typeof detail !== 'object') continue;
    const alt = photoDescription(detail);
    if (alt) alts[slot] = alt;
  }
  return alts;
}

/** Premium content as the API shows it (ids are integers, dates ISO strings). */
export class PremiumContentView extends PremiumItemHead {
  @ApiProperty({ type: PremiumImagesView }) generated_images!: PremiumImagesView;
  @ApiProperty({ type: PremiumImageAltsView, description: "What each picture of generated_images shows (its alt text); a picture without one only decorates" })
  image_alts!: PremiumImageAltsView;
  @ApiProperty({ description: 'Markdown' }) long_form_article!: string;
  @ApiProperty() apple_news_deck!: string;
  @ApiProperty() tldr_summary!: string;
  @ApiProperty({ type: [String] }) headlines!: string[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Format name to text' })
  repurposed_formats!: Record<string, string>;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: Number, nullable: true }) day_number!: number | null;
  @ApiProperty({ enum: EDITORIAL_THEMES, nullable: true, description: 'The theme the item is matched to: editorial_theme, else the topic, else keywords' })
  theme!: EditorialTheme | null;
  @ApiProperty({ type: String, nullable: true, description: "The editor's custom prompt (null: the default premium brief)" }) system_prompt!: string | null;
  @ApiProperty({ type: String, nullable: true }) prompt_version!: string | null;
  @ApiProperty({
    description:
      'true: the teaser for a reader without premium (title, subtitle, theme, deck, headlines, cover image); the text fields ' +
      '(long_form_article, tldr_summary, repurposed_formats, inline visuals, system_prompt) are then empty. Upgrade at /premium.',
  })
  locked!: boolean;
}

/** The item as `reader` may see it: whole for premium members and staff, else the teaser (see entitlement.ts). */
export function toPremiumContentView(row: PremiumContent, reader: AuthUser): PremiumContentView {
  const view = wholeView(row);
  return mayReadPremium(reader) ? view : teaserOf(view);
}

/** The teaser of a whole view: what the cards show, none of the report's text. */
export function teaserOf(view: PremiumContentView): PremiumContentView {
  return {
    ...view,
    generated_images: view.generated_images.coverImage ? { coverImage: view.generated_images.coverImage } : {},
    image_alts: view.image_alts.coverImage ? { coverImage: view.image_alts.coverImage } : {},
    long_form_article: '',
    tldr_summary: '',
    repurposed_formats: {},
    system_prompt: null,
    prompt_version: null,
    locked: true,
  };
}

/** The whole item, for staff routes only (a member's read goes through `toPremiumContentView`). */
export function wholeView(row: PremiumContent): PremiumContentView {
  return {
    ...headOf(row),
    generated_images: row.generated_images ?? {},
    image_alts: imageAltsOf(row.generated_images ?? {}, row.image_details),
    long_form_article: row.long_form_article,
    apple_news_deck: row.apple_news_deck,
    tldr_summary: row.tldr_summary,
    headlines: row.headlines ?? [],
    repurposed_formats: row.repurposed_formats ?? {},
    tags: row.tags ?? [],
    day_number: row.day_number ?? null,
    theme: themeOf(row),
    system_prompt: row.system_prompt ?? null,
    prompt_version: row.prompt_version ?? null,
    locked: false,
  };
}
