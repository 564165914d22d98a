import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { GenerateContentDto, UpdateGenerationDto } from '../../content/index.js';

export class GeneratePremiumDto extends GenerateContentDto {
  @ApiPropertyOptional({ default: false, description: 'Create another item even when the theme already has premium content' })
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: 'forceCreate must be true or false' })
  forceCreate?: boolean;
}

class SubtitleDto {
  @ApiPropertyOptional({ maxLength: 300 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((_, value) => value !== undefined)
  @IsString({ message: 'Subtitle must be text' })
  @IsNotEmpty({ message: 'Subtitle cannot be empty' })
  @MaxLength(300, { message: 'Subtitle must be at most 300 characters' })
  subtitle?: string;
}

/**
 * The premium editor's shapes (docs/product.md#premium-articles): {topic, system_prompt}, {long_form_article}, or {topic, headlines,
 * apple_news_deck, long_form_article}; any mix of these fields (and the TL;DR and subtitle) is accepted.
 */
export class UpdatePremiumDto extends IntersectionType(
  PickType(UpdateGenerationDto, ['topic', 'system_prompt', 'long_form_article', 'tldr_summary', 'apple_news_deck', 'headlines'] as const),
  SubtitleDto,
) {}
