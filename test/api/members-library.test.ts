import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';

describe('members-library', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;
  let editor: Identity;
  let published: number;
  let second: number;
  let draft: number;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie');
    published = await insertPremium(t, { topic: 'Strength for masters' });
    second = await insertPremium(t, { topic: 'Fuelling long rides', editorial_theme: 'Nutrition & Fueling' });
    draft = await insertPremium(t, { topic: 'Not yet', status: 'draft' });
    // Premium text and the library are for premium members (the teaser for others: premium-entitlement.test.ts).
    for (const member of [pat, sam]) expect((await request(t.server).put('/api/community/profile/upgrade').set('Cookie', member.cookie)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: Identity, method: 'get' | 'post' | 'delete', path: string) => request(t.server)[method](path).set('Cookie', who.cookie);
  const saved = async () => t.sql('select * from saved_reports order by id');

  describe('premium content', () => {
    it('members read published items; drafts are 404 for members and readable by staff', async () => {
      const res = await call(pat, 'get', `/api/premium-content/${published}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: published,
        topic: 'Strength for masters',
        subtitle: 'Two sessions a week',
        editorial_week: 2,
        editorial_theme: 'Training & Performance',
        status: 'published',
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        generated_images: { coverImage: expect.any(String), inlineVisual1: expect.any(String), inlineVisual2: expect.any(String) },
        image_alts: {},
        long_form_article: expect.any(String),
        apple_news_deck: 'A fixture deck.',
        tldr_summary: 'A fixture summary.',
        headlines: ['Headline one', 'Headline two'],
        repurposed_formats: { socialMediaPost: 'Post text' },
        tags: ['strength'],
        day_number: 9,
        theme: 'Training & Performance',
        system_prompt: null,
        prompt_version: null,
        locked: false,
      });
      const hidden = await call(pat, 'get', `/api/premium-content/${draft}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.error).toBe('Premium content not found');
      expect((await call(editor, 'get', `/api/premium-content/${draft}`)).body).toMatchObject({ id: draft, status: 'draft' });
      expect((await call(pat, 'get', '/api/premium-content/424242')).status).toBe(404);
      expect((await call(pat, 'get', '/api/premium-content/abc')).status).toBe(400);
      expect((await request(t.server).get(`/api/premium-content/${published}`)).status).toBe(401);
    });
  });

  describe('library', () => {
    let entryId: number;

    it('saves a published report (once) with POST /library/save', async () => {
      entryId = (await call(pat, 'post', '/api/community/journal').send({ title: 'Gym', content: 'Read the strength report today and loved it' })).body.id;
      const res = await call(pat, 'post', '/api/community/library/save').send({ content_id: published, journal_entry_id: entryId });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        alreadySaved: false,
        saved: {
          id: expect.any(Number),
          saved_at: expect.stringMatching(/Z$/),
          premium_content: {
            id: published,
            topic: 'Strength for masters',
            editorial_theme: 'Training & Performance',
            editorial_week: 2,
            subtitle: 'Two sessions a week',
            apple_news_deck: 'A fixture deck.',
            long_form_article: expect.any(String),
            tldr_summary: 'A fixture summary.',
            generated_images: expect.objectContaining({ coverImage: expect.any(String) }),
            image_alts: {},
            locked: false,
          },
          journal_entry: { id: entryId, content: 'Read the strength report today and loved it', created_at: expect.stringMatching(/Z$/) },
        },
      });
      const again = await call(pat, 'post', '/api/community/library/save').send({ content_id: published });
      expect(again.body).toMatchObject({ success: true, alreadySaved: true, saved: { id: res.body.saved.id } });
      expect(await t.sql('select id from saved_reports where user_id = $1', [pat.id])).toHaveLength(1);
    });

    it('saves with POST /library/save/{id}', async () => {
      const res = await call(pat, 'post', `/api/community/library/save/${second}`).send();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, alreadySaved: false, saved: { premium_content: { id: second }, journal_entry: null } });
      expect((await call(pat, 'post', `/api/community/library/save/${second}`).send()).body.alreadySaved).toBe(true);
    });

    it('lists the library newest first, and the journal library (reports linked to an entry)', async () => {
      const library = await call(pat, 'get', '/api/community/library');
      expect(library.status).toBe(200);
      expect(library.body.savedContent.map((s: { premium_content: { id: number } }) => s.premium_content.id)).toEqual([second, published]);
      const linked = await call(pat, 'get', '/api/community/journal-library');
      expect(linked.body.journalSavedReports.map((s: { premium_content: { id: number } }) => s.premium_content.id)).toEqual([published]);
      expect((await call(sam, 'get', '/api/community/library')).body).toEqual({ savedContent: [] });
      expect((await call(sam, 'get', '/api/community/journal-library')).body).toEqual({ journalSavedReports: [] });
    });

    it('answers whether one report is saved (content_id): that saved report alone, or none; only the member\'s own', async () => {
      const ids = (res: request.Response) => res.body.savedContent.map((s: { premium_content: { id: number } }) => s.premium_content.id);
      const one = await call(pat, 'get', `/api/community/library?content_id=${second}&limit=1`);
      expect(one.status).toBe(200);
      expect(ids(one)).toEqual([second]);
      expect(ids(await call(pat, 'get', `/api/community/library?content_id=${published}`))).toEqual([published]);
      // Pat saved it; Sam did not: Sam's Library has none of it.
      expect((await call(sam, 'get', `/api/community/library?content_id=${second}`)).body).toEqual({ savedContent: [] });
      expect((await call(pat, 'get', `/api/community/journal-library?content_id=${second}`)).body).toEqual({ journalSavedReports: [] });
      for (const [value, message] of [
        ['abc', /content_id must be a whole number/],
        ['0', /content_id must be a positive whole number/],
        ['99999999999', /content_id is not a valid id/],
      ] as const) {
        const res = await call(pat, 'get', `/api/community/library?content_id=${value}`);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toMatch(message);
      }
    });

    it('refuses drafts, unknown content and other members\' entries with 404, changing nothing', async () => {
      const samsEntry = (await call(sam, 'post', '/api/community/journal').send({ title: 'Sam', content: 'Mine' })).body.id;
      const before = await saved();
      const cases: [request.Test, string][] = [
        [call(pat, 'post', '/api/community/library/save').send({ content_id: draft }), 'Premium content not found'],
        [call(pat, 'post', `/api/community/library/save/${draft}`).send(), 'Premium content not found'],
        [call(pat, 'post', '/api/community/library/save/424242').send(), 'Premium content not found'],
        [call(pat, 'post', '/api/community/library/save').send({ content_id: second, journal_entry_id: samsEntry }), 'Journal entry not found'],
      ];
      for (const [req, message] of cases) {
        const res = await req;
        expect(res.status).toBe(404);
        expect(res.body.error).toBe(message);
      }
      expect(await saved()).toEqual(before);
    });

    it('refuses bad bodies with 400', async () => {
      const before = await saved();
      const cases: [object, RegExp][] = [
        [{}, /content_id is required/],
        [{ content_id: 'abc' }, /content_id must be a whole number/],
        [{ content_id: -1 }, /content_id must be a positive whole number/],
        [{ content_id: 99999999999 }, /content_id is not a valid id/],
        [{ content_id: published, journal_entry_id: 1.5 }, /journal_entry_id must be a whole number/],
        [{ content_id: published, note: 'x' }, /Unknown field "note"/],
      ];
      for (const [body, message] of cases) {
        const res = await call(pat, 'post', '/api/community/library/save').send(body);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(message);
      }
      expect(await saved()).toEqual(before);
    });

    it("keeps a saved report when its journal entry is deleted (the link is cleared)", async () => {
      const entry = (await call(pat, 'post', '/api/community/journal').send({ title: 'Link', content: 'Linked' })).body.id;
      await call(pat, 'post', '/api/community/library/save').send({ content_id: second, journal_entry_id: entry });
      expect((await call(pat, 'get', '/api/community/journal-library')).body.journalSavedReports).toHaveLength(2);
      await call(pat, 'delete', `/api/community/journal/${entry}`);
      const library = (await call(pat, 'get', '/api/community/library')).body.savedContent;
      expect(library.find((s: { premium_content: { id: number } }) => s.premium_content.id === second).journal_entry).toBeNull();
      expect((await call(pat, 'get', '/api/community/journal-library')).body.journalSavedReports).toHaveLength(1);
    });

    it("answers 404 'Saved report not found' for another member's saved reports", async () => {
      const [patsSaved] = await t.sql<{ id: number }>('select id from saved_reports where user_id = $1 order by id limit 1', [pat.id]);
      const before = await saved();
      for (const res of [
        await call(sam, 'delete', `/api/community/library/remove/${published}`),
        await call(sam, 'delete', `/api/community/journal-library/${patsSaved.id}`),
        await call(pat, 'delete', '/api/community/journal-library/424242'),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('Saved report not found');
      }
      expect(await saved()).toEqual(before);
    });

    it('no longer shows a report the editors deleted (archived)', async () => {
      const withdrawn = await insertPremium(t, { topic: 'Withdrawn report' });
      expect((await call(sam, 'post', '/api/community/library/save').send({ content_id: withdrawn })).status).toBe(200);
      expect((await call(editor, 'delete', `/api/premium-content/${withdrawn}`)).status).toBe(200);
      const library = (await call(sam, 'get', '/api/community/library')).body.savedContent;
      expect(library.map((s: { premium_content: { id: number } }) => s.premium_content.id)).not.toContain(withdrawn);
    });

    it('removes reports by premium content id and by saved report id', async () => {
      const res = await call(pat, 'delete', `/api/community/library/remove/${second}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      // Removing it again (a retry after a lost answer) succeeds as the first time did (member-retries.test.ts).
      expect((await call(pat, 'delete', `/api/community/library/remove/${second}`)).status).toBe(200);

      const [linked] = (await call(pat, 'get', '/api/community/journal-library')).body.journalSavedReports;
      const removed = await call(pat, 'delete', `/api/community/journal-library/${linked.id}`);
      expect(removed.body).toEqual({ success: true });
      expect((await call(pat, 'get', '/api/community/library')).body.savedContent).toEqual([]);
    });
  });
});
