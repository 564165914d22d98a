import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEFAULT_BRIEF } from '../../backend/src/modules/ai/prompts/content-package.v1.js';
import { cyclePosition } from '../../backend/src/modules/content/editorial-cycle.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertGeneration } from './content-fixtures.js';

/** Reading, editing, archiving and deleting stored generations, and the admin's auto-initialise call. */
describe('content-generations', () => {
  let t: TestApp;
  let editor: Identity;
  let admin: Identity;
  let member: Identity;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    member = await registerMember(t, 'member@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity | null, method: 'get' | 'put' | 'delete' | 'post', path: string) => {
    const req = request(t.server)[method](path);
    return who ? req.set('Cookie', who.cookie) : req;
  };
  const rowOf = async (id: number) => (await t.sql('select * from content_generations where id = $1', [id]))[0];

  describe('listing and reading', () => {
    it('lists published generations of the whole team newest first, archived ones separately, and reads one', async () => {
      const older = await insertGeneration(t, { topic: 'Older', created_by: editor.id, created_at: new Date('2026-01-01T10:00:00Z') });
      const newer = await insertGeneration(t, { topic: 'Newer', created_by: admin.id, created_at: new Date('2026-02-01T10:00:00Z') });
      const archived = await insertGeneration(t, { topic: 'Put away', status: 'archived' });

      const list = await as(editor, 'get', '/api/content/generations');
      expect(list.status).toBe(200);
      const ids = list.body.map((g: { id: number }) => g.id);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      expect(ids).not.toContain(archived);

      const archive = await as(admin, 'get', '/api/content/generations/archived');
      expect(archive.status).toBe(200);
      expect(archive.body.map((g: { id: number }) => g.id)).toEqual([archived]);

      const one = await as(admin, 'get', `/api/content/generations/${older}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual({
        id: older,
        topic: 'Older',
        status: 'published',
        editorial_week: null,
        editorial_theme: null,
        system_prompt: null,
        long_form_article: expect.any(String),
        headlines: ['Fixture headline one', 'Fixture headline two'],
        tldr_summary: 'A fixture summary.',
        apple_news_deck: 'A fixture deck.',
        repurposed_formats: { listicle: 'L', tips: 'T', opinion: 'O', interview: 'I', narrative: 'N' },
        metadata: { section: 'Training & Performance', format: 'Feature', tags: ['fixture'] },
        generated_images: { coverImage: 'https://images.example/1.jpg', inlineVisual1: 'https://images.example/2.jpg', inlineVisual2: 'https://images.example/3.jpg' },
        image_details: { coverImage: null, inlineVisual1: null, inlineVisual2: null },
        prompt_version: 'content-package.v1',
        model: 'fixture',
        created_by: editor.id,
        created_at: '2026-01-01T10:00:00.000Z',
        updated_at: '2026-01-01T10:00:00.000Z',
      });
    });

    it('answers 404 for a generation that does not exist, or an id that cannot be one, and 400 for an id that is no number', async () => {
      for (const id of ['999999', '0', '-1', '99999999999999999999']) {
        const res = await as(editor, 'get', `/api/content/generations/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('Content not found');
      }
      const word = await as(editor, 'get', '/api/content/generations/abc');
      expect([word.status, word.body.error]).toEqual([400, 'id must be a whole number (e.g. 42)']);
    });
  });

  describe('PUT /api/content/generations/{id}', () => {
    it('changes the named fields, trimmed, and answers with the generation', async () => {
      const id = await insertGeneration(t);
      const res = await as(editor, 'put', `/api/content/generations/${id}`).send({
        topic: '  A better topic  ',
        system_prompt: '  Be brief.  ',
        long_form_article: '  ## 1. New\n\nRewritten.  ',
        headlines: ['  One  ', 'Two'],
        repurposed_formats: { tips: '  New tips  ' },
        metadata: { tags: [' a ', 'b'] },
        generated_images: { coverImage: 'https://images.pexels.com/photos/1/new.jpeg' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        topic: 'A better topic',
        system_prompt: 'Be brief.',
        long_form_article: '## 1. New\n\nRewritten.',
        headlines: ['One', 'Two'],
        repurposed_formats: { listicle: 'L', tips: 'New tips', opinion: 'O', interview: 'I', narrative: 'N' },
        metadata: { section: 'Training & Performance', format: 'Feature', tags: ['a', 'b'] },
        generated_images: { coverImage: 'https://images.pexels.com/photos/1/new.jpeg', inlineVisual1: 'https://images.example/2.jpg' },
        image_details: { coverImage: null },
      });
      expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(res.body.created_at) - 1);
      expect(await rowOf(id)).toMatchObject({ topic: 'A better topic', headlines: ['One', 'Two'] });

      const single = await as(editor, 'put', `/api/content/generations/${id}`).send({ tldr_summary: 'Shorter.' });
      expect(single.status).toBe(200);
      expect(single.body).toMatchObject({ tldr_summary: 'Shorter.', topic: 'A better topic' });

      const cleared = await as(editor, 'put', `/api/content/generations/${id}`).send({ system_prompt: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.system_prompt).toBeNull();
    });

    const refused: [string, object, RegExp][] = [
      ['a blank topic', { topic: '   ' }, /Topic cannot be empty/],
      ['a blank article', { long_form_article: '' }, /The article cannot be empty/],
      ['a blank system prompt', { system_prompt: ' ' }, /System prompt cannot be empty/],
      ['a null topic', { topic: null }, /Topic must be text|Topic cannot be empty/],
      ['a blank headline', { headlines: ['Good', '  '] }, /Headlines cannot be empty/],
      ['no headlines', { headlines: [] }, /Keep at least one headline/],
      ['four headlines', { headlines: ['a', 'b', 'c', 'd'] }, /at most 3 headlines/],
      ['headlines as text', { headlines: 'One' }, /Headlines must be a list of text/],
      ['a blank repurposed format', { repurposed_formats: { tips: ' ' } }, /The tips cannot be empty/],
      ['an unknown repurposed format', { repurposed_formats: { haiku: 'x' } }, /Unknown field "repurposed_formats.haiku"/],
      ['no tags', { metadata: { tags: [] } }, /Keep at least 1 tag/],
      ['eleven tags', { metadata: { tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) } }, /There can be at most 10 tags/],
      ['an unknown metadata field', { metadata: { mood: 'x' } }, /Unknown field "metadata.mood"/],
      ['an image that is not a URL', { generated_images: { coverImage: 'not a url' } }, /must be an http\(s\) image URL/],
      ['an unknown field', { status: 'archived' }, /Unknown field "status"/],
      ['an empty body', {}, /Send at least one field to change/],
    ];
    it.each(refused)('refuses %s with 400 and changes nothing', async (_name, body, message) => {
      const id = await insertGeneration(t);
      const before = await rowOf(id);
      const res = await as(editor, 'put', `/api/content/generations/${id}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
      expect(await rowOf(id)).toEqual(before);
    });

    it('answers 404 for a generation that does not exist', async () => {
      const res = await as(editor, 'put', '/api/content/generations/999999').send({ topic: 'x' });
      expect(res.status).toBe(404);
    });
  });

  describe('archive and delete', () => {
    it('archives (moving it to the archived list) and deletes for good', async () => {
      const id = await insertGeneration(t, { topic: 'To archive' });
      const archived = await as(editor, 'put', `/api/content/generations/${id}/archive`);
      expect(archived.status).toBe(200);
      expect(archived.body).toMatchObject({ success: true, message: 'Content archived', generation: { id, status: 'archived' } });
      expect((await as(editor, 'put', `/api/content/generations/${id}/archive`)).status).toBe(200);
      expect((await as(editor, 'get', '/api/content/generations')).body.map((g: { id: number }) => g.id)).not.toContain(id);
      expect((await as(editor, 'get', '/api/content/generations/archived')).body.map((g: { id: number }) => g.id)).toContain(id);

      const deleted = await as(admin, 'delete', `/api/content/generations/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, message: 'Content deleted', id });
      expect(await rowOf(id)).toBeUndefined();
      expect((await as(admin, 'delete', `/api/content/generations/${id}`)).status).toBe(404);
      expect((await as(admin, 'put', `/api/content/generations/${id}/archive`)).status).toBe(404);
    });
  });

  describe('access: staff only, and a denied call changes nothing', () => {
    it('denies members (403) and visitors (401) every generation call', async () => {
      const id = await insertGeneration(t);
      const before = await rowOf(id);
      const calls: [string, 'get' | 'put' | 'delete' | 'post', string, object?][] = [
        ['list', 'get', '/api/content/generations'],
        ['archived', 'get', '/api/content/generations/archived'],
        ['read', 'get', `/api/content/generations/${id}`],
        ['update', 'put', `/api/content/generations/${id}`, { topic: 'Hijacked' }],
        ['archive', 'put', `/api/content/generations/${id}/archive`],
        ['delete', 'delete', `/api/content/generations/${id}`],
        ['auto-initialise', 'post', '/api/content/auto-initialize'],
        ['default prompt', 'get', '/api/content/default-prompt'],
      ];
      for (const [, method, path, body] of calls) {
        expect((await as(member, method, path).send(body ?? {})).status).toBe(403);
        expect((await as(null, method, path).send(body ?? {})).status).toBe(401);
      }
      expect(await rowOf(id)).toEqual(before);
    });
  });

  describe('POST /api/content/auto-initialize', () => {
    it('reports the current cycle week and theme and whether it has content, without calling the model', async () => {
      const cycle = cyclePosition(new Date());
      const first = await as(editor, 'post', '/api/content/auto-initialize');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: true,
        week: cycle.week,
        theme: cycle.theme,
        week_starts_on: cycle.starts_on,
        cycle_starts_on: cycle.cycle_starts_on,
        anchor: '2025-07-14',
        time_zone: 'Europe/London',
      });
      expect(first.body.weeks).toHaveLength(6);
      expect(first.body.weeks.map((w: { theme: string }) => w.theme)).toEqual([
        'Training & Performance',
        'Nutrition & Fueling',
        'Recovery & Health',
        'Mindset & Motivation',
        'Gear & Tech',
        'Racing & Strategy',
      ]);
      const hadContent = first.body.has_content;
      expect(first.body.weeks[cycle.week - 1].status).toBe(hadContent ? 'published' : 'current');

      // Content for this week made in this cycle counts; an archived one does not.
      await insertGeneration(t, { editorial_week: cycle.week, status: 'archived' });
      expect((await as(editor, 'post', '/api/content/auto-initialize')).body.has_content).toBe(hadContent);
      const id = await insertGeneration(t, { editorial_week: cycle.week });
      const second = await as(admin, 'post', '/api/content/auto-initialize');
      expect(second.body).toMatchObject({ has_content: true, generation_id: id });
      expect(second.body.weeks[cycle.week - 1]).toMatchObject({ status: 'published', generation_id: id });
      const generations = Number((await t.sql<{ n: string }>('select count(*) as n from content_generations'))[0].n);
      expect((await as(admin, 'post', '/api/content/auto-initialize')).body).toEqual(second.body);
      expect(Number((await t.sql<{ n: string }>('select count(*) as n from content_generations'))[0].n)).toBe(generations);
    });
  });

  describe('GET /api/content/default-prompt', () => {
    it('gives the default brief, its version and the stages', async () => {
      const res = await as(editor, 'get', '/api/content/default-prompt');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ version: 'content-package.v1', system_prompt: DEFAULT_BRIEF, stages: ['queued', 'writing', 'images', 'checking', 'saving', 'done'] });
    });
  });
});
