import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { buildOpenApi } from '../../backend/src/bootstrap.js';
import { startFakeOpenAI, startFakePexels, type FakeOpenAI, type FakePexels } from '../fakes/index.js';
import { identities, type Identity } from '../support/auth.js';
import { png } from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertGeneration } from './content-fixtures.js';
import { insertPremium } from './members-fixtures.js';
import { aSendUnderWay, keyMayCall, ROUTE_POLICIES } from './route-policies.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * Issue 18 (Trust): every state-changing staff route leaves exactly one audit row per change, naming the actor (the
 * person, or the API key) and the subject. The staff write routes are read from the OpenAPI document, so a new one
 * fails this test until it is walked here or listed in EXEMPT with its reason. Each is called as its person (the
 * editor, or the admin for admin routes) and, where a staff key may call it, with a fresh staff key.
 */
describe('staff-audit', () => {
  let t: TestApp;
  let openai: FakeOpenAI;
  let pexels: FakePexels;
  let people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>;
  let staffWrites: string[];

  type Params = Record<string, number | string>;
  interface Row {
    action: string;
    kind: string;
    id: number | null;
  }
  interface Call {
    /** Admin routes are called as the admin, the others as the editor. */
    fixture?: () => Promise<Params>;
    body?: object;
    /** Sends a PNG as the multipart field `image`. */
    image?: true;
    /** The rows the call adds, in order, from the path parameters and the answer. */
    rows: (params: Params, answer: Record<string, unknown>) => Row[];
  }

  const row = (action: string, kind: string, id: number | string | null): Row => ({ action, kind, id: id === null ? null : Number(id) });
  const topic = () => `Audited topic ${randomBytes(3).toString('hex')}`;

  const website = (status?: 'draft' | 'published') => async () => ({ id: await insertWebsite(t, { status }) });
  const generation = async () => ({ id: await insertGeneration(t, { created_by: people.editor.id }) });
  const premium = async () => ({ id: await insertPremium(t) });
  const anAd = async () => ({
    id: (await t.sql<{ id: number }>(`insert into ads (image_url, target_pages, position) values ('https://images.example.com/ad.jpg', '["home"]', 1) returning id`))[0].id,
  });
  /** The only active premium item, so regenerate-all replaces exactly one. */
  const onlyPremium = async () => {
    await t.sql(`update premium_content set status = 'archived'`);
    return { id: await insertPremium(t, { editorial_theme: 'Racing & Strategy' }) };
  };

  const anInvitation = async () => ({
    id: (await t.sql<{ id: number }>(
      `insert into staff_invitations (email, role, token_hash, expires_at)
     values ('invitee-' || md5(random()::text) || '@example.com', 'editor', md5(random()::text) || md5(random()::text), now() + interval '7 days') returning id`,
    ))[0].id,
  });
  const anEditor = async () => ({
    id: (await t.sql<{ id: number }>(
      `insert into users (email, name, password_hash, role) values ('editor-' || md5(random()::text) || '@example.com', 'Fixture Editor', 'not-a-hash', 'editor') returning id`,
    ))[0].id,
  });

  const aSubscriber = async () => ({
    id: (await t.sql<{ id: number }>(`insert into newsletter_subscribers (email, status) values ('erase-' || md5(random()::text) || '@example.com', 'unsubscribed') returning id`))[0].id,
  });

  /** Routes that change state but are not staff commands, with the reason. */
  const EXEMPT: Record<string, string> = {
    'POST /api/content/auto-initialize': 'reads only: the spec makes the dashboard initialisation a POST, but it reports the cycle and writes nothing',
  };

  const AUDITED: Record<string, Call[]> = {
    'POST /api/content/generate': [{ body: { topic: topic() }, rows: (_, a) => [row('generation.generate', 'generation', a.id as number)] }],
    'PUT /api/content/generations/{id}': [{ fixture: generation, body: { topic: 'Renamed' }, rows: (p) => [row('generation.update', 'generation', p.id)] }],
    'PUT /api/content/generations/{id}/archive': [{ fixture: generation, rows: (p) => [row('generation.archive', 'generation', p.id)] }],
    'DELETE /api/content/generations/{id}': [{ fixture: generation, rows: (p) => [row('generation.delete', 'generation', p.id)] }],
    'POST /api/premium-content/generate': [
      { body: { topic: topic(), editorial_theme: 'Gear & Tech', forceCreate: true }, rows: (_, a) => [row('premium.generate', 'premium', a.id as number)] },
    ],
    // Enhance and regenerate-all are two audited commands per item: the new item is generated, then the old one deleted.
    'POST /api/premium-content/{id}/enhance': [
      { fixture: premium, rows: (p, a) => [row('premium.generate', 'premium', a.id as number), row('premium.delete', 'premium', p.id)] },
    ],
    'POST /api/premium-content/regenerate-all': [
      {
        fixture: onlyPremium,
        rows: (p, a) => [row('premium.generate', 'premium', (a.content as { id: number }[])[0].id), row('premium.delete', 'premium', p.id)],
      },
    ],
    'PUT /api/premium-content/{id}': [
      { fixture: premium, body: { topic: 'Renamed' }, rows: (p) => [row('premium.update', 'premium', p.id)] },
      { fixture: premium, body: { status: 'draft' }, rows: (p) => [row('premium.unpublish', 'premium', p.id)] },
      { fixture: async () => ({ id: await insertPremium(t, { status: 'draft' }) }), body: { status: 'published' }, rows: (p) => [row('premium.publish', 'premium', p.id)] },
    ],
    'DELETE /api/premium-content/{id}': [{ fixture: premium, rows: (p) => [row('premium.delete', 'premium', p.id)] }],
    'DELETE /api/premium-content/bulk-delete-theme/{theme}': [
      { fixture: async () => (await insertPremium(t, { editorial_theme: 'Mindset & Motivation' }), { theme: 'Mindset & Motivation' }), rows: () => [row('premium.bulk-delete', 'premium', null)] },
    ],
    'POST /api/premium-content/bulk-delete': [
      {
        fixture: async () => (await insertPremium(t, { editorial_theme: 'Nutrition & Fueling', topic: 'Audited electrolytes' }), {}),
        body: { theme: 'Nutrition & Fueling', q: 'audited electrolytes' },
        rows: () => [row('premium.bulk-delete', 'premium', null)],
      },
    ],
    'POST /api/website-content': [
      { body: { title: 'Written by hand', long_form_article: 'Kit that lasts.', editorial_theme: 'Gear & Tech' }, rows: (_, a) => [row('website.create', 'website', a.id as number)] },
    ],
    'POST /api/website-content/generate': [{ body: { topic: topic() }, rows: (_, a) => [row('website.generate', 'website', a.id as number)] }],
    'PUT /api/website-content/{idOrSlug}': [{ fixture: async () => ({ idOrSlug: await insertWebsite(t) }), body: { title: 'Renamed' }, rows: (p) => [row('website.update', 'website', p.idOrSlug)] }],
    'DELETE /api/website-content/{idOrSlug}': [{ fixture: async () => ({ idOrSlug: await insertWebsite(t) }), rows: (p) => [row('website.delete', 'website', p.idOrSlug)] }],
    'POST /api/website-content/{id}/publish': [
      { fixture: website('draft'), rows: (p) => [row('website.publish', 'website', p.id)] },
      { fixture: website('draft'), body: { publish_at: new Date(Date.now() + 86_400_000).toISOString() }, rows: (p) => [row('website.schedule', 'website', p.id)] },
    ],
    'POST /api/website-content/{id}/unpublish': [{ fixture: website(), rows: (p) => [row('website.unpublish', 'website', p.id)] }],
    'POST /api/website-content/{id}/set-hero': [{ fixture: website(), rows: (p) => [row('website.set-hero', 'website', p.id)] }],
    'POST /api/website-content/{id}/unset-hero': [
      { fixture: async () => ({ id: await insertWebsite(t, { is_hero_article: true }) }), rows: (p) => [row('website.unset-hero', 'website', p.id)] },
    ],
    'POST /api/website-content/{id}/set-featured': [{ fixture: website(), rows: (p) => [row('website.set-featured', 'website', p.id)] }],
    'POST /api/website-content/{id}/unset-featured': [
      { fixture: async () => ({ id: await insertWebsite(t, { is_featured: true }) }), rows: (p) => [row('website.unset-featured', 'website', p.id)] },
    ],
    'POST /api/website-content/{id}/update-image': [{ fixture: website(), rows: (p) => [row('website.update-image', 'website', p.id)] }],
    'POST /api/website-content/{id}/revisions/{revision}/restore': [
      {
        fixture: async () => {
          const id = await insertWebsite(t);
          await t.sql(`insert into content_revisions (kind, content_id, version, fields) values ('website', $1, 1, '{"title": "Before"}')`, [id]);
          return { id, revision: 1 };
        },
        rows: (p) => [row('website.restore', 'website', p.id)],
      },
    ],
    'POST /api/admin/newsletter/weekly': [
      { fixture: async () => (await insertWebsite(t), {}), rows: (_, a) => [row('newsletter.weekly-send', 'newsletter-send', a.id as number)] },
    ],
    'POST /api/admin/newsletter/weekly/test': [
      {
        // A digest to test: the walk's own weekly sends may have taken this week and the next.
        fixture: async () => (await t.sql(`delete from newsletter_sends where kind = 'weekly'`), await insertWebsite(t), {}),
        rows: () => [row('newsletter.weekly-test', 'newsletter-weekly', null)],
      },
    ],
    'POST /api/admin/newsletter/articles/{id}/test': [{ fixture: website(), rows: (p) => [row('newsletter.test-send', 'website', p.id)] }],
    'POST /api/admin/newsletter/articles/{id}/send': [{ fixture: website(), rows: (_, a) => [row('newsletter.article-send', 'newsletter-send', a.id as number)] }],
    'POST /api/admin/newsletter/sends/{id}/cancel': [{ fixture: () => aSendUnderWay(t), rows: (p) => [row('newsletter.cancel', 'newsletter-send', p.id)] }],
    'DELETE /api/admin/newsletter/subscribers/{id}': [{ fixture: aSubscriber, rows: (p) => [row('newsletter.erase', 'newsletter-subscriber', p.id)] }],
    'PUT /api/theme-heros/{theme}': [{ fixture: async () => ({ theme: 'gear' }), body: { custom_title: 'Kit for the long run' }, rows: () => [row('theme-hero.update', 'theme-hero', null)] }],
    'POST /api/ads': [{ body: { image_url: 'https://images.example.com/ad.jpg', target_pages: ['home'] }, rows: (_, a) => [row('ad.created', 'ad', a.id as number)] }],
    'POST /api/ads/upload-image': [{ image: true, rows: () => [row('ad.image-uploaded', 'upload', null)] }],
    'PUT /api/ads/{id}': [{ fixture: anAd, body: { title: 'Renamed' }, rows: (p) => [row('ad.updated', 'ad', p.id)] }],
    'PATCH /api/ads/{id}/toggle-status': [{ fixture: anAd, rows: (p) => [row('ad.deactivated', 'ad', p.id)] }],
    'DELETE /api/ads/{id}': [{ fixture: anAd, rows: (p) => [row('ad.deleted', 'ad', p.id)] }],
    'POST /api/admin/invitations': [{ body: { email: 'audited-invitee@example.com', role: 'editor' }, rows: (_, a) => [row('invitation.create', 'invitation', a.id as number)] }],
    'POST /api/admin/invitations/{id}/resend': [{ fixture: anInvitation, rows: (p) => [row('invitation.resend', 'invitation', p.id)] }],
    'POST /api/admin/invitations/{id}/revoke': [{ fixture: anInvitation, rows: (p) => [row('invitation.revoke', 'invitation', p.id)] }],
    'PUT /api/admin/users/{id}/role': [{ fixture: anEditor, body: { role: 'member' }, rows: (p) => [row('user.role-change', 'user', p.id)] }],
    'DELETE /api/admin/users/{id}/two-factor': [
      {
        fixture: async () => {
          const { id } = await anEditor();
          await t.sql(`insert into two_factor_secrets (user_id, secret, confirmed_at) values ($1, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', now())`, [id]);
          return { id };
        },
        rows: (p) => [row('user.two-factor-reset', 'user', p.id)],
      },
    ],
    'POST /api/admin/api-keys': [{ body: { name: 'Audited key', scope: 'content' }, rows: (_, a) => [row('api-key.create', 'api-key', a.id as number)] }],
    'POST /api/admin/api-keys/{id}/revoke': [
      {
        fixture: async () => ({
          id: (await t.sql<{ id: number }>(
            `insert into api_keys (name, scope, key_hash, key_prefix, created_by, expires_at) values ('Revoke me', 'content', md5(random()::text) || md5(random()::text), 'f50_content_x…', $1, now() + interval '1 day') returning id`,
            [people.admin.id],
          ))[0].id,
        }),
        rows: (p) => [row('api-key.revoke', 'api-key', p.id)],
      },
    ],
  };

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    pexels = await startFakePexels({ apiKey: 'pexels-test-key' });
    t = await startTestApp({
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-test', PEXELS_API_KEY: 'pexels-test-key', PEXELS_BASE_URL: pexels.url },
    });
    people = await identities(t);
    const doc = buildOpenApi(t.app);
    staffWrites = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route) && ['staff', 'admin'].includes(ROUTE_POLICIES[route]?.policy));
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  /** A fresh staff key made by the admin (fresh per call, so the walk stays under the per-key rate limit). */
  async function staffKey(): Promise<{ id: number; key: string }> {
    const key = `f50_staff_${randomBytes(32).toString('base64url')}`;
    const [{ id }] = await t.sql<{ id: number }>(
      `insert into api_keys (name, scope, key_hash, key_prefix, created_by, expires_at) values ('Audit walk', 'staff', $1, $2, $3, now() + interval '1 day') returning id`,
      [createHash('sha256').update(key).digest('hex'), key.slice(0, 20), people.admin.id],
    );
    return { id, key };
  }

  interface AuditRow {
    action: string;
    subject_kind: string;
    subject_id: number | null;
    actor_id: number | null;
    api_key_id: number | null;
  }

  /** Makes the call and answers the audit rows it added (or a failure message). */
  async function walk(route: string, call: Call, auth: { cookie: string } | { key: string }): Promise<{ failure?: string; rows?: AuditRow[]; expected?: Row[] }> {
    const params = call.fixture ? await call.fixture() : {};
    const [method, template] = route.split(' ');
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    const [{ last }] = await t.sql<{ last: number }>('select coalesce(max(id), 0) as last from audit_log');
    let req = request(t.server)[method.toLowerCase() as 'post'](path);
    req = 'cookie' in auth ? req.set('Cookie', auth.cookie) : req.set('Authorization', `Bearer ${auth.key}`);
    const res = call.image ? await req.attach('image', await png(), 'ad.png') : await req.send(call.body ?? {});
    if (res.status >= 300) return { failure: `${route}: ${res.status} ${JSON.stringify(res.body)}` };
    const rows = await t.sql<AuditRow>('select action, subject_kind, subject_id, actor_id, api_key_id from audit_log where id > $1 order by id', [last]);
    return { rows, expected: call.rows(params, res.body as Record<string, unknown>) };
  }

  const subjects = (rows: AuditRow[]) => rows.map((r) => row(r.action, r.subject_kind, r.subject_id));

  describe('the audit of staff writes', () => {
    it('walks every staff write route of the application or names why it is exempt', () => {
      expect(staffWrites.length).toBeGreaterThan(20);
      expect(staffWrites.filter((r) => !(r in AUDITED) && !(r in EXEMPT))).toEqual([]);
      expect([...Object.keys(AUDITED), ...Object.keys(EXEMPT)].filter((r) => !staffWrites.includes(r))).toEqual([]);
      expect(Object.keys(AUDITED).filter((r) => r in EXEMPT)).toEqual([]);
    });

    it('leaves one row per change, naming the person and the subject', async () => {
      const failures: string[] = [];
      for (const [route, calls] of Object.entries(AUDITED)) {
        const person = ROUTE_POLICIES[route].policy === 'admin' ? people.admin : people.editor;
        for (const call of calls) {
          const { failure, rows, expected } = await walk(route, call, { cookie: person.cookie });
          if (failure) failures.push(failure);
          else if (JSON.stringify(subjects(rows!)) !== JSON.stringify(expected)) failures.push(`${route}: rows ${JSON.stringify(subjects(rows!))}, expected ${JSON.stringify(expected)}`);
          else if (!rows!.every((r) => r.actor_id === person.id && r.api_key_id === null)) failures.push(`${route}: actors ${JSON.stringify(rows)}, expected ${person.email}`);
        }
      }
      expect(failures).toEqual([]);
    }, 240_000);

    it('names the API key as the actor when a staff key makes the change', async () => {
      const failures: string[] = [];
      let walked = 0;
      for (const [route, calls] of Object.entries(AUDITED)) {
        if (!keyMayCall(ROUTE_POLICIES[route], 'staff', route.split(' ')[0])) continue;
        for (const call of calls) {
          const { id, key } = await staffKey();
          const { failure, rows, expected } = await walk(route, call, { key });
          walked += 1;
          if (failure) failures.push(failure);
          else if (JSON.stringify(subjects(rows!)) !== JSON.stringify(expected)) failures.push(`${route}: rows ${JSON.stringify(subjects(rows!))}, expected ${JSON.stringify(expected)}`);
          else if (!rows!.every((r) => r.api_key_id === id && r.actor_id === null)) failures.push(`${route}: actors ${JSON.stringify(rows)}, expected key ${id}`);
        }
      }
      expect(walked).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    }, 240_000);
  });
});
