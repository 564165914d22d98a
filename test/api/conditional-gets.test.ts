import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOpenApi } from '../../backend/src/bootstrap.js';
import { identities, type Identity } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ROUTE_POLICIES } from './route-policies.js';

/**
 * Conditional GETs and the document agree on every read of the route table: an answer carries an ETag, and a request
 * with If-None-Match (its ETag, or `*`) is answered 304, only where the operation documents the 304 (with its ETag
 * header). A generated client treats any other 304 as an undocumented error. (Express's own ETag of every answer is off:
 * cache-control.ts, notModifiedOnlyWithETag.)
 */
describe('conditional-gets', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  type Op = { responses: Record<string, { headers?: Record<string, unknown> }> };
  let doc: { paths: Record<string, Record<string, Op>> };

  beforeAll(async () => {
    t = await startTestApp();
    people = await identities(t);
    doc = buildOpenApi(t.app) as unknown as typeof doc;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('conditional GETs', () => {
    it('are answered 304 (and answers carry an ETag) only where the document says so', async () => {
      const callers: Record<string, Array<Identity | undefined>> = {
        public: [undefined, people.editor],
        'signed-in': [people.member, people.editor],
        staff: [people.editor],
        admin: [people.admin],
      };
      const failures: string[] = [];
      let revalidated = 0;
      for (const [template, item] of Object.entries(doc.paths)) {
        const op = item.get;
        const rule = ROUTE_POLICIES[`GET ${template}`];
        if (!op || !rule || rule.stream) continue;
        const documented = '304' in op.responses;
        if (documented && !op.responses['304'].headers?.ETag) failures.push(`GET ${template}: its 304 documents no ETag header`);
        for (const caller of callers[rule.policy]) {
          const fixture = rule.fixture ? await rule.fixture(t, people) : {};
          const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(fixture[name] ?? 999999));
          const get = () => (caller ? request(t.server).get(path).set('Cookie', caller.cookie) : request(t.server).get(path));
          const first = await get();
          const who = caller?.email ?? 'anonymous';
          const etag = first.headers.etag as string | undefined;
          if (etag && !documented) failures.push(`GET ${path} as ${who}: an ETag, but no 304 documented`);
          for (const validator of [etag, '*'].filter((v): v is string => v !== undefined)) {
            const again = await get().set('If-None-Match', validator);
            if (again.status === 304) revalidated += 1;
            if (again.status === 304 && !documented) failures.push(`GET ${path} as ${who}: 304 to If-None-Match ${validator}, not documented`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(revalidated).toBeGreaterThan(5); // the cached public reads do revalidate
    }, 300_000);
  });
});
