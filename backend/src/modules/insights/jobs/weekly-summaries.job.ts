import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import type { CoachTone } from '../../ai/index.js';
import { addDays, londonDay, weekStartOf } from '../../analytics/index.js';
import { MomentumReader } from '../../analytics/index.js';
import { AccountsByIdsQuery, holdAccount, type AccountCard } from '../../auth/index.js';
import { WritersBetweenQuery, addWeeklySummaryEntry } from '../../community/index.js';
import { summaryTitle, weeklySummary } from '../weekly-summary.js';

/** Hourly: the first run after a week ends (Saturday midnight, London) summarises it; later runs find nothing to do. */
export const WEEKLY_SUMMARIES_EVERY_MS = 3600_000;

/** One run of the weekly summaries (the `insights` queue); `now` only in tests. */
@JobType('insights', 'weekly-summaries')
export class WriteWeeklySummaries extends Job<{ now?: string }> {}

const BATCH = 200;
/** The week's writers read at once (a keyset page of community's WritersBetweenQuery). */
const WRITERS_PAGE = 1000;

/**
 * Writes one weekly_summary journal entry per active member (one who wrote in the week) for the last complete week
 * (Sunday to Saturday, London). The weekly_summaries ledger's primary key (user_id, week_start) is taken first, in
 * the same transaction as the entry, so a week is summarised once however many workers run the job at once.
 * A repeatable job: one Bull schedule shared by every process (REDIS_URL), or a timer with the in-process queue.
 */
@Injectable()
export class WeeklySummaries {
  private readonly logger = new Logger('WeeklySummaries');

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly momentum: MomentumReader,
    private readonly queries: QueryBus,
  ) {}

  @JobHandler(WriteWeeklySummaries, { every: WEEKLY_SUMMARIES_EVERY_MS })
  async runJob(job: JobContext<{ now?: string }>): Promise<{ written: number }> {
    return { written: await this.run(job.data?.now ? new Date(job.data.now) : new Date(), job.signal) };
  }

  /** Summarises the week before the one containing `now`; answers how many summaries this run wrote. */
  async run(now = new Date(), signal?: AbortSignal): Promise<number> {
    const weekStart = addDays(weekStartOf(londonDay(now)), -7);
    const weekEnd = addDays(weekStart, 7);
    const members = await this.unsummarised(weekStart, weekEnd);
    let written = 0;
    for (const member of members) {
      if (signal?.aborted) break;
      if (await this.summarise(member.id, member.coach_tone, weekStart)) written += 1;
    }
    if (written) this.logger.log(`wrote ${written} weekly summar${written === 1 ? 'y' : 'ies'} for the week of ${weekStart}`);
    return written;
  }

  /**
   * Up to BATCH members who wrote in the week and have no summary of it yet, by id, with their coach tone: community
   * names the week's writers a page at a time, the ledger leaves out those done, auth gives the tones.
   */
  private async unsummarised(weekStart: string, weekEnd: string): Promise<{ id: number; coach_tone: CoachTone }[]> {
    const em = this.em.fork();
    const ids: number[] = [];
    for (let after = 0; ids.length < BATCH; ) {
      const writers = await this.queries.execute<WritersBetweenQuery, number[]>(new WritersBetweenQuery(weekStart, weekEnd, after, WRITERS_PAGE));
      if (!writers.length) break;
      const done = await em.execute<{ user_id: number }[]>('select user_id from weekly_summaries where week_start = ?::date and user_id = any(?::int[])', [
        weekStart,
        intArray(writers),
      ]);
      const summarised = new Set(done.map((row) => Number(row.user_id)));
      ids.push(...writers.filter((id) => !summarised.has(id)));
      after = writers[writers.length - 1];
    }
    const accounts = await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery(ids.slice(0, BATCH)));
    return ids.slice(0, BATCH).flatMap((id) => (accounts.has(id) ? [{ id, coach_tone: accounts.get(id)!.coach_tone }] : []));
  }

  private async summarise(userId: number, tone: CoachTone, weekStart: string): Promise<boolean> {
    const weekEnd = addDays(weekStart, 7);
    // The figures as they stood at the end of the week (the last instant of its Saturday, London).
    const [{ end }] = await this.em.fork().execute<{ end: Date }[]>(`select ((?::date)::timestamp at time zone 'Europe/London') - interval '1 millisecond' as end`, [weekEnd]);
    const activity = await this.momentum.read(userId, new Date(end));
    const entries = activity.recent.filter((e) => {
      const day = londonDay(e.created_at);
      return day >= weekStart && day < weekEnd;
    });
    if (!entries.length) return false;
    const content = weeklySummary({ weekStart, entries, goal: activity.goal, momentum: activity.momentum, tone });
    return this.outbox.transactional(async (em) => {
      if (!(await holdAccount(em, userId))) return false;
      const [claimed] = await em.execute<{ user_id: number }[]>(
        `insert into weekly_summaries (user_id, week_start) values (?, ?::date) on conflict do nothing returning user_id`,
        [userId, weekStart],
      );
      if (!claimed) return false;
      const entryId = await addWeeklySummaryEntry(em, userId, summaryTitle(weekStart), content);
      await em.execute('update weekly_summaries set journal_entry_id = ? where user_id = ? and week_start = ?::date', [entryId, userId, weekStart]);
      return true;
    });
  }
}
