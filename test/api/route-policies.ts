import type { AccessPolicy } from '../../backend/src/infrastructure/http/access.js';
import { eventually, type TestApp } from '../support/test-app.js';
import { PASSWORD, type Identity } from '../support/auth.js';
import { insertGeneration } from './content-fixtures.js';
import { insertEntry, insertGoal, insertPremium, insertSaved } from './members-fixtures.js';
import { insertWebsite } from './website-fixtures.js';
import { newWebToken } from '../../backend/src/modules/newsletter/newsletter-sends.js';

export interface RouteRule {
  policy: AccessPolicy;
  /**
   * false: no API key may call the route whatever its policy (as @Access(policy, { apiKeys: false })); 'staff': a staff
   * key may call this signed-in route too (as @Access('signed-in', { apiKeys: 'staff' })).
   */
  apiKeys?: false | 'staff';
  /** Request body sent by every identity (so allowed calls get past validation where it matters). */
  body?: object;
  /** Creates what the route's path parameters point at; return the parameter values. */
  fixture?: (t: TestApp, people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>) => Promise<Record<string, string | number>>;
  /** The fixture belongs to the member: the other member must get 404. */
  ownedBy?: 'member';
  /** Runs after each identity's call (e.g. to restore the account a call deleted). */
  after?: (t: TestApp, people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>) => Promise<void>;
  /** An event stream: the call reads the status and headers, then closes the connection. */
  stream?: true;
}

type People = Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>;

// Members' area (issue 4). Fixtures run once per identity, so each call gets a fresh row of the member's.
const entryOfMember = async (t: TestApp, people: People) => ({ id: await insertEntry(t, people.member.id) });
const goalOfMember = async (t: TestApp, people: People) => ({ id: await insertGoal(t, people.member.id) });
const publishedPremium = async (t: TestApp) => ({ id: await insertPremium(t) });
const savedByMember = async (t: TestApp, people: People) => ({ id: await insertSaved(t, people.member.id, await insertPremium(t)) });
const premiumSavedByMember = async (t: TestApp, people: People) => {
  const id = await insertPremium(t);
  await insertSaved(t, people.member.id, id);
  return { id };
};
/** A coach reply (insight) to one of the member's entries. */
const insightOfMember = async (t: TestApp, people: People) => {
  const entry = await insertEntry(t, people.member.id);
  const [row] = await t.sql<{ id: number }>(
    `insert into ai_responses (user_id, journal_entry_id, response_content, source, coach_tone) values ($1, $2, 'A fixture reply.', 'rules', 'encouraging')
     on conflict (journal_entry_id) do update set response_content = excluded.response_content returning id`,
    [people.member.id, entry],
  );
  return { id: row.id };
};
/** DELETE /api/community/profile deletes the caller's account: put the identities back (same ids) after each call. */
// Kept per app: the test files of an API group (test/support/api-groups.ts) share this module.
const accounts = new WeakMap<TestApp, Record<string, unknown>[]>();
const snapshotAccounts = async (t: TestApp, people: People) => {
  if (!accounts.has(t)) accounts.set(t, await t.sql('select * from users where id = any($1)', [Object.values(people).map((p) => p.id)]));
  return {};
};
const restoreAccounts = async (t: TestApp) => {
  const restored: number[] = [];
  for (const a of accounts.get(t) ?? []) {
    const rows = await t.sql<{ id: number }>(
      `insert into users (id, email, name, password_hash, is_premium, profile_image_url, created_at, last_login_at, email_verified_at, role)
       values ($1, $2, $3, $4, $5, null, $6, $7, $8, $9) on conflict (id) do nothing returning id`,
      [a.id, a.email, a.name, a.password_hash, a.is_premium, a.created_at, a.last_login_at, a.email_verified_at, a.role],
    );
    restored.push(...rows.map((r) => r.id));
  }
  // A deleted account's API keys are revoked by a MemberDeleted consumer, in the background: let it finish before the
  // next identity's call, so its writes are not taken for that call's.
  if (!restored.length) return;
  await t.flushOutbox();
  await eventually(async () => (await t.sql(`select 1 from api_keys where created_by = any($1) and revoked_at is null`, [restored])).length === 0);
};

/** An open staff invitation (a fresh one per call). */
const anInvitation = async (t: TestApp) => ({
  id: (await t.sql<{ id: number }>(
    `insert into staff_invitations (email, role, token_hash, expires_at)
     values ('invitee-' || md5(random()::text) || '@example.com', 'editor', md5(random()::text) || md5(random()::text), now() + interval '7 days') returning id`,
  ))[0].id,
});
/** An editor account (a fresh one per call), whose role an admin may lower. */
const anEditor = async (t: TestApp) => ({
  id: (await t.sql<{ id: number }>(
    `insert into users (email, name, password_hash, role) values ('editor-' || md5(random()::text) || '@example.com', 'Fixture Editor', 'not-a-hash', 'editor') returning id`,
  ))[0].id,
});

const publishedWebsite = async (t: TestApp) => ({ id: await insertWebsite(t) });
const draftWebsite = async (t: TestApp) => ({ id: await insertWebsite(t, { status: 'draft' }) });
const websiteWithRevision = async (t: TestApp) => {
  const id = await insertWebsite(t);
  await t.sql(`insert into content_revisions (kind, content_id, version, fields) values ('website', $1, 1, '{"title": "Before"}')`, [id]);
  return { id, revision: 1 };
};

async function generation(t: TestApp, people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>) {
  return { id: await insertGeneration(t, { created_by: people.editor.id }) };
}

/** A send under way for the cancel route (fresh for every identity). */
export const aSendUnderWay = async (t: TestApp) => ({
  id: (await t.sql<{ id: number }>(`insert into newsletter_sends (kind, subject, html, text, status) values ('article', 'A send to stop', '', '', 'sending') returning id`))[0].id,
});
/** An ad for the ads routes (fresh for every identity). */
/** A newsletter subscriber for the erase route (fresh for every identity; unsubscribed, so no send mails it meanwhile). */
const aSubscriber = async (t: TestApp) => ({
  id: (await t.sql<{ id: number }>(`insert into newsletter_subscribers (email, status) values ('erase-' || gen_random_uuid() || '@example.com', 'unsubscribed') returning id`))[0].id,
});

const anAd = async (t: TestApp) => ({
  id: (await t.sql<{ id: number }>(`insert into ads (image_url, target_pages, position) values ('https://images.example.com/ad.jpg', '["home"]', 1) returning id`))[0].id,
});

export type KeyScope = 'content' | 'staff';

/**
 * Whether an API key of the scope may call the route, from its rule alone, so every route (and every route added
 * later) is covered: both scopes read public routes (GET); staff keys also call staff routes and signed-in routes marked
 * apiKeys: 'staff'; no key reaches public writes, other members' (signed-in) or admin routes, or a route marked apiKeys: false.
 */
export function keyMayCall(rule: RouteRule, scope: KeyScope, method: string): boolean {
  if (rule.apiKeys === false) return false;
  if (rule.policy === 'public') return method === 'GET';
  return scope === 'staff' && (rule.policy === 'staff' || (rule.policy === 'signed-in' && rule.apiKeys === 'staff'));
}

/** Who may call each route. Every route the app serves must be listed (checked by authorization.test.ts). */
export const ROUTE_POLICIES: Record<string, RouteRule> = {
  'GET /api/health': { policy: 'public' },
  'POST /api/auth/login': { policy: 'public' },
  'POST /api/auth/register': { policy: 'public' },
  'GET /api/auth/me': { policy: 'signed-in' },
  'POST /api/auth/logout': { policy: 'public' },
  'POST /api/auth/confirm-password': { policy: 'signed-in', apiKeys: false, body: { password: PASSWORD } },
  // Staff invitations (issue 18).
  'POST /api/auth/invitations/inspect': { policy: 'public', body: { token: 'A'.repeat(43) } },
  'POST /api/auth/invitations/accept': {
    policy: 'public',
    body: { token: 'A'.repeat(43), name: 'Nobody', password: 'a-new-password', confirmPassword: 'a-new-password' },
  },
  'GET /api/admin/invitations': { policy: 'admin' },
  'POST /api/admin/invitations': { policy: 'admin', body: { email: 'invited-by-the-matrix@example.com', role: 'editor' } },
  'POST /api/admin/invitations/{id}/resend': { policy: 'admin', fixture: anInvitation },
  'POST /api/admin/invitations/{id}/revoke': { policy: 'admin', fixture: anInvitation },
  'PUT /api/admin/users/{id}/role': { policy: 'admin', fixture: anEditor, body: { role: 'member' } },
  'POST /api/auth/password-reset': { policy: 'public', body: { email: 'nobody@example.com' } },
  'POST /api/auth/password-reset/confirm': { policy: 'public', body: { token: 'A'.repeat(43), password: 'a-new-password', confirmPassword: 'a-new-password' } },
  'POST /api/auth/password-reset/inspect': { policy: 'public', body: { token: 'A'.repeat(43) } },
  'GET /api/admin/users': { policy: 'admin' },
  'GET /api/admin/users/counts': { policy: 'admin' },
  'POST /api/community/auth/login': { policy: 'public' },
  'POST /api/community/auth/register': { policy: 'public' },
  'GET /api/community/auth/me': { policy: 'signed-in' },
  'POST /api/community/auth/logout': { policy: 'public' },
  'POST /api/community/auth/sign-out-others': { policy: 'signed-in', apiKeys: false },
  // The current password is wrong here, so nothing changes for the matrix's identities (403 is the check's answer only
  // after the policy let the call through: the body is refused with 400 first).
  'POST /api/community/auth/email': { policy: 'signed-in', apiKeys: false, body: { password: PASSWORD, email: 'not-an-address' } },
  'POST /api/auth/email-change/confirm': { policy: 'public', body: { token: 'A'.repeat(43) } },
  'POST /api/community/auth/password': { policy: 'signed-in', apiKeys: false, body: { currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' } },
  // Two-step sign-in: the account's own settings (sessions only); an administrator turns it off for a lost phone.
  'GET /api/community/auth/two-factor': { policy: 'signed-in', apiKeys: false },
  'POST /api/community/auth/two-factor/setup': { policy: 'signed-in', apiKeys: false, body: { password: PASSWORD } },
  'POST /api/community/auth/two-factor/enable': { policy: 'signed-in', apiKeys: false, body: { code: '000000' } },
  'POST /api/community/auth/two-factor/disable': { policy: 'signed-in', apiKeys: false, body: { password: PASSWORD, code: '000000' } },
  'POST /api/community/auth/two-factor/recovery-codes': { policy: 'signed-in', apiKeys: false, body: { password: PASSWORD, code: '000000' } },
  'DELETE /api/admin/users/{id}/two-factor': { policy: 'admin', fixture: anEditor },
  // Content generator and Apple News+ generations (issue 3): staff only; image search for anyone signed in.
  'GET /api/content/generations': { policy: 'staff' },
  'GET /api/content/generations/archived': { policy: 'staff' },
  'GET /api/content/generations/{id}': { policy: 'staff', fixture: generation },
  'PUT /api/content/generations/{id}': { policy: 'staff', fixture: generation, body: { topic: 'Renamed by the authorization test' } },
  'PUT /api/content/generations/{id}/archive': { policy: 'staff', fixture: generation },
  'DELETE /api/content/generations/{id}': { policy: 'staff', fixture: generation },
  'POST /api/content/generate': { policy: 'staff' },
  'GET /api/content/generate/progress/{requestId}': { policy: 'staff', fixture: async () => ({ requestId: '00000000-0000-4000-8000-000000000000' }) },
  'GET /api/content/default-prompt': { policy: 'staff' },
  'POST /api/content/auto-initialize': { policy: 'staff' },
  'GET /api/content/editorial-cycle': { policy: 'staff' },
  'GET /api/pexels/search': { policy: 'staff' },
  // Members' area (issue 4): every member reaches only their own rows (another member's id answers 404).
  'GET /api/community/journal': { policy: 'signed-in' },
  'GET /api/community/journal/months': { policy: 'signed-in' },
  'GET /api/community/journal/{id}': { policy: 'signed-in', fixture: entryOfMember, ownedBy: 'member' },
  'POST /api/community/journal': { policy: 'signed-in', body: { title: 'Matrix', content: 'Written by the authorization test' } },
  'PUT /api/community/journal/{id}': { policy: 'signed-in', fixture: entryOfMember, ownedBy: 'member', body: { content: 'Changed by the authorization test' } },
  'DELETE /api/community/journal/{id}': { policy: 'signed-in', fixture: entryOfMember, ownedBy: 'member' },
  'POST /api/community/journal/upload-image': { policy: 'signed-in' },
  'GET /api/community/goals': { policy: 'signed-in' },
  'POST /api/community/goals': { policy: 'signed-in', body: { goal: 'Set by the authorization test' } },
  'POST /api/community/goals/archive': { policy: 'signed-in', body: { newGoal: 'Set by the authorization test' } },
  'GET /api/community/goals/history': { policy: 'signed-in' },
  'POST /api/community/goals/{id}/archive': { policy: 'signed-in', fixture: goalOfMember, ownedBy: 'member' },
  'PUT /api/community/goals/{id}': { policy: 'signed-in', fixture: goalOfMember, ownedBy: 'member', body: { goal: 'Edited by the authorization test' } },
  'GET /api/community/momentum': { policy: 'signed-in' },
  'GET /api/community/momentum/goal-words': { policy: 'signed-in' },
  'GET /api/community/insights/year-progress': { policy: 'signed-in' },
  'GET /api/community/insights/year-target': { policy: 'signed-in' },
  'GET /api/community/insights/weekly-distance': { policy: 'signed-in' },
  'GET /api/community/insights/stream': { policy: 'signed-in', stream: true },
  'GET /api/community/insights/{id}/is-pinned': { policy: 'signed-in', fixture: insightOfMember, ownedBy: 'member' },
  'POST /api/community/insights/pin/{id}': { policy: 'signed-in', fixture: insightOfMember, ownedBy: 'member', body: {} },
  'DELETE /api/community/insights/pin/{id}': { policy: 'signed-in', fixture: insightOfMember, ownedBy: 'member' },
  'GET /api/community/profile': { policy: 'signed-in' },
  'GET /api/community/profile/export': { policy: 'signed-in' },
  'PATCH /api/community/profile': { policy: 'signed-in', body: { coach_tone: 'analytical' } },
  'PUT /api/community/profile/upgrade': { policy: 'signed-in' },
  'POST /api/community/profile/upload-image': { policy: 'signed-in' },
  'DELETE /api/community/profile': { policy: 'signed-in', fixture: snapshotAccounts, after: restoreAccounts },
  'POST /api/community/library/save': {
    policy: 'signed-in',
    fixture: async (t) => ({ id: await insertPremium(t, { id: 424242 }) }),
    body: { content_id: 424242 },
  },
  'POST /api/community/library/save/{id}': { policy: 'signed-in', fixture: publishedPremium },
  'GET /api/community/library': { policy: 'signed-in' },
  'GET /api/community/library/{id}': { policy: 'signed-in', fixture: savedByMember, ownedBy: 'member' },
  'DELETE /api/community/library/remove/{id}': { policy: 'signed-in', fixture: premiumSavedByMember, ownedBy: 'member' },
  'GET /api/community/journal-library': { policy: 'signed-in' },
  'DELETE /api/community/journal-library/{id}': { policy: 'signed-in', fixture: savedByMember, ownedBy: 'member' },
  'GET /api/premium-content/{id}': { policy: 'signed-in', apiKeys: 'staff', fixture: publishedPremium },
  'GET /api/premium-content': { policy: 'signed-in', apiKeys: 'staff' },
  'GET /api/premium-content/recent': { policy: 'staff' },
  'POST /api/premium-content/generate': { policy: 'staff', body: { topic: 'x', editorial_theme: 'Not a theme' } },
  // Nothing to regenerate (the matrix's app has no OPENAI_API_KEY): every active item is archived first.
  // A missing item: 404 for staff before any model call (the matrix's app has no OPENAI_API_KEY).
  'POST /api/premium-content/{id}/enhance': { policy: 'staff' },
  'POST /api/premium-content/regenerate-all': { policy: 'staff', fixture: async (t) => (await t.sql(`update premium_content set status = 'archived'`), {}) },
  'GET /api/premium-content/archived': { policy: 'staff' },
  'GET /api/premium-content/theme-counts': { policy: 'signed-in', apiKeys: 'staff' },
  'PUT /api/premium-content/{id}': { policy: 'staff', fixture: publishedPremium, body: { topic: 'Renamed by the authorization test' } },
  'DELETE /api/premium-content/{id}': { policy: 'staff', fixture: publishedPremium },
  'DELETE /api/premium-content/bulk-delete-theme/{theme}': { policy: 'staff', fixture: async () => ({ theme: 'Gear & Tech' }) },
  // "Select all" of a filtered list (issue 20): a search that matches nothing deletes nothing for the staff who may call it.
  'POST /api/premium-content/bulk-delete': { policy: 'staff', body: { q: 'zzznothingmatchesthis', expected_count: 0 } },
  // Website articles (issue 10): staff write; the public reads published articles only.
  'GET /api/website-content': { policy: 'staff' },
  'GET /api/website-content/theme-counts': { policy: 'public' },
  'GET /api/website-content/featured': { policy: 'public' },
  'GET /api/website-content/latest': { policy: 'public' },
  'GET /api/website-content/hero': { policy: 'public' },
  'GET /api/website-content/{idOrSlug}': { policy: 'public', fixture: async (t) => ({ idOrSlug: await insertWebsite(t) }) },
  // The matrix's app has no OPENAI_API_KEY: an unknown theme is refused before anything runs.
  'POST /api/website-content': { policy: 'staff', body: { title: 'x', long_form_article: 'x', editorial_theme: 'Not a theme' } },
  'POST /api/website-content/generate': { policy: 'staff', body: { topic: 'x', editorial_theme: 'Not a theme' } },
  // One path with GET /api/website-content/{idOrSlug} in the document (paths differing only in parameter names merge).
  'PUT /api/website-content/{idOrSlug}': { policy: 'staff', fixture: async (t) => ({ idOrSlug: await insertWebsite(t) }), body: { title: 'Renamed by the authorization test' } },
  'DELETE /api/website-content/{idOrSlug}': { policy: 'staff', fixture: async (t) => ({ idOrSlug: await insertWebsite(t) }) },
  'POST /api/website-content/{id}/publish': { policy: 'staff', fixture: draftWebsite },
  'POST /api/website-content/{id}/unpublish': { policy: 'staff', fixture: publishedWebsite },
  'POST /api/website-content/{id}/set-hero': { policy: 'staff', fixture: publishedWebsite },
  'POST /api/website-content/{id}/unset-hero': { policy: 'staff', fixture: async (t) => ({ id: await insertWebsite(t, { is_hero_article: true }) }) },
  'POST /api/website-content/{id}/set-featured': { policy: 'staff', fixture: publishedWebsite },
  'POST /api/website-content/{id}/unset-featured': { policy: 'staff', fixture: async (t) => ({ id: await insertWebsite(t, { is_featured: true }) }) },
  // The matrix's app has no PEXELS_API_KEY: a deleted article answers 409 before image search is needed.
  'POST /api/website-content/{id}/update-image': { policy: 'staff', fixture: async (t) => ({ id: await insertWebsite(t, { status: 'archived' }) }) },
  'GET /api/website-content/{id}/revisions': { policy: 'staff', fixture: publishedWebsite },
  'GET /api/website-content/{id}/revisions/{revision}': { policy: 'staff', fixture: websiteWithRevision },
  'POST /api/website-content/{id}/revisions/{revision}/restore': { policy: 'staff', fixture: websiteWithRevision },
  // Lists at real size (issue 19): a theme's pages after the first, and an article's related articles.
  'GET /api/publisher/themes/{theme}/articles': { policy: 'public', fixture: async () => ({ theme: 'training' }) },
  // A theme's archive: numbered pages, months, a month's pages (page 1 of an empty theme answers no items).
  'GET /api/publisher/themes/{theme}/pages/{page}': { policy: 'public', fixture: async () => ({ theme: 'training', page: 1 }) },
  'GET /api/publisher/themes/{theme}/months': { policy: 'public', fixture: async () => ({ theme: 'training' }) },
  'GET /api/publisher/themes/{theme}/months/{month}/pages/{page}': {
    policy: 'public',
    fixture: async (t) => {
      await insertWebsite(t, { title: 'Intervals for the archive month', editorial_theme: 'Training & Performance' });
      const [{ month }] = await t.sql<{ month: string }>(`select to_char(now() at time zone 'Europe/London', 'YYYY-MM') as month`);
      return { theme: 'training', month, page: 1 };
    },
  },
  'GET /api/publisher/articles/{id}/related': { policy: 'public', fixture: publishedWebsite },
  'GET /api/publisher/articles': { policy: 'public' },
  'GET /api/publisher/search': { policy: 'public' },
  'GET /api/publisher/most-read': { policy: 'public' },
  'POST /api/newsletter/subscribe': { policy: 'public', body: { email: 'not-an-address' } },
  'POST /api/newsletter/confirm': { policy: 'public', body: { token: 'A'.repeat(43) } },
  'POST /api/analytics/article-views': { policy: 'public', body: { article_id: 999999 } },
  // The newsletter that sends (issue 22): one-click unsubscribe without sign-in; staff sends and views; the subscribers' addresses (list, export) for admins.
  'POST /api/newsletter/unsubscribe': { policy: 'public' },
  'GET /api/newsletter/unsubscribe': { policy: 'public' },
  // A send's web copy ("View this email in your browser"): anyone with the address reads it.
  'GET /newsletter/issues/{token}': {
    policy: 'public',
    fixture: async (t) => {
      const token = newWebToken();
      await t.sql(`insert into newsletter_sends (kind, subject, web_token, html, text, status) values ('article', 'A sent newsletter', $1, '<!doctype html><title>x</title>', '', 'sent')`, [token]);
      return { token };
    },
  },
  // The newsletter archive (/newsletter): the issues that reached subscribers, for anyone.
  'GET /api/newsletter/issues': { policy: 'public' },
  'GET /api/admin/newsletter/sends': { policy: 'staff' },
  'GET /api/admin/newsletter/mail-server': { policy: 'staff' },
  'GET /api/admin/newsletter/subscribers/counts': { policy: 'staff', apiKeys: false },
  'GET /api/admin/newsletter/subscribers': { policy: 'admin', apiKeys: false },
  'GET /api/admin/newsletter/subscribers/export': { policy: 'admin', apiKeys: false },
  'DELETE /api/admin/newsletter/subscribers/{id}': { policy: 'admin', apiKeys: false, fixture: aSubscriber },
  'POST /api/admin/newsletter/weekly': { policy: 'staff', apiKeys: false, fixture: publishedWebsite },
  // The digest before it goes out: its preview (reads only) and a test to the staff member's own address.
  'GET /api/admin/newsletter/weekly/preview': { policy: 'staff', apiKeys: false, fixture: publishedWebsite },
  'POST /api/admin/newsletter/weekly/test': { policy: 'staff', apiKeys: false, fixture: publishedWebsite },
  'POST /api/admin/newsletter/articles/{id}/test': { policy: 'staff', apiKeys: false, fixture: publishedWebsite },
  'GET /api/admin/newsletter/articles/sent': { policy: 'staff', apiKeys: false },
  'GET /api/admin/newsletter/articles/{id}/recipients': { policy: 'staff', apiKeys: false, fixture: publishedWebsite },
  'POST /api/admin/newsletter/articles/{id}/send': { policy: 'staff', apiKeys: false, fixture: publishedWebsite },
  'POST /api/admin/newsletter/sends/{id}/cancel': { policy: 'staff', apiKeys: false, fixture: aSendUnderWay },
  // Discovery (issue 11).
  'GET /sitemap.xml': { policy: 'public' },
  'GET /sitemaps/{file}': { policy: 'public', fixture: async () => ({ file: 'pages.xml' }) },
  'GET /rss.xml': { policy: 'public' },
  'GET /rss/{theme}.xml': { policy: 'public', fixture: async () => ({ theme: 'training' }) },
  'GET /robots.txt': { policy: 'public' },
  // The article page as HTML (issue 11).
  'GET /article/{idOrSlug}': { policy: 'public', fixture: async (t) => ({ idOrSlug: await insertWebsite(t) }) },
  // The other public pages as HTML rendered on the server (issue 11).
  'GET /': { policy: 'public' },
  'GET /publisher': { policy: 'public' },
  'GET /publisher/training': { policy: 'public' },
  'GET /publisher/nutrition': { policy: 'public' },
  'GET /publisher/recovery': { policy: 'public' },
  'GET /publisher/mindset': { policy: 'public' },
  'GET /publisher/gear': { policy: 'public' },
  'GET /publisher/racing': { policy: 'public' },
  'GET /publisher/training/archive': { policy: 'public' },
  'GET /publisher/training/archive/{month}': { policy: 'public', fixture: async () => ({ month: '2026-07' }) },
  'GET /publisher/nutrition/archive': { policy: 'public' },
  'GET /publisher/nutrition/archive/{month}': { policy: 'public', fixture: async () => ({ month: '2026-07' }) },
  'GET /publisher/recovery/archive': { policy: 'public' },
  'GET /publisher/recovery/archive/{month}': { policy: 'public', fixture: async () => ({ month: '2026-07' }) },
  'GET /publisher/mindset/archive': { policy: 'public' },
  'GET /publisher/mindset/archive/{month}': { policy: 'public', fixture: async () => ({ month: '2026-07' }) },
  'GET /publisher/gear/archive': { policy: 'public' },
  'GET /publisher/gear/archive/{month}': { policy: 'public', fixture: async () => ({ month: '2026-07' }) },
  'GET /publisher/racing/archive': { policy: 'public' },
  'GET /publisher/racing/archive/{month}': { policy: 'public', fixture: async () => ({ month: '2026-07' }) },
  'GET /training': { policy: 'public' },
  'GET /nutrition': { policy: 'public' },
  'GET /recovery': { policy: 'public' },
  'GET /mindset': { policy: 'public' },
  'GET /gear': { policy: 'public' },
  'GET /racing': { policy: 'public' },
  'GET /about': { policy: 'public' },
  'GET /privacy': { policy: 'public' },
  'GET /newsletter': { policy: 'public' },
  'GET /premium': { policy: 'public' },
  'GET /community/auth': { policy: 'public' },
  'GET /search': { policy: 'public' },
  'GET /api/admin/audit-log': { policy: 'admin' },
  // API keys (issue 13): administrators only.
  'GET /api/admin/api-keys': { policy: 'admin' },
  'POST /api/admin/api-keys': { policy: 'admin', body: { name: 'Made by the authorization test', scope: 'content' } },
  'POST /api/admin/api-keys/{id}/revoke': {
    policy: 'admin',
    fixture: async (t, people) => ({
      id: (await t.sql<{ id: number }>(
        `insert into api_keys (name, scope, key_hash, key_prefix, created_by, expires_at) values ('Revoke me', 'content', md5(random()::text) || md5(random()::text), 'f50_content_x…', $1, now() + interval '90 days') returning id`,
        [people.admin.id],
      ))[0].id,
    }),
  },
  'GET /api/theme-heros/{theme}': { policy: 'public', fixture: async () => ({ theme: 'training' }) },
  'PUT /api/theme-heros/{theme}': { policy: 'staff', fixture: async () => ({ theme: 'gear' }), body: { custom_title: 'Set by the authorization test', is_active: true } },
  // Ads (issue 10).
  // Paid premium (issue 22). The matrix's app runs in demo mode (no Stripe settings): checkout, portal and webhook
  // answer 409 naming the mode to everyone the policy lets in (billing.test.ts runs them against the fake Stripe).
  'GET /api/billing/plans': { policy: 'public' },
  'GET /api/billing/subscription': { policy: 'signed-in' },
  'POST /api/billing/checkout': { policy: 'signed-in', body: { plan: 'monthly' } },
  'POST /api/billing/portal': { policy: 'signed-in' },
  // The 30-day guarantee: the member's own first subscription only (no id to name another's); billing-refund.test.ts.
  'GET /api/billing/refund': { policy: 'signed-in' },
  'POST /api/billing/refund': { policy: 'signed-in' },
  'POST /api/billing/webhook': { policy: 'public' },
  'GET /api/billing/members': { policy: 'admin', apiKeys: false },
  // New Premium members (premium-starts.ts): names and addresses of paying members, admins in the browser only, as the Users tab.
  'GET /api/billing/new-members': { policy: 'admin', apiKeys: false },
  'GET /api/ads': { policy: 'public' },
  'GET /api/ads/conflicts': { policy: 'staff' },
  'GET /api/ads/{id}': { policy: 'staff', fixture: anAd },
  'POST /api/ads': { policy: 'staff', body: { image_url: 'https://images.example.com/ad.jpg', target_pages: ['home'], user_id: 1 } },
  'POST /api/ads/upload-image': { policy: 'staff' },
  'PUT /api/ads/{id}': { policy: 'staff', fixture: anAd, body: { title: 'Renamed by the authorization test' } },
  'PATCH /api/ads/{id}/toggle-status': { policy: 'staff', fixture: anAd },
  'DELETE /api/ads/{id}': { policy: 'staff', fixture: anAd },
  // Ad figures: readers' pages count (public, batched); staff read the figures and the advertiser's CSV.
  'POST /api/ads/beacon': { policy: 'public', body: { impressions: [999999], clicks: [999999] } },
  'GET /api/ads/stats': { policy: 'staff' },
  'GET /api/ads/{id}/report': { policy: 'staff', fixture: anAd },
  'GET /api/ads/{id}/report.csv': { policy: 'staff', fixture: anAd },
};
