import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { openApiJson } from '../../backend/src/bootstrap.js';
import { DECODES_BUSY } from '../../backend/src/infrastructure/storage/decode-line.js';
import { operationsReachingDecodes } from '../support/decode-reach.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('openapi', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('OpenAPI document', () => {
    it('matches the committed docs/openapi.json (run `npm run openapi` after changing the API)', () => {
      const committed = readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8');
      expect(openApiJson(t.app)).toBe(committed);
    });

    it('gives every operation its security and its error answers from its access policy', () => {
      const doc = JSON.parse(openApiJson(t.app)) as { paths: Record<string, Record<string, { security: object[]; responses: Record<string, { content?: unknown }> }>> };
      const failures: string[] = [];
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          if (!op.security?.length) failures.push(`${method} ${path}: no security`);
          const errors = Object.keys(op.responses).filter((s) => s.startsWith('4'));
          if (!errors.includes('401')) failures.push(`${method} ${path}: no 401`);
          for (const status of errors) {
            const content = op.responses[status].content as Record<string, unknown> | undefined;
            if (content?.['text/html'] || content?.['text/plain']) continue; // an HTML page's own error page, a feed's plain answer
            const body = JSON.stringify(op.responses[status].content ?? {});
            if (!body.includes('#/components/schemas/ErrorBody') || !body.includes(`"statusCode":${status}`)) failures.push(`${method} ${path}: ${status} without the error body and example`);
          }
        }
      }
      expect(failures).toEqual([]);
      // Spot checks: a staff route takes the session or a key; an admin route the session only; a public read either or none.
      expect(doc.paths['/api/website-content'].post.security).toEqual([{ session: [] }, { apiKey: [] }]);
      expect(doc.paths['/api/admin/api-keys'].get.security).toEqual([{ session: [] }]);
      expect(doc.paths['/api/publisher/articles'].get.security).toEqual([{}, { session: [] }, { apiKey: [] }]);
      expect(Object.keys(doc.paths['/api/website-content'].post.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
    });

    it("documents each route's own answers besides the common ones (the status coverage of the API run checks them all)", () => {
      const doc = JSON.parse(openApiJson(t.app)) as { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };
      const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
      for (const [path, item] of Object.entries(doc.paths)) for (const op of Object.values(item)) expect(Object.keys(op.responses)).toContain('503');
      for (const path of ['/api/content/generate', '/api/website-content/generate', '/api/premium-content/generate']) {
        expect(statuses(path, 'post')).toEqual(expect.arrayContaining(['409', '429', '502', '503', '504']));
      }
      for (const path of ['/api/auth/login', '/api/community/auth/login', '/api/auth/password-reset']) expect(statuses(path, 'post')).toContain('429');
      expect(doc.paths['/api/premium-content/{id}'].put.responses['409'].description).toMatch(/deleted/);
      expect(doc.paths['/api/website-content/{id}/publish'].post.responses['409'].description).toMatch(/deleted/);
      expect(statuses('/api/analytics/article-views', 'post')).toContain('404');
      expect(statuses('/api/community/library/save', 'post')).toContain('404');
      expect(statuses('/api/website-content/latest', 'get')).toContain('304');
      expect(statuses('/api/newsletter/subscribe', 'post')).not.toContain('409');
    });

    it("documents the image-decode line's 503 with Retry-After on exactly the operations whose handlers can reach it", () => {
      type Answer = { headers?: Record<string, unknown>; content?: { 'application/json'?: { example?: { error?: string } } } };
      const doc = JSON.parse(openApiJson(t.app)) as { paths: Record<string, Record<string, { operationId: string; responses: Record<string, Answer> }>> };
      const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
      const reaching = operationsReachingDecodes();
      // The derivation finds the known ones (journal photos, the profile photo, ad images), so it is not silently empty.
      expect(reaching).toEqual(
        expect.arrayContaining(['JournalController_create', 'JournalController_update', 'JournalController_upload', 'ProfileController_uploadImage', 'AdsController_create', 'AdsController_update', 'AdsController_upload']),
      );
      const documented = operations.filter((op) => op.responses['503']?.content?.['application/json']?.example?.error === DECODES_BUSY).map((op) => op.operationId);
      expect(documented.sort()).toEqual(reaching);
      for (const id of reaching) {
        const busy = operations.find((op) => op.operationId === id)!.responses['503'];
        expect([id, Object.keys(busy.headers ?? {})]).toEqual([id, ['Retry-After']]);
      }
    });

    it('types every numeric path and query parameter (ids, limit, offset, page, counts) as an integer', () => {
      const doc = JSON.parse(openApiJson(t.app)) as { paths: Record<string, Record<string, { parameters?: Array<{ name: string; schema?: { type?: string } }> }>> };
      const numbers = Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).flatMap(([method, op]) => (op.parameters ?? []).filter((p) => p.schema?.type === 'number').map((p) => `${method} ${path} ${p.name}`)),
      );
      expect(numbers).toEqual([]);
      expect(doc.paths['/api/premium-content/{id}'].get.parameters?.find((p) => p.name === 'id')?.schema?.type).toBe('integer');
      expect(doc.paths['/api/website-content'].get.parameters?.find((p) => p.name === 'limit')?.schema?.type).toBe('integer');
    });

    it('lists null among the values of every nullable enum (OAS 3.0.3: the enum is the whole list), so null answers validate', () => {
      const doc = JSON.parse(openApiJson(t.app)) as { components: { schemas: Record<string, { properties: Record<string, { enum?: unknown[] }> }> } };
      const missing: string[] = [];
      const walk = (value: unknown, at: string): void => {
        if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}/${i}`));
        else if (value && typeof value === 'object') {
          const schema = value as { nullable?: unknown; enum?: unknown };
          if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) missing.push(at);
          for (const [key, v] of Object.entries(value)) if (key !== 'example') walk(v, `${at}/${key}`);
        }
      };
      walk(doc, '#');
      expect(missing).toEqual([]);
      // The ones a client met: a key never revoked, an ad without a position, an item matched to no theme.
      expect(doc.components.schemas.ApiKeyView.properties.revoked_reason.enum).toContain(null);
      expect(doc.components.schemas.AdView.properties.position.enum).toContain(null);
      expect(doc.components.schemas.PremiumContentSummary.properties.theme.enum).toContain(null);
    });

    it('marks what a new ad needs as required and not nullable in POST /api/ads only (create refuses without them; an edit keeps them)', () => {
      type Schema = { required?: string[]; properties: Record<string, { nullable?: boolean; minItems?: number }> };
      const doc = JSON.parse(openApiJson(t.app)) as { components: { schemas: Record<string, Schema> }; paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { $ref: string } }> } }>> };
      const bodyOf = (path: string, method: string) => doc.components.schemas[doc.paths[path][method].requestBody.content['application/json'].schema.$ref.split('/').pop()!];
      const create = bodyOf('/api/ads', 'post');
      expect(create.required).toEqual(['image_url', 'target_pages']);
      expect(create.properties.image_url.nullable).not.toBe(true);
      expect(create.properties.target_pages).toMatchObject({ minItems: 1 });
      expect(create.properties.target_pages.nullable).not.toBe(true);
      const edit = bodyOf('/api/ads/{id}', 'put');
      expect(edit.required ?? []).not.toContain('image_url');
      expect(edit.properties.image_url.nullable).toBe(true);
    });

    it('is served at /api/docs', async () => {
      const res = await request(t.server).get('/api/docs/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.paths['/api/health']).toBeDefined();
    });
  });
});
