import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { articleAddress } from '../../backend/src/modules/website/queries/staff-list.queries.js';
import { readsDuring, rowsReadEach } from '../support/rows-read.js';

/** Staff find any article, member and audit row in a big archive: by a word of the body, an address, an id, without accents. */
describe('staff-find', () => {
  let t: TestApp;
  let editor: Identity;
  let admin: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (who: Identity, path: string) => request(t.server).get(path).set('Cookie', who.cookie);
  const TITLE = 'The Long Run: a guide for masters athletes';

  /** `count` articles of one title, slugs `<base>-1`…, the newest first, an hour apart; the body given. */
  async function insertArticles(count: number, base: string, body: string, theme = 'Training & Performance') {
    const rows = await t.sql<{ id: number; slug: string }>(
      `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags, created_at, updated_at)
     select $1::text, $2::text || '-' || g, $3::text, 'published', now(), $4::text, '[]', '', '[]', '2026-10-01T08:00:00Z'::timestamptz - (g || ' hours')::interval, now()
       from generate_series(1, $5::int) g order by g returning id, slug`,
      [TITLE, base, theme, body, count],
    );
    return rows.map((row) => ({ id: Number(row.id), slug: row.slug }));
  }

  interface Summary {
    id: number;
    slug: string;
    title: string;
  }

  describe('GET /api/website-content?q= (staff)', () => {
    it('finds a word of the body, not only of the title and deck', async () => {
      await insertArticles(12, 'plain-run', 'Steady miles on the towpath. '.repeat(40));
      const [bird] = await insertArticles(1, 'bird-run', 'Steady miles on the towpath, where a kingfisher flashed past. '.repeat(5));
      const found = await get(editor, '/api/website-content?q=kingfisher');
      expect(found.status).toBe(200);
      expect(found.body.map((a: Summary) => a.id)).toEqual([bird.id]);
      expect(found.headers['x-total-count']).toBe('1');
      // A misspelling in a body is found too, to be put right.
      await t.sql(`update website_content set long_form_article = long_form_article || ' Recieve the baton.' where id = $1`, [bird.id]);
      expect((await get(editor, '/api/website-content?q=recieve')).body.map((a: Summary) => a.id)).toEqual([bird.id]);
    });

    it('answers an exact slug, a link to the article or #id with that article alone, whatever the theme', async () => {
      const same = await insertArticles(29, 'the-long-run-a-guide-for-masters-athletes', 'Long runs for the over-50s. '.repeat(30));
      const target = same[14]; // neither the newest nor the oldest of 29 articles of one title
      for (const q of [target.slug, target.slug.toUpperCase(), `https://flyingat50.example/article/${target.slug}?utm_source=mail`, `/article/${target.slug}`, `#${target.id}`, `/article/${target.id}`]) {
        const res = await get(editor, `/api/website-content?theme=Nutrition%20%26%20Fueling&q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        expect(res.body.map((a: Summary) => [a.id, a.slug, a.title])).toEqual([[target.id, target.slug, TITLE]]);
        expect(res.headers['x-total-count']).toBe('1');
      }
      // An old slug (before a rename) still finds it.
      await t.sql(`insert into website_slug_history (slug, article_id) values ('long-run-old-address', $1)`, [target.id]);
      expect((await get(editor, '/api/website-content?q=long-run-old-address')).body.map((a: Summary) => a.id)).toEqual([target.id]);
      // A deleted article's address is not an address: the words are searched instead.
      await t.sql(`update website_content set status = 'archived' where id = $1`, [same[0].id]);
      expect((await get(editor, `/api/website-content?q=%23${same[0].id}`)).body.map((a: Summary) => a.id)).not.toContain(same[0].id);
      // A lone number is an id as well as a word.
      expect((await get(editor, `/api/website-content?q=${target.id}`)).body.map((a: Summary) => a.id)).toContain(target.id);
    });

    it('reads an address apart from words', () => {
      expect(articleAddress('#1942')).toEqual({ id: 1942 });
      expect(articleAddress('https://x.example/article/1942')).toEqual({ id: 1942 });
      expect(articleAddress('the-long-run-1032')).toEqual({ slug: 'the-long-run-1032' });
      expect(articleAddress('https://x.example/article/caf%C3%A9-talk#top')).toEqual({ slug: 'café-talk' });
      expect(articleAddress('long run')).toBeNull();
      expect(articleAddress('kingfisher')).toBeNull();
    });
  });

  describe('GET /api/admin/users?q=', () => {
    it('finds names and addresses with or without accents', async () => {
      await t.sql(
        `insert into users (email, name, password_hash, is_premium)
       select 'member' || g || '@find.example', case when g % 3 = 0 then 'Chloé Dubois ' || g else 'Zoë Martin ' || g end, 'x', false from generate_series(1, 30) g`,
      );
      await t.sql(`insert into users (email, name, password_hash, is_premium) values ('renée@find.example', 'Plain Name', 'x', false)`);
      const count = async (q: string) => (await get(admin, `/api/admin/users?q=${encodeURIComponent(q)}`)).headers['x-total-count'];
      expect(await count('Chloé')).toBe('10');
      expect(await count('Chloe')).toBe('10');
      expect(await count('CHLOE dubois')).toBe('10');
      expect(await count('zoe')).toBe('20');
      expect(await count('renee@find')).toBe('1');
      expect(await count('Chloe Martin')).toBe('0');
      expect((await get(admin, '/api/admin/users?q=Chloe&limit=5')).body.users).toHaveLength(5);
    });
  });

  describe('GET /api/admin/audit-log?q=', () => {
    it("finds rows by the subject's title and id, as the rows show them", async () => {
      await t.sql(
        `insert into audit_log (actor_id, action, subject_kind, subject_id, details, at)
       select $1, 'website.publish', 'website', 5000 + g, jsonb_build_object('title', 'Hill repeats ' || g, 'slug', 'hill-repeats-' || g), '2026-10-01T08:00:00Z'::timestamptz - (g || ' minutes')::interval
         from generate_series(1, 40) g`,
        [editor.id],
      );
      await t.sql(
        `insert into audit_log (actor_id, action, subject_kind, subject_id, details, at) values
         ($1, 'website.update', 'website', 1942, '{"title": "The Long Run", "fields": ["title"]}', '2026-10-02T08:00:00Z'),
         ($1, 'website.delete', 'website', 1943, '{"title": "Café culture for cyclists"}', '2026-10-02T09:00:00Z'),
         ($1, 'theme-hero.update', 'theme-hero', null, '{"theme": "Nutrition & Fueling", "fields": ["title"]}', '2026-10-02T10:00:00Z')`,
        [editor.id],
      );
      const rows = async (q: string) => {
        const res = await get(admin, `/api/admin/audit-log?q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        return res.body as Array<{ subject_id: number | null; action: string }>;
      };
      expect((await rows('The Long Run')).map((r) => r.subject_id)).toEqual([1942]);
      expect((await rows('1942')).map((r) => r.subject_id)).toEqual([1942]);
      expect((await rows('#1942')).map((r) => r.subject_id)).toEqual([1942]);
      expect((await rows('cafe')).map((r) => r.subject_id)).toEqual([1943]);
      expect((await rows('nutrition')).map((r) => r.action)).toEqual(['theme-hero.update']);
      expect((await rows('hill repeats 17')).map((r) => r.subject_id)).toEqual([5017]);
      expect((await get(admin, '/api/admin/audit-log?q=hill%20repeats')).headers['x-total-count']).toBe('40');
      // What was found before still is: the action and the actor.
      expect((await rows('website.delete')).map((r) => r.subject_id)).toEqual([1943]);
      expect((await get(admin, `/api/admin/audit-log?q=${encodeURIComponent(`${EDITOR_EMAIL} publish`)}`)).headers['x-total-count']).toBe('40');
    });

    it("finds an actor's rows at any size of the log: no read goes through the log's other rows (EXPLAIN ANALYZE)", async () => {
      // 5,000 rows by the editor and 3 by the admin: a search for the admin's address reads the admin's rows, on indexes.
      await t.sql(
        `insert into audit_log (actor_id, action, subject_kind, subject_id, details, at)
       select $1, 'website.update', 'website', 10000 + g, jsonb_build_object('title', 'Tempo run ' || g), '2026-09-01T08:00:00Z'::timestamptz - (g || ' minutes')::interval
         from generate_series(1, 5000) g`,
        [editor.id],
      );
      await t.sql(
        `insert into audit_log (actor_id, action, subject_kind, subject_id, details, at)
       select $1, 'newsletter.send', 'newsletter', g, '{}', '2026-08-01T08:00:00Z'::timestamptz - (g || ' minutes')::interval from generate_series(1, 3) g`,
        [admin.id],
      );
      await t.sql('analyze audit_log');
      const [{ n }] = await t.sql<{ n: string }>('select count(*) as n from audit_log where actor_id = $1', [admin.id]);
      let found: request.Response | undefined;
      const reads = await readsDuring(t, async () => {
        found = await get(admin, `/api/admin/audit-log?q=${encodeURIComponent(ADMIN_EMAIL)}`);
      });
      expect(found!.status).toBe(200);
      expect(found!.headers['x-total-count']).toBe(n);
      expect(new Set(found!.body.map((r: { actor_email: string }) => r.actor_email))).toEqual(new Set([ADMIN_EMAIL]));
      const counted = await rowsReadEach(t, reads, 'audit_log');
      expect(counted.filter((c) => c.rows > 100)).toEqual([]);
    });
  });
});
