import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOpenApi } from '../../backend/src/bootstrap.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { identities, type Identity } from '../support/auth.js';
import { tableDigest } from '../support/table-digest.js';
import { ROUTE_POLICIES, type RouteRule } from './route-policies.js';

/**
 * A path id is a whole number written the one way (docs/api.md): '0x1', '+1', '1.0', '01', '0b1', '0o1', ' 1' are 400,
 * not the row 1 under another URL (a public read would be cached under each of them). Every route with a path id is
 * called, by someone it allows, with such spellings of an id that names a row: each is refused and changes nothing.
 */
describe('path-ids', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  let routes: string[];
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp();
    people = await identities(t);
    fingerprint = tableDigest(t);
    await t.sql(`update users set is_premium = true where id in ($1, $2)`, [people.member.id, people.otherMember.id]);
    routes = Object.entries(buildOpenApi(t.app).paths).flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The other spellings of a whole number `n` (the last one URL-encoded: a space before the digits). */
  const spellings = (n: number) => [`0x${n.toString(16)}`, `+${n}`, `${n}.0`, `0${n}`, `0b${n.toString(2)}`, `0o${n.toString(8)}`, `%20${n}`, `${n}%20`, `${n}e0`];

  /** A session of the identity the route allows (the member for the member's own rows). */
  async function cookieFor(rule: RouteRule): Promise<Record<string, string>> {
    if (rule.policy === 'public') return {};
    const who: Identity = rule.policy === 'admin' ? people.admin : rule.policy === 'staff' ? people.editor : people.member;
    const { SessionService } = await import('../../backend/src/modules/auth/session.service.js');
    const { EntityManager } = await import('@mikro-orm/postgresql');
    const em = t.app.get(EntityManager).fork();
    const token = t.app.get(SessionService).start(em, who.id);
    await em.flush();
    return { Cookie: `f50_session=${token}` };
  }

  describe('path ids', () => {
    it('are refused (400) when written any way but the one, on every route that takes one, and nothing changes', async () => {
      const withIds = routes.filter((route) => /\{(id|revision)\}/.test(route) && ROUTE_POLICIES[route]?.fixture);
      expect(withIds.length).toBeGreaterThan(30);
      const failures: string[] = [];
      for (const route of withIds) {
        const rule = ROUTE_POLICIES[route];
        const [method, template] = route.split(' ');
        const fixture = await rule.fixture!(t, people);
        const headers = await cookieFor(rule);
        const before = await fingerprint();
        for (const name of Object.keys(fixture)) {
          for (const spelled of spellings(Number(fixture[name]))) {
            const path = template.replace(/\{(\w+)\}/g, (_, param: string) => (param === name ? spelled : String(fixture[param])));
            const res = await request(t.server)[method.toLowerCase() as 'get'](path).set(headers).send(rule.body ?? {});
            if (res.status !== 400 || res.body.error !== `${name} must be a whole number (e.g. 42)`) failures.push(`${method} ${path}: ${res.status} ${JSON.stringify(res.body.error)}`);
          }
        }
        if ((await fingerprint()) !== before) failures.push(`${route}: data changed`);
        await rule.after?.(t, people);
      }
      expect(failures).toEqual([]);
    }, 600_000);

    it('name their row when written the one way, and a whole number that names nothing is 404', async () => {
      const ad = await ROUTE_POLICIES['GET /api/ads/{id}'].fixture!(t, people);
      const staff = await cookieFor(ROUTE_POLICIES['GET /api/ads/{id}']);
      expect((await request(t.server).get(`/api/ads/${ad.id}`).set(staff)).status).toBe(200);
      for (const missing of ['0', '-1', '2147483648', '99999999999']) expect((await request(t.server).get(`/api/ads/${missing}`).set(staff)).status).toBe(404);
      const article = await ROUTE_POLICIES['GET /api/publisher/articles/{id}/related'].fixture!(t, people);
      expect((await request(t.server).get(`/api/publisher/articles/${article.id}/related`)).status).toBe(200);
      const refused = await request(t.server).get(`/api/publisher/articles/0x${Number(article.id).toString(16)}/related`);
      expect([refused.status, refused.body.error]).toEqual([400, 'id must be a whole number (e.g. 42)']);
    });
  });
});
