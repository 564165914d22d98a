import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/** Static files are sent precompressed (made at build time) and API answers compressed (issue 11). */
describe('static-compression', () => {
  const dist = new URL('../../frontend/dist/', import.meta.url);
  let t: TestApp;
  let script: string;

  beforeAll(async () => {
    if (!existsSync(new URL('index.html', dist))) throw new Error('This test needs the built frontend: run `npm run build` first (npm test does).');
    // The largest of the scripts every page loads (the app's entry itself may be a few bytes that start the rest).
    const scripts = [...readFileSync(new URL('index.html', dist), 'utf8').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    script = scripts.sort((a, b) => statSync(new URL(`.${b}`, dist)).size - statSync(new URL(`.${a}`, dist)).size)[0];
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The answer's bytes as sent (supertest would undo gzip). */
  async function raw(path: string, encoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const server = t.server.listening ? t.server : await new Promise<typeof t.server>((resolve) => t.server.listen(0, '127.0.0.1', () => resolve(t.server)));
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  describe('compression', () => {
    it('sends the build’s brotli or gzip copy of a script with a year-long immutable cache, the plain file otherwise', async () => {
      const original = readFileSync(new URL(`.${script}`, dist));
      const br = await raw(script, 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
      expect((br.body).length).toBeLessThan(original.length / 2);

      const gz = await raw(script, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(original)).toBe(true);

      const plain = await raw(script, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect((plain.body).equals(original)).toBe(true);
    });

    it('sends the other files of the build for an hour, and never index.html or the build’s lists as files', async () => {
      const icon = await raw('/favicon.svg', 'gzip, deflate, br');
      expect(icon.status).toBe(200);
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
      expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const missing = await raw('/assets/no-such-file.js', 'gzip');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).not.toMatch(/javascript/);
      for (const path of ['/index.html', '/route-patterns.json', '/page-chunks.json', '/build-files.json']) {
        const res = await raw(path, 'gzip, deflate, br');
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
    });

    it('compresses large API answers when accepted', async () => {
      const res = await raw('/api/docs/openapi.json', 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.body).toString()).openapi).toMatch(/^3\./);
      const small = await raw('/api/health', 'gzip');
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });

  describe("a page's chunks", () => {
    const table = () => JSON.parse(readFileSync(new URL('page-chunks.json', dist), 'utf8')) as Record<string, string[]>;
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const bootModules = (html: string) => /data-modules="([^"]*)"/.exec(html)![1].split(' ').filter(Boolean);
    const named = (urls: string[], chunk: string) => urls.some((url) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(url));

    it("are preloaded beside the entry by the members' and staff pages, and every one is served", async () => {
      const entryOnly = preloads(readFileSync(new URL('index.html', dist), 'utf8'));
      for (const [path, chunks] of [['/journal', ['member-layout', 'journal-page']], ['/library', ['member-layout', 'library-page']], ['/admin', ['admin-dashboard-page']], ['/admin/content-generator', ['generator-page']]] as const) {
        const res = await request(t.server).get(path).expect(200);
        const urls = preloads(res.text);
        expect(urls.slice(0, entryOnly.length)).toEqual(entryOnly);
        const own = urls.slice(entryOnly.length);
        expect(own).toEqual(table()[path]);
        for (const chunk of chunks) expect(named(own, chunk)).toBe(true);
        // Few files (small shared chunks are copied into the chunks that use them: vite.config.ts); 58 for /journal before.
        expect(own.length).toBeLessThan(20);
        expect(own.filter((url) => entryOnly.includes(url))).toEqual([]);
        for (const url of own) await request(t.server).get(url).expect(200).expect('Content-Type', /javascript/);
      }
      // A report's layout (the markdown library, about 39 KB gzipped) loads once the members' page is shown.
      for (const path of ['/journal', '/my-journey', '/library']) expect(named(table()[path], 'markdown')).toBe(false);
    });

    it('are started with the app on the pages the server renders (after the first paint, like the entry)', async () => {
      const id = await insertWebsite(t, { title: 'Chunks beside the entry', editorial_theme: 'Training & Performance' });
      const [{ slug }] = await t.sql<{ slug: string }>('select slug from website_content where id = $1', [id]);
      const entryModules = bootModules(readFileSync(new URL('index.html', dist), 'utf8'));
      for (const [path, pattern, chunk] of [['/', '/', 'publisher-home-page'], ['/publisher/training', '/publisher/training', 'theme-page'], [`/article/${slug}`, '/article/:idOrSlug', 'article-page']] as const) {
        const html = (await request(t.server).get(path).expect(200)).text;
        expect(preloads(html)).toEqual([]); // the page reads without the app
        const modules = bootModules(html);
        expect(modules).toEqual([...entryModules, ...table()[pattern]]);
        expect(named(modules, chunk)).toBe(true);
        expect(modules.length).toBeLessThan(8); // 15-21 before small shared chunks were copied into their users
      }
      // An unknown address ('Page Not Found', rendered on the server too): the entry's modules alone.
      const missing = (await request(t.server).get('/no-such-page').expect(404)).text;
      expect(preloads(missing)).toEqual([]);
      expect(bootModules(missing)).toEqual(entryModules);
    });
  });
});
