import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, outboxOfRequests, startTestApp, type TestApp } from '../support/test-app.js';

/** Manual Create (docs/product.md#website-articles): POST /api/website-content stores a hand-written draft. */
describe('website-create', () => {
  let t: TestApp;
  let editor: Identity;
  let admin: Identity;
  let member: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    member = await registerMember(t, 'reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (who: Identity | null, body: object) => {
    const r = request(t.server).post('/api/website-content');
    return (who ? r.set('Cookie', who.cookie) : r).send(body);
  };
  const snapshot = async () =>
    JSON.stringify([
      await t.sql('select * from website_content order by id'),
      await t.sql('select * from website_slug_history order by slug'),
      await t.sql('select id, action from audit_log order by id'),
      await outboxOfRequests(t),
    ]);
  const valid = {
    title: 'Strength Work for Runners Over 50',
    subtitle: 'Two sessions a week',
    category: 'Strength',
    editorial_theme: 'Training & Performance',
    meta_description: 'Why two short strength sessions a week keep masters runners fast.',
    featured_image: 'https://images.pexels.com/photos/2/b.jpeg',
    long_form_article: '## Why strength\n\nMuscle fades after 50 unless you load it.',
  };

  describe('POST /api/website-content', () => {
    it('creates a draft readers cannot see, with a slug from the title and a created audit row', async () => {
      const res = await post(editor, valid);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: valid.title, subtitle: valid.subtitle, status: 'draft', editorial_theme: valid.editorial_theme, slug: 'strength-work-for-runners-over-50' });
      const id = res.body.id as number;

      for (const who of [null, member]) {
        const r = request(t.server).get(`/api/website-content/${id}`);
        expect((await (who ? r.set('Cookie', who.cookie) : r)).status).toBe(404);
        const list = request(t.server).get('/api/publisher/articles');
        expect(((await (who ? list.set('Cookie', who.cookie) : list)).body as Array<{ id: number }>).map((a) => a.id)).not.toContain(id);
      }
      const staffRead = await request(t.server).get(`/api/website-content/${id}`).set('Cookie', editor.cookie);
      expect(staffRead.status).toBe(200);
      expect(staffRead.body.long_form_article).toBe(valid.long_form_article);

      const [auditRow] = await t.sql<{ action: string; actor_id: number; subject_kind: string }>(`select * from audit_log where subject_id = $1 and subject_kind = 'website'`, [id]);
      expect(auditRow).toMatchObject({ action: 'website.create', subject_kind: 'website', actor_id: editor.id });

      const log = await request(t.server).get('/api/admin/audit-log').set('Cookie', admin.cookie);
      expect(log.body[0]).toMatchObject({ action: 'website.create', subject_id: id, actor_email: EDITOR_EMAIL });

      // The same title again gets the next free slug; an explicit slug another article has is 409.
      expect((await post(editor, valid)).body.slug).toBe('strength-work-for-runners-over-50-2');
      expect((await post(editor, { ...valid, slug: 'strength-work-for-runners-over-50' })).status).toBe(409);
      expect((await post(admin, { ...valid, slug: 'my-own-slug' })).body.slug).toBe('my-own-slug');
    });

    it('never gives an article a slug of numbers only (read as an id): a number title gets a word, a number slug is 400', async () => {
      const numbered = await post(editor, { ...valid, title: '2026' });
      expect(numbered.status).toBe(201);
      expect(numbered.body.slug).toBe('article-2026');
      expect((await post(editor, { ...valid, title: '2026' })).body.slug).toBe('article-2026-2');
      const id = numbered.body.id as number;
      expect((await request(t.server).post(`/api/website-content/${id}/publish`).set('Cookie', editor.cookie).send({})).status).toBe(200);
      const read = await request(t.server).get('/api/website-content/article-2026');
      expect([read.status, read.body.id]).toEqual([200, id]);
      expect((await request(t.server).get('/article/article-2026')).status).toBe(200);

      const before = await snapshot();
      const refused = 'Slug may not be numbers only (an address of numbers is read as an article id): add a word, such as article-2026';
      const created = await post(editor, { ...valid, slug: '2026' });
      expect([created.status, created.body.error]).toEqual([400, refused]);
      const edited = await request(t.server).put(`/api/website-content/${id}`).set('Cookie', editor.cookie).send({ slug: '12345' });
      expect([edited.status, edited.body.error]).toEqual([400, refused]);
      expect(await snapshot()).toBe(before);
      // Numbers with a hyphen are not an id: allowed.
      expect((await request(t.server).put(`/api/website-content/${id}`).set('Cookie', editor.cookie).send({ slug: '2026-03' })).status).toBe(200);
    });

    it('answers bad input with 400 and writes nothing', async () => {
      const before = await snapshot();
      const bad: object[] = [
        {},
        { ...valid, title: '   ' },
        { ...valid, long_form_article: '' },
        { ...valid, editorial_theme: 'Knitting' },
        { ...valid, editorial_theme: undefined },
        { ...valid, meta_description: 'x'.repeat(161) },
        { ...valid, title: 'x'.repeat(301) },
        { ...valid, slug: 'Not A Slug' },
        { ...valid, featured_image: 'javascript:alert(1)' },
        { ...valid, featured_image: `/uploads/${'a'.repeat(32)}.webp` },
      ];
      for (const body of bad) {
        const res = await post(editor, body);
        expect([res.status, body]).toEqual([400, body]);
      }
      expect(await snapshot()).toBe(before);
    });

    it('is for staff only: members 403, visitors 401', async () => {
      const before = await snapshot();
      expect((await post(member, valid)).status).toBe(403);
      expect((await post(null, valid)).status).toBe(401);
      expect(await snapshot()).toBe(before);
    });
  });
});
