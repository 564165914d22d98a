import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsOptional } from 'class-validator';
import { SEARCH_CANDIDATES, SEARCH_LIMIT_MAX } from '../queries/search.queries.js';

export const SEARCH_BLANK = 'Enter a word or phrase to search for.';
export const BAD_SEARCH_LIMIT = `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`;

export class SearchQueryDto {
  @ApiProperty({ description: 'Words to look for (websearch syntax: "a phrase", -not, or)', maxLength: 200 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: SEARCH_BLANK })
  @IsNotEmpty({ message: SEARCH_BLANK })
  @MaxLength(200, { message: 'The search is too long: at most 200 characters.' })
  q!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_MAX, description: `Results per page; more than ${SEARCH_LIMIT_MAX} is a 400` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: BAD_SEARCH_LIMIT })
  @Min(1, { message: BAD_SEARCH_LIMIT })
  @Max(SEARCH_LIMIT_MAX, { message: BAD_SEARCH_LIMIT })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number, 0 or more' })
  @Min(0, { message: 'offset must be a whole number, 0 or more' })
  @Max(10_000, { message: 'offset must be at most 10000' })
  offset?: number;
}

export class SearchResultView {
  @ApiProperty() id!: number;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) meta_description!: string | null;
  @ApiProperty({ type: String, nullable: true }) editorial_theme!: string | null;
  @ApiProperty({ type: String, nullable: true }) category!: string | null;
  @ApiProperty({ type: String, nullable: true }) featured_image!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) published_at!: string | null;
  @ApiProperty({ description: 'HTML: everything escaped except <mark>…</mark> around the matched words' }) snippet!: string;
}

export class SearchAnswerView {
  @ApiProperty() query!: string;
  @ApiProperty({ description: `Published articles matching (all pages), counted up to ${SEARCH_CANDIDATES}` }) total!: number;
  @ApiProperty({ description: `More than ${SEARCH_CANDIDATES} articles match: only the newest ${SEARCH_CANDIDATES} are ranked and paged` }) more!: boolean;
  @ApiProperty({
    description: "Every word is too common to search for ('the', 'after', 'with': English stop words), so nothing can match: the page asks for a more particular word",
  })
  only_common_words!: boolean;
  @ApiProperty({ type: [SearchResultView] }) results!: SearchResultView[];
}
