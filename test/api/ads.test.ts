import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { JobQueue } from '../../backend/src/infrastructure/queue/job-queue.js';
import { SweepUploads } from '../../backend/src/infrastructure/storage/upload-sweep.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { bigPng, dataUrl, fileOf, jpegWithGps, png, storedFiles } from '../support/images.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { EDGE_PUBLIC } from '../support/edge-headers.js';

/** Advertisements (issue 10): staff manage them, readers get the active ones; images are checked and stored as files. */
describe('ads', () => {
  let t: TestApp;
  let editor: Identity;
  let member: Identity;
  const REQUIRED = 'Please fill in required fields: image, and select at least one target page';

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity | null) => {
    const c = (req: request.Test) => (who ? req.set('Cookie', who.cookie) : req);
    return {
      get: (path: string) => c(request(t.server).get(path)),
      post: (path: string, body?: object) => (body ? c(request(t.server).post(path)).send(body) : c(request(t.server).post(path))),
      put: (path: string, body: object) => c(request(t.server).put(path)).send(body),
      patch: (path: string) => c(request(t.server).patch(path)),
      del: (path: string) => c(request(t.server).delete(path)),
    };
  };
  let admin: Identity | undefined;
  /** The admin of ADMIN_EMAILS, signed in on first use (their invitation is accepted once). */
  const theAdmin = async () => (admin ??= await registerStaff(t, ADMIN_EMAIL, 'Ada Admin'));
  const adRows = () => t.sql('select * from ads order by id');
  const events = async () => t.sql<{ payload: { adId: number; change: string; by: number } }>(`select payload from outbox_events where type = 'AdChanged' order by id`);
  const upload = async (bytes: Buffer, name = 'ad.png') => as(editor).post('/api/ads/upload-image').attach('image', bytes, name);
  const base = { title: 'Spring sale', link_url: 'https://shop.example.com/sale', format: 'square', target_pages: ['home', 'publisher'], position: 2, user_id: 1 };

  describe('ads', () => {
    it('creates, lists, edits, toggles and deletes an ad with an uploaded image; each change publishes AdChanged', async () => {
      await t.sql('delete from ads');
      const up = await upload(await jpegWithGps());
      expect(up.status).toBe(200);
      expect(up.body.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      const meta = await sharp(fileOf(t, up.body.imageUrl)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      const before = (await events()).length;

      const created = await as(editor).post('/api/ads', { ...base, image_url: up.body.imageUrl });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ title: 'Spring sale', image_url: up.body.imageUrl, format: 'square', position: 2, is_active: true, target_pages: ['home', 'publisher'], user_id: editor.id });
      const id = created.body.id as number;

      // Readers (anonymous, members) see active ads, by page; the image is public.
      // (Readers' lists are cached, warmed at start: the new ad shows once the cache queue has handled AdChanged.)
      await eventually(async () => (await as(null).get('/api/ads')).body.map((a: { id: number }) => a.id).join() === String(id));
      expect((await as(member).get('/api/ads?page=publisher')).body.map((a: { id: number }) => a.id)).toEqual([id]);
      expect((await as(null).get('/api/ads?page=journal')).body).toEqual([]);
      expect((await as(null).get('/api/ads?page=nowhere')).status).toBe(400);
      expect((await request(t.server).get(up.body.imageUrl)).status).toBe(200);
      // Readers revalidate the list with its ETag; staff answers are never cached.
      const publicList = await as(null).get('/api/ads');
      expect(publicList.headers['cache-control']).toBe(EDGE_PUBLIC);
      expect(publicList.headers.etag).toBeTruthy();
      // Which staff member made an ad is for staff only.
      expect(publicList.body.map((a: { user_id: number | null }) => a.user_id)).toEqual([null]);
      expect((await as(null).get('/api/ads').set('If-None-Match', publicList.headers.etag)).status).toBe(304);
      expect((await as(editor).get('/api/ads')).headers['cache-control']).toBe('private, no-store');

      const edited = await as(editor).put(`/api/ads/${id}`, { ...base, title: 'Summer sale', format: 'featured', target_pages: ['all-pages'], image_url: up.body.imageUrl });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: 'Summer sale', format: 'featured', position: null, target_pages: ['all-pages'] });
      // Readers' lists are cached: they change once the cache queue has handled the AdChanged event.
      await eventually(async () => (await as(null).get('/api/ads?page=journal')).body.map((a: { id: number }) => a.id).join() === String(id));

      const off = await as(editor).patch(`/api/ads/${id}/toggle-status`);
      expect(off.status).toBe(200);
      expect(off.body.is_active).toBe(false);
      await eventually(async () => (await as(null).get('/api/ads')).body.length === 0);
      expect((await as(member).get('/api/ads')).body).toEqual([]);
      expect((await as(editor).get('/api/ads')).body.map((a: { id: number }) => a.id)).toEqual([id]);
      expect((await as(editor).patch(`/api/ads/${id}/toggle-status`)).body.is_active).toBe(true);

      // The image survives the hourly sweep even when it is old: the ad uses it.
      await t.sql(`update uploads set created_at = now() - interval '3 days' where name = $1`, [up.body.imageUrl.slice(9)]);
      await (await t.app.get(JobQueue).add(new SweepUploads({}))).finished();
      expect(existsSync(fileOf(t, up.body.imageUrl))).toBe(true);

      const deleted = await as(editor).del(`/api/ads/${id}`);
      expect(deleted.status).toBe(200);
      expect(await adRows()).toEqual([]);
      expect(existsSync(fileOf(t, up.body.imageUrl))).toBe(false);
      expect((await as(editor).del(`/api/ads/${id}`)).status).toBe(404);

      const changes = (await events()).slice(before).map((e) => [e.payload.adId, e.payload.change, e.payload.by]);
      expect(changes).toEqual([
        [id, 'created', editor.id],
        [id, 'updated', editor.id],
        [id, 'deactivated', editor.id],
        [id, 'activated', editor.id],
        [id, 'deleted', editor.id],
      ]);
      // the audit log has the same story, written with each change
      const audit = await t.sql<{ action: string; actor_id: number; subject_kind: string }>('select action, actor_id, subject_kind from audit_log where subject_id = $1 and subject_kind = $2 order by id', [id, 'ad']);
      expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
        ['ad.created', editor.id],
        ['ad.updated', editor.id],
        ['ad.deactivated', editor.id],
        ['ad.activated', editor.id],
        ['ad.deleted', editor.id],
      ]);
    });

    it('defaults to a square ad at the top; a data URL image is stored as a file, never in the row', async () => {
      await t.sql('delete from ads');
      const res = await as(editor).post('/api/ads', { image_url: dataUrl(await png(), 'image/png'), target_pages: ['home'] });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ format: 'square', position: 1, title: null, link_url: null });
      expect(res.body.image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      expect(existsSync(fileOf(t, res.body.image_url))).toBe(true);
      const [row] = await adRows();
      expect(String(row.image_url)).not.toContain('data:');
      expect((await t.sql('select user_id from uploads where name = $1', [res.body.image_url.slice(9)]))[0].user_id).toBe(editor.id);

      const https = await as(editor).post('/api/ads', { image_url: 'https://images.example.com/ad.jpg', target_pages: ['home'], format: 'featured', position: 3 });
      expect(https.status).toBe(201);
      expect(https.body).toMatchObject({ image_url: 'https://images.example.com/ad.jpg', format: 'featured', position: null });
    });

    it('refuses SVG, a renamed PDF and images over 5 MB, and stores nothing', async () => {
      const files = storedFiles(t).length;
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF');
      const svgRes = await upload(svg, 'ad.svg');
      expect(svgRes.status).toBe(400);
      expect(svgRes.body.error ?? svgRes.body.message).toBe('Please select a JPEG, PNG, GIF, or WebP image.');
      expect((await upload(pdf, 'ad.png')).status).toBe(400);
      const big = await upload(await bigPng(6 * 1024 * 1024), 'big.png');
      expect(big.status).toBe(413);
      expect(JSON.stringify(big.body)).toContain('5MB');
      expect((await as(editor).post('/api/ads/upload-image')).status).toBe(400);
      expect((await as(editor).post('/api/ads', { ...base, image_url: dataUrl(svg, 'image/svg+xml') })).status).toBe(400);
      expect((await as(editor).post('/api/ads', { ...base, image_url: dataUrl(pdf, 'image/png') })).status).toBe(400);
      expect(storedFiles(t).length).toBe(files);
    });

    it('answers bad input with a 400 and changes nothing', async () => {
      await t.sql('delete from ads');
      const created = await as(editor).post('/api/ads', { ...base, image_url: 'https://images.example.com/a.jpg' });
      const id = created.body.id as number;
      const rowsBefore = await adRows();
      const eventsBefore = (await events()).length;
      const files = storedFiles(t).length;
      const good = await png();
      const cases: [string, object, number, string?][] = [
        ['no image', { ...base, image_url: '' }, 400, REQUIRED],
        ['null image', { target_pages: ['home'], image_url: null }, 400, REQUIRED],
        ['no target pages', { ...base, image_url: 'https://images.example.com/b.jpg', target_pages: [] }, 400, REQUIRED],
        ['unknown target page', { ...base, image_url: 'https://images.example.com/b.jpg', target_pages: ['moon'] }, 400],
        ['position 4', { ...base, image_url: 'https://images.example.com/b.jpg', position: 4 }, 400],
        ['other format', { ...base, image_url: 'https://images.example.com/b.jpg', format: 'banner' }, 400],
        ['javascript link', { ...base, image_url: 'https://images.example.com/b.jpg', link_url: 'javascript:alert(1)' }, 400],
        ['http image', { ...base, image_url: 'http://images.example.com/b.jpg' }, 400],
        ['someone else’s path', { ...base, image_url: '/uploads/00000000000000000000000000000000.webp' }, 400],
        ['unknown field', { ...base, image_url: 'https://images.example.com/b.jpg', colour: 'red' }, 400],
      ];
      for (const [label, body, status, message] of cases) {
        for (const call of [() => as(editor).post('/api/ads', body), () => as(editor).put(`/api/ads/${id}`, body)]) {
          const res = await call();
          expect([label, res.status]).toEqual([label, status]);
          if (message) expect(res.body.error ?? res.body.message).toBe(message);
        }
      }
      // A data URL with a bad link: refused before anything is stored.
      expect((await as(editor).post('/api/ads', { ...base, image_url: dataUrl(good, 'image/png'), link_url: 'ftp://x' })).status).toBe(400);
      expect((await as(editor).put('/api/ads/999999', { ...base, image_url: 'https://images.example.com/b.jpg' })).status).toBe(404);
      expect((await as(editor).patch('/api/ads/abc/toggle-status')).status).toBe(400);
      expect((await as(editor).post('/api/ads', { target_pages: ['home'] })).body.error ?? '').toBe(REQUIRED);
      expect(await adRows()).toEqual(rowsBefore);
      expect((await events()).length).toBe(eventsBefore);
      expect(storedFiles(t).length).toBe(files);
    });

    it("attaches only the editor's own uploads; another editor may keep an ad's image", async () => {
      await t.sql('delete from ads');
      const admin = await theAdmin();
      const editorsUpload = (await upload(await png())).body.imageUrl as string;
      const membersPhoto = (await as(member).post('/api/community/journal/upload-image').attach('image', await png(), 'me.png')).body.imageUrl as string;
      expect(membersPhoto).toMatch(/^\/uploads\//);
      const notYours = 'This uploaded image cannot be used: upload it again.';
      const stolen = await as(editor).post('/api/ads', { ...base, image_url: membersPhoto });
      expect(stolen.status).toBe(400);
      expect(stolen.body.error ?? stolen.body.message).toBe(notYours);
      expect((await as(admin).post('/api/ads', { ...base, image_url: editorsUpload })).status).toBe(400);
      expect(await adRows()).toEqual([]);

      const created = await as(editor).post('/api/ads', { ...base, image_url: editorsUpload });
      expect(created.status).toBe(201);
      const kept = await as(admin).put(`/api/ads/${created.body.id}`, { ...base, title: 'Edited by the admin', image_url: editorsUpload });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ title: 'Edited by the admin', image_url: editorsUpload, user_id: editor.id });
      expect((await as(admin).put(`/api/ads/${created.body.id}`, { image_url: membersPhoto })).status).toBe(400);
      expect((await adRows())[0].image_url).toBe(editorsUpload);
    });

    it('lets members and the signed out only read', async () => {
      await t.sql('delete from ads');
      const created = await as(editor).post('/api/ads', { ...base, image_url: 'https://images.example.com/a.jpg' });
      const rows = await adRows();
      for (const who of [member, null]) {
        const expected = who ? 403 : 401;
        expect((await as(who).post('/api/ads', { ...base, image_url: 'https://images.example.com/b.jpg' })).status).toBe(expected);
        expect((await as(who).put(`/api/ads/${created.body.id}`, { title: 'x' })).status).toBe(expected);
        expect((await as(who).patch(`/api/ads/${created.body.id}/toggle-status`)).status).toBe(expected);
        expect((await as(who).del(`/api/ads/${created.body.id}`)).status).toBe(expected);
      }
      expect(await adRows()).toEqual(rows);
    });
  });

  describe('POST /api/ads sent again (client_key)', () => {
    const audited = async () => (await t.sql<{ n: number }>(`select count(*)::int as n from audit_log where action = 'ad.created'`))[0].n;

    it('makes one ad of two POSTs with the same key, both answering it; another key makes a second ad', async () => {
      await t.sql('delete from ads');
      const [eventsBefore, auditsBefore] = [(await events()).length, await audited()];
      const key = randomUUID();
      const body = { ...base, image_url: dataUrl(await png(), 'image/png'), client_key: key };
      const first = await as(editor).post('/api/ads', body);
      expect(first.status).toBe(201);
      const files = storedFiles(t).length;
      // The answer was lost; the Ads tab saves again with the same key: the first ad, and nothing more stored.
      const again = await as(editor).post('/api/ads', body);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect((await adRows()).map((row) => [row.id, row.client_key])).toEqual([[first.body.id, key]]);
      expect(storedFiles(t).length).toBe(files);
      expect((await events()).length).toBe(eventsBefore + 1);
      expect(await audited()).toBe(auditsBefore + 1);

      // Three sends at the same moment (a double click, a retry racing the first): one ad, every answer is it.
      const burstKey = randomUUID();
      const burst = await Promise.all([1, 2, 3].map(() => as(editor).post('/api/ads', { ...base, image_url: 'https://images.example.com/burst.jpg', client_key: burstKey })));
      expect(burst.map((res) => res.status)).toEqual([201, 201, 201]);
      expect(new Set(burst.map((res) => res.body.id)).size).toBe(1);
      expect(await t.sql('select id from ads where client_key = $1', [burstKey])).toEqual([{ id: burst[0].body.id }]);

      // Another key (a new submission of the same form): a second ad. Without a key, every POST makes one.
      const other = await as(editor).post('/api/ads', { ...body, client_key: randomUUID() });
      expect(other.status).toBe(201);
      expect(other.body.id).not.toBe(first.body.id);
      const unkeyed = { ...base, image_url: 'https://images.example.com/plain.jpg' };
      expect((await as(editor).post('/api/ads', unkeyed)).body.id).not.toBe((await as(editor).post('/api/ads', unkeyed)).body.id);
      expect(await adRows()).toHaveLength(5);
      expect(await audited()).toBe(auditsBefore + 5);
    });

    it("answers another staff member's key with their own new ad, refuses a key that is not a UUID and a key on an edit", async () => {
      await t.sql('delete from ads');
      const key = randomUUID();
      const mine = await as(editor).post('/api/ads', { ...base, image_url: 'https://images.example.com/mine.jpg', client_key: key });
      expect(mine.status).toBe(201);
      const colleague = await theAdmin();
      const theirs = await as(colleague).post('/api/ads', { ...base, image_url: 'https://images.example.com/theirs.jpg', client_key: key });
      expect(theirs.status).toBe(201);
      expect(theirs.body).toMatchObject({ image_url: 'https://images.example.com/theirs.jpg', user_id: colleague.id });
      expect(theirs.body.id).not.toBe(mine.body.id);
      const rows = await adRows();
      const bad = await as(editor).post('/api/ads', { ...base, image_url: 'https://images.example.com/x.jpg', client_key: 'again-please' });
      expect(bad.status).toBe(400);
      expect(bad.body.error ?? bad.body.message).toBe('client_key must be a UUID');
      expect((await as(editor).put(`/api/ads/${mine.body.id}`, { title: 'Renamed', client_key: randomUUID() })).status).toBe(400);
      expect(await adRows()).toEqual(rows);
    });
  });

  describe('GET /api/ads/conflicts', () => {
    it('finds competing active ads among every ad, not only the first page the Ads tab loads', async () => {
      await t.sql('delete from ads');
      const insert = (title: string, format: string, pages: string[], position: number | null, active: boolean, minutesAgo: number) =>
        t.sql(
          `insert into ads (title, image_url, format, target_pages, position, is_active, created_at, updated_at)
         values ($1, 'https://images.example.com/a.jpg', $2, $3::jsonb, $4, $5, now() - ($6 || ' minutes')::interval, now())`,
          [title, format, JSON.stringify(pages), position, active, minutesAgo],
        );
      // Two old active ads at the Library's top, then 30 newer inactive ones: the old pair lies beyond a first page of 20.
      await insert('Old top', 'square', ['library'], 1, true, 500);
      await insert('Everywhere top', 'square', ['all-pages'], 1, true, 400);
      await insert('Journal feature', 'featured', ['journal'], null, true, 300);
      await insert('Journal feature two', 'featured', ['journal', 'premium-content'], null, true, 200);
      await insert('Middle', 'square', ['library'], 2, true, 100);
      for (let i = 0; i < 30; i++) await insert(`Off ${i}`, 'square', ['library'], 1, false, i);
      const res = await as(editor).get('/api/ads/conflicts');
      expect(res.status).toBe(200);
      // The Library, the journal and premium reports show one ad in all: the old pair and the 'Middle' one there.
      expect(placesOf(res.body)).toEqual([
        ['library', 'page', ['Everywhere top', 'Old top', 'Middle']],
        ['premium-content', 'page', ['Journal feature two', 'Everywhere top']],
        ['journal', 'page', ['Journal feature two', 'Journal feature', 'Everywhere top']],
      ]);
      expect((await as(member).get('/api/ads/conflicts')).status).toBe(403);
      expect((await as(null).get('/api/ads/conflicts')).status).toBe(401);
    });

    it('finds none among square ads in the home and theme sidebars, which show every one of them; their featured slots still clash', async () => {
      await t.sql('delete from ads');
      const insert = (title: string, format: string, pages: string[], position: number | null) =>
        t.sql(`insert into ads (title, image_url, format, target_pages, position) values ($1, 'https://images.example.com/a.jpg', $2, $3::jsonb, $4)`, [
          title,
          format,
          JSON.stringify(pages),
          position,
        ]);
      await insert('Trail shoes', 'square', ['home'], 2);
      await insert('Audit ad', 'square', ['home'], 2);
      await insert('Theme socks', 'square', ['publisher'], 1);
      await insert('Theme gloves', 'square', ['publisher'], 1);
      await insert('Everywhere', 'square', ['all-pages'], 1);
      await insert('Home feature', 'featured', ['home'], null);
      await insert('Home feature two', 'featured', ['home'], null);
      const res = await as(editor).get('/api/ads/conflicts');
      expect(res.status).toBe(200);
      // The 'All pages' ad meets the theme pages' pair in the sidebar (all three show); elsewhere at the top it is alone.
      expect(placesOf(res.body)).toEqual([['home', 'featured', ['Home feature two', 'Home feature']]]);
    });

    it("finds the home page's featured slot shared by ads aimed at Home, Publisher or All pages; the theme pages' by Publisher or All pages", async () => {
      await t.sql('delete from ads');
      await insertAd('Home feature', 'featured', ['home'], null, 300);
      await insertAd('Theme feature', 'featured', ['publisher'], null, 200);
      // The home shows the newest featured ad aimed at home or publisher: these two compete there. A theme page shows only the publisher one.
      expect(placesOf((await as(editor).get('/api/ads/conflicts')).body)).toEqual([['home', 'featured', ['Theme feature', 'Home feature']]]);

      await insertAd('Everywhere feature', 'featured', ['all-pages'], null, 100);
      // It is shown instead of both on the home page, instead of the publisher one on the theme pages, and alone on the other pages.
      expect(placesOf((await as(editor).get('/api/ads/conflicts')).body)).toEqual([
        ['home', 'featured', ['Everywhere feature', 'Theme feature', 'Home feature']],
        ['publisher', 'featured', ['Everywhere feature', 'Theme feature']],
      ]);
    });

    it('finds every active ad of an article, journal, library or premium page competing for its one ad, whatever its position or format', async () => {
      await t.sql('delete from ads');
      await insertAd('Journal middle', 'square', ['journal'], 2, 500);
      await insertAd('Everywhere top', 'square', ['all-pages'], 1, 400);
      await insertAd('Journal feature', 'featured', ['journal'], null, 300);
      await insertAd('Premium bottom', 'square', ['premium-content'], 3, 200);
      // A premium report shows the ads aimed at Apple News too (its Apple News+ edition).
      await insertAd('Apple News top', 'square', ['apple-news'], 1, 100);
      // The sidebars show every square ad: no clash with the 'All pages' one at the top there.
      await insertAd('Sidebar shoes', 'square', ['home', 'publisher'], 1, 50);
      const res = await as(editor).get('/api/ads/conflicts');
      expect(res.status).toBe(200);
      // The one shown first: a featured ad, else the top square one (the newest of a position).
      expect(placesOf(res.body)).toEqual([
        ['premium-content', 'page', ['Apple News top', 'Everywhere top', 'Premium bottom']],
        ['journal', 'page', ['Journal feature', 'Everywhere top', 'Journal middle']],
      ]);
    });
  });

  const placesOf = (body: { conflicts: { page: string; slot: string | number; ads: { title: string }[] }[] }) =>
    body.conflicts.map((c) => [c.page, c.slot, c.ads.map((a) => a.title)]);

  const insertAd = (title: string, format: string, pages: string[], position: number | null, minutesAgo: number) =>
    t.sql(
      `insert into ads (title, image_url, format, target_pages, position, created_at, updated_at)
     values ($1, 'https://images.example.com/a.jpg', $2, $3::jsonb, $4, now() - ($5 || ' minutes')::interval, now())`,
      [title, format, JSON.stringify(pages), position, minutesAgo],
    );
});
