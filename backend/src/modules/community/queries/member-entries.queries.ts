import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../infrastructure/database/int-array.js';
import type { JournalTag } from '../entities/journal-entry.entity.js';

/**
 * Community's journal entries and goals as other modules read them (the momentum figures, coach replies, weekly
 * summaries), so they never name journal_entries or goals (docs/architecture.md, "Module contracts"). Each read is
 * bounded: one member, one entry, or one keyset page.
 */

/** An entry as the coach and the momentum figures see it. */
export interface MemberEntry {
  id: number;
  user_id: number;
  title: string;
  content: string;
  tags: JournalTag[];
  is_private: boolean;
  entry_type: string;
  created_at: string;
}

/** What the momentum figures of a member are computed from (analytics/momentum). */
export interface MemberActivityRows {
  /** The active goal's text, or null. */
  goal: string | null;
  /** When the active goal was set, or null. */
  goal_set_at: Date | string | null;
  /** When an entry first reached the active goal's event (markGoalReached), or null. */
  goal_reached_at: Date | string | null;
  /** The member's entries (weekly summaries left out) created in [from, until], oldest first. */
  recent: Array<Omit<MemberEntry, 'user_id'>>;
  /** The Sundays (YYYY-MM-DD) of the weeks (in the member's time zone) of the member's entries before `from`: never their texts. */
  older: string[];
}

const ACTIVITY_SQL = `select g.goal, g.created_at as goal_set_at, g.reached_at as goal_reached_at,
  coalesce((select json_agg(json_build_object('id', id, 'title', title, 'content', content, 'tags', tags, 'is_private', is_private,
      'entry_type', entry_type, 'created_at', created_at) order by created_at, id)
    from journal_entries where user_id = ? and entry_type <> 'weekly_summary' and created_at >= ? and created_at <= ?), '[]'::json) as recent,
  coalesce((select json_agg(distinct to_char(d - extract(dow from d)::int, 'YYYY-MM-DD'))
    from (select (created_at at time zone ?)::date as d
      from journal_entries where user_id = ? and entry_type <> 'weekly_summary' and created_at < ?) older), '[]'::json) as older
  from (select 1) one left join lateral (select goal, created_at, reached_at from goals where user_id = ? and is_active order by id desc limit 1) g on true`;

/** A member's active goal, entries of a window [from, until] and the weeks of older entries, in one statement. */
export class MemberActivityQuery {
  /** `timeZone`: the member's (IANA name, checked by auth when it was stored), whose weeks the older entries fall in. */
  constructor(public readonly userId: number, public readonly from: Date, public readonly until: Date, public readonly timeZone: string) {}
}

@QueryHandler(MemberActivityQuery)
export class MemberActivityHandler implements IQueryHandler<MemberActivityQuery, MemberActivityRows> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, from, until, timeZone }: MemberActivityQuery): Promise<MemberActivityRows> {
    const [row] = await this.em.fork().execute<MemberActivityRows[]>(ACTIVITY_SQL, [userId, from, until, timeZone, userId, from, userId]);
    return row;
  }
}

/** One entry by id (any member's: for the coach reply job), or null when it is gone. */
export class MemberEntryQuery {
  constructor(public readonly entryId: number) {}
}

@QueryHandler(MemberEntryQuery)
export class MemberEntryHandler implements IQueryHandler<MemberEntryQuery, MemberEntry | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ entryId }: MemberEntryQuery): Promise<MemberEntry | null> {
    const [row] = await this.em.fork().execute<MemberEntry[]>(
      'select id, user_id, title, content, tags, is_private, entry_type, created_at from journal_entries where id = ?',
      [entryId],
    );
    return row ?? null;
  }
}

/**
 * Which of `ids` wrote an entry (weekly summaries left out) from `from` up to (not including) `to`: the weekly summaries
 * ask about a page of members at a time (index on user_id, created_at), each member's week in their own time zone.
 */
export class WritersAmongQuery {
  constructor(public readonly ids: readonly number[], public readonly from: Date, public readonly to: Date) {}
}

@QueryHandler(WritersAmongQuery)
export class WritersAmongHandler implements IQueryHandler<WritersAmongQuery, number[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids, from, to }: WritersAmongQuery): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.em.fork().execute<{ id: number }[]>(
      `select m.id from unnest(?::int[]) m(id)
        where exists (select 1 from journal_entries j where j.user_id = m.id and j.entry_type <> 'weekly_summary' and j.created_at >= ? and j.created_at < ?)
        order by m.id`,
      [intArray(ids), from, to],
    );
    return rows.map((row) => Number(row.id));
  }
}

/** A cursor of RecentEntriesQuery: the last entry of the page before. */
export interface EntryCursor {
  id: number;
  /** With microseconds, so the cursor is exact. */
  created_at: string;
}

/**
 * Entries (weekly summaries left out) of the last two days older than `olderThanSeconds`, oldest first on
 * (created_at, id) after the cursor `after`, at most `limit`: the coach reply backstop walks them a page at a time
 * (index on created_at).
 */
export class RecentEntriesQuery {
  constructor(public readonly olderThanSeconds: number, public readonly after: EntryCursor | null, public readonly limit: number) {}
}

@QueryHandler(RecentEntriesQuery)
export class RecentEntriesHandler implements IQueryHandler<RecentEntriesQuery, EntryCursor[]> {
  constructor(private readonly em: EntityManager) {}

  execute({ olderThanSeconds, after, limit }: RecentEntriesQuery): Promise<EntryCursor[]> {
    return this.em.fork().execute<EntryCursor[]>(
      `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at from journal_entries
        where created_at > now() - interval '2 days' and created_at < now() - make_interval(secs => ?)
          and entry_type <> 'weekly_summary' ${after ? 'and (created_at, id) > (?::timestamptz, ?::int)' : ''}
        order by created_at, id limit ?`,
      after ? [olderThanSeconds, after.created_at, after.id, limit] : [olderThanSeconds, limit],
    );
  }
}

/**
 * The member's entries (weekly summaries left out) written since `since`, oldest first on (created_at, id) after the
 * cursor `after`, at most `limit`: a page at a time (index on user_id, created_at), for the coach to find the entry that
 * reached a goal again.
 */
export class MemberEntriesSinceQuery {
  constructor(public readonly userId: number, public readonly since: string, public readonly after: EntryCursor | null, public readonly limit: number) {}
}

@QueryHandler(MemberEntriesSinceQuery)
export class MemberEntriesSinceHandler implements IQueryHandler<MemberEntriesSinceQuery, Array<MemberEntry & EntryCursor>> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, since, after, limit }: MemberEntriesSinceQuery): Promise<Array<MemberEntry & EntryCursor>> {
    return this.em.fork().execute<Array<MemberEntry & EntryCursor>>(
      `select id, user_id, title, content, tags, is_private, entry_type,
              to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
         from journal_entries
        where user_id = ? and created_at >= ?::timestamptz and entry_type <> 'weekly_summary'
          ${after ? 'and (created_at, id) > (?::timestamptz, ?::int)' : ''}
        order by created_at, id limit ?`,
      after ? [userId, since, after.created_at, after.id, limit] : [userId, since, limit],
    );
  }
}
