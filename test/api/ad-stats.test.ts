import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { limitKeys } from '../support/limits.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

/** Ad impressions and clicks, counted privately per ad and UTC day, and the staff's figures and CSV (docs/product.md#ads). */
describe('ad-stats', () => {
  let t: TestApp;
  let editor: Identity;
  let admin: Identity;
  let member: Identity;
  const READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    member = await registerMember(t, 'ad-reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const anAd = async (title: string | null = 'Bike fit', active = true, createdDaysAgo = 0) =>
    (
      await t.sql<{ id: number }>(
        `insert into ads (title, image_url, link_url, target_pages, position, is_active, created_at)
       values ($1, 'https://images.example.com/ad.jpg', 'https://shop.example.com/fit', '["home"]', 1, $2, now() - make_interval(days => $3)) returning id`,
        [title, active, createdDaysAgo],
      )
    )[0].id;
  const beacon = (body: unknown, { ua = READER, ip = '203.0.113.10', who }: { ua?: string; ip?: string; who?: Identity } = {}) => {
    const req = request(t.server).post('/api/ads/beacon').set('User-Agent', ua).set('X-Forwarded-For', ip);
    return (who ? req.set('Cookie', who.cookie) : req).send(body as object);
  };
  const counts = (ids: number[]) =>
    t.sql<{ ad_id: number; impressions: number; clicks: number }>(
      `select ad_id, sum(impressions)::int as impressions, sum(clicks)::int as clicks from ad_daily_stats where ad_id = any($1::int[]) group by ad_id order by ad_id`,
      [ids],
    );
  const get = (path: string, who?: Identity) => (who ? request(t.server).get(path).set('Cookie', who.cookie) : request(t.server).get(path));

  describe('counting impressions and clicks', () => {
    it('counts a batch of impressions and a click per ad and UTC day, keeping nothing about the reader', async () => {
      const [a, b] = [await anAd('Autumn fit'), await anAd(null)];
      const res = await beacon({ impressions: [a, b, a] });
      expect(res.status).toBe(204);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await beacon({ impressions: [a], clicks: [a] }, { ip: '198.51.100.2' })).status).toBe(204);
      // A member is a reader too.
      expect((await beacon({ clicks: [b] }, { who: member, ip: '198.51.100.3' })).status).toBe(204);
      expect(await counts([a, b])).toEqual([
        { ad_id: a, impressions: 2, clicks: 1 },
        { ad_id: b, impressions: 1, clicks: 1 },
      ]);
      // One row per ad and day, the day in UTC; only the ad, the day and the two counts are kept.
      const rows = await t.sql<{ same: boolean }>(`select day = (now() at time zone 'UTC')::date as same from ad_daily_stats where ad_id = $1`, [a]);
      expect(rows).toEqual([{ same: true }]);
      const columns = await t.sql<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'ad_daily_stats' order by column_name`);
      expect(columns.map((c) => c.column_name)).toEqual(['ad_id', 'clicks', 'day', 'impressions']);
    });

    it('counts one click per browser and ad an hour, at most 5 from one address, and at most 100 impressions of an ad from one address an hour', async () => {
      const ad = await anAd('Clicked');
      for (let i = 0; i < 3; i++) expect((await beacon({ clicks: [ad] }, { ip: '203.0.113.60' })).status).toBe(204);
      expect(await counts([ad])).toEqual([{ ad_id: ad, impressions: 0, clicks: 1 }]);
      for (let i = 0; i < 8; i++) expect((await beacon({ clicks: [ad] }, { ip: '203.0.113.61', ua: `${READER} Variant/${i}` })).status).toBe(204);
      expect(await counts([ad])).toEqual([{ ad_id: ad, impressions: 0, clicks: 6 }]);

      const seen = await anAd('Seen a lot');
      for (let batch = 0; batch < 7; batch++) {
        for (const res of await Promise.all(Array.from({ length: 15 }, () => beacon({ impressions: [seen] }, { ip: '203.0.113.62' })))) expect(res.status).toBe(204);
      }
      expect(await counts([seen])).toEqual([{ ad_id: seen, impressions: 100, clicks: 0 }]);
      // Another address is another household.
      expect((await beacon({ impressions: [seen] }, { ip: '203.0.113.63' })).status).toBe(204);
      expect(await counts([seen])).toEqual([{ ad_id: seen, impressions: 101, clicks: 0 }]);
    });

    it('does not count staff sessions, bots or a switched-off ad', async () => {
      const ad = await anAd('Not for staff');
      const off = await anAd('Switched off', false);
      for (const who of [editor, admin]) expect((await beacon({ impressions: [ad], clicks: [ad] }, { who, ip: '203.0.113.70' })).status).toBe(204);
      for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 HeadlessChrome/156.0', 'curl/8.5.0', '']) {
        expect((await beacon({ impressions: [ad], clicks: [ad] }, { ua, ip: '203.0.113.71' })).status).toBe(204);
      }
      expect((await beacon({ impressions: [off], clicks: [off] }, { ip: '203.0.113.72' })).status).toBe(204);
      expect(await counts([ad, off])).toEqual([]);
    });

    it('answers unknown ads 404 and malformed beacons 400, counting nothing', async () => {
      const ad = await anAd('Checked');
      const unknown = await beacon({ impressions: [ad, 999999] });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Ad not found');
      expect((await beacon({ clicks: [999998] })).status).toBe(404);
      const malformed: unknown[] = [
        {},
        { impressions: [] },
        { impressions: [], clicks: [] },
        { impressions: ['x'] },
        { impressions: [0] },
        { impressions: [1.5] },
        { impressions: [ad], extra: true },
        { impressions: ad },
        { clicks: null },
        { impressions: Array.from({ length: 21 }, (_, i) => ad + i) },
        { impressions: [2_147_483_648] },
      ];
      for (const body of malformed) expect([JSON.stringify(body), (await beacon(body)).status]).toEqual([JSON.stringify(body), 400]);
      expect((await beacon({ impressions: [] })).body.error).toBe('Send at least one ad id in impressions or clicks');
      expect(await counts([ad])).toEqual([]);
    });

    it('limits beacons to 120 a minute per client address (429 with Retry-After), keeping no address in the limits', async () => {
      const ad = await anAd('Busy page');
      const statuses: number[] = [];
      let refused: request.Response | undefined;
      for (let batch = 0; batch < 5; batch++) {
        for (const res of await Promise.all(Array.from({ length: 26 }, () => beacon({ clicks: [ad] }, { ip: '203.0.113.90' })))) {
          statuses.push(res.status);
          if (res.status === 429) refused = res;
        }
      }
      expect(statuses.filter((s) => s === 204)).toHaveLength(120);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      expect(refused!.body.error).toBe('Too many ad counts from your network. Please wait a minute and try again.');
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect((await beacon({ clicks: [ad] }, { ip: '198.51.100.91' })).status).toBe(204);
      expect(await counts([ad])).toEqual([{ ad_id: ad, impressions: 0, clicks: 2 }]);
      const keys = await limitKeys(t);
      expect(keys.some((key) => key.includes('203.0.113') || key.includes('198.51.100'))).toBe(false);
    });
  });

  describe("the staff's figures", () => {
    const addDays = async (ad: number, rows: Array<[daysAgo: number, impressions: number, clicks: number]>) => {
      for (const [ago, impressions, clicks] of rows) {
        await t.sql(`insert into ad_daily_stats (ad_id, day, impressions, clicks) values ($1, (now() at time zone 'UTC')::date - $2::int, $3, $4)`, [ad, ago, impressions, clicks]);
      }
    };
    const utcDay = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);

    it('gives each ad its impressions, clicks and click-through rate for 7 and 30 days and since it started', async () => {
      const ad = await anAd('Figures', true, 60);
      const quiet = await anAd('Nothing yet');
      await addDays(ad, [[0, 400, 8], [6, 100, 2], [7, 1000, 10], [29, 500, 5], [30, 2000, 0], [59, 1000, 5]]);
      const res = await get(`/api/ads/stats?ids=${ad},999999,${quiet}`, editor);
      expect(res.status).toBe(200);
      expect(res.body.stats).toEqual([
        {
          ad_id: ad,
          last_7_days: { impressions: 500, clicks: 10, click_through_rate: 0.02 },
          last_30_days: { impressions: 2000, clicks: 25, click_through_rate: 0.0125 },
          total: { impressions: 5000, clicks: 30, click_through_rate: 0.006 },
        },
        {
          ad_id: quiet,
          last_7_days: { impressions: 0, clicks: 0, click_through_rate: null },
          last_30_days: { impressions: 0, clicks: 0, click_through_rate: null },
          total: { impressions: 0, clicks: 0, click_through_rate: null },
        },
      ]);
      expect((await get(`/api/ads/stats?ids=${ad}`, admin)).status).toBe(200);
      for (const qs of ['', '?ids=', '?ids=x', '?ids=1,,2', '?ids=0', `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`]) {
        expect([qs, (await get(`/api/ads/stats${qs}`, editor)).status]).toEqual([qs, 400]);
      }
      // Staff only.
      expect((await get(`/api/ads/stats?ids=${ad}`)).status).toBe(401);
      expect((await get(`/api/ads/stats?ids=${ad}`, member)).status).toBe(403);
    });

    it('reports an ad day by day (UTC, from its first day, zeros included) and as CSV for the advertiser', async () => {
      const ad = await anAd('=Spring "sale"', true, 3);
      await addDays(ad, [[0, 200, 3], [2, 50, 0]]);
      const res = await get(`/api/ads/${ad}/report`, editor);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ad: { id: ad, title: '=Spring "sale"', link_url: 'https://shop.example.com/fit' }, from: utcDay(89), to: utcDay(0) });
      expect(res.body.days).toEqual([
        { day: utcDay(3), impressions: 0, clicks: 0, click_through_rate: null },
        { day: utcDay(2), impressions: 50, clicks: 0, click_through_rate: 0 },
        { day: utcDay(1), impressions: 0, clicks: 0, click_through_rate: null },
        { day: utcDay(0), impressions: 200, clicks: 3, click_through_rate: 0.015 },
      ]);
      expect(res.body.totals).toEqual({ impressions: 250, clicks: 3, click_through_rate: 0.012 });
      // A range of its own.
      const two = await get(`/api/ads/${ad}/report?from=${utcDay(2)}&to=${utcDay(1)}`, editor);
      expect(two.body.days.map((d: { day: string }) => d.day)).toEqual([utcDay(2), utcDay(1)]);

      const csv = await get(`/api/ads/${ad}/report.csv`, admin);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="ad-${ad}-${utcDay(89)}-to-${utcDay(0)}.csv"`);
      // The title cannot run as a formula in a spreadsheet.
      expect(csv.text).toBe(
        [
          'date,ad_id,ad_title,impressions,clicks,click_through_rate_percent',
          `"${utcDay(3)}","${ad}","'=Spring ""sale""","0","0",""`,
          `"${utcDay(2)}","${ad}","'=Spring ""sale""","50","0","0.00"`,
          `"${utcDay(1)}","${ad}","'=Spring ""sale""","0","0",""`,
          `"${utcDay(0)}","${ad}","'=Spring ""sale""","200","3","1.50"`,
          '',
        ].join('\r\n'),
      );

      // Bounded: at most 366 days, from not after to, real dates; unknown ads 404; staff only.
      for (const qs of [`?from=${utcDay(400)}&to=${utcDay(0)}`, `?from=${utcDay(0)}&to=${utcDay(1)}`, '?from=2026-02-30', '?to=yesterday']) {
        for (const path of [`/api/ads/${ad}/report${qs}`, `/api/ads/${ad}/report.csv${qs}`]) expect([path, (await get(path, editor)).status]).toEqual([path, 400]);
      }
      expect((await get(`/api/ads/${ad}/report?from=${utcDay(365)}`, editor)).status).toBe(200);
      // Days as the planner takes them (one shared validator): 2000-01-01 to 2100-12-31, further off is a 400 naming the
      // field, before anything is asked of the database (0001 and 9999 are real YYYY-MM-DD days a query would take).
      for (const [qs, message] of [
        ['?from=0001-01-01&to=0001-12-31', 'from must be a day from 2000-01-01 to 2100-12-31; to must be a day from 2000-01-01 to 2100-12-31'],
        ['?from=9999-01-01', 'from must be a day from 2000-01-01 to 2100-12-31'],
        ['?from=1999-12-31&to=2000-01-01', 'from must be a day from 2000-01-01 to 2100-12-31'],
        ['?from=2100-12-31&to=2101-01-01', 'to must be a day from 2000-01-01 to 2100-12-31'],
        ['?to=99999-01-01', 'to must be a calendar date (YYYY-MM-DD)'],
      ] as const) {
        for (const path of [`/api/ads/${ad}/report${qs}`, `/api/ads/${ad}/report.csv${qs}`]) {
          const res = await get(path, editor);
          expect([path, res.status, res.body.error]).toEqual([path, 400, message]);
        }
      }
      expect((await get(`/api/ads/${ad}/report?from=2100-12-01&to=2100-12-31`, editor)).status).toBe(200);
      for (const path of ['/api/ads/999999/report', '/api/ads/999999/report.csv']) expect((await get(path, editor)).status).toBe(404);
      expect((await get('/api/ads/x/report', editor)).status).toBe(400); // not a whole number
      for (const path of [`/api/ads/${ad}/report`, `/api/ads/${ad}/report.csv`]) {
        expect((await get(path)).status).toBe(401);
        expect((await get(path, member)).status).toBe(403);
      }
    });

    it("deletes an ad's figures with the ad", async () => {
      const ad = await anAd('Short campaign');
      expect((await beacon({ impressions: [ad] }, { ip: '198.51.100.120' })).status).toBe(204);
      expect(await counts([ad])).toHaveLength(1);
      expect((await request(t.server).delete(`/api/ads/${ad}`).set('Cookie', editor.cookie)).status).toBe(200);
      expect(await counts([ad])).toEqual([]);
      expect((await beacon({ impressions: [ad] }, { ip: '198.51.100.120' })).status).toBe(404);
    });
  });
});
