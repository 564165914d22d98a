import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import type { CoachTone } from '../../ai/index.js';
import { addDays, londonDay, weekStartOf } from '../../analytics/index.js';
import { MomentumReader } from '../../analytics/index.js';
import { summaryTitle, weeklySummary } from '../weekly-summary.js';

/** Hourly: the first run after a week ends (Saturday midnight, London) summarises it; later runs find nothing to do. */
export const WEEKLY_SUMMARIES_EVERY_MS = 3600_000;

/** One run of the weekly summaries (the `insights` queue); `now` only in tests. */
@JobType('insights', 'weekly-summaries')
export class WriteWeeklySummaries extends Job<{ now?: string }> {}

const BATCH = 200;

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
  ) {}

  @JobHandler(WriteWeeklySummaries, { every: WEEKLY_SUMMARIES_EVERY_MS })
  async runJob(job: JobContext<{ now?: string }>): Promise<{ written: number }> {
    return { written: await this.run(job.data?.now ? new Date(job.data.now) : new Date(), job.signal) };
  }

  /** Summarises the week before the one containing `now`; answers how many summaries this run wrote. */
  async run(now = new Date(), signal?: AbortSignal): Promise<number> {
    const weekStart = addDays(weekStartOf(londonDay(now)), -7);
    const weekEnd = addDays(weekStart, 7);
    const members = await this.em.fork().execute<{ id: number; coach_tone: CoachTone }[]>(
      `select u.id, u.coach_tone from users u
       where exists (select 1 from journal_entries j where j.user_id = u.id and j.entry_type <> 'weekly_summary'
           and j.created_at >= (?::date)::timestamp at time zone 'Europe/London' and j.created_at < (?::date)::timestamp at time zone 'Europe/London')
         and not exists (select 1 from weekly_summaries s where s.user_id = u.id and s.week_start = ?::date)
       order by u.id limit ?`,
      [weekStart, weekEnd, weekStart, BATCH],
    );
    let written = 0;
    for (const member of members) {
      if (signal?.aborted) break;
      if (await this.summarise(member.id, member.coach_tone, weekStart)) written += 1;
    }
    if (written) this.logger.log(`wrote ${written} weekly summar${written === 1 ? 'y' : 'ies'} for the week of ${weekStart}`);
    return written;
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
      const [claimed] = await em.execute<{ user_id: number }[]>(
        `insert into weekly_summaries (user_id, week_start) select id, ?::date from users where id = ? on conflict do nothing returning user_id`,
        [weekStart, userId],
      );
      if (!claimed) return false;
      const [entry] = await em.execute<{ id: number }[]>(
        `insert into journal_entries (user_id, title, content, tags, entry_type) values (?, ?, ?, '[]', 'weekly_summary') returning id`,
        [userId, summaryTitle(weekStart), content],
      );
      await em.execute('update weekly_summaries set journal_entry_id = ? where user_id = ? and week_start = ?::date', [entry.id, userId, weekStart]);
      return true;
    });
  }
}
