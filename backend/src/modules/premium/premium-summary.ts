import { ApiProperty } from '@nestjs/swagger';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../content/index.js';
import { mayReadPremium } from './entitlement.js';
import type { PremiumStatus } from './entities/premium-content.entity.js';
import { PremiumItemHead, headOf } from './premium-item-head.js';

export class PremiumCoverView {
  @ApiProperty({ required: false, description: 'Cover image address' }) coverImage?: string;
}

/**
 * A premium item in a list (issue 20): what the cards and rows show, never the report's text (the article, TL;DR,
 * formats, inline visuals and the editor's prompt come only with the item, GET /api/premium-content/{id}).
 */
export class PremiumContentSummary extends PremiumItemHead {
  @ApiProperty({ type: PremiumCoverView }) generated_images!: PremiumCoverView;
  @ApiProperty() apple_news_deck!: string;
  @ApiProperty({ type: [String] }) headlines!: string[];
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: Number, nullable: true }) day_number!: number | null;
  @ApiProperty({ enum: EDITORIAL_THEMES, nullable: true, description: 'The theme the item is matched to: editorial_theme, else the topic, else keywords' })
  theme!: EditorialTheme | null;
  @ApiProperty({ description: 'true: the reader needs Premium to read the item in full (upgrade at /premium)' }) locked!: boolean;
}

/** The columns a summary is read from (`premium_content p`). */
export const PREMIUM_SUMMARY_COLUMNS = `p.id, p.topic, p.subtitle, p.editorial_week, p.editorial_theme, p.status, p.created_at, p.updated_at,
  p.generated_images->>'coverImage' as cover_image, p.apple_news_deck, p.headlines, p.tags, p.day_number,
  premium_theme(p.editorial_theme, p.topic) as theme`;

export interface PremiumSummaryRow {
  id: number;
  topic: string;
  subtitle: string | null;
  editorial_week: number | null;
  editorial_theme: string | null;
  status: PremiumStatus;
  created_at: Date | string;
  updated_at: Date | string;
  cover_image: string | null;
  apple_news_deck: string | null;
  headlines: string[] | null;
  tags: string[] | null;
  day_number: number | null;
  theme: EditorialTheme | null;
}

/** A summary row as `reader` sees it (the same fields for everyone; `locked` says whether they may read the whole). */
export function toPremiumSummary(row: PremiumSummaryRow, reader: AuthUser): PremiumContentSummary {
  return {
    ...headOf(row),
    generated_images: row.cover_image ? { coverImage: row.cover_image } : {},
    apple_news_deck: row.apple_news_deck ?? '',
    headlines: row.headlines ?? [],
    tags: row.tags ?? [],
    day_number: row.day_number ?? null,
    theme: row.theme ?? null,
    locked: !mayReadPremium(reader),
  };
}
