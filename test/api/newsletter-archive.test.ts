import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { identities } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { WeeklyDigestJob } from '../../backend/src/modules/newsletter/jobs/weekly-digest.job.js';
import { DELIVERY_LOCK_CLASS } from '../../backend/src/modules/newsletter/newsletter-delivery.js';
import { NewsletterSends } from '../../backend/src/modules/newsletter/newsletter-sends.js';

/**
 * The newsletter archive (docs/product.md#newsletter-sign-up): GET /api/newsletter/issues and the /newsletter page list
 * the sends that reached subscribers (those with a web copy), newest first, 20 a page, paged by a cursor; a send that
 * reaches its subscribers purges the cached archive.
 */
describe('newsletter-archive', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  let reader: number;
  /** A worker's connection, delivering the send still on its way (so the app's minute tick does not take it up). */
  let worker: pg.Client | undefined;

  beforeAll(async () => {
    t = await startTestApp({ env: { NEWSLETTER_RATE_PER_MINUTE: '6000', PUBLIC_URL: 'https://mag.example.com' } });
    people = await identities(t);
    // This week's digest went out long ago, so the app's own minute tick sends none meanwhile.
    const { key } = await t.app.get(NewsletterSends).lastMoment(new Date());
    await t.sql(
      `insert into newsletter_sends (kind, subject, week_key, window_end, html, text, status, created_at) values ('weekly', 'An empty week', $1, now() - interval '30 days', '', '', 'empty', now() - interval '1 hour')
     on conflict (week_key) where kind = 'weekly' and status in ('sending', 'sent', 'empty')
     do update set subject = excluded.subject, window_end = excluded.window_end, html = '', text = '', status = 'empty'`,
      [key],
    );
    [{ id: reader }] = await t.sql<{ id: number }>(`insert into newsletter_subscribers (email, status, confirmed_at) values ('ida@example.com', 'confirmed', now()) returning id`);
  });
  afterAll(async () => {
    await worker?.end();
    await t?.close();
  });

  const HTML = '<!doctype html><html lang="en-GB"><head><title>x</title></head><body>A stored mail</body></html>';

  /** A send made `daysAgo` days ago (its web copy token made from its subject). */
  async function send(subject: string, daysAgo: number, status: string, options: { html?: string; token?: string | null; reached?: boolean } = {}): Promise<number> {
    const token = options.token === undefined ? subject.replace(/[^A-Za-z0-9]/g, '').padEnd(22, '0').slice(0, 22) : options.token;
    const [{ id }] = await t.sql<{ id: number }>(
      `insert into newsletter_sends (kind, subject, web_token, html, text, status, created_at) values ('article', $1, $2, $3, '', $4, now() - make_interval(days => $5)) returning id`,
      [subject, token, options.html ?? HTML, status, daysAgo],
    );
    if (options.reached) await t.sql(`insert into newsletter_deliveries (send_id, subscriber_id, status, sent_at) values ($1, $2, 'sent', now())`, [id, reader]);
    return id;
  }

  interface Page {
    issues: Array<{ id: number; kind: string; subject: string; sent_at: string; url: string }>;
    next: string | null;
  }

  describe('the newsletter archive', () => {
    it('lists the issues that reached subscribers, newest first, 20 a page, and the page of older ones after a cursor', async () => {
      // 22 sent issues, 10 to 31 days old; two sent at the same moment (the later id first).
      for (let i = 0; i < 22; i++) await send(`Issue number ${String(i + 1).padStart(2, '0')}`, 31 - i, 'sent');
      const twin = await send('Issue twin', 20, 'sent');
      await t.sql(`update newsletter_sends set created_at = (select created_at from newsletter_sends where subject = 'Issue number 12') where id = $1`, [twin]);
      // Issues with a web copy although they did not end sent: stopped or failed after reaching a reader.
      await send('Stopped after a reader', 5, 'cancelled', { reached: true });
      await send('Failed after a reader', 4, 'failed', { reached: true });
      // None of these has a web copy: failed or stopped before anyone, an empty week, no token (sent before copies existed), still on its way to its first reader.
      await send('Failed before anyone', 3, 'failed');
      await send('Stopped before anyone', 3, 'cancelled');
      await send('Empty week', 2, 'empty', { html: '' });
      await send('Sent before web copies', 2, 'sent', { token: null });
      const onItsWay = await send('On its way', 1, 'sending');
      worker = new pg.Client({ connectionString: t.config.databaseUrl });
      await worker.connect();
      await worker.query('select pg_advisory_lock($1, $2)', [DELIVERY_LOCK_CLASS, onItsWay]);
      // The app's minute tick, coming now, leaves it to its worker.
      expect(await t.app.get(WeeklyDigestJob).run()).toEqual({ weekly: undefined, resumed: 0 });

      const first = await request(t.server).get('/api/newsletter/issues');
      expect(first.status).toBe(200);
      const page1 = first.body as Page;
      expect(page1.issues).toHaveLength(20);
      expect(page1.issues.slice(0, 5).map((i) => i.subject)).toEqual(['Failed after a reader', 'Stopped after a reader', 'Issue number 22', 'Issue number 21', 'Issue number 20']);
      const twinAt = page1.issues.findIndex((i) => i.subject === 'Issue twin');
      expect(page1.issues[twinAt + 1].subject).toBe('Issue number 12');
      const [{ web_token }] = await t.sql<{ web_token: string }>(`select web_token from newsletter_sends where subject = 'Issue number 22'`);
      expect(page1.issues[2]).toMatchObject({ kind: 'article', url: `/newsletter/issues/${web_token}` });
      const times = page1.issues.map((i) => Date.parse(i.sent_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(page1.next).toMatch(/^\d+-\d+$/);
      expect(first.headers.xkey.split(' ')).toContain('newsletter-archive');

      const second = await request(t.server).get(`/api/newsletter/issues?before=${page1.next}`);
      expect(second.status).toBe(200);
      const page2 = second.body as Page;
      expect(page2.issues.map((i) => i.subject)).toEqual(['Issue number 05', 'Issue number 04', 'Issue number 03', 'Issue number 02', 'Issue number 01']);
      expect(page2.next).toBeNull();
      const all = [...page1.issues, ...page2.issues].map((i) => i.subject);
      expect(new Set(all).size).toBe(25);
      expect(all.join()).not.toMatch(/before anyone|Empty week|Sent before web copies|On its way/);
      // Every listed issue's web copy is there.
      for (const issue of [page1.issues[0], page2.issues[4]]) expect((await request(t.server).get(issue.url)).status).toBe(200);

      for (const bad of ['12', 'x-1', '1-0', '0-1', '1-2-3']) expect((await request(t.server).get(`/api/newsletter/issues?before=${bad}`)).status).toBe(400);

      // The page itself, rendered on the server (no script needed): the sign-up box, the issues linking their copies, 'Older issues'.
      const html = await request(t.server).get('/newsletter');
      expect(html.status).toBe(200);
      expect(html.text).toContain('<title>Newsletter archive | Flying@50</title>');
      expect(html.text).toContain('action="/api/newsletter/subscribe"');
      expect(html.text).toContain(`href="/newsletter/issues/${web_token}"`);
      expect(html.text).toContain('Issue number 22');
      expect(html.text).not.toContain('Issue number 05');
      expect(html.text).toContain(`href="/newsletter?before=${page1.next}"`);
      expect(html.headers.xkey.split(' ')).toContain('newsletter-archive');
      const older = await request(t.server).get(`/newsletter?before=${page1.next}`);
      expect(older.status).toBe(200);
      expect(older.text).toContain('Issue number 05');
      expect(older.text).not.toContain('Issue number 22');
      expect(older.text).not.toMatch(/href="\/newsletter\?before=/);
      expect(older.text).toContain('>Latest issues</a>');
      expect((await request(t.server).get('/newsletter?before=nonsense')).status).toBe(404);
    });

    it('a send reaching its subscribers purges the cached archive, API and page', async () => {
      const before = await request(t.server).get('/api/newsletter/issues');
      const page = await request(t.server).get('/newsletter');
      expect(before.status).toBe(200);
      const [{ id }] = await t.sql<{ id: number }>(
        `insert into website_content (title, subtitle, slug, status, publish_date, meta_description, featured_image, long_form_article, headlines, tldr_summary, tags)
       values ('Strides on grass', 'A deck', 'strides-on-grass', 'published', now() - interval '1 hour', 'Why strides matter after 50.', '/uploads/0123456789abcdef0123456789abcdef.webp', 'The body.', '[]', 'Summary.', '[]')
       returning id`,
      );
      // Cached: the same answer again.
      expect((await request(t.server).get('/api/newsletter/issues').set('If-None-Match', before.headers.etag)).status).toBe(304);
      const sent = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set({ Cookie: people.editor.cookie });
      expect(sent.status).toBe(201);
      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 20_000);
      await eventually(async () => ((await request(t.server).get('/api/newsletter/issues')).body as Page).issues[0]?.subject === 'Strides on grass', 20_000);
      const after = (await request(t.server).get('/api/newsletter/issues')).body as Page;
      expect(after.issues[0].id).toBe(sent.body.id);
      expect(after.issues[1]).toEqual((before.body as Page).issues[0]);
      await eventually(async () => (await request(t.server).get('/newsletter')).text.includes('Strides on grass'), 20_000);
      expect(page.text).not.toContain('Strides on grass');
    });
  });
});
