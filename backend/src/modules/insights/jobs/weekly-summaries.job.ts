import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { addDays, dayIn, weekStartOf } from '../../analytics/index.js';
import { MomentumReader } from '../../analytics/index.js';
import { YearProgressHandler, YearProgressQuery } from '../queries/year-progress.query.js';
import { AccountCalendarsQuery, holdAccount, type AccountCalendar } from '../../auth/index.js';
import { WritersAmongQuery, addWeeklySummaryEntry } from '../../community/index.js';
import { reachedBefore } from '../goal-reached.js';
import { summaryTitle, weeklySummary } from '../weekly-summary.js';
import { weekOnWeekSentence, weeklyDistance } from '../weekly-distance.js';
import { rememberedDistances } from '../queries/remembered-distances.js';

/** Hourly: the first run after a member's week ends (Saturday midnight, their time zone) summarises it; later runs find nothing to do. */
export const WEEKLY_SUMMARIES_EVERY_MS = 3600_000;
/** When in the interval it runs: 41 min past each hour, UTC, so the repeated jobs do not all start together on the whole minute or hour (docs/architecture.md, Queues). */
export const WEEKLY_SUMMARIES_OFFSET_MS = 41 * 60_000;

/** One run of the weekly summaries (the `insights` queue); `now` only in tests. */
@JobType('insights', 'weekly-summaries')
export class WriteWeeklySummaries extends Job<{ now?: string }> {}

/** Accounts read at once (a keyset page of auth's AccountCalendarsQuery). */
const ACCOUNTS_PAGE = 1000;

/** A member's last complete week: its Sunday and Saturday-next-midnight as days, and as instants in their zone. */
interface Week {
  start: string;
  end: string;
  from: Date;
  to: Date;
}

/**
 * Writes one weekly_summary journal entry per active member (one who wrote in the week) for their last complete week
 * (Sunday to Saturday in the member's own time zone). It walks every account a page at a time (auth's
 * AccountCalendarsQuery: id, time zone, tone); per time zone of the page, community names who wrote in that zone's
 * week (WritersAmongQuery) and the weekly_summaries ledger leaves out those done. The ledger's primary key (user_id,
 * week_start) is taken first, in the same transaction as the entry, so a week is summarised once however many workers
 * run the job at once. A repeatable job: one Bull schedule shared by every process (REDIS_URL), or a timer with the
 * in-process queue.
 */
@Injectable()
export class WeeklySummaries {
  private readonly logger = new Logger('WeeklySummaries');

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly momentum: MomentumReader,
    private readonly queries: QueryBus,
    private readonly years: YearProgressHandler,
  ) {}

  @JobHandler(WriteWeeklySummaries, { every: WEEKLY_SUMMARIES_EVERY_MS, offset: WEEKLY_SUMMARIES_OFFSET_MS })
  async runJob(job: JobContext<{ now?: string }>): Promise<{ written: number }> {
    return { written: await this.run(job.data?.now ? new Date(job.data.now) : new Date(), job.signal) };
  }

  /** Summarises, for every member, the week before the one containing `now` in their zone; answers how many this run wrote. */
  async run(now = new Date(), signal?: AbortSignal): Promise<number> {
    const weeks = new Map<string, Promise<Week>>();
    let written = 0;
    for (let after = 0; !signal?.aborted; ) {
      const page = await this.queries.execute<AccountCalendarsQuery, AccountCalendar[]>(new AccountCalendarsQuery(after, ACCOUNTS_PAGE));
      if (!page.length) break;
      after = page[page.length - 1].id;
      const byZone = new Map<string, AccountCalendar[]>();
      for (const account of page) {
        if (!byZone.has(account.time_zone)) byZone.set(account.time_zone, []);
        byZone.get(account.time_zone)!.push(account);
      }
      for (const [zone, accounts] of byZone) {
        if (!weeks.has(zone)) weeks.set(zone, this.lastWeek(zone, now));
        const week = await weeks.get(zone)!;
        for (const account of await this.unsummarised(accounts, week)) {
          if (signal?.aborted) break;
          if (await this.summarise(account, week)) written += 1;
        }
      }
    }
    if (written) this.logger.log(`wrote ${written} weekly summar${written === 1 ? 'y' : 'ies'}`);
    return written;
  }

  /** The last complete week before `now` in `zone`, with its bounds as instants (PostgreSQL applies the zone's rules). */
  private async lastWeek(zone: string, now: Date): Promise<Week> {
    const start = addDays(weekStartOf(dayIn(now, zone)), -7);
    const end = addDays(start, 7);
    const [bounds] = await this.em
      .fork()
      .execute<{ from: Date; to: Date }[]>(`select (?::date)::timestamp at time zone ? as "from", (?::date)::timestamp at time zone ? as "to"`, [start, zone, end, zone]);
    return { start, end, from: new Date(bounds.from), to: new Date(bounds.to) };
  }

  /** The accounts (of one time zone) that wrote in the week and have no summary of it yet. */
  private async unsummarised(accounts: AccountCalendar[], week: Week): Promise<AccountCalendar[]> {
    const writers = await this.queries.execute<WritersAmongQuery, number[]>(new WritersAmongQuery(accounts.map((a) => a.id), week.from, week.to));
    if (!writers.length) return [];
    const done = await this.em
      .fork()
      .execute<{ user_id: number }[]>('select user_id from weekly_summaries where week_start = ?::date and user_id = any(?::int[])', [week.start, intArray(writers)]);
    const skip = new Set(done.map((row) => Number(row.user_id)));
    const wrote = new Set(writers);
    return accounts.filter((account) => wrote.has(account.id) && !skip.has(account.id));
  }

  private async summarise(account: AccountCalendar, week: Week): Promise<boolean> {
    const { id: userId, time_zone: zone, coach_tone: tone } = account;
    // The figures as they stood at the end of the week (the last instant of its Saturday, in the member's zone).
    const activity = await this.momentum.read(userId, zone, new Date(week.to.getTime() - 1));
    const entries = activity.recent.filter((e) => {
      const day = dayIn(e.created_at, zone);
      return day >= week.start && day < week.end;
    });
    if (!entries.length) return false;
    // The goal's event done before this week, the goal kept since.
    const reachedEarlier = reachedBefore(activity, { id: 0, created_at: week.from });
    const content = weeklySummary({
      weekStart: week.start,
      entries,
      goal: activity.goal,
      goalReachedAt: reachedEarlier ?? null,
      momentum: activity.momentum,
      tone,
      timeZone: zone,
      yearSoFar: await this.years.figures(new YearProgressQuery(userId, new Date(week.to.getTime() - 1))),
      weekOnWeek: weekOnWeekSentence(weeklyDistance(activity.recent, new Date(week.to.getTime() - 1), zone, activity.goal, rememberedDistances(activity.goal))),
    });
    return this.outbox.transactional(async (em) => {
      if (!(await holdAccount(em, userId))) return false;
      const [claimed] = await em.execute<{ user_id: number }[]>(
        `insert into weekly_summaries (user_id, week_start) values (?, ?::date) on conflict do nothing returning user_id`,
        [userId, week.start],
      );
      if (!claimed) return false;
      const entryId = await addWeeklySummaryEntry(em, userId, summaryTitle(week.start), content);
      await em.execute('update weekly_summaries set journal_entry_id = ? where user_id = ? and week_start = ?::date', [entryId, userId, week.start]);
      return true;
    });
  }
}
