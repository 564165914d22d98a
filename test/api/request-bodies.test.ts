import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { buildOpenApi } from '../../backend/src/bootstrap.js';
import { identities } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';
import { ROUTE_POLICIES } from './route-policies.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * What a request body may be, route by route: compressed bodies that do not decompress, multipart forms on routes that
 * read none, lone surrogates, long texts, bodies on routes that take none, and the 400s of malformed parameters.
 */
describe('request-bodies', () => {
  let t: TestApp;
  let port: number;
  let people: Awaited<ReturnType<typeof identities>>;

  beforeAll(async () => {
    t = await startTestApp();
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    port = (t.server.address() as AddressInfo).port;
    people = await identities(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const editor = () => ({ Cookie: people.editor.cookie });
  const count = async (table: string) => Number((await t.sql<{ n: string }>(`select count(*) as n from ${table}`))[0].n);
  const article = { title: 'Hill repeats after 50', editorial_theme: 'Training & Performance', long_form_article: '## Why hills\n\nHills build strength.' };

  /** A raw HTTP request (chunked when no Content-Length is given), as curl sends it. */
  function raw(method: string, path: string, headers: Record<string, string>, body: Buffer | string): Promise<{ status: number; body: { error?: string } }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as { error?: string } }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  describe('a compressed body that does not decompress', () => {
    it.each(['gzip', 'deflate', 'br', 'zstd'])('is 400 saying so (%s), read at once or held, anonymous or staff', async (encoding) => {
      const garbage = '{"email":"x@y.test"}';
      const message = `The request body could not be decompressed as its Content-Encoding (${encoding}) says. Send it compressed that way, or without Content-Encoding.`;
      const json = { 'Content-Type': 'application/json', 'Content-Encoding': encoding };
      const before = await count('newsletter_subscribers');
      const small = await raw('POST', '/api/newsletter/subscribe', { ...json, 'Content-Length': String(garbage.length) }, garbage);
      // Of unknown length (chunked): held until the caller is admitted, then read.
      const chunked = await raw('POST', '/api/newsletter/subscribe', { ...json, 'Transfer-Encoding': 'chunked' }, garbage);
      const padding = Buffer.alloc(150 * 1024, 'x');
      const large = await raw('POST', '/api/website-content', { ...json, ...editor(), 'Content-Length': String(padding.length) }, padding);
      for (const res of [small, chunked, large]) expect(res).toEqual({ status: 400, body: { success: false, statusCode: 400, error: message } });
      expect(await count('newsletter_subscribers')).toBe(before);
    });

    it('is still 415 for an encoding the server does not know', async () => {
      const res = await raw('POST', '/api/newsletter/subscribe', { 'Content-Type': 'application/json', 'Content-Encoding': 'bogus', 'Transfer-Encoding': 'chunked' }, '{}');
      expect(res.status).toBe(415);
    });
  });

  describe('multipart forms', () => {
    it('are 415 on routes that read none (a publish_at or an edit would be dropped), and change nothing', async () => {
      const id = await insertWebsite(t, { status: 'draft' });
      const publish = await request(t.server).post(`/api/website-content/${id}/publish`).set(editor()).field('publish_at', '2030-01-01T09:00:00Z');
      expect(publish.status).toBe(415);
      expect(publish.body.error).toBe('Send the request body as JSON (application/json).');
      expect((await t.sql('select status from website_content where id = $1', [id]))[0]).toEqual({ status: 'draft' });
      const edit = await request(t.server).put('/api/ads/1').set(editor()).field('title', 'Renamed');
      expect(edit.status).toBe(415);
      const entry = await request(t.server).put('/api/community/journal/1').set('Cookie', people.member.cookie).field('content', 'x');
      expect(entry.status).toBe(415);
    });

    it('are taken where the route reads one (an upload), and the document says which routes those are', async () => {
      const res = await request(t.server).post('/api/community/journal').set('Cookie', people.member.cookie).field('content', 'Hill reps by form');
      expect(res.status).toBe(201);
      const doc = buildOpenApi(t.app) as unknown as { paths: Record<string, Record<string, { requestBody?: { content: object }; responses: Record<string, { content: Record<string, { example: { error: string } }> }> }>> };
      const multipart = Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).filter(([, op]) => op.requestBody && 'multipart/form-data' in op.requestBody.content).map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      // The uploads, and one-click unsubscribe (@SignedLinkRoute: a mail program's form, never read).
      expect(multipart.sort()).toEqual([
        'POST /api/ads/upload-image',
        'POST /api/community/journal',
        'POST /api/community/journal/upload-image',
        'POST /api/community/profile/upload-image',
        'POST /api/newsletter/unsubscribe',
      ]);
      const refusal = (path: string, method: string) => doc.paths[path][method].responses['415'].content['application/json'].example.error;
      expect(refusal('/api/website-content/{id}/publish', 'post')).toBe('Send the request body as JSON (application/json).');
      expect(refusal('/api/community/journal', 'post')).toBe('Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).');
      expect(refusal('/api/newsletter/unsubscribe', 'post')).toBe('Send the request body as JSON (application/json) or as a form (application/x-www-form-urlencoded or multipart/form-data).');
      expect(Object.keys(doc.paths['/api/newsletter/unsubscribe'].post.requestBody!.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);
    });
  });

  describe('unpaired surrogates', () => {
    it('are 400 naming the field, before anything is stored (PostgreSQL refuses them in json)', async () => {
      const before = await count('website_content');
      const message = (field: string) => `Field "${field}" must not contain unpaired surrogates (\\uD800-\\uDFFF)`;
      const create = await request(t.server).post('/api/website-content').set(editor()).send({ ...article, title: 'Hill \ud800 repeats' });
      expect([create.status, create.body.error]).toEqual([400, message('title')]);
      expect(await count('website_content')).toBe(before);
      const id = await insertWebsite(t);
      const tags = await request(t.server).put(`/api/website-content/${id}`).set(editor()).send({ tags: ['\udc00'] });
      expect([tags.status, tags.body.error]).toEqual([400, message('tags.0')]);
      const premium = await insertPremium(t);
      const headlines = await request(t.server).put(`/api/premium-content/${premium}`).set(editor()).send({ headlines: ['Strength \udfff'] });
      expect([headlines.status, headlines.body.error]).toEqual([400, message('headlines.0')]);
      const topic = await request(t.server).put(`/api/premium-content/${premium}`).set(editor()).send({ topic: '\ud83d Strength' });
      expect([topic.status, topic.body.error]).toEqual([400, message('topic')]);
      // A pair is one character (an emoji) and is kept.
      const emoji = await request(t.server).post('/api/website-content').set(editor()).send({ ...article, title: 'Hill repeats \ud83c\udfc3' });
      expect([emoji.status, emoji.body.title]).toEqual([201, 'Hill repeats 🏃']);
    });
  });

  describe('long texts', () => {
    it('take an article at its documented length (100,000 characters) in any letters, within the route\'s 1 MB', async () => {
      const long = 'é'.repeat(100_000); // 200 KB as UTF-8
      const create = await request(t.server).post('/api/website-content').set(editor()).send({ ...article, long_form_article: long });
      expect(create.status).toBe(201);
      const update = await request(t.server).put(`/api/website-content/${create.body.id}`).set(editor()).send({ long_form_article: `${long.slice(1)}a` });
      expect(update.status).toBe(200);
      const premium = await request(t.server).put(`/api/premium-content/${await insertPremium(t)}`).set(editor()).send({ long_form_article: long });
      expect(premium.status).toBe(200);
      const tooLarge = await request(t.server).post('/api/website-content').set(editor()).send({ ...article, long_form_article: 'x'.repeat(1100 * 1024) });
      expect([tooLarge.status, tooLarge.body.error]).toEqual([413, 'The request body is too large (at most 1 MB here).']);
    });
  });

  describe('a body on a route that takes none', () => {
    it('is 400 naming its fields on every write route without a body, before the route does anything', async () => {
      const doc = buildOpenApi(t.app) as unknown as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
      const who = { public: undefined, 'signed-in': people.member, staff: people.editor, admin: people.admin } as const;
      const failures: string[] = [];
      let checked = 0;
      for (const [template, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          if (method === 'get' || op.requestBody) continue;
          const caller = who[ROUTE_POLICIES[`${method.toUpperCase()} ${template}`].policy];
          const path = template.replace(/\{\w+\}/g, '999999');
          const req = request(t.server)[method as 'post'](path);
          const res = await (caller ? req.set('Cookie', caller.cookie) : req).send({ bogus: 1 });
          checked += 1;
          if (res.status !== 400 || res.body.error !== 'Unknown field "bogus" (this route takes no request body)') failures.push(`${method} ${path}: ${res.status} ${res.body.error}`);
        }
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(30);
    });

    it('changes nothing (a restore with an expected_updated_at it never reads), while {} and an empty body still pass', async () => {
      const id = await insertWebsite(t);
      const featured = await request(t.server).post(`/api/website-content/${id}/set-featured`).set(editor()).send({ bogus: 1 });
      expect(featured.status).toBe(400);
      const restore = await request(t.server).post(`/api/website-content/${id}/revisions/1/restore`).set(editor()).send({ expected_updated_at: new Date().toISOString() });
      expect([restore.status, restore.body.error]).toEqual([400, 'Unknown field "expected_updated_at" (this route takes no request body)']);
      expect((await t.sql('select is_featured from website_content where id = $1', [id]))[0]).toEqual({ is_featured: false });
      expect((await request(t.server).post(`/api/website-content/${id}/set-featured`).set(editor()).send({})).status).toBe(200);
      const empty = await request(t.server).post(`/api/website-content/${id}/unset-featured`).set(editor()).set('Content-Type', 'application/json');
      expect(empty.status).toBe(200);
      expect((await t.sql('select is_featured from website_content where id = $1', [id]))[0]).toEqual({ is_featured: false });
    });
  });

  describe('malformed parameters say what is wrong', () => {
    it('a null where the field takes none, and text of the wrong type', async () => {
      const id = await insertPremium(t);
      const nulled = await request(t.server).put(`/api/premium-content/${id}`).set(editor()).send({ subtitle: null });
      expect([nulled.status, nulled.body.error]).toEqual([400, 'Subtitle must be text']);
      const number = await request(t.server).put(`/api/premium-content/${id}`).set(editor()).send({ subtitle: 5 });
      expect([number.status, number.body.error]).toEqual([400, 'Subtitle must be text']);
    });

    it('a query parameter given twice', async () => {
      const search = await request(t.server).get('/api/publisher/search?q=hill&q=run');
      expect([search.status, search.body.error]).toEqual([400, 'q must be given once (it was given 2 times)']);
      const list = await request(t.server).get('/api/website-content?limit=5&limit=6').set(editor());
      expect([list.status, list.body.error]).toEqual([400, 'limit must be given once (it was given 2 times)']);
    });

    it('an id that is not a whole number (a slug, a word) is 400; a number that names nothing 404', async () => {
      const id = await insertWebsite(t);
      const [{ slug }] = await t.sql<{ slug: string }>('select slug from website_content where id = $1', [id]);
      const bySlug = await request(t.server).put(`/api/website-content/${slug}`).set(editor()).send({ subtitle: 'New deck' });
      expect([bySlug.status, bySlug.body.error]).toEqual([400, 'id must be a whole number (e.g. 42)']);
      const revision = await request(t.server).post(`/api/website-content/${id}/revisions/abc/restore`).set(editor());
      expect([revision.status, revision.body.error]).toEqual([400, 'revision must be a whole number (e.g. 42)']);
      expect((await request(t.server).post(`/api/website-content/${id}/revisions/999999/restore`).set(editor())).status).toBe(404);
    });
  });
});
