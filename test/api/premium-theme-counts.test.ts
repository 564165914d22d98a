import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { Migration20270105200000_premium_theme_counts as CountsMigration } from '../../backend/src/infrastructure/database/migrations/Migration20270105200000_premium_theme_counts.js';

/**
 * GET /api/premium-content/theme-counts at any archive size: the counts come from premium_theme_counts, kept by
 * triggers on premium_content in each write's own transaction (Migration20270105200000_premium_theme_counts), not from
 * a GROUP BY over every item (0.4-0.8 s at 2,700 articles). They must stay what that GROUP BY would say through every
 * kind of write: create, publish, unpublish, archive (one and a theme's), delete, a theme or topic change.
 */
describe('premium-theme-counts', () => {
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

  interface Counts {
    counts: Record<string, number>;
    unmatched: number;
    total: number;
  }

  const THEMES = ['Training & Performance', 'Nutrition & Fueling', 'Recovery & Health', 'Mindset & Motivation', 'Gear & Tech', 'Racing & Strategy'];

  const counts = async (who: Identity): Promise<Counts> => {
    const res = await request(t.server).get('/api/premium-content/theme-counts').set('Cookie', who.cookie);
    expect(res.status).toBe(200);
    return res.body as Counts;
  };

  /** What the counts were before the table: the GROUP BY over every item the reader's lists show. */
  async function recount(statuses: string[]): Promise<Counts> {
    const rows = await t.sql<{ theme: string | null; n: string }>(
      `select premium_theme(editorial_theme, topic) as theme, count(*) as n from premium_content where status::text = any($1::text[]) group by 1`,
      [statuses],
    );
    const result: Counts = { counts: Object.fromEntries(THEMES.map((theme) => [theme, 0])), unmatched: 0, total: 0 };
    for (const row of rows) {
      if (row.theme) result.counts[row.theme] = Number(row.n);
      else result.unmatched += Number(row.n);
      result.total += Number(row.n);
    }
    return result;
  }

  /** Staff (published and drafts) and members (published) both read what the GROUP BY says. */
  async function expectRight(): Promise<Counts> {
    const staff = await counts(editor);
    expect(staff).toEqual(await recount(['published', 'draft']));
    expect(await counts(member)).toEqual(await recount(['published']));
    return staff;
  }

  const put = (id: number, body: object) => request(t.server).put(`/api/premium-content/${id}`).set('Cookie', editor.cookie).send(body);

  describe('premium theme counts', () => {
    it('stay right through create, publish, unpublish, a theme change, archive, a theme deleted and rows deleted', async () => {
      await t.sql('delete from premium_content');
      expect(await expectRight()).toEqual({ counts: Object.fromEntries(THEMES.map((theme) => [theme, 0])), unmatched: 0, total: 0 });

      // Create: one at a time (as the generator stores) and 300 in one statement.
      const gear = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Power meters for older riders' });
      const draft = await insertPremium(t, { editorial_theme: 'Racing & Strategy', topic: 'Pacing a hilly 10k', status: 'draft' });
      const loose = await insertPremium(t, { editorial_theme: null, topic: 'Quiet reflections' });
      await insertPremium(t, { editorial_theme: 'Gear & Tech', status: 'archived' });
      await t.sql(
        `insert into premium_content (topic, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats)
       select 'Bulk item ' || i, 1, (array['Training & Performance', 'Nutrition & Fueling', 'Recovery & Health'])[1 + i % 3],
              case when i % 4 = 0 then 'draft' else 'published' end, 'Body.', 'Deck.', 'Short.', '["A headline"]', '{}'
         from generate_series(1, 300) as i`,
      );
      let staff = await expectRight();
      expect(staff).toMatchObject({ unmatched: 1, total: 303 });
      expect(staff.counts['Gear & Tech']).toBe(1);
      expect((await counts(member)).counts['Racing & Strategy']).toBe(0);

      // Publish, then back to draft.
      expect((await put(draft, { status: 'published' })).status).toBe(200);
      expect((await counts(member)).counts['Racing & Strategy']).toBe(1);
      await expectRight();
      expect((await put(draft, { status: 'draft' })).status).toBe(200);
      expect((await counts(member)).counts['Racing & Strategy']).toBe(0);
      await expectRight();

      // A topic that names a theme moves an item no theme matched; a declared theme changed moves another.
      expect((await put(loose, { topic: 'Nutrition for long rides' })).status).toBe(200);
      staff = await expectRight();
      expect(staff.unmatched).toBe(0);
      await t.sql(`update premium_content set editorial_theme = 'Mindset & Motivation' where id = $1`, [gear]);
      staff = await expectRight();
      expect(staff.counts).toMatchObject({ 'Gear & Tech': 0, 'Mindset & Motivation': 1 });
      // An edit that changes neither theme nor status leaves them as they are.
      expect((await put(gear, { apple_news_deck: 'A new deck.' })).status).toBe(200);
      await expectRight();

      // Delete (archive) one, then every item of a theme.
      expect((await request(t.server).delete(`/api/premium-content/${gear}`).set('Cookie', editor.cookie)).status).toBe(200);
      staff = await expectRight();
      expect(staff.counts['Mindset & Motivation']).toBe(0);
      const recovery = staff.counts['Recovery & Health'];
      expect(recovery).toBeGreaterThan(0);
      const bulk = await request(t.server)
        .delete(`/api/premium-content/bulk-delete-theme/${encodeURIComponent('Recovery & Health')}?expected_count=${recovery}`)
        .set('Cookie', editor.cookie);
      expect(bulk.status).toBe(200);
      staff = await expectRight();
      expect(staff.counts['Recovery & Health']).toBe(0);

      // Rows deleted outright (several in one statement), then all of them.
      await t.sql(`delete from premium_content where topic like 'Bulk item 1%'`);
      await expectRight();
      await t.sql('delete from premium_content');
      expect(await expectRight()).toMatchObject({ unmatched: 0, total: 0 });
      expect(await t.sql(`select theme from premium_theme_counts where items <> 0`)).toEqual([]);
    });

    it("the migration fills the table from the items already there (its first two statements: the table, then the fill)", async () => {
      await t.sql('delete from premium_content');
      await insertPremium(t, { editorial_theme: 'Gear & Tech' });
      await insertPremium(t, { editorial_theme: 'Gear & Tech', status: 'draft' });
      await insertPremium(t, { editorial_theme: null, topic: 'Quiet reflections' });
      await insertPremium(t, { editorial_theme: 'Racing & Strategy', status: 'archived' });
      const before = await expectRight();
      // As on a database migrated with items in it: the table empty, then the migration's fill.
      const orm = t.app.get(MikroORM);
      const migration = new CountsMigration(orm.em.getDriver(), orm.config);
      await migration.up();
      const [create, fill] = migration.getQueries().map(String);
      expect(create).toMatch(/^create table premium_theme_counts/);
      await t.sql('delete from premium_theme_counts');
      expect((await counts(editor)).total).toBe(0);
      await t.sql(fill);
      expect(await expectRight()).toEqual(before);
      expect(before).toMatchObject({ unmatched: 1, total: 3 });
    });

    it('reads no premium item: the answer comes while another transaction holds every premium_content row locked', async () => {
      await t.sql('delete from premium_content');
      await insertPremium(t, { editorial_theme: 'Gear & Tech' });
      await insertPremium(t, { editorial_theme: 'Gear & Tech', status: 'draft' });
      const holder = new pg.Client({ connectionString: t.config.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        // Not even a read of premium_content can pass this lock, so only a count kept elsewhere answers.
        await holder.query('lock table premium_content in access exclusive mode');
        expect(await counts(editor)).toMatchObject({ total: 2, counts: { 'Gear & Tech': 2 } });
        expect(await counts(member)).toMatchObject({ total: 1, counts: { 'Gear & Tech': 1 } });
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
    });
  });
});
