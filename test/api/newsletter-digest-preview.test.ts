import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { identities, registerMember, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { RateLimiter } from '../../backend/src/infrastructure/limits/rate-limiter.js';
import { createRootLogger } from '../../backend/src/infrastructure/logging/logger.js';
import { WeeklyDigestJob } from '../../backend/src/modules/newsletter/jobs/weekly-digest.job.js';
import { NewsletterDelivery } from '../../backend/src/modules/newsletter/newsletter-delivery.js';
import { NewsletterSends } from '../../backend/src/modules/newsletter/newsletter-sends.js';
import { TEST_SENDS_PER_HOUR, testSendBudget } from '../../backend/src/modules/newsletter/newsletter-test-sends.js';

/** The weekly digest before it goes out: staff preview it and send themselves a test; neither sends nor moves anything. */
describe('newsletter-digest-preview', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  const CONFIRMED = ['dee@example.com', 'eli@example.com'];
  const NOTHING_NEW = 'Nothing was published since the last digest, so there is nothing to send.';

  beforeAll(async () => {
    t = await startTestApp({ env: { NEWSLETTER_RATE_PER_MINUTE: '6000', PUBLIC_URL: 'https://mag.example.com' } });
    people = await identities(t);
    // This week's digest went out long ago (so the app's own minute tick sends nothing meanwhile); "send now" takes next week's.
    const { key } = await t.app.get(NewsletterSends).lastMoment(new Date());
    // (Within six hours of the week's moment, the app's first tick may have made this week's digest already: it is taken
    // over, so the test does not depend on the day it runs.)
    await t.sql(
      `insert into newsletter_sends (kind, subject, week_key, window_end, html, text, status) values ('weekly', 'An earlier week', $1, now() - interval '30 days', '', '', 'empty')
     on conflict (week_key) where kind = 'weekly' and status in ('sending', 'sent', 'empty')
     do update set subject = excluded.subject, window_end = excluded.window_end, html = '', text = '', status = 'empty'`,
      [key],
    );
    // The editor reads the newsletter too: a test's unsubscribe link must not unsubscribe them.
    for (const email of [...CONFIRMED, people.editor.email]) await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({ Cookie: who.cookie });
  /** Everything a preview or a test must leave as it was: the sends (and the next digest's window), deliveries, subscribers. */
  const state = () =>
    t.sql(
      `select (select count(*) from newsletter_sends)::int as sends, (select max(window_end) from newsletter_sends where kind = 'weekly') as window_end,
            (select count(*) from newsletter_deliveries)::int as deliveries,
            (select string_agg(email || ':' || status, ',' order by email) from newsletter_subscribers) as subscribers`,
    );
  const settle = () => new Promise((r) => setTimeout(r, 400));
  /** A reader's own unsubscribe link taken out, so their mail compares with the preview (whose link is the page without a token). */
  const withoutToken = (body: string) => body.replace(/(\/newsletter\/unsubscribe)\?token=[0-9]+\.[A-Za-z0-9_-]{43}/g, '$1');

  async function article(title: string, hoursAgo: number, status = 'published'): Promise<number> {
    const [row] = await t.sql<{ id: number }>(
      `insert into website_content (title, subtitle, slug, status, publish_date, meta_description, featured_image, long_form_article, headlines, tldr_summary, tags)
     values ($1::text, 'A deck for ' || $1::text, lower(regexp_replace($1::text, '[^A-Za-z0-9]+', '-', 'g')), $2, now() - make_interval(hours => $3),
       'Why ' || $1::text || ' matters after 50.', '/uploads/0123456789abcdef0123456789abcdef.webp', 'The body of ' || $1::text || '.', '[]', 'Summary.', '[]')
     returning id`,
      [title, status, hoursAgo],
    );
    return row.id;
  }

  describe('with nothing new', () => {
    it('the preview and the test say so in the words of the send, and mail nothing', async () => {
      const before = await state();
      const mailed = t.mail.messages.length;
      for (const [method, path] of [['get', '/api/admin/newsletter/weekly/preview'], ['post', '/api/admin/newsletter/weekly/test'], ['post', '/api/admin/newsletter/weekly']] as const) {
        const res = await request(t.server)[method](path).set(as(people.editor));
        expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 409, error: NOTHING_NEW });
      }
      await settle();
      expect(t.mail.messages.length).toBe(mailed);
      expect(await state()).toEqual(before);
      expect(await t.sql(`select 1 from audit_log where action like 'newsletter.%'`)).toEqual([]);
    });
  });

  describe('with new articles', () => {
    let preview: { subject: string; preheader: string; html: string; text: string; window_start: string; window_end: string; articles: Array<{ id: number; title: string; url: string; published_at: string }> };
    const titles = ['Tempo runs at sixty', 'Mobility for masters swimmers'];

    it('shows staff the digest as it would go out now, and changes nothing', async () => {
      const newest = await article(titles[0], 2);
      const older = await article(titles[1], 30);
      await article('A draft in the works', 1, 'draft');
      const before = await state();
      const mailed = t.mail.messages.length;

      const res = await request(t.server).get('/api/admin/newsletter/weekly/preview').set(as(people.editor));
      expect(res.status).toBe(200);
      preview = res.body;
      expect(preview.subject).toMatch(/^Flying@50 this week: 2 new articles \(\d{1,2} [A-Z][a-z]+ \d{4}\)$/);
      expect(preview.preheader).toMatch(/^This week in Flying@50: 2 new articles for athletes over 50, published between /);
      expect(preview.articles).toEqual([
        { id: newest, title: titles[0], url: 'https://mag.example.com/article/tempo-runs-at-sixty', published_at: expect.any(String) },
        { id: older, title: titles[1], url: 'https://mag.example.com/article/mobility-for-masters-swimmers', published_at: expect.any(String) },
      ]);
      for (const title of titles) {
        expect(preview.html).toContain(title);
        expect(preview.text).toContain(title.toUpperCase());
      }
      expect(preview.html + preview.text).not.toContain('A draft in the works');
      expect(preview.html).toContain(preview.preheader);
      // The unsubscribe link names nobody; no placeholder is left.
      expect(preview.html).toContain('href="https://mag.example.com/newsletter/unsubscribe"');
      expect(preview.text).toMatch(/Unsubscribe with one click, no sign-in needed: https:\/\/mag\.example\.com\/newsletter\/unsubscribe$/);
      expect(preview.html + preview.text).not.toMatch(/token=|%%UNSUBSCRIBE_URL%%/);
      expect(new Date(preview.window_end).getTime()).toBeGreaterThan(Date.now() - 60_000);

      // An admin sees the same; it counts as no send: nothing stored, mailed or audited.
      const again = await request(t.server).get('/api/admin/newsletter/weekly/preview').set(as(people.admin));
      expect(again.body.articles).toEqual(preview.articles);
      await settle();
      expect(await state()).toEqual(before);
      expect(t.mail.messages.length).toBe(mailed);
      expect(await t.sql(`select 1 from audit_log where action like 'newsletter.%'`)).toEqual([]);
    });

    it('is for staff only', async () => {
      const mailed = t.mail.messages.length;
      expect((await request(t.server).get('/api/admin/newsletter/weekly/preview')).status).toBe(401);
      expect((await request(t.server).post('/api/admin/newsletter/weekly/test')).status).toBe(401);
      expect((await request(t.server).get('/api/admin/newsletter/weekly/preview').set(as(people.member))).status).toBe(403);
      expect((await request(t.server).post('/api/admin/newsletter/weekly/test').set(as(people.member))).status).toBe(403);
      await settle();
      expect(t.mail.messages.length).toBe(mailed);
    });

    it("mails a test to the staff member's own address only, marked [Test], whose unsubscribe link unsubscribes nobody", async () => {
      const before = await state();
      const mailed = t.mail.messages.length;
      const res = await request(t.server).post('/api/admin/newsletter/weekly/test').set(as(people.editor));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ to: people.editor.email, articles: 2 });
      const mail = await t.mail.waitFor((m) => m.subject === `[Test] ${preview.subject}`);
      expect(mail.to).toEqual([people.editor.email]);
      expect(mail.html).toBe(preview.html);
      expect(mail.text.trim()).toBe(preview.text.trim());
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      await settle();
      expect(t.mail.messages.slice(mailed).map((m) => m.to)).toEqual([[people.editor.email]]);
      expect(await state()).toEqual(before);

      // Its unsubscribe link carries no token: the one-click address refuses it, and the editor stays subscribed.
      const link = /https:\/\/mag\.example\.com(\/newsletter\/unsubscribe)\S*/.exec(mail.text)!;
      expect(link[0]).toBe('https://mag.example.com/newsletter/unsubscribe');
      expect((await request(t.server).post(`/api${link[1]}`).type('form').send('List-Unsubscribe=One-Click')).status).toBe(400);
      expect(await t.sql(`select status from newsletter_subscribers where email = $1`, [people.editor.email])).toEqual([{ status: 'confirmed' }]);

      const audit = await t.sql<{ action: string; actor_id: number; subject_kind: string; subject_id: number | null; details: object }>(
        `select action, actor_id, subject_kind, subject_id, details from audit_log where action like 'newsletter.%'`,
      );
      expect(audit).toEqual([{ action: 'newsletter.weekly-test', actor_id: people.editor.id, subject_kind: 'newsletter-weekly', subject_id: null, details: { articles: 2 } }]);
    });

    it('the real send mails every confirmed subscriber what the preview showed', async () => {
      const sent = await request(t.server).post('/api/admin/newsletter/weekly').set(as(people.admin));
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ status: 'sending', recipients: 3 });
      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 20_000);
      const mails = t.mail.messages.filter((m) => m.subject === preview.subject);
      expect(mails.flatMap((m) => m.to).sort()).toEqual([...CONFIRMED, people.editor.email].sort());
      for (const mail of mails) {
        // Each has its own unsubscribe link, and the send's web copy linked above the masthead (the preview has no copy
        // to link); apart from them, the mail is the preview.
        expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?token=[0-9]+\./);
        const [head, body] = withoutToken(mail.html).split('<body');
        const [previewHead, previewBody] = preview.html.split('<body');
        expect(head).toBe(previewHead);
        expect(body.slice(body.indexOf('>Flying@50</a>'))).toBe(previewBody.slice(previewBody.indexOf('>Flying@50</a>')));
        expect(body.slice(0, body.indexOf('>Flying@50</a>'))).toMatch(/View this email in your browser/);
        const webCopy = /https:\/\/mag\.example\.com\/newsletter\/issues\/[A-Za-z0-9_-]{22}/.exec(mail.text)![0];
        expect(withoutToken(mail.text).trim()).toBe(`View this email in your browser: ${webCopy}\n\n${preview.text.trim()}`);
      }
      // Sent (this week's and next week's are both taken now): the preview answers what the send answers.
      const after = await request(t.server).get('/api/admin/newsletter/weekly/preview').set(as(people.editor));
      const again = await request(t.server).post('/api/admin/newsletter/weekly').set(as(people.editor));
      expect(after.status).toBe(409);
      expect(again.status).toBe(409);
      expect(after.body.error).toBe("This week's digest has already been sent, and so has next week's.");
      expect(again.body.error).toBe(after.body.error);
    });
  });

  describe('test sends are limited', () => {
    it(`at most ${TEST_SENDS_PER_HOUR} an hour per staff member, the article's and the digest's together`, async () => {
      const id = await article('Balance drills', 1);
      // The admin has used all but one of their tests this hour.
      const limiter = t.app.get(RateLimiter);
      for (let i = 0; i < TEST_SENDS_PER_HOUR - 1; i++) await limiter.consume(testSendBudget(people.admin.id));
      expect((await request(t.server).post(`/api/admin/newsletter/articles/${id}/test`).set(as(people.admin))).status).toBe(200);
      await t.mail.waitFor((m) => m.subject === '[Test] Balance drills' && m.to.includes(people.admin.email));
      const count = t.mail.messages.length;
      for (const path of ['/api/admin/newsletter/weekly/test', `/api/admin/newsletter/articles/${id}/test`]) {
        const refused = await request(t.server).post(path).set(as(people.admin));
        expect({ path, status: refused.status }).toEqual({ path, status: 429 });
        expect(refused.body.error).toBe(`Too many test sends: at most ${TEST_SENDS_PER_HOUR} an hour. Please try again later.`);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another staff member's budget is their own.
      expect((await request(t.server).post(`/api/admin/newsletter/articles/${id}/test`).set(as(people.editor))).status).toBe(200);
      await t.mail.waitFor((m) => m.subject === '[Test] Balance drills' && m.to.includes(people.editor.email));
      await settle();
      expect(t.mail.messages.length).toBe(count + 1);
      expect((await t.sql(`select 1 from audit_log where action in ('newsletter.test-send', 'newsletter.weekly-test') and actor_id = $1`, [people.admin.id])).length).toBe(1);
    });
  });

  describe('without a mail server', () => {
    it('real sends answer 503 naming SMTP_URL and start nothing; the schedule skips the week (one warning, no address); the tab is told why', async () => {
      // With a mail server, the tab has nothing to say.
      const ready = await request(t.server).get('/api/admin/newsletter/mail-server').set(as(people.editor));
      expect(ready.body).toEqual({ ready: true, problem: null });
      const lines: string[] = [];
      const bare = await startTestApp({ queue: 'in-process', env: { SMTP_URL: '' }, logger: createRootLogger('info', { write: (line: string) => void lines.push(line) }) });
      try {
        const member = await registerMember(bare, 'no-smtp-sender@example.com');
        await bare.sql(`update users set role = 'editor' where id = $1`, [member.id]);
        await bare.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ('reader-no-smtp@example.com', 'confirmed', now())`);
        const [{ id }] = await bare.sql<{ id: number }>(
          `insert into website_content (title, slug, status, publish_date, long_form_article, headlines, tldr_summary, tags)
         values ('Stairs at dawn', 'stairs-at-dawn', 'published', now() - interval '1 hour', 'Up and down.', '[]', 'Stairs.', '[]') returning id`,
        );
        const status = await request(bare.server).get('/api/admin/newsletter/mail-server').set(as(member));
        expect(status.status).toBe(200);
        expect(status.body).toEqual({
          ready: false,
          problem:
            'No mail server is set up (SMTP_URL is empty), so no newsletter can be sent: sends and tests are refused, and the weekly digest is skipped. Set SMTP_URL (and MAIL_FROM) and restart.',
        });
        for (const path of [`/api/admin/newsletter/articles/${id}/send`, '/api/admin/newsletter/weekly']) {
          const res = await request(bare.server).post(path).set(as(member));
          expect({ path, status: res.status, error: res.body.error }).toEqual({
            path,
            status: 503,
            error: 'No mail server is set up (SMTP_URL is empty), so the newsletter cannot reach anyone: nothing was sent. Set SMTP_URL (and MAIL_FROM), restart, and send it again.',
          });
        }
        expect(await bare.sql('select 1 from newsletter_sends')).toEqual([]);
        expect(await bare.sql(`select 1 from audit_log where action like 'newsletter.%'`)).toEqual([]);

        // The scheduled digest of a moment a week on, a minute after it: not made (its window is not used up), said once.
        const { key, at } = await bare.app.get(NewsletterSends).lastMoment(new Date(Date.now() + 7 * 86_400_000));
        for (const late of [60_000, 120_000]) expect((await bare.app.get(WeeklyDigestJob).run(new Date(at.getTime() + late))).weekly).toBeUndefined();
        expect(await bare.sql('select 1 from newsletter_sends')).toEqual([]);
        expect(lines.filter((line) => line.includes(`weekly digest of ${key} not sent: SMTP_URL is not set`))).toHaveLength(1);

        // A send made before SMTP_URL was removed waits, saying why; nothing counts as sent.
        const [send] = await bare.sql<{ id: number }>(`insert into newsletter_sends (kind, subject, html, text, status) values ('article', 'Made earlier', '<p>x</p>', 'x', 'sending') returning id`);
        await bare.sql(`insert into newsletter_deliveries (send_id, subscriber_id) select $1, id from newsletter_subscribers`, [send.id]);
        expect(await bare.app.get(NewsletterDelivery).deliver(send.id)).toMatchObject({ outcome: 'paused', sent: 0 });
        expect(await bare.sql('select status from newsletter_deliveries where send_id = $1', [send.id])).toEqual([{ status: 'pending' }]);
        const [row] = await bare.sql<{ status: string; paused_reason: string }>('select status, paused_reason from newsletter_sends where id = $1', [send.id]);
        expect(row).toEqual({ status: 'sending', paused_reason: expect.stringMatching(/^No mail server is set up \(SMTP_URL is empty\), so nothing can be sent: the send waits/) });
        // No subscriber's address in the log.
        expect(lines.join('\n')).not.toContain('reader-no-smtp@example.com');
      } finally {
        await bare.close();
      }
    });

    it('a test answers 503 naming SMTP_URL and mails nothing; the preview still works', async () => {
      const bare = await startTestApp({ queue: 'in-process', env: { SMTP_URL: '' } });
      try {
        // No mail server, so no invitation can be opened: a member made an editor in the database instead.
        const member = await registerMember(bare, 'no-smtp-editor@example.com');
        await bare.sql(`update users set role = 'editor' where id = $1`, [member.id]);
        const staff = { editor: member };
        const [{ id }] = await bare.sql<{ id: number }>(
          `insert into website_content (title, slug, status, publish_date, long_form_article, headlines, tldr_summary, tags)
         values ('Hill sprints', 'hill-sprints', 'published', now() - interval '1 hour', 'Short and steep.', '[]', 'Hills.', '[]') returning id`,
        );
        const outbox = await bare.sql('select count(*)::int as n from outbox_events');
        for (const path of ['/api/admin/newsletter/weekly/test', `/api/admin/newsletter/articles/${id}/test`]) {
          const res = await request(bare.server).post(path).set(as(staff.editor));
          expect({ path, status: res.status }).toEqual({ path, status: 503 });
          expect(res.body.error).toBe(
            'No mail server is set up (SMTP_URL is empty), so a test cannot reach your inbox: mail is only written to the server log. Set SMTP_URL (and MAIL_FROM), restart, and send the test again.',
          );
        }
        expect(await bare.sql(`select 1 from audit_log where action like 'newsletter.%'`)).toEqual([]);
        expect(await bare.sql('select count(*)::int as n from outbox_events')).toEqual(outbox);
        const preview = await request(bare.server).get('/api/admin/newsletter/weekly/preview').set(as(staff.editor));
        expect(preview.status).toBe(200);
        expect(preview.body.articles.map((a: { title: string }) => a.title)).toEqual(['Hill sprints']);
      } finally {
        await bare.close();
      }
    });
  });
});
