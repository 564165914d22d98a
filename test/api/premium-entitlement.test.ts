import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { insertEntry, insertPremium } from './members-fixtures.js';

/**
 * Issue 22, entitlement: every route that can carry premium text, asked by every kind of caller. No answer to a
 * caller without premium (anonymous, free member, lapsed member, content key) holds a word of a premium report's
 * text; premium members, staff and staff keys (on staff routes) read it whole.
 */
describe('premium-entitlement', () => {
  const BODY = 'Quadriceps-zebra eccentric ladder protocol';
  const TLDR = 'Tldr-heliotrope summary line';
  const FORMAT = 'Format-marmalade social post';
  const INLINE = 'https://images.example/inline-secret.jpg';
  const SECRETS = [BODY, TLDR, FORMAT, INLINE];

  let t: TestApp;
  let premiumId: number;
  type Caller = { name: string; entitled: boolean; staff?: boolean; auth: (r: request.Test) => request.Test };
  const callers: Caller[] = [];

  async function makeKey(admin: Identity, scope: 'content' | 'staff'): Promise<string> {
    const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: `${scope} key`, scope });
    expect(res.status).toBe(201);
    return res.body.key;
  }

  async function withReports(member: Identity): Promise<void> {
    const entry = await insertEntry(t, member.id, { content: 'Hill repeats left my knees sore' });
    await t.sql('insert into saved_reports (user_id, premium_content_id, journal_entry_id) values ($1, $2, $3)', [member.id, premiumId, entry]);
    const [reply] = await t.sql<{ id: number }>(
      `insert into ai_responses (user_id, journal_entry_id, response_content, source, coach_tone) values ($1, $2, 'Ease the hills this week.', 'rules', 'encouraging') returning id`,
      [member.id, entry],
    );
    await t.sql(
      `insert into ai_recommendations (ai_response_id, user_id, premium_content_id, position, recommendation_reason, relevance_score) values ($1, $2, $3, 0, 'It covers hills.', 0.5)`,
      [reply.id, member.id, premiumId],
    );
  }

  beforeAll(async () => {
    t = await startTestApp();
    premiumId = await insertPremium(t, { topic: 'Strength for masters' });
    await t.sql(
      `update premium_content set long_form_article = $1, tldr_summary = $2, repurposed_formats = $3, generated_images = $4 where id = $5`,
      [`## Why strength\n\n${BODY} for athletes over 50.`, TLDR, JSON.stringify({ socialMediaPost: FORMAT }), JSON.stringify({ coverImage: 'https://images.example/c.jpg', inlineVisual1: INLINE }), premiumId],
    );
    const admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    const editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    const free = await registerMember(t, 'free@example.com', 'Free Member');
    const premium = await registerMember(t, 'premium@example.com', 'Premium Member');
    const lapsed = await registerMember(t, 'lapsed@example.com', 'Lapsed Member');
    expect((await request(t.server).put('/api/community/profile/upgrade').set('Cookie', premium.cookie)).status).toBe(200);
    // Premium from a subscription whose paid period (and grace) ended yesterday.
    await t.sql(`update users set is_premium = true, premium_until = now() - interval '1 day' where id = $1`, [lapsed.id]);
    for (const member of [free, premium, lapsed, editor]) await withReports(member);
    const contentKey = await makeKey(admin, 'content');
    const staffKey = await makeKey(admin, 'staff');
    const cookie = (who: Identity) => (r: request.Test) => r.set('Cookie', who.cookie);
    const bearer = (key: string) => (r: request.Test) => r.set('Authorization', `Bearer ${key}`);
    callers.push(
      { name: 'anonymous', entitled: false, auth: (r) => r },
      { name: 'free member', entitled: false, auth: cookie(free) },
      { name: 'premium member', entitled: true, auth: cookie(premium) },
      { name: 'lapsed member', entitled: false, auth: cookie(lapsed) },
      { name: 'editor', entitled: true, staff: true, auth: cookie(editor) },
      { name: 'content key', entitled: false, auth: bearer(contentKey) },
      { name: 'staff key', entitled: true, staff: true, auth: bearer(staffKey) },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const ROUTES: { method: 'get' | 'post'; path: () => string; body?: () => object; members?: true; staffOnly?: true }[] = [
    { method: 'get', path: () => '/api/premium-content', members: true },
    { method: 'get', path: () => `/api/premium-content/${premiumId}`, members: true },
    { method: 'get', path: () => '/api/premium-content/recent', staffOnly: true },
    { method: 'post', path: () => '/api/community/library/save', body: () => ({ content_id: premiumId }), members: true },
    { method: 'post', path: () => `/api/community/library/save/${premiumId}`, members: true },
    { method: 'get', path: () => '/api/community/library', members: true },
    { method: 'get', path: () => '/api/community/journal-library', members: true },
    { method: 'get', path: () => '/api/community/journal', members: true },
    { method: 'get', path: () => '/api/auth/me' },
    { method: 'get', path: () => '/api/publisher/search?q=quadriceps' },
    { method: 'get', path: () => '/rss.xml' },
    { method: 'get', path: () => '/sitemap.xml' },
    { method: 'get', path: () => '/' },
    { method: 'get', path: () => '/premium' },
  ];

  const ask = (caller: Caller, route: (typeof ROUTES)[number]) => {
    const r = request(t.server)[route.method](route.path());
    return caller.auth(route.body ? r.send(route.body()) : r);
  };

  describe('premium text goes only to premium members and staff', () => {
    it.each(ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path().replace('undefined', '{id}')}`, route] as const))(
      '%s: no answer to a caller without premium holds the report text',
      async (_name, route) => {
        for (const caller of callers) {
          const res = await ask(caller, route);
          const text = res.text ?? '';
          if (!caller.entitled) {
            for (const secret of SECRETS) expect({ caller: caller.name, status: res.status, leaked: text.includes(secret) ? secret : null }).toEqual({ caller: caller.name, status: res.status, leaked: null });
          }
        }
      },
    );

    it('entitled callers read the whole report where their route allows (the matrix sees the text when it is there)', async () => {
      for (const caller of callers.filter((c) => c.entitled)) {
        const path = caller.staff ? '/api/premium-content/recent' : `/api/premium-content/${premiumId}`;
        const res = await caller.auth(request(t.server).get(path));
        expect({ caller: caller.name, status: res.status, whole: res.text.includes(BODY) && res.text.includes(TLDR) }).toEqual({ caller: caller.name, status: 200, whole: true });
        // An entitled answer is never stored by a shared cache (the public cache, the edge, a browser's shared cache).
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      const premiumMember = callers.find((c) => c.name === 'premium member')!;
      // The Library's list carries summaries; the saved report read whole carries the text.
      const library = await premiumMember.auth(request(t.server).get('/api/community/library'));
      expect(library.body.savedContent[0].premium_content).toMatchObject({ locked: false });
      expect(library.text).not.toContain(BODY);
      const one = await premiumMember.auth(request(t.server).get(`/api/community/library/${library.body.savedContent[0].id}`));
      expect(one.body.premium_content).toMatchObject({ locked: false, long_form_article: expect.stringContaining(BODY) });
    });

    it('members without premium get the teaser and the way to upgrade; saving is refused and stores nothing', async () => {
      const saved = await t.sql('select * from saved_reports order by id');
      for (const name of ['free member', 'lapsed member']) {
        const caller = callers.find((c) => c.name === name)!;
        const item = await caller.auth(request(t.server).get(`/api/premium-content/${premiumId}`));
        expect(item.status).toBe(200);
        expect(item.body).toMatchObject({
          id: premiumId,
          topic: 'Strength for masters',
          subtitle: 'Two sessions a week',
          editorial_theme: 'Training & Performance',
          apple_news_deck: 'A fixture deck.',
          headlines: ['Headline one', 'Headline two'],
          generated_images: { coverImage: 'https://images.example/c.jpg' },
          long_form_article: '',
          tldr_summary: '',
          repurposed_formats: {},
          locked: true,
        });
        const save = await caller.auth(request(t.server).post('/api/community/library/save').send({ content_id: premiumId }));
        expect(save.status).toBe(403);
        expect(save.body.error).toMatch(/Upgrade at \/premium/);
        const library = await caller.auth(request(t.server).get('/api/community/library'));
        expect(library.body.savedContent[0].premium_content).toMatchObject({ topic: 'Strength for masters', locked: true });
        const one = await caller.auth(request(t.server).get(`/api/community/library/${library.body.savedContent[0].id}`));
        expect(one.body.premium_content).toMatchObject({ topic: 'Strength for masters', locked: true, long_form_article: '', tldr_summary: '' });
        expect(one.text).not.toContain(BODY);
        const me = await caller.auth(request(t.server).get('/api/community/profile'));
        expect(me.body.profile.is_premium).toBe(false);
      }
      expect(await t.sql('select * from saved_reports order by id')).toEqual(saved);
    });
  });
});
