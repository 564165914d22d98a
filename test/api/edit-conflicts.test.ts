import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { insertPremium } from './members-fixtures.js';
import { insertGeneration } from './content-fixtures.js';
import { dataUrl, png, storedFiles } from '../support/images.js';

/**
 * Two editors on one article (docs/product.md#editing-together): a save names the version it started from
 * (expected_updated_at) and is refused with 409, naming who changed it and when, when the item changed meanwhile;
 * nothing is changed then. A save without it (API-key scripts) still works.
 */
describe('edit-conflicts', () => {
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

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string, body: object) => request(t.server).post(path).set('Cookie', who.cookie).send(body),
    put: (path: string, body: object) => request(t.server).put(path).set('Cookie', who.cookie).send(body),
    del: (path: string) => request(t.server).delete(path).set('Cookie', who.cookie),
  });
  const website = async (id: number) => (await t.sql<Record<string, unknown>>('select * from website_content where id = $1', [id]))[0];
  const premium = async (id: number) => (await t.sql<Record<string, unknown>>('select * from premium_content where id = $1', [id]))[0];
  const revisions = async (id: number) => (await t.sql(`select id from content_revisions where kind = 'website' and content_id = $1`, [id])).length;

  describe('website article edits', () => {
    it('refuses the second of two saves from the same version (409 naming who and when) and changes nothing', async () => {
      const id = await insertWebsite(t, { title: 'Two editors', status: 'draft' });
      const opened = (await as(editor).get(`/api/website-content/${id}`)).body as { updated_at: string };
      const first = await as(admin).put(`/api/website-content/${id}`, { long_form_article: 'The admin rewrote the body.', expected_updated_at: opened.updated_at });
      expect(first.status).toBe(200);
      expect(first.body.updated_at).not.toBe(opened.updated_at);
      const before = await website(id);
      const kept = await revisions(id);

      const second = await as(editor).put(`/api/website-content/${id}`, { subtitle: 'The editor only changed the deck', expected_updated_at: opened.updated_at });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ success: false, reason: 'changed_meanwhile' });
      expect(second.body.error).toMatch(/^This article was changed by Ada Admin at \d{2}:\d{2}/);
      expect(second.body.error).toContain('Reload to see the latest version, then make your changes again.');
      expect(await website(id)).toEqual(before);
      expect(await revisions(id)).toBe(kept);

      // Started from the admin's version: saved, and the admin's body stays.
      const again = await as(editor).put(`/api/website-content/${id}`, { subtitle: 'The editor only changed the deck', expected_updated_at: first.body.updated_at });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ subtitle: 'The editor only changed the deck', long_form_article: 'The admin rewrote the body.' });
    });

    it('does not count placing an article (hero, featured) as a change: its version, dateModified and editor stay', async () => {
      const id = await insertWebsite(t, { title: 'Placed, not changed', status: 'published' });
      const previousHero = await insertWebsite(t, { title: 'The hero before', status: 'published' });
      expect((await request(t.server).post(`/api/website-content/${previousHero}/set-hero`).set('Cookie', admin.cookie)).status).toBe(200);
      const opened = (await as(editor).get(`/api/website-content/${id}`)).body as { updated_at: string };
      const before = { article: await website(id), hero: await website(previousHero) };
      for (const step of ['set-hero', 'set-featured', 'unset-featured']) {
        const res = await request(t.server).post(`/api/website-content/${id}/${step}`).set('Cookie', admin.cookie);
        expect([step, res.status, res.body.updated_at]).toEqual([step, 200, opened.updated_at]);
      }
      expect(await website(id)).toMatchObject({ is_hero_article: true, is_featured: false, updated_at: before.article.updated_at, updated_by: before.article.updated_by });
      expect(await website(previousHero)).toMatchObject({ is_hero_article: false, updated_at: before.hero.updated_at });
      // The editor who opened the article before it was placed saves without a conflict.
      const saved = await as(editor).put(`/api/website-content/${id}`, { subtitle: 'A new deck', expected_updated_at: opened.updated_at });
      expect(saved.status).toBe(200);
    });

    it('says "by you" when the same person saved from another window, and keeps saves without a version working', async () => {
      const id = await insertWebsite(t, { title: 'One editor, two tabs', status: 'draft' });
      const opened = (await as(editor).get(`/api/website-content/${id}`)).body as { updated_at: string };
      expect((await as(editor).put(`/api/website-content/${id}`, { subtitle: 'Tab one', expected_updated_at: opened.updated_at })).status).toBe(200);
      const stale = await as(editor).put(`/api/website-content/${id}`, { subtitle: 'Tab two', expected_updated_at: opened.updated_at });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/^This article was changed by you \(in another window or tab\) at/);

      const blind = await as(admin).put(`/api/website-content/${id}`, { subtitle: 'No version sent' });
      expect(blind.status).toBe(200);
      expect((await website(id)).subtitle).toBe('No version sent');
    });

    it('names the API key a change was made with', async () => {
      const id = await insertWebsite(t, { title: 'Synced piece', status: 'draft' });
      const opened = (await as(editor).get(`/api/website-content/${id}`)).body as { updated_at: string };
      const created = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: 'Newsroom sync', scope: 'staff' });
      expect(created.status).toBe(201);
      const synced = await request(t.server).put(`/api/website-content/${id}`).set('Authorization', `Bearer ${created.body.key}`).send({ subtitle: 'From the newsroom' });
      expect(synced.status).toBe(200);
      const stale = await as(editor).put(`/api/website-content/${id}`, { subtitle: 'Mine', expected_updated_at: opened.updated_at });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/^This article was changed by the API key "Newsroom sync" at/);
    });

    it('refuses a malformed version (400) and changes nothing', async () => {
      const id = await insertWebsite(t, { title: 'Bad version', status: 'draft' });
      const before = await website(id);
      for (const expected_updated_at of ['yesterday', null, 1764579600000]) {
        const bad = await as(editor).put(`/api/website-content/${id}`, { subtitle: 'x', expected_updated_at });
        expect([bad.status, bad.body.error]).toEqual([400, expect.stringMatching(/^expected_updated_at must be the updated_at you read, an ISO date-time/)]);
      }
      expect(await website(id)).toEqual(before);
    });
  });

  describe('premium content edits', () => {
    it('refuses the second of two saves from the same version and changes nothing; a save without it works', async () => {
      const id = await insertPremium(t, { topic: 'Shared roadmap', status: 'draft' });
      const opened = (await as(editor).get(`/api/premium-content/${id}`)).body as { updated_at: string };
      const first = await as(admin).put(`/api/premium-content/${id}`, { long_form_article: '## 1. New card\n\nThe admin edited a card.', expected_updated_at: opened.updated_at });
      expect(first.status).toBe(200);
      const before = await premium(id);

      const second = await as(editor).put(`/api/premium-content/${id}`, { topic: 'Renamed roadmap', expected_updated_at: opened.updated_at });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ reason: 'changed_meanwhile' });
      expect(second.body.error).toMatch(/^This premium post was changed by Ada Admin at \d{2}:\d{2}/);
      expect(await premium(id)).toEqual(before);

      const blind = await as(editor).put(`/api/premium-content/${id}`, { topic: 'Renamed roadmap' });
      expect(blind.status).toBe(200);
      expect(await premium(id)).toMatchObject({ topic: 'Renamed roadmap', long_form_article: '## 1. New card\n\nThe admin edited a card.' });
    });
  });

  describe('deleting a whole premium theme', () => {
    it('deletes nothing (409) when another number of items is there than the editor confirmed', async () => {
      await t.sql('delete from premium_content');
      const a = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Watches' });
      await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Shoes' });
      const path = `/api/premium-content/bulk-delete-theme/${encodeURIComponent('Gear & Tech')}`;

      const changed = await as(editor).del(`${path}?expected_count=1`);
      expect(changed.status).toBe(409);
      expect(changed.body.error).toBe('2 articles match now, not 1: nothing was deleted. Look at the list again and confirm.');
      expect((await premium(a)).status).toBe('published');

      const bad = await as(editor).del(`${path}?expected_count=two`);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('expected_count must be a whole number');

      const confirmed = await as(editor).del(`${path}?expected_count=2`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.deleted).toHaveLength(2);
    });
  });

  const ad = async (id: number) => (await t.sql<Record<string, unknown>>('select * from ads where id = $1', [id]))[0];
  const generation = async (id: number) => (await t.sql<Record<string, unknown>>('select * from content_generations where id = $1', [id]))[0];
  const hero = async (theme: string) => (await t.sql<Record<string, unknown>>('select * from theme_heroes where theme = $1', [theme]))[0];
  const auditRows = async () => (await t.sql('select id from audit_log')).length;

  describe('ad edits', () => {
    it('refuses the second of two saves from the same version (409 naming who) and changes nothing, not even a new image', async () => {
      const created = await as(editor).post('/api/ads', { title: 'Spring sale', image_url: 'https://images.example.com/ad.jpg', target_pages: ['home'], position: 1 });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      // The ad form reloads an ad by its id (staff only, active or not).
      const opened = await as(editor).get(`/api/ads/${id}`);
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual(created.body);
      expect((await as(editor).get('/api/ads/999999')).status).toBe(404);

      const first = await as(admin).put(`/api/ads/${id}`, { title: 'Summer sale', expected_updated_at: opened.body.updated_at });
      expect(first.status).toBe(200);
      const before = { row: await ad(id), files: storedFiles(t), audit: await auditRows() };
      const second = await as(editor).put(`/api/ads/${id}`, { link_url: 'https://shop.example.com', image_url: dataUrl(await png(), 'image/png'), expected_updated_at: opened.body.updated_at });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ success: false, reason: 'changed_meanwhile' });
      expect(second.body.error).toMatch(/^This ad was changed by Ada Admin at \d{2}:\d{2}.*Reload to see the latest version, then make your changes again\.$/);
      expect({ row: await ad(id), files: storedFiles(t), audit: await auditRows() }).toEqual(before);

      // From the admin's version: saved, and the admin's title stays; without a version: not checked.
      const again = await as(editor).put(`/api/ads/${id}`, { link_url: 'https://shop.example.com', expected_updated_at: first.body.updated_at });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ title: 'Summer sale', link_url: 'https://shop.example.com/' });
      expect((await as(admin).put(`/api/ads/${id}`, { position: 3 })).status).toBe(200);
      const stale = await as(editor).put(`/api/ads/${id}`, { title: 'Mine', expected_updated_at: again.body.updated_at });
      expect(stale.body.error).toMatch(/^This ad was changed by Ada Admin/);

      const kept = await ad(id);
      for (const expected_updated_at of ['yesterday', null]) {
        const bad = await as(editor).put(`/api/ads/${id}`, { title: 'x', expected_updated_at });
        expect([bad.status, bad.body.error]).toEqual([400, expect.stringMatching(/^expected_updated_at must be the updated_at you read/)]);
      }
      // A new ad has no version to name.
      const post = await as(editor).post('/api/ads', { image_url: 'https://images.example.com/b.jpg', target_pages: ['home'], expected_updated_at: kept.updated_at });
      expect(post.status).toBe(400);
      expect(await ad(id)).toEqual(kept);
    });
  });

  describe('content package edits', () => {
    it('refuses the second of two saves from the same version and changes nothing; the current version saves', async () => {
      const id = await insertGeneration(t, { topic: 'Shared package' });
      const opened = (await as(editor).get(`/api/content/generations/${id}`)).body as { updated_at: string };
      const first = await as(admin).put(`/api/content/generations/${id}`, { tldr_summary: 'The admin’s summary.', expected_updated_at: opened.updated_at });
      expect(first.status).toBe(200);
      const before = { row: await generation(id), audit: await auditRows() };

      const second = await as(editor).put(`/api/content/generations/${id}`, { headlines: ['The editor’s headline'], expected_updated_at: opened.updated_at });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ reason: 'changed_meanwhile' });
      expect(second.body.error).toMatch(/^This content package was changed by Ada Admin at \d{2}:\d{2}/);
      expect({ row: await generation(id), audit: await auditRows() }).toEqual(before);

      const again = await as(editor).put(`/api/content/generations/${id}`, { headlines: ['The editor’s headline'], expected_updated_at: first.body.updated_at });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ headlines: ['The editor’s headline'], tldr_summary: 'The admin’s summary.' });
      const bad = await as(editor).put(`/api/content/generations/${id}`, { tldr_summary: 'x', expected_updated_at: 'soon' });
      expect([bad.status, bad.body.error]).toEqual([400, expect.stringMatching(/^expected_updated_at must be/)]);
      expect((await as(admin).put(`/api/content/generations/${id}`, { tldr_summary: 'No version sent' })).status).toBe(200);
    });
  });

  describe('theme hero edits', () => {
    it('refuses a save over a hero set meanwhile, from never set (null) or from a version, and changes nothing', async () => {
      const opened = await as(editor).get('/api/theme-heros/mindset');
      expect(opened.body).toMatchObject({ custom_title: null, updated_at: null });
      const first = await as(admin).put('/api/theme-heros/mindset', { custom_title: 'The admin’s title', expected_updated_at: null });
      expect(first.status).toBe(200);
      const before = { row: await hero('mindset'), audit: await auditRows() };

      const second = await as(editor).put('/api/theme-heros/mindset', { custom_title: 'The editor’s title', expected_updated_at: null });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ reason: 'changed_meanwhile' });
      expect(second.body.error).toMatch(/^This hero section was changed by Ada Admin at \d{2}:\d{2}/);
      expect({ row: await hero('mindset'), audit: await auditRows() }).toEqual(before);

      const again = await as(editor).put('/api/theme-heros/mindset', { custom_title: 'The editor’s title', expected_updated_at: first.body.updated_at });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ custom_title: 'The editor’s title' });
      const stale = await as(admin).put('/api/theme-heros/mindset', { custom_image_url: 'https://images.example.com/h.jpg', expected_updated_at: first.body.updated_at });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/^This hero section was changed by Eddie Editor at/);
      const bad = await as(editor).put('/api/theme-heros/mindset', { custom_title: 'x', expected_updated_at: 'now' });
      expect([bad.status, bad.body.error]).toEqual([400, expect.stringMatching(/^expected_updated_at must be .*, or null$/)]);
      expect(await hero('mindset')).toMatchObject({ custom_title: 'The editor’s title', custom_image_url: null });
      // Saves naming no version (scripts) are not checked.
      expect((await as(admin).put('/api/theme-heros/mindset', { custom_title: 'No version sent' })).status).toBe(200);
    });
  });
});
