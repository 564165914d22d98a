import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MESSAGES } from '../../backend/src/modules/analytics/momentum/momentum.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';

describe('momentum', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
  });
  afterAll(async () => {
    await t?.close();
  });

  const entry = (userId: number, daysAgo: number, content: string, type = 'journal') =>
    t.sql(`insert into journal_entries (user_id, title, content, tags, entry_type, created_at) values ($1, '', $2, '[]', $3, now() - make_interval(days => $4))`, [
      userId,
      content,
      type,
      daysAgo,
    ]);

  describe('GET /api/community/momentum', () => {
    it("answers the member's own figures over 30 days with the tier messages", async () => {
      await t.sql(`insert into goals (user_id, goal) values ($1, 'Finish the marathon in spring')`, [pat.id]);
      await entry(pat.id, 0, 'Hard marathon pace session, new PB over ten miles.');
      await entry(pat.id, 1, 'Easy swim.');
      await entry(pat.id, 1, 'Tough hills for the marathon.');
      await entry(pat.id, 40, 'Old entry, hard and a race.');
      await entry(pat.id, 2, 'Weekly summary text: hard race marathon', 'weekly_summary');

      const res = await request(t.server).get('/api/community/momentum').set('Cookie', pat.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        window_days: 30,
        consistency_score: 7,
        weekly_streak: expect.any(Number),
        weekly_entries: expect.any(Array),
        effort_sessions: 2,
        goal_alignment: 67,
        has_goal: true,
        goal_words: ['finish', 'marathon', 'spring'],
        milestones: 1,
        total_entries: 3,
        messages: {
          consistency: MESSAGES.consistency.start,
          effort: MESSAGES.effort.building,
          alignment: MESSAGES.alignment.good,
          milestones: MESSAGES.milestones.building,
        },
        time_zone: 'Europe/London',
      });
      expect(res.body.weekly_streak).toBeGreaterThanOrEqual(1);
      expect(res.body.weekly_entries).toHaveLength(4);
      for (const week of res.body.weekly_entries) {
        expect(week.week_start).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(new Date(`${week.week_start}T00:00:00Z`).getUTCDay()).toBe(0);
      }
      expect(res.body.weekly_entries.reduce((sum: number, w: { count: number }) => sum + w.count, 0)).toBe(3);
    });

    it('counts nothing of another member', async () => {
      const res = await request(t.server).get('/api/community/momentum').set('Cookie', sam.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ consistency_score: 0, weekly_streak: 0, effort_sessions: 0, goal_alignment: 0, has_goal: false, goal_words: [], milestones: 0, total_entries: 0 });
      expect(res.body.messages.alignment).toBe(MESSAGES.alignment.none);
    });

    it('calls a goal in short words a goal set, with no alignment to measure', async () => {
      expect((await request(t.server).post('/api/community/goals').set('Cookie', sam.cookie).send({ goal: 'Run a 5k' })).status).toBe(201);
      await entry(sam.id, 0, 'Easy 5k round the park.');
      const res = await request(t.server).get('/api/community/momentum').set('Cookie', sam.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ has_goal: true, goal_words: [], goal_alignment: 0, total_entries: 1 });
      expect(res.body.messages.alignment).toBe(MESSAGES.alignment.unmeasured);
    });
  });

  describe('GET /api/community/momentum/goal-words', () => {
    const words = (goal: string | undefined, cookie = pat.cookie) =>
      request(t.server).get('/api/community/momentum/goal-words').query(goal === undefined ? {} : { goal }).set('Cookie', cookie);

    it('answers the words alignment would look for with a goal being typed, and stores nothing', async () => {
      const before = await t.sql(`select count(*)::int as n from goals`);
      const res = await words('Finish the Berlin marathon under 4 hours');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ goal_words: ['finish', 'berlin', 'marathon'] });
      expect((await words('Run a 5k')).body).toEqual({ goal_words: [] });
      expect(await t.sql(`select count(*)::int as n from goals`)).toEqual(before);
    });

    it('refuses a missing, empty or over-long goal with a clear 400', async () => {
      for (const goal of [undefined, '', 'x'.repeat(501)]) {
        const res = await words(goal);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toMatch(/goal must/);
      }
    });

    it('is for signed-in members only', async () => {
      expect((await request(t.server).get('/api/community/momentum/goal-words').query({ goal: 'Run the Leeds 10k' })).status).toBe(401);
    });
  });
});
