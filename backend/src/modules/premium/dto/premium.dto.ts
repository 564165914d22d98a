import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { BAD_SEARCH, ListQueryDto, SEARCH_MAX } from '../../../infrastructure/http/list-paging.js';
import { EDITORIAL_THEMES, GenerateContentDto, UpdateGenerationDto, type EditorialTheme } from '../../content/index.js';
import { expectedVersion } from '../../../infrastructure/http/expected-version.js';

/** The statuses an editor moves a premium item between (deleting archives it: DELETE). */
export const PREMIUM_EDITOR_STATUSES = ['draft', 'published'] as const;
export type PremiumEditorStatus = (typeof PREMIUM_EDITOR_STATUSES)[number];
export const BAD_PREMIUM_STATUS = 'status must be draft or published (DELETE archives an item)';

export class GeneratePremiumDto extends GenerateContentDto {
  @ApiPropertyOptional({ default: false, description: 'Create another item even when the theme already has premium content' })
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: 'forceCreate must be true or false' })
  forceCreate?: boolean;
}

class SubtitleDto {
  // In this order (applyDecorators registers them first to last; stacked, the last would be checked first).
  @applyDecorators(
    ApiPropertyOptional({ maxLength: 300 }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateIf((_, value) => value !== undefined),
    IsString({ message: 'Subtitle must be text' }),
    IsNotEmpty({ message: 'Subtitle cannot be empty' }),
    MaxLength(300, { message: 'Subtitle must be at most 300 characters' }),
  )
  subtitle?: string;
}

/**
 * The premium editor's shapes (docs/product.md#premium-articles): {topic, system_prompt}, {long_form_article}, or {topic, headlines,
 * apple_news_deck, long_form_article}; any mix of these fields (and the TL;DR and subtitle) is accepted.
 */
export class UpdatePremiumDto extends IntersectionType(
  PickType(UpdateGenerationDto, ['topic', 'system_prompt', 'long_form_article', 'tldr_summary', 'apple_news_deck', 'headlines'] as const),
  SubtitleDto,
) {
  @ApiPropertyOptional({
    enum: PREMIUM_EDITOR_STATUSES,
    description: "published: members read it (lists, theme counts, the coach's recommendations, saved reports); draft: hidden from members until it is published again",
  })
  @ValidateIf((_, value) => value !== undefined)
  @IsIn(PREMIUM_EDITOR_STATUSES, { message: BAD_PREMIUM_STATUS })
  status?: PremiumEditorStatus;

  @expectedVersion('premium post') expected_updated_at?: string;
}

export const BAD_PREMIUM_THEME = `theme must be one of ${EDITORIAL_THEMES.join(', ')}.`;

/** The premium list's page and filters (issue 20). */
export class PremiumListDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: EDITORIAL_THEMES, description: 'Only the items matched to this theme (the theme field of each item)' })
  @IsOptional()
  @IsIn(EDITORIAL_THEMES, { message: BAD_PREMIUM_THEME })
  theme?: EditorialTheme;
}

const BAD_EXPECTED_COUNT = 'expected_count must be a whole number';

/** "Select all" of the Premium tab's filtered list: the filter, and the count the editor confirmed. */
export class BulkDeletePremiumDto {
  @ApiPropertyOptional({ enum: EDITORIAL_THEMES, description: 'The theme of the list (as GET /api/premium-content?theme=)' })
  @IsOptional()
  @IsIn(EDITORIAL_THEMES, { message: BAD_PREMIUM_THEME })
  theme?: EditorialTheme;

  @ApiPropertyOptional({ maxLength: SEARCH_MAX, description: 'The search of the list (as GET /api/premium-content?q=)' })
  @IsOptional()
  @IsString({ message: BAD_SEARCH })
  @MaxLength(SEARCH_MAX, { message: BAD_SEARCH })
  q?: string;

  @ApiPropertyOptional({ minimum: 0, description: "The list's X-Total-Count the editor confirmed: when another count matches now, nothing is deleted (409)" })
  @IsOptional()
  @IsInt({ message: BAD_EXPECTED_COUNT })
  @Min(0, { message: BAD_EXPECTED_COUNT })
  expected_count?: number;
}


/** "Delete all {theme} articles": the count the editor confirmed, as a query parameter of the DELETE. */
export class BulkDeleteThemeDto {
  @ApiPropertyOptional({ minimum: 0, description: "The theme's count the editor confirmed: when another number of items is in the theme now, nothing is deleted (409). Absent: not checked." })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value))
  @IsInt({ message: BAD_EXPECTED_COUNT })
  @Min(0, { message: BAD_EXPECTED_COUNT })
  expected_count?: number;
}
