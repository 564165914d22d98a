import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { CURSOR_EXAMPLE, isDateCursor } from '../../../infrastructure/http/list-paging.js';
import { SEARCH_CANDIDATES, SEARCH_LIMIT_MAX, SEARCH_OFFSET_MAX, TITLED_CANDIDATES } from '../queries/search.queries.js';
import { FEATURED_IMAGE_WIDTH } from '../website-content-view.js';

export const SEARCH_BLANK = 'Enter a word or phrase to search for.';
export const BAD_SEARCH_OFFSET = `offset must be a whole number from 0 to ${SEARCH_OFFSET_MAX}: the ranked results end there, and older matches continue with before (the answer's "older")`;
export const BAD_SEARCH_BEFORE = `before must be the "older" of a search answer: a date and an id joined by "_" (e.g. ${CURSOR_EXAMPLE})`;
export const SEARCH_BEFORE_WITH_OFFSET = 'before and offset cannot be combined: older matches are read by before alone';
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

  @ApiPropertyOptional({
    minimum: 0,
    maximum: SEARCH_OFFSET_MAX,
    default: 0,
    description: `Where the page starts in the ranked results (at most ${SEARCH_CANDIDATES} + ${TITLED_CANDIDATES} of them; past their end a page is empty)`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: BAD_SEARCH_OFFSET })
  @Min(0, { message: BAD_SEARCH_OFFSET })
  @Max(SEARCH_OFFSET_MAX, { message: BAD_SEARCH_OFFSET })
  offset?: number;

  @ApiPropertyOptional({
    example: CURSOR_EXAMPLE,
    description: 'The "older" of an answer: the next page of the older matches (beyond the ranked results), newest first. Not with offset.',
  })
  @IsOptional()
  @ValidateBy({ name: 'isSearchCursor', validator: { validate: isDateCursor, defaultMessage: () => BAD_SEARCH_BEFORE } })
  before?: string;
}

export class SearchResultView {
  @ApiProperty() id!: number;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) meta_description!: string | null;
  @ApiProperty({ type: String, nullable: true }) editorial_theme!: string | null;
  @ApiProperty({ type: String, nullable: true }) category!: string | null;
  @ApiProperty({ type: String, nullable: true }) featured_image!: string | null;
  @ApiProperty(FEATURED_IMAGE_WIDTH) featured_image_width!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) published_at!: string | null;
  @ApiProperty({ description: 'HTML: everything escaped except <mark>…</mark> around the matched words' }) snippet!: string;
}

export class SearchAnswerView {
  @ApiProperty() query!: string;
  @ApiProperty({
    description:
      `The ranked results, paged by offset: every match, or when more, the newest ${SEARCH_CANDIDATES} matches and the older ones whose ` +
      `title matches (the newest ${TITLED_CANDIDATES} of those)`,
  })
  total!: number;
  @ApiProperty({ description: `More than ${SEARCH_CANDIDATES} articles match: the older ones are read from older, newest first` }) more!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: CURSOR_EXAMPLE,
    description: 'The before of the next page of older matches (beyond the ranked results, newest first); null when there are none',
  })
  older!: string | null;
  @ApiProperty({
    description: "Every word is too common to search for ('the', 'after', 'with': English stop words), so nothing can match: the page asks for a more particular word",
  })
  only_common_words!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "When nothing matches: the query with each word no published article's title, description, summary, theme, headings or tags hold replaced by the nearest one they do " +
      "('protien' → 'protein'), offered only when it finds articles ('Did you mean ...?'); else null",
  })
  suggestion!: string | null;
  @ApiProperty({ type: [SearchResultView] }) results!: SearchResultView[];
}
