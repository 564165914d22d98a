import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { EDGE_PUBLIC } from '../support/edge-headers.js';

/** Theme page heroes (docs/product.md#admin-mode-on-magazine-pages): GET public, PUT staff; bad input changes nothing. */
describe('theme-heroes', () => {
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

  const put = (who: Identity, theme: string, body: object) => request(t.server).put(`/api/theme-heros/${theme}`).set('Cookie', who.cookie).send(body);

  describe('theme heroes', () => {
    it('answers nulls for a theme with no hero, saves the custom title and image, and keeps fields left out', async () => {
      const empty = await request(t.server).get('/api/theme-heros/training');
      expect(empty.status).toBe(200);
      expect(empty.headers['cache-control']).toBe(EDGE_PUBLIC);
      expect(empty.body).toEqual({ theme: 'training', custom_title: null, custom_image_url: null, custom_image_width: null, custom_image_credit: null, is_active: false, updated_at: null });

      const saved = await put(editor, 'training', { custom_title: '  Train smarter after 50  ', custom_image_url: 'https://images.pexels.com/photos/2/b.jpeg', is_active: true });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ theme: 'training', custom_title: 'Train smarter after 50', custom_image_url: 'https://images.pexels.com/photos/2/b.jpeg', is_active: true, custom_image_credit: null });
      const titleOnly = await put(editor, 'training', { custom_title: 'Stronger every season' });
      expect(titleOnly.body).toMatchObject({ custom_title: 'Stronger every season', custom_image_url: 'https://images.pexels.com/photos/2/b.jpeg' });
      // Staff see their change at once; readers once its HeroChanged event has emptied the public cache.
      expect((await request(t.server).get('/api/theme-heros/training').set('Cookie', editor.cookie)).body.custom_title).toBe('Stronger every season');
      await eventually(async () => (await request(t.server).get('/api/theme-heros/training')).body.custom_title === 'Stronger every season');
      expect((await request(t.server).get('/api/theme-heros/racing')).body.custom_title).toBeNull();

      const audit = await t.sql<{ action: string; actor_id: number; details: { theme: string } }>(`select action, actor_id, details from audit_log where action like 'theme-hero.%' order by id`);
      expect(audit.map((a) => [a.action, a.actor_id, a.details.theme])).toEqual([
        ['theme-hero.update', editor.id, 'training'],
        ['theme-hero.update', editor.id, 'training'],
      ]);
    });

    it('refuses unknown themes, bad input and members, writing nothing', async () => {
      const before = JSON.stringify([await t.sql('select * from theme_heroes order by theme'), await t.sql('select id from audit_log order by id')]);
      const cases: Array<[Promise<request.Response> | request.Test, number, string | RegExp]> = [
        [request(t.server).get('/api/theme-heros/cooking'), 404, /Unknown theme "cooking"/],
        [put(editor, 'cooking', { custom_title: 'x' }), 404, /Unknown theme "cooking"/],
        [put(editor, 'gear', { custom_title: 'x'.repeat(201) }), 400, 'custom_title must be at most 200 characters'],
        [put(editor, 'gear', { custom_image_url: 'javascript:alert(1)' }), 400, /custom_image_url must be an http\(s\) address/],
        [put(editor, 'gear', { is_active: 'yes' }), 400, 'is_active must be true or false'],
        [put(editor, 'gear', {}), 400, /Send at least one field/],
        [put(member, 'gear', { custom_title: 'Member title' }), 403, /./],
      ];
      for (const [call, status, message] of cases) {
        const res = await call;
        expect([res.status, res.body.error]).toEqual([status, expect.stringMatching(message)]);
      }
      expect(JSON.stringify([await t.sql('select * from theme_heroes order by theme'), await t.sql('select id from audit_log order by id')])).toBe(before);
    });
  });
});
