import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { Transform } from 'class-transformer';
import type { Response } from 'express';

/**
 * Cursor paging of the staff lists (issue 20): newest first on (a date, id), `limit` items a page (LIST_PAGE_DEFAULT
 * unless asked, at most LIST_PAGE_MAX), the next page from `before` = the X-Next-Cursor header of the page before.
 * The cursor is the date and id of the last item with the date's microseconds (what PostgreSQL keeps), so a page costs
 * the same at any depth and items added or removed between two pages neither repeat nor skip an item.
 */
export const LIST_PAGE_DEFAULT = 20;
export const LIST_PAGE_MAX = 50;
export const SEARCH_MAX = 100;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** A first page counts its matches up to COUNT_MAX; past that it says only that more match, in this header. */
export const TOTAL_OVER_HEADER = 'X-Total-Count-Over';
export const COUNT_MAX = 10_000;
export const CURSOR_EXAMPLE = '2026-11-23T10:00:00.123456Z_42';

export interface ListCursor {
  /** ISO date with up to microseconds. */
  at: string;
  id: number;
  /** In the first section of a list read in two sections (SECTION_CURSOR_PREFIX). */
  firstSection?: boolean;
}

/**
 * A list read in two sections, each paged on (a date, id) (the website list's search: the articles whose title matches,
 * then the others), marks a cursor inside its first section with this before the date cursor. Other lists refuse it.
 */
export const SECTION_CURSOR_PREFIX = 'title.';

/** One page: its items, the cursor of the next (null on the last page) and, on a first page, how many match. */
export interface ListPage<T> {
  items: T[];
  next_cursor: string | null;
  /** Items matching the filter (a count query): on the first page only (null on the pages after it, and when more
   * than COUNT_MAX match). */
  total: number | null;
  /** COUNT_MAX when more than that many match (a first page's count stops there: its cost never grows with the list). */
  total_over?: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_(\d{1,10})$/;
export const BAD_LIST_CURSOR = `before must be the ${NEXT_CURSOR_HEADER} of the page before: a date and an id joined by "_" (e.g. ${CURSOR_EXAMPLE}).`;
export const BAD_LIST_LIMIT = `limit must be a whole number from 1 to ${LIST_PAGE_MAX}.`;
export const BAD_SEARCH = `q must be text of at most ${SEARCH_MAX} characters.`;

/**
 * A list ordered by text (the users list by email) pages the same way; its cursor is `~` and the text of the last item
 * (base64url) joined to its id by "_". A route ordered by a date refuses it, and a route ordered by text a date cursor.
 */
const TEXT_CURSOR = /^~([A-Za-z0-9_-]{1,700})_(\d{1,10})$/;
/** The text part of a text cursor (pageOf joins the id). */
export const textKey = (text: string) => `~${Buffer.from(text, 'utf8').toString('base64url')}`;

export function parseListCursor(before: string | undefined, kind: 'date' | 'text' | 'sections' = 'date'): ListCursor | undefined {
  if (before === undefined) return undefined;
  if (kind === 'sections') {
    if (!before.startsWith(SECTION_CURSOR_PREFIX)) return parseListCursor(before, 'date');
    return { ...parseListCursor(before.slice(SECTION_CURSOR_PREFIX.length), 'date')!, firstSection: true };
  }
  if (kind === 'text') {
    const text = TEXT_CURSOR.exec(before);
    const id = Number(text?.[2]);
    if (!text || id < 1 || id > 2_147_483_647) throw new BadRequestException(BAD_LIST_CURSOR);
    return { at: Buffer.from(text[1], 'base64url').toString('utf8'), id };
  }
  const match = CURSOR.exec(before);
  const id = Number(match?.[2]);
  if (!match || !isInstant(match[1]) || id < 1 || id > 2_147_483_647) throw new BadRequestException(BAD_LIST_CURSOR);
  return { at: match[1], id };
}

/**
 * A cursor's time that PostgreSQL takes: a real day and time from year 1 on (Date.parse rolls 2026-02-30 over to March 2,
 * and takes year 0, both of which PostgreSQL refuses).
 */
const isInstant = (at: string) => !at.startsWith('0000') && !Number.isNaN(Date.parse(at)) && new Date(at).toISOString().slice(0, 19) === at.slice(0, 19);

/** A date cursor (a date with up to microseconds and an id joined by "_"), as cursorAt and pageOf write it. */
export const isDateCursor = (value: unknown) => typeof value === 'string' && CURSOR.test(value) && isInstant(value.split('_')[0]);
const isCursor = (value: unknown) =>
  isDateCursor(value) ||
  (typeof value === 'string' && (TEXT_CURSOR.test(value) || (value.startsWith(SECTION_CURSOR_PREFIX) && isDateCursor(value.slice(SECTION_CURSOR_PREFIX.length)))));
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value);

/** limit, before and q of a list route (the route's DTO extends it with its filters). */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: LIST_PAGE_MAX, default: LIST_PAGE_DEFAULT, description: 'Items per page' })
  @IsOptional()
  @Transform(toInt)
  @ValidateBy({ name: 'isListLimit', validator: { validate: (v) => Number.isInteger(v) && v >= 1 && v <= LIST_PAGE_MAX, defaultMessage: () => BAD_LIST_LIMIT } })
  limit?: number;

  @ApiPropertyOptional({ example: CURSOR_EXAMPLE, description: `The ${NEXT_CURSOR_HEADER} header of the page before (absent: the first page)` })
  @IsOptional()
  @ValidateBy({ name: 'isListCursor', validator: { validate: isCursor, defaultMessage: () => BAD_LIST_CURSOR } })
  before?: string;

  @ApiPropertyOptional({ maxLength: SEARCH_MAX, description: 'Search words (each must match; a word matches the start of a word)' })
  @IsOptional()
  @IsString({ message: BAD_SEARCH })
  @MaxLength(SEARCH_MAX, { message: BAD_SEARCH })
  q?: string;
}

/** The page request of a ListQueryDto (defaults applied). */
export function pageRequest(dto: ListQueryDto, kind: 'date' | 'text' | 'sections' = 'date'): { limit: number; before?: ListCursor; q: string } {
  return { limit: dto.limit ?? LIST_PAGE_DEFAULT, before: parseListCursor(dto.before, kind), q: (dto.q ?? '').trim() };
}

/**
 * The select expression of a cursor column: the date as ISO text with microseconds, in UTC (JavaScript dates stop at
 * milliseconds, which would make a cursor skip rows created within the same millisecond).
 */
export const cursorAt = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(column, idColumn) < (cursor)` with its parameters, or nothing on a first page. */
export function beforeCursor(column: string, idColumn: string, before: ListCursor | undefined): { sql: string; params: unknown[] } | null {
  return before ? { sql: `(${column}, ${idColumn}) < (?::timestamptz, ?)`, params: [before.at, before.id] } : null;
}

/**
 * The page of rows read with `limit + 1` (the extra row only says that a next page exists), each with `cursor_at`
 * (cursorAt) and `id`, mapped by `map`.
 */
export function pageOf<R extends { cursor_at: string; id: number | string }, T>(rows: R[], limit: number, map: (row: R) => T, total: number | null): ListPage<T> {
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  return { items: kept.map(map), next_cursor: rows.length > limit && last ? `${last.cursor_at}_${Number(last.id)}` : null, total };
}

/**
 * The tsquery text of a staff search on a tsvector column: every word must match the start of a lexeme (of the given
 * weights, when given: A titles, B decks), at most eight words; null without words. The caller checks with
 * `numnode(to_tsquery('english', text)) > 0` that some word is not a stop word before it filters with
 * `vector @@ to_tsquery('english', text)` (a condition the GIN index serves; an `or` around it would not be).
 */
export function searchTsquery(q: string, weights = ''): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*${weights}`).join(' & ') : null;
}

/** Words of a search for an ILIKE match (escaped), at most eight. */
export function likeWords(q: string): string[] {
  return q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Sends a page's cursor and count as headers and answers its items (the spec's lists stay JSON arrays). */
export function sendListPage<T>(res: Response, page: ListPage<T>): T[] {
  if (page.next_cursor) res.setHeader(NEXT_CURSOR_HEADER, page.next_cursor);
  if (page.total !== null) res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  if (page.total_over !== undefined) res.setHeader(TOTAL_OVER_HEADER, String(page.total_over));
  return page.items;
}

/** How a paged list route documents itself: its item type as an array and the two headers. */
const PAGING_BASE =
  `Paged newest first: limit items (default ${LIST_PAGE_DEFAULT}, at most ${LIST_PAGE_MAX}); when more follow, the ${NEXT_CURSOR_HEADER} header holds the cursor ` +
  `to pass as before for the next page (absent on the last page). The first page (without before) carries ${TOTAL_COUNT_HEADER}: how many items match`;
export const PAGING_TEXT = `${PAGING_BASE}; when more than ${COUNT_MAX.toLocaleString('en-GB')} match, it carries ${TOTAL_OVER_HEADER}: ${COUNT_MAX} instead (the count stops there).`;
/** A list one person's own writing makes (a member's journal): counted exactly. */
export const PAGING_TEXT_EXACT = `${PAGING_BASE}.`;

/** How a list route documents TOTAL_OVER_HEADER. */
export const TOTAL_OVER_DOC = {
  description: `${COUNT_MAX}, instead of ${TOTAL_COUNT_HEADER}, when more than ${COUNT_MAX} items match (first page only)`,
  schema: { type: 'integer', example: COUNT_MAX },
};

/** `answer: 'object'`: the route answers an object holding the page's list (the spec's {goals: [...]}), `type` its class. */
export const ApiListPage = (type: unknown, counted: 'up-to-max' | 'exact' = 'up-to-max', answer: 'array' | 'object' = 'array') =>
  applyDecorators(
    ApiOkResponse({
      type: type as never,
      isArray: answer === 'array',
      headers: {
        [NEXT_CURSOR_HEADER]: { description: 'The before of the next page; absent on the last page', schema: { type: 'string', example: CURSOR_EXAMPLE } },
        ...(counted === 'exact'
          ? { [TOTAL_COUNT_HEADER]: { description: 'Items matching the filters (first page only)', schema: { type: 'integer' } } }
          : {
              [TOTAL_COUNT_HEADER]: { description: `Items matching the filters (first page only; up to ${COUNT_MAX})`, schema: { type: 'integer' } },
              [TOTAL_OVER_HEADER]: TOTAL_OVER_DOC,
            }),
      },
    }),
  );
