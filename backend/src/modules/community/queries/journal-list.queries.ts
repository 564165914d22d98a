import { BadRequestException } from '@nestjs/common';
import DataLoader from 'dataloader';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../../infrastructure/database/prepared-query.js';
import { cursorAt, LIST_PAGE_DEFAULT, type ListCursor } from '../../../infrastructure/http/list-paging.js';
import { BAD_TZ, type PrivacyFilter } from '../dto/journal-list.dto.js';
import type { JournalTag } from '../entities/journal-entry.entity.js';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { isKnownTimeZone } from '../../../infrastructure/database/time-zones.js';
import { ENTRY_VIEW_SQL, INSIGHT_WINDOW_SQL, PinnedEntriesQuery, withReplies } from './journal.queries.js';

/**
 * The most bytes of entries one page answers. A page stops before the entry that would pass it (but always holds one
 * entry, which is at most about 50 KB: 10,000 characters of text, a title and the coach reply), so every answer stays
 * under 100 KB, however long the member's entries are.
 */
export const PAGE_BYTES = 96 * 1024;

export interface JournalFilter {
  /** Search words: every word must start a word of the title, text or tags (full text, English stemming). */
  q?: string;
  tag?: JournalTag;
  privacy?: PrivacyFilter;
  /** Only entries whose coach reply is pinned. */
  pinned?: boolean;
  /** 'YYYY-MM' in `tz`. */
  month?: string;
  tz?: string;
  /** false: weekly summaries left out. */
  summaries?: boolean;
}

export interface JournalPage {
  /** The entries as a JSON array (EntryView[]) built by PostgreSQL, sent as it is. */
  json: string;
  next_cursor: string | null;
  /** How many entries match (first page only). */
  total: number | null;
}

/** A page of the member's own entries, newest first on (created_at, id). */
export class JournalPageQuery {
  constructor(
    public readonly userId: number,
    public readonly filter: JournalFilter = {},
    public readonly limit = LIST_PAGE_DEFAULT,
    public readonly before?: ListCursor,
  ) {}
}

/** The search words as a prefix tsquery text ('hill:* & rep:*'), or null without words. At most eight words. */
export function searchQuery(q: string | undefined): string | null {
  const words = (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * The conditions of a filter (after user_id = $1) with their parameters (`pinnedIds`: the member's entries with a pinned
 * reply, from insights, for `pinned`). Which ones are present names the prepared
 * statement, so each combination is planned once per connection with its own conditions on the indexes: the cursor on
 * (user_id, created_at desc, id desc), the words on the GIN index of search_vector.
 */
function whereOf(filter: JournalFilter, before: ListCursor | undefined, pinnedIds: readonly number[] = []): { where: string; values: unknown[]; key: string } {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length + 1}`;
  };
  const parts: string[] = [];
  let key = '';
  const add = (name: string, sql: string) => {
    key += name;
    parts.push(` and ${sql}`);
  };
  if (before) add('c', `(j.created_at, j.id) < (${param(before.at)}::timestamptz, ${param(before.id)}::int)`);
  const words = searchQuery(filter.q);
  if (words) {
    const q = `to_tsquery('english', ${param(words)}::text)`;
    add('q', `(numnode(${q}) = 0 or j.search_vector @@ ${q})`);
  }
  if (filter.tag) add('t', `j.tags @> jsonb_build_array(${param(filter.tag)}::text)`);
  if (filter.privacy) add('p', `j.is_private = ${param(filter.privacy === 'private')}::boolean`);
  if (filter.pinned) add('i', `j.id = any(${param(intArray(pinnedIds))}::int[])`);
  if (filter.summaries === false) add('s', `j.entry_type <> 'weekly_summary'`);
  if (filter.month) {
    const first = `(${param(filter.month)}::text || '-01')::date`;
    const tz = `${param(filter.tz ?? 'UTC')}::text`;
    add('m', `j.created_at >= (${first}::timestamp at time zone ${tz}) and j.created_at < ((${first} + interval '1 month')::timestamp at time zone ${tz})`);
  }
  return { where: parts.join(''), values, key };
}

/** A month filter in a zone PostgreSQL does not know is a 400, never a 500. */
export const timeZones = {
  async check(em: EntityManager, tz: string | undefined): Promise<void> {
    if (tz !== undefined && !(await isKnownTimeZone(em, tz))) throw new BadRequestException(BAD_TZ);
  },
};

/**
 * Recent first pages of this process, one per member, each under the counts of changes read before it was built
 * (`versionsOf`: the member's entries and Library, their coach replies, the premium cards those show). Each count moves in the same
 * transaction as every change it counts (its owner's trigger), so a page kept under the counts a request reads is
 * current: it was built from a snapshot taken after they were committed. Nothing to invalidate, in any process.
 * Bounded by bytes; the least recently used answers go first. Only the plain first page is kept (the one the journal
 * screens read).
 */
export class JournalAnswers<T extends { json: string } = JournalPage> {
  private readonly answers = new Map<number, { version: string; page: T }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024, private readonly maxAnswerBytes = 1024 * 1024) {}

  get(userId: number, version: string): T | undefined {
    const answer = this.answers.get(userId);
    if (!answer || answer.version !== version) return undefined;
    this.answers.delete(userId); // most recently used last
    this.answers.set(userId, answer);
    return answer.page;
  }

  set(userId: number, version: string, page: T): void {
    const held = this.answers.get(userId);
    if (held) this.forget(userId, held.page);
    if (page.json.length * 2 > this.maxAnswerBytes) return;
    this.answers.set(userId, { version, page });
    this.bytes += page.json.length * 2;
    for (const [id, oldest] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(id, oldest.page);
    }
  }

  private forget(userId: number, page: T): void {
    this.answers.delete(userId);
    this.bytes -= page.json.length * 2;
  }
}

/**
 * The counts a kept first page is valid for, for a batch of members in one statement: the member's entries and saved
 * reports (community's journal_versions), their replies (insights' `insights_reply_version`) and the premium cards (premium's
 * `premium_cards_version`), each module's count through its own SQL function or table.
 */
const VERSIONS_SQL = `select m.id as user_id, coalesce(j.version, 0) || ':' || insights_reply_version(m.id) || ':' || premium_cards_version() as version
  from unnest($1::int[]) as m(id) left join journal_versions j on j.user_id = m.id`;
/** The most members asked in one statement. */
const MAX_VERSIONS_BATCH = 64;

interface PageRow {
  doc: string;
  insight_window: boolean;
  cursor_at: string;
  id: number;
  total: string | null;
}

/**
 * A page of the member's own entries as EntryView JSON (views.ts), newest first, built by PostgreSQL in one prepared
 * statement (no entity hydration, no JSON.stringify); dates are ISO strings in UTC with milliseconds. The statement
 * reads limit + 1 rows on the (user_id, created_at desc, id desc) index (the extra row only says that more follow)
 * and, on a first page, counts the matching entries. Entries added between two pages move no entry from one page to
 * the next: the next page starts below the (created_at, id) of the last entry answered, with microseconds.
 */
@QueryHandler(JournalPageQuery)
export class JournalPageHandler implements IQueryHandler<JournalPageQuery, JournalPage> {
  private readonly answers = new JournalAnswers();
  /**
   * The counts asked by the requests that arrive together, read in one statement after the current turn of the event
   * loop (as the session lookups are): never cached, so each request reads counts committed after it arrived.
   */
  private readonly versions = new DataLoader<number, string>((ids) => this.readVersions(ids), {
    cache: false,
    maxBatchSize: MAX_VERSIONS_BATCH,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  private async readVersions(ids: readonly number[]): Promise<string[]> {
    const rows = await preparedQuery<{ user_id: number; version: string }>(this.em, 'f50_journal_versions', VERSIONS_SQL, [intArray(ids)]);
    const byId = new Map(rows.map((row) => [Number(row.user_id), row.version]));
    return ids.map((id) => byId.get(id) ?? '');
  }

  async execute({ userId, filter, limit, before }: JournalPageQuery): Promise<JournalPage> {
    const plain = !before && limit === LIST_PAGE_DEFAULT && Object.values(filter).every((value) => value === undefined);
    let version: string | undefined;
    if (plain) {
      version = await this.versions.load(userId);
      const kept = this.answers.get(userId, version);
      if (kept) return kept;
    }
    await timeZones.check(this.em, filter.month ? filter.tz : undefined);
    const pinned = filter.pinned ? await this.queries.execute<PinnedEntriesQuery, number[]>(new PinnedEntriesQuery(userId)) : [];
    const { where, values, key } = whereOf(filter, before, pinned);
    const limitParam = `$${values.length + 2}`;
    const total = before ? 'null::bigint' : `(select count(*) from journal_entries j where j.user_id = $1${where})`;
    const sql = `select row_to_json(v)::text as doc, ${INSIGHT_WINDOW_SQL} as insight_window, ${cursorAt('j.created_at')} as cursor_at, j.id, ${total} as total
      from (select j.id, j.title, j.content, j.tags, j.image_url, j.is_private, j.entry_type, j.created_at, j.updated_at
        from journal_entries j where j.user_id = $1${where} order by j.created_at desc, j.id desc limit ${limitParam}) j
      cross join lateral (${ENTRY_VIEW_SQL}) v
      order by j.created_at desc, j.id desc`;
    const rows = await preparedQuery<PageRow>(this.em, `f50_journal_page_${key || 'first'}`, sql, [userId, ...values, limit + 1]);
    const page = pageOf(await withReplies(this.queries, rows), limit, !before);
    if (version !== undefined) this.answers.set(userId, version, page);
    return page;
  }
}

/** The rows read (limit + 1) as a page: cut at `limit` entries or PAGE_BYTES, whichever comes first. */
export function pageOf(rows: readonly Pick<PageRow, 'doc' | 'cursor_at' | 'id' | 'total'>[], limit: number, first: boolean, maxBytes = PAGE_BYTES): JournalPage {
  const docs: string[] = [];
  let bytes = 2;
  for (const row of rows.slice(0, limit)) {
    const size = Buffer.byteLength(row.doc) + 1;
    if (docs.length && bytes + size > maxBytes) break;
    docs.push(row.doc);
    bytes += size;
  }
  const last = rows[docs.length - 1];
  const more = rows.length > docs.length;
  return {
    json: `[${docs.join(',')}]`,
    next_cursor: more && last ? `${last.cursor_at}_${Number(last.id)}` : null,
    total: first ? Number(rows[0]?.total ?? 0) : null,
  };
}

/** The months with entries, newest first, with how many entries each has (in the member's time zone). */
export class JournalMonthsQuery {
  constructor(public readonly userId: number, public readonly tz = 'UTC', public readonly summaries = true) {}
}

export interface JournalMonth {
  month: string;
  count: number;
}

@QueryHandler(JournalMonthsQuery)
export class JournalMonthsHandler implements IQueryHandler<JournalMonthsQuery, JournalMonth[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, tz, summaries }: JournalMonthsQuery): Promise<JournalMonth[]> {
    await timeZones.check(this.em, tz);
    const rows = await preparedQuery<{ month: string; count: string }>(
      this.em,
      'f50_journal_months',
      `select to_char(j.created_at at time zone $2::text, 'YYYY-MM') as month, count(*) as count
        from journal_entries j where j.user_id = $1 and ($3::boolean or j.entry_type <> 'weekly_summary')
        group by 1 order by 1 desc`,
      [userId, tz, summaries],
    );
    return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
  }
}
