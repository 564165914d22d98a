import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOpenApi } from '../../backend/src/bootstrap.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openStream } from '../support/event-stream.js';
import { tableDigest } from '../support/table-digest.js';
import { identities, type Identity } from '../support/auth.js';
import { createHash, randomBytes } from 'node:crypto';
import { keyMayCall, ROUTE_POLICIES, type KeyScope, type RouteRule } from './route-policies.js';

/**
 * Walks every route the application serves (from its OpenAPI document) with an anonymous visitor, a
 * member, another member, an editor, an admin, a content API key and a staff API key, and checks the status
 * each gets (a key's from the route's policy: `keyMayCall`); a refused call (and
 * another member's call on the member's row) must leave every table as it was. A route missing
 * from ROUTE_POLICIES fails this test, so every new route must state who may call it.
 */
describe('authorization', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  let routes: string[];
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp();
    people = await identities(t);
    fingerprint = tableDigest(t);
    // The matrix's members are premium (the demo upgrade): saving to the library is for premium members, and what a
    // member without premium gets is premium-entitlement.test.ts's matrix.
    await t.sql(`update users set is_premium = true where id in ($1, $2)`, [people.member.id, people.otherMember.id]);
    const doc = buildOpenApi(t.app);
    routes = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item as object).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((m) => `${m.toUpperCase()} ${path}`),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  type Who = 'anonymous' | 'member' | 'otherMember' | 'editor' | 'admin' | 'contentKey' | 'staffKey';
  const WHO: Who[] = ['anonymous', 'member', 'otherMember', 'editor', 'admin', 'contentKey', 'staffKey'];
  const KEY_SCOPE: Partial<Record<Who, KeyScope>> = { contentKey: 'content', staffKey: 'staff' };

  function allowed(rule: RouteRule, who: Who, method: string): boolean {
    const scope = KEY_SCOPE[who];
    if (scope) return keyMayCall(rule, scope, method);
    switch (rule.policy) {
      case 'public':
        return true;
      case 'signed-in':
        return who !== 'anonymous';
      case 'staff':
        return who === 'editor' || who === 'admin';
      case 'admin':
        return who === 'admin';
    }
  }

  /**
   * A fresh API key of the scope, made by the admin (its last use already set, so a refused call writes nothing to it,
   * and fresh for every call, so the matrix stays under the per-key rate limit).
   */
  async function keyFor(scope: KeyScope): Promise<string> {
    const key = `f50_${scope}_${randomBytes(32).toString('base64url')}`;
    await t.sql(`insert into api_keys (name, scope, key_hash, key_prefix, created_by, last_used_at, expires_at) values ($1, $2, $3, $4, $5, now(), now() + interval '1 day')`, [
      `Matrix ${scope} key`, scope, createHash('sha256').update(key).digest('hex'), key.slice(0, 20), people.admin.id,
    ]);
    return key;
  }

  /** A fresh session for the identity, so routes that end sessions do not disturb later requests. */
  async function cookieFor(who: Who): Promise<string | undefined> {
    if (who === 'anonymous' || KEY_SCOPE[who]) return undefined;
    const identity: Identity = people[who as 'member' | 'otherMember' | 'editor' | 'admin'];
    const { SessionService } = await import('../../backend/src/modules/auth/session.service.js');
    const { EntityManager } = await import('@mikro-orm/postgresql');
    const em = t.app.get(EntityManager).fork();
    const token = t.app.get(SessionService).start(em, identity.id);
    await em.flush();
    return `f50_session=${token}`;
  }

  /** An event stream's status: the connection is closed once the answer's head arrives. */
  async function streamStatus(path: string, headers: Record<string, string>): Promise<{ status: number }> {
    const stream = await openStream(t.server, path, headers);
    stream.close();
    return { status: stream.status };
  }

  describe('authorization matrix', () => {
    it('has a policy for every route the application serves, and no stale entries', () => {
      expect(routes.filter((r) => !(r in ROUTE_POLICIES))).toEqual([]);
      expect(Object.keys(ROUTE_POLICIES).filter((r) => !routes.includes(r))).toEqual([]);
    });

    it('digests the tables so that any write shows, and a write undone does not', async () => {
      const before = await fingerprint();
      const [{ id }] = await t.sql<{ id: number }>(`insert into ads (title, image_url, target_pages, position) values ('Digest probe', '/uploads/probe.webp', '["home"]', 1) returning id`);
      expect(await fingerprint()).not.toBe(before);
      await t.sql('delete from ads where id = $1', [id]);
      expect(await fingerprint()).toBe(before);
    });

    it('gives each identity the status its role allows on every route', async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const rule = ROUTE_POLICIES[route];
        if (!rule) continue;
        const [method, template] = route.split(' ');
        for (const who of WHO) {
          const fixture = rule.fixture ? await rule.fixture(t, people) : {};
          const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(fixture[name] ?? 999999));
          const cookie = await cookieFor(who);
          const scope = KEY_SCOPE[who];
          const key = scope ? await keyFor(scope) : undefined;
          const expectAllowed = allowed(rule, who, method);
          const mustChangeNothing = !expectAllowed || (rule.ownedBy && who === 'otherMember');
          const before = mustChangeNothing ? await fingerprint() : '';
          const headers: Record<string, string> = { ...(cookie ? { Cookie: cookie } : {}), ...(key ? { Authorization: `Bearer ${key}` } : {}) };
          const res = rule.stream ? await streamStatus(path, headers) : await request(t.server)[method.toLowerCase() as 'get'](path).set(headers).send(rule.body ?? {});
          if (mustChangeNothing && (await fingerprint()) !== before) failures.push(`${route} as ${who}: ${res.status}, but data changed`);
          await rule.after?.(t, people);
          const deniedStatus = who === 'anonymous' ? 401 : 403;
          if (expectAllowed) {
            if ([401, 403].includes(res.status) || res.status >= 500) failures.push(`${route} as ${who}: ${res.status}, expected access`);
            if (rule.ownedBy && who === 'otherMember' && res.status !== 404) failures.push(`${route} as other member: ${res.status}, expected 404`);
          } else if (res.status !== deniedStatus) {
            failures.push(`${route} as ${who}: ${res.status}, expected ${deniedStatus}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }, 900_000);
  });
});
