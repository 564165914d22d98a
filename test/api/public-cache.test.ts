import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { EDGE_PUBLIC } from '../support/edge-headers.js';

/**
 * The public read cache (issue 11): readers' answers come from the cache shared through Redis, carry an ETag and
 * Cache-Control for browsers and edges (EdgePolicy; 304 when unchanged), and a publish, an edit and a delete show on the next read once
 * their event has been handled by the cache queue. Drafts and scheduled articles never show.
 */
describe('public-cache', () => {
  let t: TestApp;
  let editor: Identity;
  let member: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const PUBLIC_READS = ['/api/publisher/articles', '/api/website-content/featured', '/api/website-content/latest'];
  const get = (path: string, who?: Identity) => {
    const r = request(t.server).get(path);
    return who ? r.set('Cookie', who.cookie) : r;
  };
  const ids = async (path: string, who?: Identity) => ((await get(path, who)).body as Array<{ id: number }>).map((a) => a.id);
  const staff = (method: 'post' | 'put' | 'delete', path: string, body: object = {}) => request(t.server)[method](path).set('Cookie', editor.cookie).send(body);

  describe('public read cache', () => {
    it('answers readers with an ETag and public revalidation, 304 when unchanged, and keeps staff answers private', async () => {
      await insertWebsite(t, { title: 'Cadence drills for masters cyclists', is_featured: true });
      for (const path of [...PUBLIC_READS, '/api/website-content/hero', '/api/website-content/theme-counts', '/api/theme-heros/training', '/api/ads']) {
        const first = await get(path);
        expect(first.status).toBe(200);
        expect(first.headers['cache-control']).toBe(EDGE_PUBLIC);
        expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
        const again = await get(path).set('If-None-Match', first.headers.etag);
        expect(again.status).toBe(304);
      }
      const staffList = await get('/api/ads', editor);
      expect(staffList.headers['cache-control']).toBe('private, no-store');
    });

    it('serves the cached answer until an event empties the cache (a change made behind its back is not seen)', async () => {
      const id = await insertWebsite(t, { title: 'Recovery runs that actually recover' });
      expect(await ids('/api/publisher/articles')).toContain(id);
      await t.sql(`update website_content set title = 'Changed behind the cache' where id = $1`, [id]);
      const cached = (await get('/api/publisher/articles')).body as Array<{ id: number; title: string }>;
      expect(cached.find((a) => a.id === id)?.title).toBe('Recovery runs that actually recover');
      // A staff save of another article raises ContentUpdated: once the cache queue has handled it, readers see both changes.
      const other = await insertWebsite(t);
      expect((await staff('put', `/api/website-content/${other}`, { title: 'Sleep and the ageing athlete' })).status).toBe(200);
      await eventually(async () => ((await get('/api/publisher/articles')).body as Array<{ id: number; title: string }>).find((a) => a.id === id)?.title === 'Changed behind the cache');
    });

    it('shows a publish, an edit and a delete on the next read after the event is handled; drafts and scheduled never', async () => {
      const created = await staff('post', '/api/website-content', {
        title: 'Mobility for stiff hips after 50',
        editorial_theme: 'Recovery & Health',
        long_form_article: '## Start small\n\nTen minutes a day loosens stiff hips.',
      });
      expect(created.status).toBe(201);
      const { id, slug } = created.body as { id: number; slug: string };
      const scheduled = (await staff('post', '/api/website-content', { title: 'A plan for next spring', editorial_theme: 'Recovery & Health', long_form_article: 'Later.' })).body.id as number;
      expect((await staff('post', `/api/website-content/${scheduled}/publish`, { publish_at: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(200);
      await t.flushOutbox();

      // Prime every public read, then publish.
      for (const path of PUBLIC_READS) expect(await ids(path)).not.toContain(id);
      expect((await get(`/api/website-content/${slug}`)).status).toBe(404);
      expect((await staff('post', `/api/website-content/${id}/publish`)).status).toBe(200);
      await eventually(async () => (await ids('/api/publisher/articles', member)).includes(id));
      await eventually(async () => (await ids('/api/website-content/latest')).includes(id));
      expect((await get(`/api/website-content/${slug}`)).body.title).toBe('Mobility for stiff hips after 50');

      // Edit: the new title on the next reads (the answer by id is cached first, so seeing it change means the event was handled).
      expect((await get(`/api/website-content/${id}`)).body.title).toBe('Mobility for stiff hips after 50');
      expect((await staff('put', `/api/website-content/${id}`, { title: 'Mobility for stiff hips at any age' })).status).toBe(200);
      await eventually(async () => (await get(`/api/website-content/${id}`)).body.title === 'Mobility for stiff hips at any age');
      // Lists are purged softly after an edit: a reader may get the list from before it once, while it is made again.
      await eventually(async () => ((await get('/api/publisher/articles')).body as Array<{ id: number; title: string }>).find((a) => a.id === id)?.title === 'Mobility for stiff hips at any age');

      // Delete: gone from every read.
      expect((await staff('delete', `/api/website-content/${id}`)).status).toBe(200);
      await eventually(async () => (await get(`/api/website-content/${id}`)).status === 404);
      for (const path of PUBLIC_READS) expect(await ids(path)).not.toContain(id);

      // The scheduled article never showed.
      for (const path of PUBLIC_READS) expect(await ids(path, member)).not.toContain(scheduled);
      expect((await get(`/api/website-content/${scheduled}`)).status).toBe(404);
    });

    it('sends large answers compressed when the reader accepts it', async () => {
      for (let i = 0; i < 4; i++) await insertWebsite(t);
      const br = await get('/api/publisher/articles').set('Accept-Encoding', 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(Array.isArray(br.body)).toBe(true);
      const gz = await get('/api/publisher/articles').set('Accept-Encoding', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body).toEqual(br.body);
      const plain = await get('/api/publisher/articles').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(br.body);
    });
  });
});
