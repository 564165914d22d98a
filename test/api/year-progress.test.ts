import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';

/** GET /api/community/insights/year-progress: the year's distance so far for a goal that sets one. */
describe('year-progress', () => {
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

  /** An entry a minute ago (this year in London, the members' time zone), or at the SQL instant `at`. */
  const entry = (userId: number, content: string, at = `now() - interval '1 minute'`, type = 'journal') =>
    t.sql(`insert into journal_entries (user_id, title, content, tags, entry_type, created_at) values ($1, '', $2, '[]', $3, ${at})`, [userId, content, type]);
  /** Archives the member's active goal, if any, and sets this one. */
  const setGoal = async (userId: number, goal: string) => {
    await t.sql(`update goals set is_active = false, archived_at = now() where user_id = $1 and is_active`, [userId]);
    await t.sql(`insert into goals (user_id, goal) values ($1, $2)`, [userId, goal]);
  };
  const progress = (who: Identity) => request(t.server).get('/api/community/insights/year-progress').set('Cookie', who.cookie);

  it('is null without a goal, and for a goal that sets no distance for a year', async () => {
    expect((await progress(pat)).body).toEqual({ progress: null });
    await setGoal(pat.id, 'Run a sub-2 half marathon in spring');
    expect((await progress(pat)).body).toEqual({ progress: null });
  });

  it("adds the year's runs in the member's entries: not last year's, rides, plans, weekly summaries or another member's", async () => {
    await setGoal(pat.id, 'Run 1000 km this year');
    await entry(pat.id, 'Easy 8 km along the canal, legs heavy');
    await entry(pat.id, 'Long run 21.5 km, hilly and windy');
    await entry(pat.id, 'Parkrun in 27:40');
    await entry(pat.id, 'Long ride 85 km with the club');
    await entry(pat.id, 'Going to run 20 km on Sunday, nervous about it');
    await entry(pat.id, 'Weekly summary: 40 km run this week', undefined, 'weekly_summary');
    await entry(pat.id, 'Easy 10 km', `date_trunc('year', now() at time zone 'Europe/London') at time zone 'Europe/London' - interval '1 hour'`);
    await entry(sam.id, 'Ran 30 km');

    const res = await progress(pat);
    expect(res.status).toBe(200);
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()));
    expect(res.body.progress).toEqual({
      year,
      target: 1000,
      unit: 'km',
      counted: 'runs',
      done: 34.5,
      entries: 3,
      expected: expect.any(Number),
      days_left: expect.any(Number),
      weekly_needed: expect.any(Number),
      message: expect.stringMatching(/even pace|on pace/),
    });
    expect((await progress(sam)).body).toEqual({ progress: null });
  });

  it('counts in miles, every sport when the goal names none', async () => {
    await setGoal(sam.id, 'Log 2,000 miles this year');
    await entry(sam.id, 'Long ride 32.2 km with the club');
    const { body } = await progress(sam);
    expect(body.progress).toMatchObject({ target: 2000, unit: 'miles', counted: 'sessions', done: 38.6, entries: 2 });
  });

  it("counts a pool's metres, a swimmer's year, from swims written in metres, yards or km", async () => {
    const lee = await registerMember(t, 'lee@example.com', 'Lee');
    await setGoal(lee.id, 'Swim 150,000 m this year');
    await entry(lee.id, 'Swam 2,000 m, mostly front crawl');
    await entry(lee.id, 'Open water swim 1.5 km');
    await entry(lee.id, 'Swam 1,650 yards at the club');
    await entry(lee.id, 'Easy 8 km run');
    const { body } = await progress(lee);
    expect(body.progress).toMatchObject({ target: 150000, unit: 'm', counted: 'swims', done: 5009, entries: 3 });
    expect(body.progress.message).toMatch(/ m /);
  });

  it('GET /api/community/insights/year-target reads the distance for a year a goal being typed sets; nothing is stored', async () => {
    const target = (goal?: string) =>
      request(t.server).get('/api/community/insights/year-target').query(goal === undefined ? {} : { goal }).set('Cookie', pat.cookie);
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()));
    expect((await target('Ride 5,000 miles this year')).body).toEqual({ target: { year, target: 5000, unit: 'miles', counted: 'rides' } });
    expect((await target('Log 2000 km in 2031')).body).toEqual({ target: { year: 2031, target: 2000, unit: 'km', counted: 'sessions' } });
    expect((await target('Swim 150,000 m this year')).body).toEqual({ target: { year, target: 150000, unit: 'm', counted: 'swims' } });
    expect((await target('Target for 2031: run 2000 km')).body).toEqual({ target: { year: 2031, target: 2000, unit: 'km', counted: 'runs' } });
    expect((await target('Run a 10k this year')).body).toEqual({ target: null });
    expect((await target('Finish the Berlin marathon')).body).toEqual({ target: null });
    for (const goal of [undefined, '', 'x'.repeat(501)]) {
      const refused = await target(goal);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/goal must/);
    }
    expect(await t.sql(`select goal from goals where user_id = $1 and is_active`, [pat.id])).toEqual([{ goal: 'Run 1000 km this year' }]);
    expect((await request(t.server).get('/api/community/insights/year-target').query({ goal: 'Run 1000 km this year' })).status).toBe(401);
  });

  it('is for signed-in members only', async () => {
    expect((await request(t.server).get('/api/community/insights/year-progress')).status).toBe(401);
  });
});
