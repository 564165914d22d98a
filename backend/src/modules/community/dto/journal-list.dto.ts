import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { TIME_ZONE_SHAPE } from '../../../infrastructure/database/time-zones.js';
import { ListQueryDto } from '../../../infrastructure/http/list-paging.js';
import { JOURNAL_TAGS, type JournalTag } from '../entities/journal-entry.entity.js';

const textBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export const PRIVACY_FILTERS = ['private', 'public'] as const;
export type PrivacyFilter = (typeof PRIVACY_FILTERS)[number];

export const BAD_TAG = `tag must be one of ${JOURNAL_TAGS.join(', ')}.`;
export const BAD_PRIVACY = 'privacy must be private or public.';
export const BAD_MONTH = 'month must be a month written YYYY-MM, e.g. 2026-11.';
export const BAD_TZ = 'tz must be a time zone name such as Europe/London or America/New_York.';
export const BAD_BOOLEAN = (name: string) => `${name} must be true or false.`;
const TZ_SHAPE = TIME_ZONE_SHAPE;

/** Decorators written one above the other, as a stack runs them (the lowest first), so the rules keep their order. */
const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** The time zone a query reads its months in, described for its route. */
export const timeZone = (description: string) =>
  stacked(
    ApiPropertyOptional({ example: 'Europe/London', description }),
    IsOptional(),
    MaxLength(64, { message: BAD_TZ }),
    Matches(TZ_SHAPE, { message: BAD_TZ }),
  );

/** A calendar month written YYYY-MM, described for its route. */
export const calendarMonth = (description: string) =>
  stacked(ApiPropertyOptional({ example: '2026-11', description }), IsOptional(), Matches(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { message: BAD_MONTH }));

/** Whether the weekly summaries come with the entries. */
const withSummaries = () =>
  stacked(
    ApiPropertyOptional({ type: Boolean, default: true, description: 'false leaves out the weekly summaries (the classic journal lists only what the member wrote)' }),
    IsOptional(),
    Transform(textBoolean),
    IsBoolean({ message: BAD_BOOLEAN('summaries') }),
  );

/** Which of the member's entries the months and the page count (the time zone the member's calendar is in). */
export class JournalMonthsDto {
  @timeZone('The time zone of the member\'s calendar months (IANA name; default UTC)') tz?: string;

  @withSummaries() summaries?: boolean;
}

/** GET /api/community/journal: a page of the member's entries, with the filters the journal screens offer. */
export class JournalListDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: JOURNAL_TAGS, description: 'Only entries with this tag' })
  @IsOptional()
  @IsIn(JOURNAL_TAGS, { message: BAD_TAG })
  tag?: JournalTag;

  @ApiPropertyOptional({ enum: PRIVACY_FILTERS, description: 'Only private, or only public, entries' })
  @IsOptional()
  @IsIn(PRIVACY_FILTERS, { message: BAD_PRIVACY })
  privacy?: PrivacyFilter;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'true: only entries whose coach reply is pinned' })
  @IsOptional()
  @Transform(textBoolean)
  @IsBoolean({ message: BAD_BOOLEAN('pinned') })
  pinned?: boolean;

  @calendarMonth('Only entries written in this calendar month (in tz)') month?: string;

  @timeZone('The time zone of month (IANA name; default UTC)') tz?: string;

  @withSummaries() summaries?: boolean;
}
