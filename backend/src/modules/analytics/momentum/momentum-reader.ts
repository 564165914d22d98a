import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { computeMomentum, WINDOW_DAYS, type Momentum } from './momentum.js';

export interface RecentEntry {
  id: number;
  title: string;
  content: string;
  tags: string[];
  is_private: boolean;
  entry_type: string;
  created_at: Date;
}

/** What the momentum figures are computed from, with the figures: reused by the coach replies and weekly summaries. */
export interface MemberActivity {
  /** The active goal's text, or null. */
  goal: string | null;
  /** The member's own entries of the last 30 days and a little more (weekly summaries left out), oldest first. */
  recent: RecentEntry[];
  momentum: Momentum;
}

/** A little more than the 30-day window, so the London days at its edge are always loaded. */
const LOAD_DAYS = WINDOW_DAYS + 2;

const SQL = `select (select goal from goals where user_id = ? and is_active order by id desc limit 1) as goal,
  coalesce((select json_agg(json_build_object('id', id, 'title', title, 'content', content, 'tags', tags, 'is_private', is_private,
      'entry_type', entry_type, 'created_at', created_at) order by created_at, id)
    from journal_entries where user_id = ? and entry_type <> 'weekly_summary' and created_at >= ? and created_at <= ?), '[]'::json) as recent,
  coalesce((select json_agg(distinct to_char(d - extract(dow from d)::int, 'YYYY-MM-DD'))
    from (select (created_at at time zone 'Europe/London')::date as d
      from journal_entries where user_id = ? and entry_type <> 'weekly_summary' and created_at < ?) older), '[]'::json) as older`;

/**
 * Loads a member's entries of the window and the active goal in one statement and computes the momentum figures
 * (momentum.ts). Older entries come only as the Sundays of their London weeks (at most one a week, for the streak):
 * never their texts, never the whole journal.
 */
@Injectable()
export class MomentumReader {
  constructor(private readonly em: EntityManager) {}

  /** `now` is the moment the figures are for (entries written after it are left out; tests and summaries pass their own). */
  async read(userId: number, now = new Date(), em: EntityManager = this.em.fork()): Promise<MemberActivity> {
    const from = new Date(now.getTime() - LOAD_DAYS * 86_400_000);
    // A minute of slack: an entry stamped by a database clock a little ahead of this process still counts.
    const until = new Date(now.getTime() + 60_000);
    const [row] = await em.execute<{ goal: string | null; recent: Array<Omit<RecentEntry, 'created_at'> & { created_at: string }>; older: string[] }[]>(SQL, [
      userId,
      userId,
      from,
      until,
      userId,
      from,
    ]);
    const recent = row.recent.map((entry) => ({ ...entry, created_at: new Date(entry.created_at) }));
    return { goal: row.goal, recent, momentum: computeMomentum(recent, row.goal, now, row.older) };
  }
}
