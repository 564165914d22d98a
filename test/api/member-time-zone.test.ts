// A member's days and weeks are their own: the time zone the browser tells at registration or sign-in (or the one
// picked in the profile) decides the momentum figures' days and weeks and which week a weekly summary covers.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MomentumReader } from '../../backend/src/modules/analytics/momentum/momentum-reader.js';
import { WeeklySummaries } from '../../backend/src/modules/insights/jobs/weekly-summaries.job.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PASSWORD, registerMember, type Identity } from '../support/auth.js';

describe('member-time-zone', () => {
  let t: TestApp;
  let pat: Identity;
  let nia: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    nia = await registerMember(t, 'nia@example.com', 'Nia');
  });
  afterAll(async () => {
    await t?.close();
  });

  const zoneOf = async (id: number) => (await t.sql<{ time_zone: string | null }>('select time_zone from users where id = $1', [id]))[0].time_zone;
  const profile = (who: Identity) => request(t.server).patch('/api/community/profile').set('Cookie', who.cookie);

  describe("the member's time zone", () => {
    it("is the browser's, told at registration; an unknown name is ignored (Europe/London until known)", async () => {
      const register = (email: string, time_zone: string) =>
        request(t.server).post('/api/community/auth/register').send({ email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Al', time_zone });
      const ny = await register('ny@example.com', 'America/New_York');
      expect(ny.status).toBe(200);
      expect(await zoneOf(ny.body.user.id)).toBe('America/New_York');
      const odd = await register('odd@example.com', 'Mars/Olympus_Mons');
      expect(odd.status).toBe(200);
      expect(await zoneOf(odd.body.user.id)).toBeNull();
      const view = await request(t.server).get('/api/community/profile').set('Cookie', odd.headers['set-cookie'] as unknown as string[]);
      expect(view.body.profile.time_zone).toBe('Europe/London');
    });

    it('is taken at sign-in only by an account that has none, so a trip abroad does not move it', async () => {
      const signIn = (time_zone: string) => request(t.server).post('/api/community/auth/login').send({ email: 'pat@example.com', password: PASSWORD, time_zone });
      expect(await zoneOf(pat.id)).toBeNull();
      expect((await signIn('Australia/Sydney')).status).toBe(200);
      expect(await zoneOf(pat.id)).toBe('Australia/Sydney');
      expect((await signIn('Asia/Tokyo')).status).toBe(200);
      expect(await zoneOf(pat.id)).toBe('Australia/Sydney');
    });

    it('is changed in the profile; a zone nobody knows is 400 and changes nothing', async () => {
      const res = await profile(pat).send({ time_zone: 'Europe/London' });
      expect(res.status).toBe(200);
      expect(res.body.profile.time_zone).toBe('Europe/London');
      const message = 'time_zone must be a time zone name such as Europe/London or America/New_York.';
      for (const time_zone of ['Mars/Olympus_Mons', '../../etc/passwd', '', 'x'.repeat(65), 42]) {
        const bad = await profile(pat).send({ time_zone });
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ success: false, error: message });
      }
      expect(await zoneOf(pat.id)).toBe('Europe/London');
      expect((await profile(nia).send({ time_zone: 'America/New_York' })).status).toBe(200);
      const momentum = await request(t.server).get('/api/community/momentum').set('Cookie', nia.cookie);
      expect(momentum.body.time_zone).toBe('America/New_York');
    });

    it("counts the momentum figures' days and weeks in the member's zone", async () => {
      // Saturday 29 November 2025, 20:00 in New York = Sunday 30 November, 01:00 in London. A week long past: the app's
      // own hourly run (WeeklySummaries, with the real clock) summarises only the last week, so it never takes these.
      const at = '2025-11-30T01:00:00Z';
      for (const who of [pat, nia]) await t.sql(`insert into journal_entries (user_id, title, content, tags, created_at) values ($1, 'Run', 'Easy run.', '[]', $2)`, [who.id, at]);
      const now = new Date('2025-11-30T18:00:00Z'); // Sunday in both zones
      const reader = t.app.get(MomentumReader);
      const london = (await reader.read(pat.id, 'Europe/London', now)).momentum;
      const newYork = (await reader.read(nia.id, 'America/New_York', now)).momentum;
      expect(london.weekly_entries.slice(-2)).toEqual([
        { week_start: '2025-11-23', count: 0 },
        { week_start: '2025-11-30', count: 1 },
      ]);
      expect(london.weekly_streak).toBe(1);
      expect(newYork.weekly_entries.slice(-2)).toEqual([
        { week_start: '2025-11-23', count: 1 },
        { week_start: '2025-11-30', count: 0 },
      ]);
      expect(newYork.weekly_streak).toBe(0);
    });

    it("summarises each member's week once it has ended in their zone, with that zone's entries", async () => {
      const summaries = () =>
        t.sql<{ user_id: number; week: string }>(`select user_id, week_start::text as week from weekly_summaries where user_id = any($1) order by user_id, week_start`, [[pat.id, nia.id]]);
      const job = t.app.get(WeeklySummaries);
      // The app's own run, coming now (the real clock), leaves these weeks alone.
      expect(await job.run()).toBe(0);
      // Sunday 30 November, 02:00 London = Saturday 21:00 New York: London's week of 23 November has ended (Pat wrote
      // nothing in it: her entry was Sunday 01:00, London), New York's has not.
      expect(await job.run(new Date('2025-11-30T02:00:00Z'))).toBe(0);
      // Sunday 30 November, 06:00 London = 01:00 New York: now New York's week of 23 November has ended, with Nia's entry.
      expect(await job.run(new Date('2025-11-30T06:00:00Z'))).toBe(1);
      expect(await summaries()).toEqual([{ user_id: nia.id, week: '2025-11-23' }]);
      const [summary] = await t.sql<{ content: string }>(`select content from journal_entries where user_id = $1 and entry_type = 'weekly_summary'`, [nia.id]);
      expect(summary.content).toMatch(/^Training patterns: you wrote 1 entry on 1 day \(Saturday\)\./);
      // A week later both weeks of 30 November end; Pat's entry (Sunday in London) is summarised in London's week.
      expect(await job.run(new Date('2025-12-07T06:00:00Z'))).toBe(1);
      expect(await summaries()).toEqual([
        { user_id: pat.id, week: '2025-11-30' },
        { user_id: nia.id, week: '2025-11-23' },
      ]);
      expect(await job.run(new Date('2025-12-07T07:00:00Z'))).toBe(0);
    });
  });
});
