import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberActivityQuery, type MemberActivityRows } from '../../community/index.js';
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
  /** When the active goal was set, or null. */
  goalSetAt: Date | null;
  /** When an entry first reached the active goal's event (however long ago), or null. */
  goalReachedAt: Date | null;
  /** The member's own entries of the last 30 days and a little more (weekly summaries left out), oldest first. */
  recent: RecentEntry[];
  momentum: Momentum;
}

/** A little more than the 30-day window, so the days at its edge are always loaded, in any time zone. */
const LOAD_DAYS = WINDOW_DAYS + 2;

/**
 * Loads a member's entries of the window and the active goal in one statement (community's MemberActivityQuery) and
 * computes the momentum figures (momentum.ts) in the member's time zone. Older entries come only as the Sundays of their weeks (at most one a
 * week, for the streak):
 * never their texts, never the whole journal.
 */
@Injectable()
export class MomentumReader {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `timeZone` is the member's (auth's AccountCard.time_zone): their days and weeks. `now` is the moment the figures
   * are for (entries written after it are left out; tests and summaries pass their own).
   */
  async read(userId: number, timeZone: string, now = new Date()): Promise<MemberActivity> {
    const from = new Date(now.getTime() - LOAD_DAYS * 86_400_000);
    // A minute of slack: an entry stamped by a database clock a little ahead of this process still counts.
    const until = new Date(now.getTime() + 60_000);
    const row = await this.queries.execute<MemberActivityQuery, MemberActivityRows>(new MemberActivityQuery(userId, from, until, timeZone));
    const recent = row.recent.map((entry) => ({ ...entry, created_at: new Date(entry.created_at) }));
    const at = (value: Date | string | null) => (value ? new Date(value) : null);
    return { goal: row.goal, goalSetAt: at(row.goal_set_at), goalReachedAt: at(row.goal_reached_at), recent, momentum: computeMomentum(recent, row.goal, now, row.older, timeZone) };
  }
}
