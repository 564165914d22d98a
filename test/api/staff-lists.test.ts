import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertGeneration } from './content-fixtures.js';
import { PublicCache } from '../../backend/src/infrastructure/cache/public-cache.js';
import { ADS_TAG } from '../../backend/src/modules/ads/public-reads.js';

/** Issue 20: every staff list pages newest first with a cursor, answers summaries, counts with a count query, searches on the server. */
describe('staff-lists', () => {
  let t: TestApp;
  let editor: Identity;
  let admin: Identity;
  let member: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    member = await registerMember(t, 'reader-lists@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (who: Identity, path: string) => request(t.server).get(path).set('Cookie', who.cookie);
  const CURSOR = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d+$/;

  /** Every page of `path` (with its query) from the first on, following X-Next-Cursor; `between` runs after each page. */
  async function allPages<T>(who: Identity, path: string, between?: (page: number) => Promise<void>): Promise<T[][]> {
    const pages: T[][] = [];
    let cursor: string | undefined;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const res = await get(who, cursor ? `${path}${sep}before=${encodeURIComponent(cursor)}` : path);
      expect(res.status).toBe(200);
      if (cursor) expect(res.headers['x-total-count']).toBeUndefined();
      pages.push(res.body as T[]);
      cursor = res.headers['x-next-cursor'];
      if (between) await between(pages.length);
    } while (cursor && pages.length < 100);
    return pages;
  }

  /** Website articles by SQL, one an hour back from `from`, several at the very same instant when `sameInstant`. */
  async function insertArticles(count: number, values: { theme?: string; title?: string; status?: string; from?: string; sameInstant?: boolean } = {}) {
    const rows = await t.sql<{ id: number }>(
      `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags, created_at, updated_at)
     select $1::text || ' ' || g, 'staff-list-' || md5(random()::text || g), $2::text, $3::text, case when $3::text = 'published' then now() end, repeat('A long body. ', 400),
            '[]', '', '[]', $4::timestamptz - case when $5::boolean then interval '0' else (g || ' hours')::interval end, now()
       from generate_series(1, $6::int) g order by g returning id`,
      [values.title ?? 'Staff list article', values.theme ?? 'Gear & Tech', values.status ?? 'draft', values.from ?? '2026-10-01T08:00:00Z', values.sameInstant ?? false, count],
    );
    return rows.map((row) => Number(row.id));
  }

  interface Summary {
    id: number;
    title: string;
    theme: string | null;
    status: string;
    created_at: string;
  }

  describe('GET /api/website-content (staff)', () => {
    it('pages newest first with X-Next-Cursor and X-Total-Count, as summaries without bodies', async () => {
      const ids = await insertArticles(45, { theme: 'Racing & Strategy', title: 'Pacing plan' });
      await insertArticles(2, { theme: 'Racing & Strategy', title: 'Deleted pacing plan', status: 'archived', from: '2026-10-05T08:00:00Z' });
      const first = await get(editor, '/api/website-content?theme=Racing%20%26%20Strategy');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(20);
      expect(first.headers['x-total-count']).toBe('45');
      expect(first.headers['x-next-cursor']).toMatch(CURSOR);
      const item = first.body[0] as Record<string, unknown>;
      expect(item).not.toHaveProperty('long_form_article');
      expect(item).not.toHaveProperty('tldr_summary');
      expect(item).toMatchObject({ theme: 'Racing & Strategy', status: 'draft', reading_minutes: expect.any(Number) });
      const pages = await allPages<Summary>(editor, '/api/website-content?theme=Racing%20%26%20Strategy');
      expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
      expect(pages.flat().map((a) => a.id)).toEqual(ids); // generate_series goes back in time: the newest-first order
      expect((await get(editor, '/api/website-content?theme=Racing%20%26%20Strategy&limit=50')).body).toHaveLength(45);
      // The whole body of one article comes with its own read.
      const one = await get(editor, `/api/website-content/${ids[0]}`);
      expect(one.body.long_form_article).toContain('A long body.');
    });

    it('shows each article once while articles are written between pages, also several in the same microsecond', async () => {
      const old = await insertArticles(25, { theme: 'Mindset & Motivation', sameInstant: true, from: '2026-09-01T08:00:00Z' });
      const added: number[] = [];
      const pages = await allPages<Summary>(editor, '/api/website-content?theme=Mindset%20%26%20Motivation&limit=7', async () => {
        added.push(...(await insertArticles(2, { theme: 'Mindset & Motivation', from: new Date().toISOString(), sameInstant: true })));
        added.push(...(await insertArticles(1, { theme: 'Mindset & Motivation', from: '2026-09-01T08:00:00Z', sameInstant: true, title: 'Late twin' })));
      });
      const seen = pages.flat().map((a) => a.id);
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of old) expect(seen).toContain(id);
      // Newer articles are on a fresh first page, not in the middle of the pages being read.
      const fresh = await get(editor, '/api/website-content?theme=Mindset%20%26%20Motivation&limit=50');
      expect(Number(fresh.headers['x-total-count'])).toBe(old.length + added.length);
    });

    it('searches on the server over every page (title words, prefixes), and counts what matches', async () => {
      await insertArticles(30, { theme: 'Nutrition & Fueling', title: 'Protein timing' });
      await insertArticles(3, { theme: 'Nutrition & Fueling', title: 'Electrolyte strategy for hot races' });
      const found = await get(editor, '/api/website-content?theme=Nutrition%20%26%20Fueling&q=electro%20HOT');
      expect(found.status).toBe(200);
      expect(found.headers['x-total-count']).toBe('3');
      expect(found.body.map((a: Summary) => a.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Electrolyte strategy/)]));
      expect((await get(editor, '/api/website-content?q=zzzunfindable')).body).toEqual([]);
      // Only stop words: no filter (every article of the theme), not nothing.
      expect((await get(editor, '/api/website-content?theme=Nutrition%20%26%20Fueling&q=the%20for')).headers['x-total-count']).toBe('33');
    });

    it('counts from the counts table, equal to the rows through publishing, deleting, a theme change and removal', async () => {
      const real = async (theme?: string) =>
        Number((await t.sql<{ n: string }>(
          `select count(*) as n from website_content where status <> 'archived'${theme ? ` and website_theme(editorial_theme, category, title) = $1` : ''}`,
          theme ? [theme] : [],
        ))[0].n);
      const totals = async () => ({
        all: Number((await get(editor, '/api/website-content')).headers['x-total-count']),
        gear: Number((await get(editor, '/api/website-content?theme=Gear%20%26%20Tech')).headers['x-total-count']),
        racing: Number((await get(editor, '/api/website-content?theme=Racing%20%26%20Strategy')).headers['x-total-count']),
      });
      const expected = async () => ({ all: await real(), gear: await real('Gear & Tech'), racing: await real('Racing & Strategy') });
      const ids = await insertArticles(6, { theme: 'Gear & Tech', title: 'Watch review' });
      expect(await totals()).toEqual(await expected());
      await t.sql(`update website_content set status = 'published', publish_date = now() where id = any($1)`, [ids.slice(0, 2)]);
      await t.sql(`update website_content set status = 'archived' where id = $1`, [ids[2]]);
      await t.sql(`update website_content set editorial_theme = 'Racing & Strategy' where id = $1`, [ids[3]]);
      await t.sql(`delete from website_content where id = $1`, [ids[4]]);
      const after = await totals();
      expect(after).toEqual(await expected());
      expect(after.gear).toBeGreaterThanOrEqual(3);
    });

    it('refuses a limit beyond the maximum, a malformed cursor and an unknown theme with a 400', async () => {
      for (const query of ['limit=51', 'limit=0', 'limit=abc', 'before=yesterday', 'before=2026-11-23T10:00:00Z_0', 'theme=Knitting', `q=${'x'.repeat(101)}`]) {
        const res = await get(editor, `/api/website-content?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error ?? res.body.message).toBeTruthy();
      }
    });

    it('stays staff only', async () => {
      expect((await get(member, '/api/website-content')).status).toBe(403);
      expect((await request(t.server).get('/api/website-content')).status).toBe(401);
    });
  });

  describe('GET /api/admin/audit-log', () => {
    it('pages newest first on (at, id), searches the action, kind and actor, and counts', async () => {
      await t.sql(
        `insert into audit_log (actor_id, action, subject_kind, subject_id, details, at)
       select $1, case when g % 5 = 0 then 'premium.delete' else 'website.publish' end, 'website', g, '{}', '2026-10-01T08:00:00Z'::timestamptz - (g || ' minutes')::interval
         from generate_series(1, 60) g`,
        [editor.id],
      );
      const first = await get(admin, '/api/admin/audit-log');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(20);
      const total = Number(first.headers['x-total-count']);
      expect(total).toBeGreaterThanOrEqual(60);
      const pages = await allPages<{ id: number }>(admin, '/api/admin/audit-log?limit=50');
      const ids = pages.flat().map((row) => row.id);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      const search = await get(admin, '/api/admin/audit-log?q=premium.delete');
      expect(search.headers['x-total-count']).toBe('12');
      expect(search.body.every((row: { action: string }) => row.action === 'premium.delete')).toBe(true);
      expect((await get(admin, '/api/admin/audit-log?q=EDITOR%40flyingat50')).body[0].actor_email).toBe(EDITOR_EMAIL);
      // A change made with an API key is found by the key's name (the names come from the api-keys module).
      const [key] = await t.sql<{ id: number }>(
        `insert into api_keys (name, scope, key_hash, key_prefix, created_by, expires_at)
       values ('Ledger robot', 'staff', md5('ledger') || md5('robot'), 'f50_staff_ledger', $1, now() + interval '30 days') returning id`,
        [admin.id],
      );
      await t.sql(`insert into audit_log (api_key_id, action, subject_kind, subject_id, details, at) values ($1, 'website.publish', 'website', 1, '{}', '2026-09-01T08:00:00Z')`, [key.id]);
      const byKey = await get(admin, '/api/admin/audit-log?q=LEDGER%20publish');
      expect(byKey.body.map((row: { api_key_id: number; api_key_name: string; actor_email: string | null }) => [row.api_key_id, row.api_key_name, row.actor_email])).toEqual([
        [key.id, 'Ledger robot', null],
      ]);
      await t.sql('delete from api_keys where id = $1', [key.id]); // the API keys list below counts its own keys
      expect((await get(admin, '/api/admin/audit-log?limit=51')).status).toBe(400);
      expect((await get(editor, '/api/admin/audit-log')).status).toBe(403);
    });

    it('counts up to 10,000: past that the first page says only that more match (the count costs the same at any size)', async () => {
      const [{ n }] = await t.sql<{ n: string }>('select count(*) as n from audit_log');
      const add = 10_001 - Number(n);
      await t.sql(
        `insert into audit_log (actor_id, action, subject_kind, subject_id, details, at)
       select $1, 'ad.update', 'ad', g, '{}', '2026-08-01T08:00:00Z'::timestamptz - (g || ' seconds')::interval from generate_series(1, $2::int) g`,
        [editor.id, add],
      );
      const many = await get(admin, '/api/admin/audit-log');
      expect(many.status).toBe(200);
      expect(many.body).toHaveLength(20);
      expect(many.headers['x-total-count']).toBeUndefined();
      expect(many.headers['x-total-count-over']).toBe('10000');
      expect(many.headers['x-next-cursor']).toBeDefined();
      // A search that matches fewer is counted exactly; the next page carries neither header.
      const fewer = await get(admin, '/api/admin/audit-log?q=premium.delete');
      expect(fewer.headers['x-total-count']).toBe('12');
      expect(fewer.headers['x-total-count-over']).toBeUndefined();
      const second = await get(admin, `/api/admin/audit-log?before=${encodeURIComponent(many.headers['x-next-cursor'])}`);
      expect(second.headers['x-total-count']).toBeUndefined();
      expect(second.headers['x-total-count-over']).toBeUndefined();
      await t.sql(`delete from audit_log where action = 'ad.update' and at <= '2026-08-01T08:00:00Z'`);
    });
  });

  describe('GET /api/admin/api-keys', () => {
    it('pages the keys newest first and searches their names', async () => {
      await t.sql(
        `insert into api_keys (name, scope, key_hash, key_prefix, created_by, expires_at, created_at)
       select 'Partner app ' || g, 'content', md5(random()::text) || md5(random()::text), 'f50_content_' || g, $1, now() + interval '30 days',
              now() - (g || ' minutes')::interval
         from generate_series(1, 23) g`,
        [admin.id],
      );
      const first = await get(admin, '/api/admin/api-keys?limit=10');
      expect(first.status).toBe(200);
      expect(first.headers['x-total-count']).toBe('23');
      expect(first.body[0].name).toBe('Partner app 1');
      const pages = await allPages<{ id: number }>(admin, '/api/admin/api-keys?limit=10');
      expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
      const found = await get(admin, '/api/admin/api-keys?q=app%2017');
      expect(found.body.map((key: { name: string }) => key.name)).toEqual(['Partner app 17']);
      expect(found.headers['x-total-count']).toBe('1');
      // The prefix (a key-like address is refused: keys-in-url) and the creator's email are searched too, each word anywhere.
      expect((await get(admin, '/api/admin/api-keys?q=CONTENT_17')).body.map((key: { name: string }) => key.name)).toEqual(['Partner app 17']);
      expect((await get(admin, `/api/admin/api-keys?q=${encodeURIComponent(`${ADMIN_EMAIL} 17`)}`)).body.map((key: { name: string }) => key.name)).toEqual(['Partner app 17']);
      expect((await get(admin, `/api/admin/api-keys?q=${encodeURIComponent('nobody@example.com 17')}`)).body).toEqual([]);
      // Words may name the creator's email too (asked of the auth module): every key here is the admin's, none the editor's.
      const byCreator = await get(admin, `/api/admin/api-keys?q=${encodeURIComponent(`17 ${ADMIN_EMAIL.toUpperCase()}`)}`);
      expect(byCreator.body.map((key: { name: string; created_by_email: string; created_by_name: string }) => [key.name, key.created_by_email, key.created_by_name])).toEqual([
        ['Partner app 17', ADMIN_EMAIL, 'Ada Admin'],
      ]);
      expect((await get(admin, `/api/admin/api-keys?q=${encodeURIComponent(EDITOR_EMAIL)}`)).headers['x-total-count']).toBe('0');
      expect((await get(admin, '/api/admin/api-keys?limit=500')).status).toBe(400);
    });
  });

  describe('GET /api/content/generations and /archived', () => {
    it('page summaries (no article) newest first, each list its own status', async () => {
      const active: number[] = [];
      const archived: number[] = [];
      for (let i = 0; i < 24; i += 1) {
        const at = new Date(Date.UTC(2026, 9, 1, 8) - i * 60_000);
        active.push(await insertGeneration(t, { topic: `Active package ${i}`, created_at: at }));
        if (i < 5) archived.push(await insertGeneration(t, { topic: `Archived package ${i}`, status: 'archived', created_at: at }));
      }
      const first = await get(editor, '/api/content/generations');
      expect(first.status).toBe(200);
      expect(first.headers['x-total-count']).toBe('24');
      expect(first.body[0]).not.toHaveProperty('long_form_article');
      expect(first.body[0]).toMatchObject({ id: active[0], topic: 'Active package 0', status: 'published' });
      expect((await allPages<{ id: number }>(editor, '/api/content/generations')).flat().map((g) => g.id)).toEqual(active);
      const old = await get(editor, '/api/content/generations/archived');
      expect(old.body.map((g: { id: number }) => g.id)).toEqual(archived);
      expect(old.headers['x-next-cursor']).toBeUndefined();
      expect((await get(editor, '/api/content/generations?q=package%2023')).body.map((g: { id: number }) => g.id)).toEqual([active[23]]);
      expect((await get(editor, '/api/content/generations/archived?before=nope')).status).toBe(400);
    });
  });

  describe('GET /api/admin/users and /counts', () => {
    it('keep the tiles exact through sign-ups, plan changes, role changes, a .invalid address and deletions (kept counts)', async () => {
      const counted = async () => {
        const [row] = await t.sql<{ total: string; premium: string }>(
          `select count(*) as total, count(*) filter (where is_premium) as premium from users where role = 'member' and email not ilike '%.invalid'`,
        );
        return { total: Number(row.total), premium: Number(row.premium), free: Number(row.total) - Number(row.premium) };
      };
      const tiles = async () => (await get(admin, '/api/admin/users/counts')).body;
      expect(await tiles()).toEqual(await counted());
      await t.sql(`insert into users (email, name, password_hash, is_premium) select 'tile' || g || '@tiles.example', 'Tile', 'x', g % 2 = 0 from generate_series(1, 9) g`);
      expect(await tiles()).toEqual(await counted());
      await t.sql(`update users set is_premium = not is_premium where email like 'tile%@tiles.example'`);
      await t.sql(`update users set last_login_at = now() where email like 'tile%@tiles.example'`);
      await t.sql(`update users set role = 'editor' where email = 'tile1@tiles.example'`);
      await t.sql(`update users set email = 'tile2@tiles.invalid' where email = 'tile2@tiles.example'`);
      expect(await tiles()).toEqual(await counted());
      await t.sql(`delete from users where email like 'tile%@tiles.%'`);
      expect(await tiles()).toEqual(await counted());
    });

    it('page every order, filter by plan and search on the server; the tiles come from count queries', async () => {
      await t.sql(
        `insert into users (email, name, password_hash, is_premium, created_at, last_login_at)
       select 'runner' || lpad(g::text, 3, '0') || '@lists.example', 'Runner ' || g, 'x', g % 3 = 0,
              '2026-01-01T00:00:00Z'::timestamptz + (g || ' hours')::interval,
              case when g % 4 = 0 then null else '2026-06-01T00:00:00Z'::timestamptz + ((g * 7 % 53) || ' hours')::interval end
         from generate_series(1, 53) g`,
      );
      // The tiles count members only: not staff (two here), not the demo content's account (reserved .invalid domain).
      await t.sql(`insert into users (email, name, password_hash, is_premium) values ('demo-content@flyingat50.invalid', 'Demo', 'x', false)`);
      const [{ members, premiumMembers }] = await t.sql<{ members: string; premiumMembers: string }>(
        `select count(*) filter (where email like '%@lists.example' or email = 'reader-lists@example.com') as members,
              count(*) filter (where is_premium and (email like '%@lists.example' or email = 'reader-lists@example.com')) as "premiumMembers" from users`,
      );
      const counts = await get(admin, '/api/admin/users/counts');
      expect(counts.body).toEqual({ total: Number(members), premium: Number(premiumMembers), free: Number(members) - Number(premiumMembers) });
      const [{ total, premium }] = await t.sql<{ total: string; premium: string }>('select count(*) as total, count(*) filter (where is_premium) as premium from users');

      const first = await get(admin, '/api/admin/users');
      expect(first.status).toBe(200);
      expect(first.body.users).toHaveLength(20);
      expect(first.headers['x-total-count']).toBe(total);
      const read = async (query: string) => {
        const rows: Array<{ email: string; created_at: string; last_login_at: string | null; is_premium: boolean }> = [];
        let cursor: string | undefined;
        do {
          const res = await get(admin, `/api/admin/users?${query}&limit=9${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
          expect(res.status).toBe(200);
          rows.push(...res.body.users);
          cursor = res.headers['x-next-cursor'];
        } while (cursor);
        return rows;
      };
      const byEmail = await read('sort=email');
      expect(byEmail).toHaveLength(Number(total));
      // The list marks the account no person owns, which the tiles leave out, so the two agree.
      const marked = byEmail as Array<{ email: string; content_account: boolean }>;
      expect(marked.filter((u) => u.content_account).map((u) => u.email)).toEqual(['demo-content@flyingat50.invalid']);
      expect(byEmail.map((u) => u.email.toLowerCase())).toEqual([...byEmail.map((u) => u.email.toLowerCase())].sort());
      const byLogin = await read('sort=last-login');
      expect(byLogin).toHaveLength(Number(total));
      const logins = byLogin.map((u) => (u.last_login_at ? Date.parse(u.last_login_at) : 0));
      expect(logins).toEqual([...logins].sort((a, b) => b - a)); // never signed in: last
      const premiumOnly = await read('plan=premium&sort=registered');
      expect(premiumOnly).toHaveLength(Number(premium));
      expect(premiumOnly.every((u) => u.is_premium)).toBe(true);
      // 'Free members' lists the members the tile counts: no staff, no content account.
      const freeOnly = await read('plan=free&sort=email');
      expect(freeOnly).toHaveLength(Number(members) - Number(premiumMembers));
      expect(freeOnly.some((u) => u.email.endsWith('.invalid') || [ADMIN_EMAIL, EDITOR_EMAIL].includes(u.email))).toBe(false);
      const found = await get(admin, '/api/admin/users?q=RUNNER05');
      expect(found.body.users.map((u: { email: string }) => u.email).sort()).toEqual(
        ['050', '051', '052', '053'].map((n) => `runner${n}@lists.example`),
      );
      // A cursor of the other kind, an unknown order or plan: 400.
      const dateCursor = first.headers['x-next-cursor'];
      expect((await get(admin, `/api/admin/users?sort=email&before=${encodeURIComponent(dateCursor)}`)).status).toBe(400);
      expect((await get(admin, '/api/admin/users?before=~cnVubmVy_3')).status).toBe(400);
      expect((await get(admin, '/api/admin/users?sort=name')).status).toBe(400);
      expect((await get(admin, '/api/admin/users?plan=gold')).status).toBe(400);
      expect((await get(editor, '/api/admin/users/counts')).status).toBe(403);
    });
  });

  describe('GET /api/ads', () => {
    it('pages every ad for staff (page still filters), while readers get every active ad', async () => {
      await t.sql(
        `insert into ads (title, image_url, target_pages, position, is_active, created_at)
       select 'Bench ad ' || g, 'https://images.example.com/ad' || g || '.jpg', case when g % 2 = 0 then '["journal"]' else '["home"]' end::jsonb, 1, g % 3 <> 0,
              now() - (g || ' minutes')::interval
         from generate_series(1, 26) g`,
      );
      await t.app.get(PublicCache).purge([ADS_TAG]); // rows written by SQL raise no AdChanged: purge as the cache queue would
      const first = await get(editor, '/api/ads');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(20);
      expect(first.headers['x-total-count']).toBe('26');
      const pages = await allPages<{ id: number }>(editor, '/api/ads?limit=10');
      expect(pages.map((page) => page.length)).toEqual([10, 10, 6]);
      const journal = await get(editor, '/api/ads?page=journal');
      expect(journal.headers['x-total-count']).toBe('13');
      expect((await get(editor, '/api/ads?q=ad%2026')).body.map((ad: { title: string }) => ad.title)).toEqual(['Bench ad 26']);
      const reader = await request(t.server).get('/api/ads');
      expect(reader.status).toBe(200);
      expect(reader.body).toHaveLength(18); // every active one, not a page
      expect((await get(editor, '/api/ads?limit=51')).status).toBe(400);
    });
  });
});
