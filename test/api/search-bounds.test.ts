import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 19: bounded work per search. 40 published articles of about 99 KB each (inserted by SQL); searches come from
 * distinct client addresses (X-Forwarded-For, trusted from the loopback) unless a test is about one client's budget.
 */
describe('search-bounds', () => {
  let t: TestApp;
  const ARTICLES = 40;
  const PER_MINUTE = 60;
  const PHRASES = [
    'Hill repeats build strength for masters runners',
    'Tempo sessions teach pacing on race day',
    'Recovery needs sleep, protein and easy mobility work',
    'Open water swimming calms the mind before a triathlon',
    'A power meter keeps long rides honest',
    'Strides and drills keep the legs quick after fifty',
    'Nutrition before a marathon starts the week before',
    'Confidence grows from small goals met every week',
  ];

  beforeAll(async () => {
    t = await startTestApp({ env: { SEARCHES_PER_MINUTE: String(PER_MINUTE) } });
    // Each body: 1,850 sentences of the phrases above with a numbered word (w0 … w499), about 99 KB.
    await t.sql(
      `insert into website_content (title, slug, editorial_theme, status, publish_date, meta_description, long_form_article, headlines, tldr_summary, tags)
     select 'Long read ' || i, 'long-read-' || i, 'Training & Performance', 'published', now() - (i || ' hours')::interval, 'A long read, part ' || i,
            (select string_agg(($1::text[])[1 + (j * 7 + i) % 8] || ' w' || ((j * 13 + i) % 500) || '.', ' ') from generate_series(1, 1850) as j),
            '[]', '', '[]'
       from generate_series(1, $2::int) as i`,
      [PHRASES, ARTICLES],
    );
    const [{ kb }] = await t.sql<{ kb: number }>(`select round(avg(length(long_form_article)) / 1024.0) as kb from website_content`);
    expect(Number(kb)).toBeGreaterThanOrEqual(95);
    // The first /api/health opens the check's own database connection (DatabaseProbe): on a machine at load 10 that,
    // right after the big insert, once took past the check's 2 s (a 503). Opened here, the quiet checks below measure
    // the machine, not the connection's opening.
    for (let tries = 0; (await request(t.server).get('/api/health')).status !== 200; tries++) {
      if (tries === 10) throw new Error('/api/health did not answer 200 in 10 tries');
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  let client = 0;
  /** A search from its own client address (each has a fresh SEARCHES_PER_MINUTE budget) unless one is given. */
  const search = (qs: string, from = `10.0.${Math.floor(++client / 250)}.${client % 250}`) =>
    request(t.server).get(`/api/publisher/search?${qs}`).set('X-Forwarded-For', from);

  /** How many database queries the app ran while `work` ran that match `pattern`. */
  async function queriesDuring(pattern: RegExp, work: () => Promise<unknown>): Promise<number> {
    const connection = t.app.get(EntityManager).getConnection();
    const execute = connection.execute.bind(connection);
    let count = 0;
    connection.execute = ((...args: Parameters<typeof execute>) => {
      if (pattern.test(String(args[0]))) count += 1;
      return execute(...args);
    }) as typeof connection.execute;
    try {
      await work();
      return count;
    } finally {
      connection.execute = execute;
    }
  }

  describe('bounded search', () => {
    it('50 parallel searches over 40 articles of 99 KB keep /api/health answering (it does not wait for them)', async () => {
      // The bound: 100 ms, or four times the slowest of five quiet health checks when the machine is busy, or a quarter of
      // the searches' time, for the median of five checks during the searches (the searches once held /api/health until
      // they were all answered, 2 s, beyond all three; npm run bench measures the times themselves).
      const quiet: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await request(t.server).get('/api/health').expect(200);
        quiet.push(performance.now() - t0);
      }
      const bound = Math.max(100, 4 * Math.max(...quiet));
      const started = Date.now();
      // 50 different searches (none is answered from the cache), each from its own client.
      // supertest sends a request only when it is awaited, so Promise.all starts all 50 now.
      const searching = Promise.all(
        Array.from({ length: 50 }, (_, k) => search(`q=${encodeURIComponent(`${['hill', 'tempo', 'recovery', 'swimming', 'power'][k % 5]} w${k}`)}&limit=20`)),
      );
      const healthTimes: number[] = [];
      const healthStatuses: number[] = [];
      await new Promise((r) => setTimeout(r, 30)); // the searches are under way
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        healthStatuses.push((await request(t.server).get('/api/health')).status);
        healthTimes.push(performance.now() - t0);
      }
      const answers = await searching;
      const searchMs = Date.now() - started;
      console.log(`50 parallel searches: ${searchMs} ms; /api/health during them: ${healthTimes.map((ms) => Math.round(ms)).join(', ')} ms (${healthStatuses})`);
      expect(healthStatuses).toEqual([200, 200, 200, 200, 200]);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.body.results.length).toBeGreaterThan(0);
      }
      // The median of five: one pause of the machine (another job, a collection) slows one check, not the searches' hold
      // on the process, which slowed every check.
      // Held, a check waits for the searches to finish (about searchMs); not held, it is a small share of that on any
      // machine. On a busy machine (CI at load 5+) the searches' own answers slow every check a little, so the bound is
      // the larger of the quiet one and a quarter of the searches' time.
      const median = [...healthTimes].sort((a, b) => a - b)[2];
      expect(median).toBeLessThan(Math.max(bound, searchMs / 4));
    });

    it('makes snippets from a bounded part of each article, for the returned page only', async () => {
      const res = await search('q=hill&limit=20');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(ARTICLES);
      expect(res.body.results).toHaveLength(20);
      expect(res.body.results[0].snippet).toContain('<mark>Hill</mark>');
      // A word only found at the end of a 99 KB body finds the article, and its snippet is made around it (from a part
      // of the article: still a short snippet).
      await t.sql(`update website_content set long_form_article = long_form_article || ' Zanzibar is where the long read ends.' where slug = 'long-read-1'`);
      const deep = await search('q=zanzibar');
      expect(deep.body.total).toBe(1);
      expect(deep.body.results[0].snippet).toBe('<mark>Zanzibar</mark> is where the long read ends.');
    });

    it('takes at most 20 results a page: a larger limit is a clear 400', async () => {
      expect((await search('q=hill&limit=20')).status).toBe(200);
      for (const limit of ['21', '50']) {
        const res = await search(`q=hill&limit=${limit}`);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain('limit must be a whole number from 1 to 20');
      }
    });

    it('answers the same search (whatever its case and spacing) from a short cache, without asking the database again', async () => {
      const first = await search('q=Tempo%20%20Pacing&limit=5');
      expect(first.status).toBe(200);
      expect(first.headers['x-search-cache']).toBe('miss');
      let again!: request.Response;
      expect(await queriesDuring(/websearch_to_tsquery/, async () => (again = await search('q=%20tempo%20pacing%20&limit=5')))).toBe(0);
      expect(again.headers['x-search-cache']).toBe('hit');
      expect(again.body).toEqual({ ...first.body, query: 'tempo pacing' });
      const otherPage = await search('q=tempo%20pacing&limit=5&offset=5');
      expect(otherPage.headers['x-search-cache']).toBe('miss');
    });

    it(`limits each client to SEARCHES_PER_MINUTE (${PER_MINUTE}) searches a minute: then 429 with Retry-After`, async () => {
      const from = '10.9.9.9';
      for (let i = 0; i < PER_MINUTE; i++) expect((await search('q=hill&limit=1', from)).status).toBe(200);
      const refused = await search('q=hill&limit=1', from);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(JSON.stringify(refused.body)).toMatch(/searched .*60 times in the last minute/);
      expect((await search('q=hill&limit=1', '10.9.9.10')).status).toBe(200); // another client is not affected
    });
  });
});
