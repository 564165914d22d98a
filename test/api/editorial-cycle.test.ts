import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { readsDuring, rowsReadEach } from '../support/rows-read.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertGeneration } from './content-fixtures.js';

/** The Apple News+ planner's cycle (issue 9): statuses from generations made inside each cycle's dates. */
describe('editorial-cycle', () => {
  let t: TestApp;
  let editor: Identity;
  let member: Identity;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const cycle = (query: string, who = editor) => request(t.server).get(`/api/content/editorial-cycle?${query}`).set('Cookie', who.cookie);

  describe('GET /api/content/editorial-cycle', () => {
    it('misses nothing on a fresh install: past weeks before the first generation are "not-started"', async () => {
      const res = await cycle('on=2025-09-10');
      expect(res.body.weeks.map((w: { status: string }) => w.status)).toEqual(['not-started', 'not-started', 'current', 'suggested', 'suggested', 'suggested']);
    });

    it('gives the six weeks of the current cycle with status and published or suggested titles', async () => {
      // Cycle starting Monday 2025-08-25; "today" is Wednesday 2025-09-10 (week 3).
      await insertGeneration(t, { editorial_week: 1, topic: 'Week one topic', created_at: new Date('2025-08-26T10:00:00Z') });
      await insertGeneration(t, { editorial_week: 3, status: 'archived', created_at: new Date('2025-09-09T10:00:00Z') });
      await insertGeneration(t, { editorial_week: 2, created_at: new Date('2025-08-20T10:00:00Z') }); // made in the previous cycle
      const res = await cycle('on=2025-09-10');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ cycles_ago: 0, label: 'Current Cycle', today: '2025-09-10', current_week: 3, cycle_starts_on: '2025-08-25', cycle_ends_on: '2025-10-05' });
      expect(res.body.weeks.map((w: { status: string }) => w.status)).toEqual(['published', 'missed', 'archived', 'suggested', 'suggested', 'suggested']);
      expect(res.body.weeks[0]).toMatchObject({ week: 1, theme: 'Training & Performance', starts_on: '2025-08-25', ends_on: '2025-08-31', title: 'Fixture headline one', title_source: 'published' });
      expect(res.body.weeks[3]).toMatchObject({ title_source: 'suggested', generation_id: null, title: expect.stringMatching(/\S/) });
    });

    it('goes back a cycle per press, counting only content made inside that cycle', async () => {
      const res = await cycle('on=2025-09-10&cyclesAgo=1');
      expect(res.body).toMatchObject({ cycles_ago: 1, label: 'Cycle 6 weeks ago', cycle_starts_on: '2025-07-14', cycle_ends_on: '2025-08-24' });
      // Planning began on 20 August (the first generation): the weeks that ended before it were not missed.
      expect(res.body.weeks.map((w: { status: string }) => w.status)).toEqual(['not-started', 'published', 'not-started', 'not-started', 'not-started', 'missed']);
      expect((await cycle('on=2025-09-10&cyclesAgo=2')).body.label).toBe('Cycle 12 weeks ago');
    });

    it('auto-initialise reports the same current week', async () => {
      const init = await request(t.server).post('/api/content/auto-initialize').set('Cookie', editor.cookie);
      const today = (await cycle('')).body;
      expect(init.body.week).toBe(today.current_week);
      expect(init.body.weeks).toEqual(today.weeks);
    });

    it('refuses bad parameters and non-staff callers', async () => {
      for (const [query, message] of [
        ['on=2025-02-30', /calendar date/],
        ['on=yesterday', /calendar date/],
        ['cyclesAgo=-1', /cyclesAgo/],
        ['cyclesAgo=1.5', /cyclesAgo/],
      ] as const) {
        const res = await cycle(query);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(message);
      }
      expect((await cycle('', member)).status).toBe(403);
    });

    it('takes days from 2000-01-01 to 2100-12-31 and cycles back to the one holding 2000-01-01; further off is 400 naming the field', async () => {
      const onRange = 'on must be a day from 2000-01-01 to 2100-12-31';
      for (const [query, message] of [
        ['on=9999-12-31', onRange],
        ['on=0001-01-01&cyclesAgo=100', onRange],
        ['on=1999-12-31', onRange],
        ['on=2101-01-01', onRange],
        ['on=2000-03-01&cyclesAgo=3', 'cyclesAgo must not go back before 2000-01-01: at most 2 cycles before 2000-03-01'],
        ['on=2000-01-01&cyclesAgo=1', 'cyclesAgo must not go back before 2000-01-01: at most 0 cycles before 2000-01-01'],
      ] as const) {
        const res = await cycle(query);
        expect([query, res.status, res.body.error]).toEqual([query, 400, message]);
      }
      const first = await cycle('on=2000-03-01&cyclesAgo=2');
      expect([first.status, first.body.cycle_starts_on]).toEqual([200, '1999-11-22']);
      const last = await cycle('on=2100-12-31&cyclesAgo=0');
      expect([last.status, last.body.cycle_starts_on, last.body.cycle_ends_on]).toEqual([200, '2100-12-20', '2101-01-30']);
      expect((await cycle('on=2100-12-31&cyclesAgo=100')).status).toBe(200);
      expect((await request(t.server).get('/api/content/editorial-cycle')).status).toBe(401);
    });

    // Last: it adds generations made long before the other tests' cycles.
    it('reads the generations of the cycle shown and one oldest per status, not every generation (3,000 older ones)', async () => {
      const before = (await cycle('on=2025-09-10')).body;
      await t.sql(
        `insert into content_generations (topic, status, editorial_week, long_form_article, headlines, tldr_summary, apple_news_deck,
         repurposed_formats, metadata, generated_images, prompt_version, model, created_at)
       select 'Older topic ' || i, case when i % 3 = 0 then 'archived' else 'published' end, 1 + i % 6, 'Body', '[]', '', '',
              '{}', '{}', '{}', 'content-package.v1', 'fixture', timestamptz '2021-01-04 12:00:00+00' + (i || ' hours')::interval
         from generate_series(1, 3000) as i`,
      );
      await t.sql('analyze content_generations');
      let answer: { weeks: Array<{ status: string }> } = { weeks: [] };
      const reads = await readsDuring(t, async () => (answer = (await cycle('on=2025-09-10')).body));
      expect(answer).toEqual(before);
      // Before: the cycle's rows were picked by a filter on every generation, and the first one by min() over all of them.
      const counted = await rowsReadEach(t, reads.filter((sql) => /content_generations/.test(sql)), 'content_generations');
      expect(counted).toHaveLength(2);
      expect(counted.filter((c) => c.rows > 20)).toEqual([]);
      // Planning now began in January 2021: the weeks of the cycle before that had nothing are missed.
      expect((await cycle('on=2025-09-10&cyclesAgo=1')).body.weeks.map((w: { status: string }) => w.status)).toEqual(['missed', 'published', 'missed', 'missed', 'missed', 'missed']);
    });
  });
});
