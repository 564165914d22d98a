import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { PublishWebsiteJob } from '../../backend/src/modules/website/jobs/publish-website.job.js';

/**
 * The staff's website list at real size: a search lists the articles whose title matches first (an article is found by
 * its title however many newer articles mention the words), and pages on through both parts with its cursor.
 */
describe('website-staff-list', () => {
  let t: TestApp;
  let editor: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string) => request(t.server).get(path).set('Cookie', editor.cookie);

  interface Summary {
    id: number;
    title: string;
    status: string;
    created_at: string;
    publish_date: string | null;
  }

  /**
   * `count` articles titled `title` + number, written (and, if published, published) an hour apart back from `from`, with
   * the body given. Scheduled ones are due a week from now (a time to come, as the editor's schedule has it): one whose
   * time had passed would be published by the app's own minutely safety net (PublishDueArticles) in the middle of a test.
   */
  async function insertArticles(count: number, values: { title: string; body: string; from: string; status?: string; theme?: string }): Promise<number[]> {
    const rows = await t.sql<{ id: number }>(
      `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags, created_at, updated_at)
     select $1::text || ' ' || g, 'staff-search-' || md5(random()::text || g), $2::text, $3::text, case $3::text when 'draft' then null when 'scheduled' then now() + interval '7 days' - (g || ' hours')::interval
            else $4::timestamptz - (g || ' hours')::interval end, $5::text,
            '[]', '', '[]', $4::timestamptz - (g || ' hours')::interval, now()
       from generate_series(1, $6::int) g order by g returning id`,
      [values.title, values.theme ?? 'Training & Performance', values.status ?? 'published', values.from, values.body, count],
    );
    return rows.map((row) => Number(row.id));
  }

  /** Every page of `path`, following X-Next-Cursor. */
  async function allPages(path: string): Promise<Summary[][]> {
    const pages: Summary[][] = [];
    let cursor: string | undefined;
    do {
      const res = await get(cursor ? `${path}&before=${encodeURIComponent(cursor)}` : path);
      expect(res.status).toBe(200);
      pages.push(res.body as Summary[]);
      cursor = res.headers['x-next-cursor'];
    } while (cursor && pages.length < 50);
    return pages;
  }

  describe('GET /api/website-content?q= (staff): title matches first', () => {
    it('lists an article whose title holds every word above newer articles that only mention them', async () => {
      const [target] = await insertArticles(1, { title: 'Osprey ridge intervals for masters', body: 'Short body. '.repeat(20), from: '2025-01-01T08:00:00Z' });
      // 30 newer articles whose body (not title) has every word of the title.
      await insertArticles(30, { title: 'Weekly notes', body: 'We ran the osprey ridge intervals for masters again. '.repeat(10), from: '2026-10-01T08:00:00Z' });
      const res = await get('/api/website-content?q=' + encodeURIComponent('Osprey ridge intervals for masters'));
      expect(res.status).toBe(200);
      expect(res.body[0].id).toBe(target);
      expect(res.headers['x-total-count']).toBe('31');
      // The theme filter keeps the order.
      const themed = await get('/api/website-content?theme=Training%20%26%20Performance&q=osprey%20ridge');
      expect(themed.body[0].id).toBe(target);
    });

    it('pages through the title matches, then the others, each newest first, every match once (the section ends on a page too)', async () => {
      const titled = await insertArticles(5, { title: 'Curlew tempo', body: 'Tempo. '.repeat(20), from: '2024-06-01T08:00:00Z' });
      const mentions = await insertArticles(7, { title: 'Club diary', body: 'A curlew tempo run by the estuary. '.repeat(5), from: '2026-09-01T08:00:00Z' });
      for (const limit of [5, 4, 3, 50]) {
        const pages = await allPages(`/api/website-content?q=curlew%20tempo&limit=${limit}`);
        expect(pages.flat().map((a) => a.id)).toEqual([...titled, ...mentions]);
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      }
      // A section cursor is refused by a list that is not in sections.
      const page = await get('/api/website-content?q=curlew%20tempo&limit=5');
      expect(page.headers['x-next-cursor']).toMatch(/^title\./);
      const refused = await request(t.server).get(`/api/admin/users?before=${encodeURIComponent(page.headers['x-next-cursor'])}`).set('Cookie', editor.cookie);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    });
  });

  describe('GET /api/website-content?q= (staff): accents', () => {
    it('finds an article whatever the accents, as the public search does (the magazine dictionary on both sides)', async () => {
      const [cafe] = await insertArticles(1, { title: 'Café stops for the long ride', body: 'Coffee. '.repeat(20), from: '2025-03-01T08:00:00Z' });
      const [naive] = await insertArticles(1, { title: 'Weekly notes', body: 'A naive plan for the crème brûlée loop. '.repeat(5), from: '2025-03-02T08:00:00Z' });
      for (const q of ['cafe stops', 'café stops', 'CAFÉ']) expect((await get('/api/website-content?q=' + encodeURIComponent(q))).body.map((a: Summary) => a.id)).toEqual([cafe]);
      for (const q of ['creme brulee', 'crème brûlée', 'naïve']) expect((await get('/api/website-content?q=' + encodeURIComponent(q))).body.map((a: Summary) => a.id)).toEqual([naive]);
    });
  });

  describe('GET /api/website-content?status=&sort= (staff)', () => {
    it('lists drafts, scheduled or published articles alone, newest or oldest first, paging in that order', async () => {
      const theme = 'Racing & Strategy';
      const drafts = await insertArticles(7, { title: 'Draft race plan', body: 'Body. '.repeat(20), from: '2026-08-01T08:00:00Z', status: 'draft', theme });
      const scheduled = await insertArticles(3, { title: 'Scheduled race plan', body: 'Body. '.repeat(20), from: '2026-08-01T08:30:00Z', status: 'scheduled', theme });
      const published = await insertArticles(4, { title: 'Published race plan', body: 'Body. '.repeat(20), from: '2026-08-01T08:45:00Z', status: 'published', theme });
      // The app's minutely safety net, coming now, leaves the scheduled ones to their time.
      expect(await t.app.get(PublishWebsiteJob).publishDue()).toEqual([]);
      const base = `/api/website-content?theme=${encodeURIComponent(theme)}`;

      const first = await get(`${base}&status=draft&limit=3`);
      expect(first.status).toBe(200);
      expect(first.headers['x-total-count']).toBe('7');
      expect((await allPages(`${base}&status=draft&limit=3`)).flat().map((a) => a.id)).toEqual(drafts);
      expect((await allPages(`${base}&status=draft&limit=3&sort=oldest`)).flat().map((a) => a.id)).toEqual([...drafts].reverse());
      expect((await allPages(`${base}&status=scheduled&sort=oldest&limit=2`)).flat().map((a) => a.id)).toEqual([...scheduled].reverse());
      const shown = (await allPages(`${base}&status=published&limit=50`)).flat();
      expect(shown.map((a) => a.id)).toEqual(published);
      expect(shown.every((a) => a.status === 'published')).toBe(true);
      // Oldest first over every status (no status: the theme's count table still counts).
      const oldest = (await allPages(`${base}&sort=oldest&limit=4`)).flat();
      expect(oldest.map((a) => a.id).sort()).toEqual([...drafts, ...scheduled, ...published].sort());
      expect(oldest.map((a) => Date.parse(a.created_at))).toEqual(oldest.map((a) => Date.parse(a.created_at)).sort((a, b) => a - b));
      expect(oldest[0].id).toBe(drafts[6]);
      expect((await get(`${base}&sort=newest&limit=1`)).body[0].id).toBe(published[0]);
      // A search with a status and the oldest first: title matches first, each part oldest first.
      expect((await allPages(`${base}&status=draft&sort=oldest&q=draft%20race&limit=2`)).flat().map((a) => a.id)).toEqual([...drafts].reverse());

      const badStatus = await get(`${base}&status=archived`);
      expect(badStatus.status).toBe(400);
      expect(JSON.stringify(badStatus.body)).toContain('status must be one of draft, scheduled, published.');
      const badSort = await get(`${base}&sort=alphabetical`);
      expect(badSort.status).toBe(400);
      expect(JSON.stringify(badSort.body)).toContain('sort must be one of newest, oldest.');
    });
  });

  /** The day a row of the list shows (the dashboard's websiteItemDay): a published article's publish date, else when it was written. */
  const shownDay = (a: Summary) => Date.parse(a.status === 'published' && a.publish_date ? a.publish_date : a.created_at);

  describe('GET /api/website-content (staff): ordered by the day each row shows', () => {
    it('orders published articles by their publish date and others by when they were written, across pages, both ways', async () => {
      const theme = 'Gear & Tech';
      // [title, status, created_at, publish_date]: written and shown days disagree (a draft written on 1 Nov published on 29 Nov).
      const rows: Array<[string, string, string, string | null]> = [
        ['Saddle fit published late', 'published', '2026-11-01T09:00:00Z', '2026-11-29T09:00:00Z'],
        ['Tyre pressure published at once', 'published', '2026-11-20T09:00:00Z', '2026-11-21T09:00:00Z'],
        ['Chain wax draft', 'draft', '2026-11-25T09:00:00Z', null],
        ['Power meter published later', 'published', '2026-11-10T09:00:00Z', '2026-11-27T09:00:00Z'],
        // Due in a week, whatever today is (a date passed would be published by the app's minutely safety net).
        ['Lights scheduled', 'scheduled', '2026-11-28T09:00:00Z', new Date(Date.now() + 7 * 86_400_000).toISOString()],
        ['Helmet published same day', 'published', '2026-11-29T09:00:00Z', '2026-11-29T09:00:00Z'],
      ];
      const ids: number[] = [];
      for (const [title, status, created, published] of rows) {
        const [row] = await t.sql<{ id: number }>(
          `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags, created_at, updated_at)
         values ($1, 'shown-day-' || md5(random()::text), $2, $3, $4::timestamptz, 'Gear body words.', '[]', '', '[]', $5::timestamptz, now()) returning id`,
          [title, theme, status, published, created],
        );
        ids.push(Number(row.id));
      }
      const [saddle, tyre, wax, power, lights, helmet] = ids;
      // The app's minutely safety net, coming now, leaves the scheduled ones to their time.
      expect(await t.app.get(PublishWebsiteJob).publishDue()).toEqual([]);
      // Newest shown day first; the two shown on 29 Nov by id (the later id first).
      const newest = [helmet, saddle, lights, power, wax, tyre];
      const base = `/api/website-content?theme=${encodeURIComponent(theme)}`;
      for (const limit of [2, 4, 50]) {
        const pages = await allPages(`${base}&limit=${limit}`);
        expect(pages.flat().map((a) => a.id)).toEqual(newest);
        expect((await allPages(`${base}&limit=${limit}&sort=oldest`)).flat().map((a) => a.id)).toEqual([...newest].reverse());
      }
      const shown = (await allPages(`${base}&limit=2`)).flat().map(shownDay);
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
      // A status and a search page in the same order.
      expect((await allPages(`${base}&status=published&limit=1`)).flat().map((a) => a.id)).toEqual([helmet, saddle, power, tyre]);
      expect((await allPages(`${base}&q=published&limit=3`)).flat().map((a) => a.id)).toEqual([helmet, saddle, power, tyre]);
      expect((await allPages(`${base}&q=published&limit=3&sort=oldest`)).flat().map((a) => a.id)).toEqual([tyre, power, saddle, helmet]);
    });
  });
});
