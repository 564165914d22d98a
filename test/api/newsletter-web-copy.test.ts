import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import request from 'supertest';
import type { ReceivedMail } from '../fakes/fake-smtp.js';
import { identities, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { WeeklyDigestJob } from '../../backend/src/modules/newsletter/jobs/weekly-digest.job.js';
import { DELIVERY_LOCK_CLASS } from '../../backend/src/modules/newsletter/newsletter-delivery.js';
import { NewsletterSends } from '../../backend/src/modules/newsletter/newsletter-sends.js';

/**
 * "View this email in your browser" (docs/product.md#newsletter-sign-up): every send's mail links its web copy at the
 * top, and the copy (GET /newsletter/issues/{token}) is the mail as readers got it, without anyone's unsubscribe link;
 * tests and previews link none; a send that reached nobody has none.
 */
describe('newsletter-web-copy', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  const CONFIRMED = ['fay@example.com', 'gus@example.com'];
  const LINK = /View this email in your browser: (https:\/\/mag\.example\.com\/newsletter\/issues\/([A-Za-z0-9_-]{22}))\n/;

  beforeAll(async () => {
    t = await startTestApp({ env: { NEWSLETTER_RATE_PER_MINUTE: '6000', PUBLIC_URL: 'https://mag.example.com' } });
    people = await identities(t);
    // This week's digest went out long ago (the app's own minute tick sends nothing meanwhile); "send now" takes next week's.
    const { key } = await t.app.get(NewsletterSends).lastMoment(new Date());
    await t.sql(
      `insert into newsletter_sends (kind, subject, week_key, window_end, html, text, status) values ('weekly', 'An earlier week', $1, now() - interval '30 days', '', '', 'empty')
     on conflict (week_key) where kind = 'weekly' and status in ('sending', 'sent', 'empty')
     do update set subject = excluded.subject, window_end = excluded.window_end, html = '', text = '', status = 'empty'`,
      [key],
    );
    for (const email of CONFIRMED) await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({ Cookie: who.cookie });

  async function article(title: string, hoursAgo: number): Promise<number> {
    const [row] = await t.sql<{ id: number }>(
      `insert into website_content (title, subtitle, slug, status, publish_date, meta_description, featured_image, long_form_article, headlines, tldr_summary, tags)
     values ($1::text, 'A deck for ' || $1::text, lower(regexp_replace($1::text, '[^A-Za-z0-9]+', '-', 'g')), 'published', now() - make_interval(hours => $2),
       'Why ' || $1::text || ' matters after 50.', '/uploads/0123456789abcdef0123456789abcdef.webp', 'The body of ' || $1::text || '.', '[]', 'Summary.', '[]')
     returning id`,
      [title, hoursAgo],
    );
    return row.id;
  }

  /** The web copy's address in a mail: the first line of its text, and the same address linked at the top of its HTML. */
  function webCopyOf(mail: ReceivedMail): { url: string; token: string } {
    const match = LINK.exec(mail.text);
    expect(match).not.toBeNull();
    expect(mail.text.startsWith(match![0])).toBe(true);
    expect(mail.html).toContain(`<a href="${match![1]}" style="color:#55524c">View this email in your browser</a>`);
    // Above the masthead.
    expect(mail.html.indexOf('View this email in your browser')).toBeLessThan(mail.html.indexOf('>Flying@50</a>'));
    return { url: match![1], token: match![2] };
  }

  /** Every reader's own unsubscribe token in these mails (each mail carries its reader's). */
  const unsubscribeTokens = (mails: ReceivedMail[]) => mails.map((m) => /\/newsletter\/unsubscribe\?token=([0-9]+\.[A-Za-z0-9_-]{43})/.exec(m.text)![1]);

  /** What a web copy must never hold: a reader's address, unsubscribe token or link, the placeholder, the link to itself. */
  function expectNothingPersonal(html: string, mails: ReceivedMail[]): void {
    for (const token of unsubscribeTokens(mails)) expect(html).not.toContain(token);
    for (const email of CONFIRMED) expect(html).not.toContain(email);
    expect(html).not.toMatch(/unsubscribe|%%UNSUBSCRIBE_URL%%|token=|View this email in your browser/i);
  }

  /** The site's icons in the page's head, as the app's index.html names them: a browser then asks for no /favicon.ico. */
  function expectSiteIcons(html: string): void {
    const head = html.slice(0, html.indexOf('</head>'));
    const app = readFileSync(new URL('../../frontend/index.html', import.meta.url), 'utf8');
    for (const link of ['<link rel="icon" type="image/svg+xml" href="/favicon.svg" />', '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />']) {
      expect(app).toContain(link);
      expect(head).toContain(link);
    }
  }

  describe('the web copy of a send', () => {
    it('the weekly digest sent now links its web copy, which shows its articles to anyone, with no reader in it, cached; its preview links none', async () => {
      await article('Tempo runs at sixty', 5);
      await article('Protein timing for masters', 6);
      // The staff preview of the same digest links no web copy (there is none until it is sent).
      const preview = await request(t.server).get('/api/admin/newsletter/weekly/preview').set(as(people.editor));
      expect(preview.status).toBe(200);
      expect(preview.body.html + preview.body.text).not.toMatch(/View this email in your browser|\/newsletter\/issues\//);
      const sent = await request(t.server).post('/api/admin/newsletter/weekly').set(as(people.editor));
      expect(sent.status).toBe(201);
      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 20_000);
      const [{ subject, web_token }] = await t.sql<{ subject: string; web_token: string }>('select subject, web_token from newsletter_sends where id = $1', [sent.body.id]);
      const mails = t.mail.messages.filter((m) => m.subject === subject);
      expect(mails.flatMap((m) => m.to).sort()).toEqual(CONFIRMED);
      const links = mails.map(webCopyOf);
      // One copy for the send, whoever reads it: the same address in every reader's mail.
      expect(new Set(links.map((l) => l.url))).toEqual(new Set([`https://mag.example.com/newsletter/issues/${web_token}`]));

      const page = await request(t.server).get(new URL(links[0].url).pathname);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toMatch(/^<!doctype html>\s*<html lang="en-GB"/);
      expect(page.text).toContain(`<title>${subject} · Flying@50 newsletter</title>`);
      expectSiteIcons(page.text);
      for (const title of ['Tempo runs at sixty', 'Protein timing for masters']) expect(page.text).toContain(title);
      expect(page.text).toContain('href="https://mag.example.com/article/tempo-runs-at-sixty"');
      expect(page.text).toMatch(/The Flying@50 newsletter of \d{1,2} [A-Z][a-z]+ \d{4}, as it was mailed to its subscribers\./);
      expect(page.text).toContain('>Sign up</a> to get the next ones by e-mail, or <a href="https://mag.example.com/newsletter" style="color:#0c6663">read past issues in the newsletter archive</a>.');
      expect(page.text).not.toContain('<script');
      expectNothingPersonal(page.text, mails);
      // Kept by the cache and an edge (public, s-maxage, its keys), out of search engines; a reader's copy revalidates.
      expect(page.headers['cache-control']).toMatch(/public/);
      expect(page.headers['cache-control']).toMatch(/s-maxage=\d+/);
      expect(page.headers.xkey.split(' ')).toEqual(expect.arrayContaining(['newsletter-issues', `newsletter-send:${sent.body.id}`]));
      expect(page.headers['x-robots-tag']).toBe('noindex');
      const again = await request(t.server).get(new URL(links[0].url).pathname).set('If-None-Match', page.headers.etag);
      expect(again.status).toBe(304);
      // The copy is the stored mail: the cache answers it without reading the send again.
      await t.sql(`update newsletter_sends set html = 'changed' where id = $1`, [sent.body.id]);
      expect((await request(t.server).get(new URL(links[0].url).pathname)).text).toBe(page.text);
    });

    it('an article send links its copy (the article in full); the test send before it links none', async () => {
      const id = await article('Mobility for stiff hips', 1);
      expect((await request(t.server).post(`/api/admin/newsletter/articles/${id}/test`).set(as(people.editor))).status).toBe(200);
      const tested = await t.mail.waitFor((m) => m.subject === '[Test] Mobility for stiff hips');
      expect(tested.html + tested.text).not.toMatch(/View this email in your browser|\/newsletter\/issues\//);
      expect(tested.text.startsWith('FLYING@50')).toBe(true);

      const sent = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      expect(sent.status).toBe(201);
      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 20_000);
      const mails = t.mail.messages.filter((m) => m.subject === 'Mobility for stiff hips');
      expect(mails).toHaveLength(2);
      const [{ url }] = mails.map(webCopyOf);
      const page = await request(t.server).get(new URL(url).pathname);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Mobility for stiff hips · Flying@50 newsletter</title>');
      expect(page.text).toContain('The body of Mobility for stiff hips.');
      expectNothingPersonal(page.text, mails);
    });

    it('is 404 for an unknown or malformed address and for a send with no copy; a send on its way to its first reader is not kept', async () => {
      const insert = async (status: string, token: string, html = '<!doctype html><html lang="en-GB"><head><title>x</title></head><body>A stored mail</body></html>') =>
        (
          await t.sql<{ id: number }>(`insert into newsletter_sends (kind, subject, web_token, html, text, status) values ('weekly', 'A send', $1, $2, '', $3) returning id`, [
            token,
            html,
            status,
          ])
        )[0].id;
      await insert('failed', 'failedbeforeanyone0001');
      await insert('cancelled', 'stoppedbeforeanyone001');
      await insert('empty', 'anemptyweekhasnocopy01', '');
      const missing = ['failedbeforeanyone0001', 'stoppedbeforeanyone001', 'anemptyweekhasnocopy01', 'A'.repeat(22), 'short', 'not_a_token-with-dots..x'];
      for (const token of missing) {
        const res = await request(t.server).get(`/newsletter/issues/${token}`);
        expect([token, res.status]).toEqual([token, 404]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.text).toContain('There is no newsletter at this address.');
        expectSiteIcons(res.text);
        expect(res.headers.xkey).toBeUndefined();
      }

      // Under way, no mail handed over yet: the copy answers, kept by nobody (it may still fail before anyone has it). A
      // worker is delivering it (its lock held), so the app's minute tick, coming now, leaves it: with no delivery rows,
      // a tick's delivery would end it as sent at once.
      const going = await insert('sending', 'onitswaytoitsfirst0001');
      const worker = new pg.Client({ connectionString: t.config.databaseUrl });
      await worker.connect();
      try {
        await worker.query('select pg_advisory_lock($1, $2)', [DELIVERY_LOCK_CLASS, going]);
        expect(await t.app.get(WeeklyDigestJob).run()).toEqual({ weekly: undefined, resumed: 0 });
        const early = await request(t.server).get('/newsletter/issues/onitswaytoitsfirst0001');
        expect(early.status).toBe(200);
        expect(early.text).toContain('A stored mail');
        expect(early.headers['cache-control']).toBe('public, no-cache');
        expect(early.headers.xkey).toBeUndefined();
        await t.sql(`update newsletter_sends set status = 'cancelled' where id = $1`, [going]);
      } finally {
        await worker.end();
      }
      expect((await request(t.server).get('/newsletter/issues/onitswaytoitsfirst0001')).status).toBe(404);

      // A send stopped after reaching a reader keeps its copy.
      const stopped = await insert('cancelled', 'stoppedafterareader001');
      const [{ id: reader }] = await t.sql<{ id: number }>(`select id from newsletter_subscribers where email = $1`, [CONFIRMED[0]]);
      await t.sql(`insert into newsletter_deliveries (send_id, subscriber_id, status, sent_at) values ($1, $2, 'sent', now())`, [stopped, reader]);
      expect((await request(t.server).get('/newsletter/issues/stoppedafterareader001')).status).toBe(200);
    });

    it('/favicon.ico, asked by browsers of what names no icon, is the site\'s mark (never a 404)', async () => {
      const ico = await request(t.server).get('/favicon.ico');
      expect([ico.status, ico.headers.location]).toEqual([301, '/icons/icon-192.png']);
      const png = await request(t.server).get('/icons/icon-192.png');
      expect([png.status, png.headers['content-type']]).toEqual([200, 'image/png']);
    });
  });
});
