import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';

/** GET /api/community/insights/weekly-distance: each sport's distance in the Momentum tab's four weeks. */
describe('weekly-distance', () => {
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

  /** An entry `weeksAgo` weeks before now (the same moment of the week, so in that week of the tab). */
  const entry = (userId: number, content: string, weeksAgo = 0, type = 'journal') =>
    t.sql(`insert into journal_entries (user_id, title, content, tags, entry_type, created_at) values ($1, '', $2, '[]', $3, now() - make_interval(days => $4))`, [
      userId,
      content,
      type,
      7 * weeksAgo,
    ]);
  const distance = (who: Identity) => request(t.server).get('/api/community/insights/weekly-distance').set('Cookie', who.cookie);
  const running = async (who: Identity) => ((await distance(who)).body.sports as Array<{ sport: string; distances: number[] }>).find((each) => each.sport === 'run')?.distances;

  it('has the four weeks and no sport before any entry gives a distance', async () => {
    const res = await distance(pat);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unit: 'km', weeks: expect.any(Array), sports: [], message: null });
    expect(res.body.weeks).toHaveLength(4);
    // Sundays, a week apart, oldest first.
    const days = (res.body.weeks as string[]).map((day) => new Date(`${day}T12:00:00Z`));
    expect(days.map((day) => day.getUTCDay())).toEqual([0, 0, 0, 0]);
    expect(days[3].getTime() - days[0].getTime()).toBe(21 * 86_400_000);
  });

  it("adds each sport's sessions week by week: not plans, week totals, weekly summaries, older entries or another member's", async () => {
    await t.sql(`insert into goals (user_id, goal) values ($1, 'Run a sub-2 half marathon in spring')`, [pat.id]);
    await entry(pat.id, 'Easy 8 km along the canal', 3);
    await entry(pat.id, 'Ran 10 km steady with the club', 3);
    await entry(pat.id, 'Long ride 60 km, windy', 2);
    await entry(pat.id, 'Easy 18 km, legs fine', 2);
    await entry(pat.id, 'Long run 30 km, slow and steady', 1);
    await entry(pat.id, 'Going to run 20 km on Sunday', 0);
    await entry(pat.id, 'Ran 40 km this week in all', 0);
    await entry(pat.id, 'Weekly summary: 40 km run this week', 0, 'weekly_summary');
    await entry(pat.id, 'Ran 12 km easy', 5);
    await entry(sam.id, 'Ran 30 km', 0);

    const res = await distance(pat);
    expect(res.status).toBe(200);
    expect(res.body.sports).toEqual([
      { sport: 'run', name: 'Running', unit: 'km', distances: [18, 18, 30, 0], message: expect.stringMatching(/^Last week's running \(30 km\) was 67% more/) },
      { sport: 'ride', name: 'Cycling', unit: 'km', distances: [0, 60, 0, 0], message: null },
    ]);
    expect(res.body.message).toBe(
      "Last week's running (30 km) was 67% more than your average of the two weeks before (18 km). Most coaches suggest adding no more than about 10% a week: after 50, tendons and joints take longer to catch up than heart and lungs.",
    );
    expect((await distance(sam)).body.sports).toEqual([{ sport: 'run', name: 'Running', unit: 'km', distances: [0, 0, 0, 30], message: null }]);
  });

  it("counts each sport's part of a session of several sports", async () => {
    await entry(sam.id, 'Ran 5 km and walked 2 km', 0);
    await entry(sam.id, 'Cycled 20 km to the pool, swam 1 km, cycled home', 0);
    expect((await distance(sam)).body.sports).toEqual([
      { sport: 'run', name: 'Running', unit: 'km', distances: [0, 0, 0, 35], message: null },
      { sport: 'ride', name: 'Cycling', unit: 'km', distances: [0, 0, 0, 20], message: null },
      { sport: 'walk', name: 'Walking', unit: 'km', distances: [0, 0, 0, 2], message: null },
      { sport: 'swim', name: 'Swimming', unit: 'm', distances: [0, 0, 0, 1000], message: null },
    ]);
  });

  it('gives swimming in metres as pools are measured, or in yards when most swims were written in yards', async () => {
    const lee = await registerMember(t, 'lee@example.com', 'Lee');
    await entry(lee.id, 'Swam 1500m, drills and 4x200', 0);
    await entry(lee.id, 'Ran 5 miles easy', 0);
    const res = await distance(lee);
    expect(res.body.unit).toBe('miles');
    expect(res.body.sports).toEqual([
      { sport: 'run', name: 'Running', unit: 'miles', distances: [0, 0, 0, 5], message: null },
      { sport: 'swim', name: 'Swimming', unit: 'm', distances: [0, 0, 0, 1500], message: null },
    ]);
    await entry(lee.id, 'Masters swim, 2,000 yards', 0);
    await entry(lee.id, 'Swam 66 lengths of a 25 yd pool', 0);
    expect((await distance(lee)).body.sports[1]).toEqual({ sport: 'swim', name: 'Swimming', unit: 'yards', distances: [0, 0, 0, 5290], message: null });
  });

  it('follows an edited entry and an entry deleted', async () => {
    const [row] = await t.sql<{ id: number }>(`select id from journal_entries where user_id = $1 and content = 'Long run 30 km, slow and steady'`, [pat.id]);
    await t.sql(`update journal_entries set content = 'Long run 20 km, slow and steady' where id = $1`, [row.id]);
    expect(await running(pat)).toEqual([18, 18, 20, 0]);
    await t.sql(`delete from journal_entries where id = $1`, [row.id]);
    expect(await running(pat)).toEqual([18, 18, 0, 0]);
  });

  it('answers in miles for a goal in miles', async () => {
    await t.sql(`update goals set goal = 'Run 1,000 miles this year' where user_id = $1`, [pat.id]);
    const res = await distance(pat);
    expect(res.body.unit).toBe('miles');
    expect(res.body.sports).toEqual([
      { sport: 'ride', name: 'Cycling', unit: 'miles', distances: [0, 37.3, 0, 0], message: null },
      { sport: 'run', name: 'Running', unit: 'miles', distances: [11.2, 11.2, 0, 0], message: null },
    ]);
  });

  it('is for signed-in members only', async () => {
    expect((await request(t.server).get('/api/community/insights/weekly-distance')).status).toBe(401);
  });
});
