import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { insertPremium } from './members-fixtures.js';
import { createApp } from '../../backend/src/bootstrap.js';
import { readsDuring, rowsReadEach } from '../support/rows-read.js';
import { PasswordChanged, StaffRoleChanged } from '../../backend/src/modules/auth/index.js';
import { RevokeCreatorKeysHandler } from '../../backend/src/modules/api-keys/events/revoke-creator-keys.handler.js';

/** API keys (issue 13): admin management, Bearer authentication, scopes, revocation, rate limit, audit attribution. */
describe('api-keys', () => {
  let t: TestApp;
  let admin: Identity;
  let editor: Identity;
  let member: Identity;

  const RATE = 12;
  const INVALID = 'This API key is not valid. Send an active key as "Authorization: Bearer <key>".';

  beforeAll(async () => {
    t = await startTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: String(RATE) } });
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createKey(scope: 'content' | 'staff', name = `${scope} key`): Promise<{ id: number; key: string }> {
    const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name, scope });
    expect(res.status).toBe(201);
    return { id: res.body.id, key: res.body.key };
  }
  const withKey = (key: string, method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    request(t.server)[method](path).set('Authorization', `Bearer ${key}`);
  const tables = async () =>
    JSON.stringify([await t.sql('select * from website_content order by id'), await t.sql('select * from api_keys order by id'), await t.sql('select * from ads order by id')]);

  const draft = {
    title: 'Strength Work for Runners Over 50',
    editorial_theme: 'Training & Performance',
    long_form_article: '## Why strength\n\nMuscle fades after 50 unless you load it.',
  };

  describe('managing API keys', () => {
    it('creates a key shown once, stores only its hash, and lists who made it', async () => {
      const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: '  Partner app  ', scope: 'content' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'Partner app', scope: 'content', created_by: admin.id, created_by_email: ADMIN_EMAIL, revoked: false, last_used_at: null });
      expect(res.body.key).toMatch(/^f50_content_[A-Za-z0-9_-]{43}$/);
      expect(res.body.prefix).toBe(`${res.body.key.slice(0, 18)}…`);
      const [row] = await t.sql<Record<string, unknown>>('select * from api_keys where id = $1', [res.body.id]);
      expect(row.key_hash).toBe(createHash('sha256').update(res.body.key).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(res.body.key);

      const list = await request(t.server).get('/api/admin/api-keys').set('Cookie', admin.cookie);
      expect(list.status).toBe(200);
      expect(list.body[0]).toMatchObject({ id: res.body.id, name: 'Partner app', created_by_name: 'Ada Admin' });
      expect(JSON.stringify(list.body)).not.toContain(res.body.key);
      const [audit] = await t.sql('select actor_id, action, subject_id from audit_log where action = $1', ['api-key.create']);
      expect(audit).toEqual({ actor_id: admin.id, action: 'api-key.create', subject_id: res.body.id });
    });

    it('refuses bad input and non-admins, changing nothing', async () => {
      const before = await tables();
      for (const body of [{ name: '', scope: 'content' }, { name: 'x', scope: 'admin' }, { name: 'x'.repeat(101), scope: 'staff' }, { scope: 'staff' }]) {
        const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send(body);
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
      }
      expect((await request(t.server).post('/api/admin/api-keys').set('Cookie', editor.cookie).send({ name: 'x', scope: 'staff' })).status).toBe(403);
      expect((await request(t.server).get('/api/admin/api-keys').set('Cookie', member.cookie)).status).toBe(403);
      expect((await request(t.server).post('/api/admin/api-keys/999999/revoke').set('Cookie', admin.cookie)).status).toBe(404);
      expect(await tables()).toBe(before);
    });

    it("finds keys by their creator's email reading one index entry per creator, not every key", async () => {
      const mine = await createKey('content', 'Feed for the partner site');
      // 3,000 old keys of another admin, revoked: the creators' list must not go through them on each search.
      await t.sql(
        `insert into api_keys (name, scope, key_hash, key_prefix, created_by, expires_at, revoked_at)
       select 'old feed ' || g, 'content', md5(g::text) || md5('k' || g), 'f50_old' || g, $1, now() + interval '1 year', now() from generate_series(1, 3000) g`,
        [editor.id],
      );
      await t.sql('analyze api_keys');
      let found: request.Response | undefined;
      const reads = await readsDuring(t, async () => {
        found = await request(t.server).get(`/api/admin/api-keys?q=${encodeURIComponent(ADMIN_EMAIL)}`).set('Cookie', admin.cookie);
      });
      expect(found!.status).toBe(200);
      expect(found!.body.map((k: { id: number }) => k.id)).toContain(mine.id);
      expect(new Set(found!.body.map((k: { created_by_email: string }) => k.created_by_email))).toEqual(new Set([ADMIN_EMAIL]));
      // The read of the creators (the one that is not the page or its count, which filter by name).
      const creatorReads = reads.filter((sql) => /api_keys/.test(sql) && !/ilike/i.test(sql) && !/where id = any/i.test(sql));
      expect(creatorReads).toHaveLength(1);
      const counted = await rowsReadEach(t, creatorReads, 'api_keys');
      expect(counted.filter((c) => c.rows > 10)).toEqual([]);
      await t.sql(`delete from api_keys where name like 'old feed %'`);
    });
  });

  describe('calling with a key', () => {
    it('lets a content key read the published magazine and nothing else', async () => {
      const { key } = await createKey('content');
      const published = await insertWebsite(t);
      const hidden = await insertWebsite(t, { status: 'draft' });
      const list = await withKey(key, 'get', '/api/publisher/articles');
      // Kept by no shared cache and revalidated every time: a revoked key is refused on its next call, never served from a cache.
      expect(list.headers['cache-control']).toBe('private, no-cache');
      expect(list.status).toBe(200);
      expect((list.body as Array<{ id: number }>).map((a) => a.id)).toContain(published);
      expect((await withKey(key, 'get', `/api/website-content/${published}`)).status).toBe(200);
      expect((await withKey(key, 'get', `/api/website-content/${hidden}`)).status).toBe(404);

      const before = await tables();
      const staff = await withKey(key, 'get', '/api/website-content');
      expect(staff.status).toBe(403);
      expect(staff.body.error).toBe('An API key with the content scope cannot call this route.');
      expect((await withKey(key, 'post', '/api/website-content').send(draft)).status).toBe(403);
      expect((await withKey(key, 'get', '/api/community/journal')).status).toBe(403);
      expect((await withKey(key, 'post', '/api/auth/login').send({ email: ADMIN_EMAIL, password: 'x' })).status).toBe(403);
      expect(await tables()).toBe(before);
    });

    it("lets a staff key do an editor's work, attributed to the key in the audit log, but never admin or member routes", async () => {
      const { id, key } = await createKey('staff', 'Newsroom script');
      const created = await withKey(key, 'post', '/api/website-content').send(draft);
      expect(created.status).toBe(201);
      expect(created.body.status).toBe('draft');
      // A draft is visible to the staff key through the public read route, as to an editor.
      expect((await withKey(key, 'get', `/api/website-content/${created.body.id}`)).status).toBe(200);

      const rows = await t.sql<{ actor_id: number | null; api_key_id: number | null; action: string; details: Record<string, unknown> }>(
        'select actor_id, api_key_id, action, details from audit_log where api_key_id = $1 order by id',
        [id],
      );
      // One row, the change's own, naming the key (no separate row for the call).
      expect(rows.map((r) => [r.action, r.actor_id])).toEqual([['website.create', null]]);
      const log = await request(t.server).get('/api/admin/audit-log').set('Cookie', admin.cookie);
      expect(log.body.find((r: { action: string }) => r.action === 'website.create')).toMatchObject({ api_key_id: id, api_key_name: 'Newsroom script', actor_email: null });

      const before = await tables();
      for (const path of ['/api/admin/users', '/api/admin/api-keys', '/api/admin/audit-log']) {
        const res = await withKey(key, 'get', path);
        expect(res.status).toBe(403);
        expect(res.body.error).toBe('An API key with the staff scope cannot call this route.');
      }
      expect((await withKey(key, 'post', '/api/admin/api-keys').send({ name: 'escalate', scope: 'staff' })).status).toBe(403);
      expect((await withKey(key, 'get', '/api/community/profile')).status).toBe(403);
      expect((await withKey(key, 'get', '/api/auth/me')).status).toBe(403);
      expect(await tables()).toBe(before);
    });

    it("lets a staff key read premium content as an editor does (drafts too), and delete what it counted; a content key cannot", async () => {
      const theme = 'Gear & Tech';
      const published = await insertPremium(t, { topic: 'Key-read published report', editorial_theme: theme });
      const draftId = await insertPremium(t, { topic: 'Key-read draft report', editorial_theme: theme, status: 'draft' });
      const { key } = await createKey('staff', 'Premium script');

      const list = await withKey(key, 'get', `/api/premium-content?theme=${encodeURIComponent(theme)}`);
      expect(list.status).toBe(200);
      expect((list.body as Array<{ id: number }>).map((p) => p.id).sort()).toEqual([published, draftId].sort());
      const one = await withKey(key, 'get', `/api/premium-content/${draftId}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: draftId, status: 'draft' });
      expect(typeof one.body.updated_at).toBe('string');
      const counts = await withKey(key, 'get', '/api/premium-content/theme-counts');
      expect(counts.status).toBe(200);
      expect(counts.body.counts[theme]).toBe(2);

      // The count it read is what bulk-delete checks.
      const deleted = await withKey(key, 'post', '/api/premium-content/bulk-delete').send({ theme, expected_count: Number(list.headers['x-total-count']) });
      expect(deleted.status).toBe(200);
      expect((deleted.body.deleted as number[]).sort()).toEqual([published, draftId].sort());

      const { key: content } = await createKey('content');
      for (const path of ['/api/premium-content', `/api/premium-content/${published}`, '/api/premium-content/theme-counts']) {
        const res = await withKey(content, 'get', path);
        expect(res.status).toBe(403);
        expect(res.body.error).toBe('An API key with the content scope cannot call this route.');
      }
    });

    it('uses the key, never the cookie, when both are sent', async () => {
      const { key } = await createKey('content');
      const res = await withKey(key, 'get', '/api/admin/users').set('Cookie', admin.cookie);
      expect(res.status).toBe(403);
    });

    it('answers 401 with one message for malformed and unknown keys, and says so for a revoked key, on every route', async () => {
      const { id, key } = await createKey('content');
      expect((await withKey(key, 'get', '/api/publisher/articles')).status).toBe(200);
      const revoke = await request(t.server).post(`/api/admin/api-keys/${id}/revoke`).set('Cookie', admin.cookie);
      expect(revoke.status).toBe(200);
      expect(revoke.body).toMatchObject({ id, revoked: true });
      expect((await request(t.server).post(`/api/admin/api-keys/${id}/revoke`).set('Cookie', admin.cookie)).status).toBe(200);

      const revoked = await withKey(key, 'get', '/api/publisher/articles');
      expect(revoked.status).toBe(401);
      expect(revoked.body.error).toMatch(/^This API key was revoked on \d{1,2} \w+ \d{4}\. Ask an administrator for a new key\.$/);
      const unknown = `f50_content_${'A'.repeat(43)}`;
      for (const header of [`Bearer ${unknown}`, 'Bearer not-a-key', 'Bearer', `Basic ${key}`, key]) {
        const res = await request(t.server).get('/api/publisher/articles').set('Authorization', header);
        expect([header, res.status, res.body]).toEqual([header, 401, { success: false, statusCode: 401, error: INVALID }]);
      }
      expect((await request(t.server).get('/api/health').set('Authorization', `Bearer ${key}`)).status).toBe(401);
      const [audit] = await t.sql('select actor_id, action from audit_log where action = $1', ['api-key.revoke']);
      expect(audit).toEqual({ actor_id: admin.id, action: 'api-key.revoke' });
    });

    it('is refused by every API process on the call right after its revocation (no cache)', async () => {
      const other = await createApp({ ...t.config, runWorkers: false });
      await other.init();
      try {
        const { id, key } = await createKey('content');
        expect((await request(other.getHttpServer()).get('/api/ads').set('Authorization', `Bearer ${key}`)).status).toBe(200);
        expect((await request(t.server).post(`/api/admin/api-keys/${id}/revoke`).set('Cookie', admin.cookie)).status).toBe(200);
        expect((await request(other.getHttpServer()).get('/api/ads').set('Authorization', `Bearer ${key}`)).status).toBe(401);
      } finally {
        await other.close();
      }
    });

    it('refuses a key in the address', async () => {
      const { key } = await createKey('content');
      for (const query of [`api_key=${key}`, `access_token=${key}`, `q=${key}`, 'apiKey=anything']) {
        const res = await request(t.server).get(`/api/publisher/articles?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('API keys are accepted only in the Authorization header ("Authorization: Bearer <key>"), never in the address.');
      }
    });

    it('limits each key per minute with 429 and Retry-After, apart from other keys', async () => {
      const { key } = await createKey('content');
      const { key: other } = await createKey('content');
      for (let i = 0; i < RATE; i += 1) expect((await withKey(key, 'get', '/api/ads')).status).toBe(200);
      const limited = await withKey(key, 'get', '/api/ads');
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe('Too many requests with this API key. Please wait a moment and try again.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await withKey(other, 'get', '/api/ads')).status).toBe(200);
    });

    it('answers a call the key may not make with 403, spending none of its budget, also once the budget is spent', async () => {
      const { key } = await createKey('content');
      const SCOPE = 'An API key with the content scope cannot call this route.';
      // Refused calls first (a staff route, a session-only route): the budget is still whole afterwards.
      for (let i = 0; i < RATE; i += 1) {
        const refused = await withKey(key, i % 2 ? 'get' : 'post', i % 2 ? '/api/admin/api-keys' : '/api/community/auth/password').send(i % 2 ? undefined : {});
        expect([refused.status, refused.body.error]).toEqual([403, SCOPE]);
      }
      for (let i = 0; i < RATE; i += 1) expect((await withKey(key, 'get', '/api/ads')).status).toBe(200);
      expect((await withKey(key, 'get', '/api/ads')).status).toBe(429);
      // Over its budget, the key still learns that the route is not for it (the document's 403: those routes have no 429).
      const session = await withKey(key, 'post', '/api/community/auth/password').send({});
      expect([session.status, session.body.error]).toEqual([403, SCOPE]);
      expect((await withKey(key, 'post', '/api/website-content').send(draft)).status).toBe(403);
    });

    it('records the last use at most once a minute', async () => {
      const { id, key } = await createKey('content');
      await withKey(key, 'get', '/api/ads');
      const [first] = await t.sql<{ last_used_at: Date }>('select last_used_at from api_keys where id = $1', [id]);
      expect(first.last_used_at).not.toBeNull();
      await withKey(key, 'get', '/api/ads');
      const [second] = await t.sql<{ last_used_at: Date }>('select last_used_at from api_keys where id = $1', [id]);
      expect(second.last_used_at).toEqual(first.last_used_at);
    });

    it('lets bearer writes from non-browser clients through the same-origin check; cookie writes keep it', async () => {
      const { key } = await createKey('staff');
      const res = await withKey(key, 'post', '/api/website-content').set('Origin', 'https://partner.example').send({ ...draft, title: 'From a partner tool' });
      expect(res.status).toBe(201);
      const cookie = await request(t.server).post('/api/website-content').set('Cookie', editor.cookie).set('Origin', 'https://partner.example').send(draft);
      expect(cookie.status).toBe(403);
      expect(cookie.body.error).toBe('Cross-site requests are not allowed.');
    });

    it('stops working when the admin who created it is deleted', async () => {
      const owner = await registerMember(t, 'owner@example.com');
      await t.sql(`update users set role = 'admin' where id = $1`, [owner.id]);
      await t.sql(`insert into api_keys (name, scope, key_hash, key_prefix, created_by, expires_at) values ($1, $2, $3, $4, $5, now() + interval '1 day')`, [
        'Orphan', 'content', createHash('sha256').update(`f50_content_${'B'.repeat(43)}`).digest('hex'), 'f50_content_BBBBBB…', owner.id,
      ]);
      expect((await request(t.server).get('/api/ads').set('Authorization', `Bearer f50_content_${'B'.repeat(43)}`)).status).toBe(200);
      expect((await request(t.server).delete('/api/community/profile').set('Cookie', owner.cookie)).status).toBe(200);
      expect((await request(t.server).get('/api/ads').set('Authorization', `Bearer f50_content_${'B'.repeat(43)}`)).status).toBe(401);
    });
    it("a password change handled late revokes only the keys made before it, not one made with the new password", async () => {
      const old = await createKey('content', 'Before the change');
      // The change (as a reset or an accepted invitation records it), then a new key; its PasswordChanged is handled
      // only now (a busy queue, Redis down): the relay hands it to the consumer as this does.
      await t.sql(`update users set password_changed_at = now() where id = $1`, [admin.id]);
      await new Promise((r) => setTimeout(r, 20));
      const fresh = await createKey('content', 'After the change');
      await t.app.get(RevokeCreatorKeysHandler).handle(new PasswordChanged({ userId: admin.id, reason: 'password-change' }));
      expect(await t.sql(`select name, revoked_reason from api_keys where id = any($1) order by id`, [[old.id, fresh.id]])).toEqual([
        { name: 'Before the change', revoked_reason: 'password-changed' },
        { name: 'After the change', revoked_reason: null },
      ]);
      expect((await withKey(fresh.key, 'get', '/api/ads')).status).toBe(200);
      expect((await withKey(old.key, 'get', '/api/ads')).status).toBe(401);
    });

    it('a lowered role handled late revokes only the keys made before it, not one made after a quick promotion back', async () => {
      const quick = await registerMember(t, 'quick-return@example.com');
      await t.sql(`update users set role = 'admin' where id = $1`, [quick.id]);
      const keyOf = async (name: string) => {
        const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', quick.cookie).send({ name, scope: 'content' });
        expect(res.status).toBe(201);
        return { id: res.body.id as number, key: res.body.key as string };
      };
      const old = await keyOf('Before the demotion');
      // Lowered to member (its StaffRoleChanged waits in a busy queue), then raised again by an invitation (which sets a
      // new password, as accepting one records it), and a new key made; the demotion's event is handled only now.
      await new Promise((r) => setTimeout(r, 20));
      await t.sql(`update users set role = 'member' where id = $1`, [quick.id]);
      const at = new Date().toISOString();
      await new Promise((r) => setTimeout(r, 20));
      await t.sql(`update users set role = 'admin', password_changed_at = now() where id = $1`, [quick.id]);
      await new Promise((r) => setTimeout(r, 20));
      const fresh = await keyOf('After the promotion');
      await t.app.get(RevokeCreatorKeysHandler).handle(new StaffRoleChanged({ userId: quick.id, from: 'admin', to: 'member', at }));
      expect(await t.sql(`select name, revoked_reason from api_keys where id = any($1) order by id`, [[old.id, fresh.id]])).toEqual([
        { name: 'Before the demotion', revoked_reason: 'role-removed' },
        { name: 'After the promotion', revoked_reason: null },
      ]);
      expect((await withKey(fresh.key, 'get', '/api/ads')).status).toBe(200);
      expect((await withKey(old.key, 'get', '/api/ads')).status).toBe(401);
      // An event written before it carried the moment (an older outbox row) revokes them all, as it always did.
      await t.app.get(RevokeCreatorKeysHandler).handle(new StaffRoleChanged({ userId: quick.id, from: 'admin', to: 'member' }));
      expect(await t.sql(`select revoked_reason from api_keys where id = $1`, [fresh.id])).toEqual([{ revoked_reason: 'role-removed' }]);
    });
  });
});
