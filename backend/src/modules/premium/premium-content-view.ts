import { ApiProperty } from '@nestjs/swagger';
import { EDITORIAL_THEMES, type EditorialTheme } from '../content/index.js';
import { themeOf } from './premium-themes.js';
import { PREMIUM_STATUSES, type PremiumContent, type PremiumStatus } from './entities/premium-content.entity.js';

export class PremiumImagesView {
  @ApiProperty({ required: false, description: 'Cover image address' }) coverImage?: string;
  @ApiProperty({ required: false }) inlineVisual1?: string;
  @ApiProperty({ required: false }) inlineVisual2?: string;
}

/** Premium content as the API shows it (ids are integers, dates ISO strings). */
export class PremiumContentView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Strength training for masters triathletes' }) topic!: string;
  @ApiProperty({ type: String, nullable: true }) subtitle!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "Shown as 'Day N'" }) editorial_week!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Training & Performance' }) editorial_theme!: string | null;
  @ApiProperty({ enum: PREMIUM_STATUSES }) status!: PremiumStatus;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: PremiumImagesView }) generated_images!: PremiumImagesView;
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
}

export function toPremiumContentView(row: PremiumContent): PremiumContentView {
  return {
    id: row.id,
    topic: row.topic,
    subtitle: row.subtitle ?? null,
    editorial_week: row.editorial_week ?? null,
    editorial_theme: row.editorial_theme ?? null,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    generated_images: row.generated_images ?? {},
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
  };
}
