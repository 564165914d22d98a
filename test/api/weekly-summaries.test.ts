// Weekly summaries (issue 12): one weekly_summary entry per active member per week, never twice, also when several
// runs race (as several workers would).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { JobQueue } from '../../backend/src/infrastructure/queue/job-queue.js';
import { addDays, londonDay, weekStartOf } from '../../backend/src/modules/analytics/momentum/calendar.js';
import { WeeklySummaries, WriteWeeklySummaries } from '../../backend/src/modules/insights/jobs/weekly-summaries.job.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';

describe('weekly-summaries', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;
  let idle: Identity;
  /**
   * The runs here summarise the week before the one of two weeks ago: the app's own hourly run (the real clock) summarises
   * only the last week, so, landing in the middle of a test, it never takes these entries (with `now` the real clock it
   * wrote both summaries before the test's run, which then wrote none).
   */
  const now = new Date(Date.now() - 14 * 86_400_000);
  const lastWeek = addDays(weekStartOf(londonDay(now)), -7);

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
    idle = await registerMember(t, 'idle@example.com', 'Ida');
    await t.sql(`insert into goals (user_id, goal) values ($1, 'Sub-four marathon in April')`, [pat.id]);
    const entry = (userId: number, day: string, time: string, title: string, content: string, tags = '[]') =>
      t.sql(`insert into journal_entries (user_id, title, content, tags, created_at) values ($1, $2, $3, $4, $5)`, [userId, title, content, tags, `${day}T${time}Z`]);
    // Pat: Sunday (the week's first London day: 00:30 BST/GMT may be Saturday in UTC, so noon is used), Tuesday, Saturday.
    await entry(pat.id, lastWeek, '12:00:00', 'Long run', 'Hard long run, 20 miles at marathon effort.', '["Training"]');
    await entry(pat.id, addDays(lastWeek, 2), '12:00:00', 'Intervals', 'Tough track intervals.', '["Training"]');
    await entry(pat.id, addDays(lastWeek, 6), '12:00:00', 'Parkrun', 'New PB at parkrun.', '["Race Day"]');
    // Sam: one entry last week, one this week (the week of `now`). Ida: only an entry two weeks ago.
    await entry(sam.id, addDays(lastWeek, 3), '12:00:00', 'Swim', 'Easy swim.');
    await entry(sam.id, addDays(lastWeek, 7), '12:00:00', 'This week', 'Not part of last week.');
    await entry(idle.id, addDays(lastWeek, -5), '12:00:00', 'Older', 'Two weeks ago.');
  });
  afterAll(async () => {
    await t?.close();
  });

  const summaries = () =>
    t.sql<{ user_id: number; title: string; content: string; entry_type: string }>(
      `select user_id, title, content, entry_type from journal_entries where entry_type = 'weekly_summary' order by user_id`,
    );

  describe('weekly summaries', () => {
    it('writes one summary per active member for the last complete week: patterns, a key insight, next week\'s focus', async () => {
      // The app's own run, coming now, leaves them.
      expect(await t.app.get(WeeklySummaries).run()).toBe(0);
      const result = await (await t.app.get(JobQueue).add(new WriteWeeklySummaries({ now: now.toISOString() }))).finished();
      expect(result).toEqual({ written: 2 });
      const rows = await summaries();
      expect(rows.map((r) => r.user_id)).toEqual([pat.id, sam.id]);
      const title = `Weekly summary: week of ${new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${lastWeek}T00:00:00Z`))}`;
      expect(rows[0].title).toBe(title);
      const [patterns, insight, focus] = rows[0].content.split('\n\n');
      expect(patterns).toBe(
        'Training patterns: you wrote 3 entries on 3 days (Sunday, Tuesday and Saturday). Among them: 3 runs. Most were tagged Training (2) and Race Day (1). 2 entries described a hard session, and 1 entry marked a milestone.',
      );
      expect(insight).toMatch(/^Key insight: "Parkrun" stands out this week\./);
      expect(focus).toMatch(/^Next week's focus: .* because /);
      expect(rows[1].content).toMatch(/^Training patterns: you wrote 1 entry on 1 day \(Wednesday\)\. Among them: a swim\./);
      expect(await t.sql('select user_id, week_start::text as week from weekly_summaries order by user_id')).toEqual([
        { user_id: pat.id, week: lastWeek },
        { user_id: sam.id, week: lastWeek },
      ]);
    });

    it('never writes a second summary for the same week, also when runs race', async () => {
      const runner = t.app.get(WeeklySummaries);
      await t.sql('delete from weekly_summaries where user_id = $1', [sam.id]);
      await t.sql(`delete from journal_entries where user_id = $1 and entry_type = 'weekly_summary'`, [sam.id]);
      const written = await Promise.all(Array.from({ length: 4 }, () => runner.run(now)));
      expect(written.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await runner.run(now)).toBe(0);
      expect((await summaries()).map((r) => r.user_id)).toEqual([pat.id, sam.id]);
    });

    it('shows the summary in the journal list without a pending reply, and leaves it out of the momentum figures', async () => {
      const list = (await request(t.server).get('/api/community/journal').set('Cookie', pat.cookie)).body as Array<Record<string, unknown>>;
      const summary = list.find((e) => e.entry_type === 'weekly_summary')!;
      expect(summary).toMatchObject({ insight_pending: false, aiResponses: [], tags: [], is_private: false });
      const momentum = (await request(t.server).get('/api/community/momentum').set('Cookie', pat.cookie)).body;
      expect(momentum.total_entries).toBeLessThanOrEqual(3);
      // No coach reply is ever written for a summary.
      expect(await t.sql(`select 1 from ai_responses r join journal_entries j on j.id = r.journal_entry_id where j.entry_type = 'weekly_summary'`)).toEqual([]);
    });

    it("names the year's distance so far when the goal sets one ('Run 1000 km in <year>'), as it stood at the week's end", async () => {
      const yan = await registerMember(t, 'yan@example.com', 'Yan');
      // Both on the week's Monday, so in one year whichever week of the year this is.
      const monday = addDays(lastWeek, 1);
      const year = monday.slice(0, 4);
      await t.sql(`insert into goals (user_id, goal) values ($1, $2)`, [yan.id, `Run 1000 km in ${year}`]);
      const entry = (at: string, content: string) =>
        t.sql(`insert into journal_entries (user_id, title, content, tags, created_at) values ($1, '', $2, '[]', $3)`, [yan.id, content, at]);
      await entry(`${monday}T08:00:00Z`, 'Easy 8 km along the canal');
      await entry(`${monday}T18:00:00Z`, 'Long run 21.5 km, hilly');
      // After the week: not in the figures as they stood at its end.
      await entry(`${addDays(lastWeek, 8)}T12:00:00Z`, 'Easy 10 km');
      expect(await t.app.get(WeeklySummaries).run(now)).toBe(1);
      const [summary] = await t.sql<{ content: string }>(`select content from journal_entries where user_id = $1 and entry_type = 'weekly_summary'`, [yan.id]);
      expect(summary.content.split('\n\n')[0]).toMatch(new RegExp(`Among them: 2 runs \\(29\\.5 km\\)\\. ${year} so far: 29\\.5 km of 1,000 km, (?:[\\d.,]+ km (?:ahead of|behind) an even pace|right on pace)\\.`));
    });

    it("names the main sport's rise on the week before when it is a third or more", async () => {
      const ria = await registerMember(t, 'ria@example.com', 'Ria');
      const entry = (day: string, content: string) =>
        t.sql(`insert into journal_entries (user_id, title, content, tags, created_at) values ($1, '', $2, '[]', $3)`, [ria.id, content, `${day}T12:00:00Z`]);
      await entry(addDays(lastWeek, -6), 'Ran 18 km steady');
      await entry(addDays(lastWeek, 1), 'Ran 28 km, long and slow');
      expect(await t.app.get(WeeklySummaries).run(now)).toBe(1);
      const [summary] = await t.sql<{ content: string }>(`select content from journal_entries where user_id = $1 and entry_type = 'weekly_summary'`, [ria.id]);
      expect(summary.content.split('\n\n')[0]).toContain(
        'Among them: a run (28 km). Running came to 28 km, 56% more than the week before (18 km): most coaches suggest adding no more than about 10% a week.',
      );
    });
  });
});
