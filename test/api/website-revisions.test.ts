import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { revisionPageSql } from '../../backend/src/modules/website/queries/website-revisions.queries.js';
import { wordCount } from '../../backend/src/modules/website/website-support.js';
import { Migration20270105800000_revision_summaries } from '../../backend/src/infrastructure/database/migrations/Migration20270105800000_revision_summaries.js';

/**
 * An article's revisions at real size (docs/product.md#website-articles, Revisions): the list pages summaries (no
 * fields, no body) newest first with the staff lists' cursor headers; one revision's fields come alone. A restore puts
 * a stock photo's credit back with its picture.
 */
describe('website-revisions', () => {
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

  const get = (path: string, who: Identity | null = editor) => (who ? request(t.server).get(path).set('Cookie', who.cookie) : request(t.server).get(path));
  const BODY = 'Hill repeats build strength and confidence for runners over fifty.';

  /** Saves `count` revisions directly (versions from..from+count-1), each with a long body. */
  async function insertRevisions(id: number, from: number, count: number) {
    await t.sql(
      `insert into content_revisions (kind, content_id, version, fields, title, word_count, saved_by)
     select 'website', $1, v, jsonb_build_object('title', 'Take ' || v, 'long_form_article', repeat($2 || ' ', 50)), 'Take ' || v, 500, $3
       from generate_series($4::int, $5::int) v`,
      [id, BODY, editor.id, from, from + count - 1],
    );
  }

  describe('revisions list', () => {
    it('pages summaries newest first with X-Next-Cursor: no repeat, no skip, a save between pages changes nothing already read', async () => {
      const id = await insertWebsite(t, { title: 'Paged revisions' });
      await insertRevisions(id, 1, 45);
      const first = await get(`/api/website-content/${id}/revisions?limit=20`);
      expect(first.status).toBe(200);
      expect(first.headers['x-total-count']).toBe('45');
      expect(first.body.map((r: { version: number }) => r.version)).toEqual(Array.from({ length: 20 }, (_, i) => 45 - i));
      expect(first.headers['x-next-cursor']).toBe('26');
      // An editor saves meanwhile: version 46 comes first on a new first page, never on the pages that follow.
      expect((await request(t.server).put(`/api/website-content/${id}`).set('Cookie', editor.cookie).send({ subtitle: 'Changed meanwhile' })).status).toBe(200);
      const second = await get(`/api/website-content/${id}/revisions?limit=20&before=${first.headers['x-next-cursor']}`);
      expect(second.headers['x-total-count']).toBeUndefined();
      expect(second.body.map((r: { version: number }) => r.version)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
      const third = await get(`/api/website-content/${id}/revisions?limit=20&before=${second.headers['x-next-cursor']}`);
      expect(third.body.map((r: { version: number }) => r.version)).toEqual([5, 4, 3, 2, 1]);
      expect(third.headers['x-next-cursor']).toBeUndefined();
      // The default page is 20.
      const fresh = await get(`/api/website-content/${id}/revisions`);
      expect([fresh.body.length, fresh.body[0].version, fresh.headers['x-total-count']]).toEqual([20, 46, '46']);
    });

    it('answers summaries only: version, title, word count, who and when, never the fields or the body', async () => {
      const id = await insertWebsite(t, { title: 'Summary only' });
      const put = (body: object) => request(t.server).put(`/api/website-content/${id}`).set('Cookie', editor.cookie).send(body);
      expect((await put({ title: 'Second title', long_form_article: `${BODY}\n\nMore  words here.` })).status).toBe(200);
      expect((await put({ title: 'Third title' })).status).toBe(200);
      const list = await get(`/api/website-content/${id}/revisions`);
      expect(list.body).toEqual([
        { version: 2, title: 'Second title', word_count: 13, saved_by: editor.id, saved_at: expect.any(String) },
        { version: 1, title: 'Summary only', word_count: 3, saved_by: editor.id, saved_at: expect.any(String) },
      ]);
      expect(JSON.stringify(list.body)).not.toContain('Hill repeats build');
    });

    it('refuses a malformed limit or cursor (400, naming it) and answers 404 for an unknown article', async () => {
      const id = await insertWebsite(t, { title: 'Bad paging' });
      for (const limit of ['0', '51', 'abc', '-1', '2.5']) {
        const answer = await get(`/api/website-content/${id}/revisions?limit=${limit}`);
        expect([limit, answer.status, answer.body.error]).toEqual([limit, 400, 'limit must be a whole number from 1 to 50.']);
      }
      for (const before of ['abc', '0', '2026-11-23T10:00:00.123456Z_42', '-3']) {
        const answer = await get(`/api/website-content/${id}/revisions?before=${encodeURIComponent(before)}`);
        expect([before, answer.status, answer.body.error]).toEqual([before, 400, 'before must be the X-Next-Cursor of the page before: the version of its last revision (e.g. 17).']);
      }
      expect((await get(`/api/website-content/${id}/revisions?limit=50`)).status).toBe(200);
      expect((await get('/api/website-content/999999/revisions')).status).toBe(404);
    });
  });

  describe('one revision', () => {
    it("answers the revision's fields (200) and 404 with a clear message for a version the article does not have", async () => {
      const id = await insertWebsite(t, { title: 'One revision' });
      await insertRevisions(id, 1, 3);
      const one = await get(`/api/website-content/${id}/revisions/2`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ version: 2, title: 'Take 2', word_count: 500, saved_by: editor.id, fields: { title: 'Take 2' } });
      expect(one.body.fields.long_form_article).toContain(BODY);
      const missing = await get(`/api/website-content/${id}/revisions/4`);
      expect([missing.status, missing.body.error]).toEqual([404, `Revision not found: article ${id} has no version 4.`]);
      expect((await get(`/api/website-content/999999/revisions/1`)).status).toBe(404);
      const other = await insertWebsite(t, { title: 'Another article' });
      expect((await get(`/api/website-content/${other}/revisions/2`)).status).toBe(404);
      expect((await get(`/api/website-content/${id}/revisions/abc`)).status).toBe(400);
    });

    it('is staff only, like the list: anonymous 401, a member 403', async () => {
      const id = await insertWebsite(t, { title: 'Staff only revisions' });
      await insertRevisions(id, 1, 1);
      for (const path of [`/api/website-content/${id}/revisions`, `/api/website-content/${id}/revisions/1`]) {
        expect([path, (await get(path, null)).status]).toEqual([path, 401]);
        const asMember = await get(path, member);
        expect([path, asMember.status]).toEqual([path, 403]);
        expect(JSON.stringify(asMember.body)).not.toContain('Take 1');
      }
    });
  });

  describe("a stock photo's credit", () => {
    const PHOTO = 'https://images.pexels.com/photos/4498151/pexels-photo-4498151.jpeg';
    const OTHER = 'https://images.pexels.com/photos/99/other.jpeg';
    const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.webp';
    const CREDIT = { photographer: 'Jane Doe', photographer_url: 'https://www.pexels.com/@jane-doe', page_url: 'https://www.pexels.com/photo/rower-4498151/' };
    const put = (id: number, body: object) => request(t.server).put(`/api/website-content/${id}`).set('Cookie', editor.cookie).send(body);
    const restore = (id: number, version: number) => request(t.server).post(`/api/website-content/${id}/revisions/${version}/restore`).set('Cookie', editor.cookie);
    /** The public answer once the change has cleared its cache (the picture restored is there). */
    const publicOnce = (id: number, picture: string) =>
      eventually(async () => {
        const article = (await request(t.server).get(`/api/website-content/${id}`)).body;
        return article.featured_image?.endsWith(picture) && article;
      });

    it('is kept with its picture and put back by a restore; a restored upload has none', async () => {
      const id = await insertWebsite(t, { title: 'Credited revisions' });
      expect((await put(id, { featured_image: PHOTO, featured_image_credit: CREDIT })).status).toBe(200);
      expect((await put(id, { featured_image: OTHER })).status).toBe(200); // version 2: the credited photo
      expect((await get(`/api/website-content/${id}/revisions/2`)).body.fields.featured_image_credit).toMatchObject({ ...CREDIT, url: PHOTO });
      expect((await publicOnce(id, OTHER)).featured_image_credit).toBeNull();

      expect((await restore(id, 2)).status).toBe(200);
      expect((await publicOnce(id, PHOTO)).featured_image_credit).toEqual(CREDIT);

      // An upload (set as the upload route stores it) saved as version 4, the credited photo restored again, then the upload.
      await t.sql('update website_content set featured_image = $2 where id = $1', [id, UPLOAD]);
      expect((await put(id, { subtitle: 'Our own picture' })).status).toBe(200);
      expect((await get(`/api/website-content/${id}/revisions/4`)).body.fields).toMatchObject({ featured_image: UPLOAD, featured_image_credit: null });
      expect((await restore(id, 2)).status).toBe(200);
      expect((await publicOnce(id, PHOTO)).featured_image_credit).toEqual(CREDIT);
      expect((await restore(id, 4)).status).toBe(200);
      expect((await publicOnce(id, UPLOAD)).featured_image_credit).toBeNull();
      const [row] = await t.sql<{ credit: unknown }>(`select image_details->'featured_image' as credit from website_content where id = $1`, [id]);
      expect(row.credit).toBeNull();
    });

    it('of a revision saved before credits were kept: the credit stored now stays only when it is of the picture restored', async () => {
      const id = await insertWebsite(t, { title: 'Older revisions' });
      expect((await put(id, { featured_image: PHOTO, featured_image_credit: CREDIT })).status).toBe(200);
      for (const [version, picture] of [[10, PHOTO], [11, OTHER]] as const) {
        await t.sql(`insert into content_revisions (kind, content_id, version, fields, title) values ('website', $1, $2, $3, 'Before')`, [
          id,
          version,
          JSON.stringify({ title: `Before ${version}`, featured_image: picture }),
        ]);
      }
      expect((await restore(id, 10)).status).toBe(200);
      expect((await publicOnce(id, PHOTO)).featured_image_credit).toEqual(CREDIT);
      expect((await restore(id, 11)).status).toBe(200);
      expect((await publicOnce(id, OTHER)).featured_image_credit).toBeNull();
    });
  });

  describe('at real size', () => {
    it('reads a page on the (kind, content_id, version) index without the fields, at any depth (EXPLAIN)', async () => {
      const id = await insertWebsite(t, { title: 'A long history' });
      await insertRevisions(id, 1, 2000);
      // Other articles' revisions around it.
      await t.sql(
        `insert into content_revisions (kind, content_id, version, fields, title, word_count)
       select 'website', a, v, jsonb_build_object('title', 'Other', 'long_form_article', repeat('Other words here. ', 100)), 'Other', 300
         from generate_series($1::int + 1, $1::int + 400) a, generate_series(1, 20) v`,
        [id + 100_000],
      );
      await t.sql('analyze content_revisions');
      const numbered = (sql: string) => {
        let n = 0;
        return sql.replace(/\?/g, () => `$${++n}`);
      };
      for (const [sql, params] of [
        [revisionPageSql(false), [id, 21]],
        [revisionPageSql(true), [id, 1000, 21]],
      ] as const) {
        const [row] = await t.sql<{ 'QUERY PLAN': unknown }>(`explain (verbose, format json) ${numbered(sql)}`, [...params]);
        const plan = JSON.stringify(row['QUERY PLAN']);
        expect(plan).toContain('"Index Name":"content_revisions_version_unique"');
        expect(plan).toContain('"Scan Direction":"Backward"');
        expect(plan).not.toContain('"Sort"');
        expect(plan).not.toMatch(/fields/);
      }
    });
  });

  describe('the migration', () => {
    it("backfills the title and word count of revisions saved before, counting words as the editor's counter does", async () => {
      const id = await insertWebsite(t, { title: 'Backfilled' });
      const bodies = ['  Hill  repeats\n\nbuild\tstrength  ', '', '   ', null, 'One'];
      for (const [i, body] of bodies.entries()) {
        await t.sql(`insert into content_revisions (kind, content_id, version, fields) values ('website', $1, $2, $3)`, [
          id,
          i + 1,
          JSON.stringify({ title: `Before ${i + 1}`, ...(body === null ? {} : { long_form_article: body }) }),
        ]);
      }
      const migration = Object.create(Migration20270105800000_revision_summaries.prototype) as { up(): void; addSql(sql: string): void };
      const statements: string[] = [];
      migration.addSql = (sql) => statements.push(sql);
      migration.up();
      for (const sql of statements) await t.sql(sql);
      const rows = await t.sql<{ title: string; word_count: number }>('select title, word_count from content_revisions where content_id = $1 order by version', [id]);
      expect(rows).toEqual(bodies.map((body, i) => ({ title: `Before ${i + 1}`, word_count: wordCount(body) })));
      expect(rows.map((r) => r.word_count)).toEqual([4, 0, 0, 0, 1]);
    });
  });
});
