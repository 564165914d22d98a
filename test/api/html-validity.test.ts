import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import request from 'supertest';
import vnuJar from 'vnu-jar';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { unsubscribeToken } from '../../backend/src/modules/newsletter/unsubscribe-token.js';
import { newsletterIssueUrl } from '../../backend/src/modules/newsletter/newsletter-mail.js';
import { NewsletterSends } from '../../backend/src/modules/newsletter/newsletter-sends.js';
import { passwordResetMail } from '../../backend/src/modules/auth/auth-mail.js';

/**
 * The HTML readers' browsers and crawlers get, checked by the Nu HTML Checker (the W3C's validator, vnu-jar, run with
 * the machine's Java): the server-rendered magazine pages, an article page, the page of an unknown address, the
 * page the SPA serves for the members' and staff screens, the newsletter's unsubscribe pages (asking, done, a link
 * that is not valid), the answers to its sign-up form posted without the app, and a newsletter's web copy (the mail's
 * own HTML made a page) and the page of one that does not exist, the newsletter archive, and a mail about the account. Errors fail the test; warnings are printed only.
 */
describe('html-validity', () => {
  let t: TestApp;
  let slug: string;
  let pastedSlug: string;
  let month: string;
  /** The web copy token of a sent newsletter: an article's mail, rendered as a send renders it. */
  const WEB_TOKEN = 'vnuWebCopyOfASend00001';

  interface VnuMessage {
    type: 'error' | 'info' | 'non-document-error';
    subType?: string;
    url?: string;
    message: string;
    extract?: string;
    lastLine?: number;
  }

  /** Every message vnu has about the files (one run of the checker for all of them: Java starts once). */
  async function check(files: string[]): Promise<VnuMessage[]> {
    const { stdout, stderr } = await promisify(execFile)('java', ['-Xss4m', '-jar', String(vnuJar), '--format', 'json', '--exit-zero-always', '--stdout', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    if (!stdout.trim()) throw new Error(`vnu answered nothing: ${stderr}`);
    return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
  }

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('This test needs the built frontend: run `npm run build` first (npm test does).');
    }
    t = await startTestApp({ env: { PUBLIC_URL: 'https://magazine.example' } });
    await insertWebsite(t, { title: 'Hill repeats after 50 & why they "work"', editorial_theme: 'Training & Performance', is_hero_article: true });
    const id = await insertWebsite(t, { title: 'Recovery weeks <done right>', editorial_theme: 'Recovery & Health', is_featured: true });
    [{ slug }] = await t.sql<{ slug: string }>('select slug from website_content where id = $1', [id]);
    // Its stock photo's credit ('Photo by … on Pexels') under the picture and on the Recovery page's hero.
    const credit = { photographer: 'Jane "JD" Doe & Co', photographer_url: 'https://www.pexels.com/@jane-doe', page_url: 'https://www.pexels.com/photo/rest-1/', url: 'https://images.pexels.com/photos/1/a.jpeg' };
    await t.sql(`update website_content set image_details = $2 where id = $1`, [id, JSON.stringify({ featured_image: credit })]);
    // Pasted from a word processor: control characters HTML forbids (Word's line break is U+000B) in the title and text.
    const pasted = await insertWebsite(t, { title: 'Gear test \u0001 title \u000b here', editorial_theme: 'Training & Performance' });
    await t.sql(`update website_content set meta_description = 'meta \u0002 x', long_form_article = 'Body \u0003 here \u0085.' where id = $1`, [pasted]);
    [{ slug: pastedSlug }] = await t.sql<{ slug: string }>('select slug from website_content where id = $1', [pasted]);
    // 13 gear articles: two numbered pages.
    for (let i = 1; i <= 13; i += 1) await insertWebsite(t, { title: `Gear for the long run ${i}`, editorial_theme: 'Gear & Tech' });
    const mail = await t.app.get(NewsletterSends).articleMail(id, newsletterIssueUrl(t.config.publicUrl, WEB_TOKEN));
    await t.sql(`insert into newsletter_sends (kind, subject, web_token, article_id, html, text, status) values ('article', $1, $2, $3, $4, $5, 'sent')`, [
      mail.subject,
      WEB_TOKEN,
      id,
      mail.html,
      mail.text,
    ]);
    [{ month }] = await t.sql<{ month: string }>(`select to_char(now() at time zone 'Europe/London', 'YYYY-MM') as month`);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('the Nu HTML Checker', () => {
    const pages = () => [
      '/', '/publisher/training', '/publisher/recovery', '/about', '/premium', '/privacy', `/article/${slug}`, `/article/${pastedSlug}`, '/no-such-page', '/journal', '/admin',
      // A theme's numbered page, its month archive, a month, and a page past the last (404 'Page Not Found').
      '/publisher/gear?page=2', '/publisher/gear/archive', `/publisher/gear/archive/${month}`, '/publisher/gear?page=99',
      // The page a mail program opens from List-Unsubscribe (its own small HTML, not the app's), and the one of a link
      // that is not valid (its MAC forged, or signed under an earlier SESSION_SECRET).
      `/api/newsletter/unsubscribe?token=${unsubscribeToken(t.config.sessionSecret, 42)}`,
      `/api/newsletter/unsubscribe?token=42.${'A'.repeat(43)}`,
      // The members' sign-in card and the search page (its results, and the page without words), rendered on the server.
      '/community/auth', '/search?q=hill', '/search',
      // A newsletter's web copy ("View this email in your browser"), and the page of an address that has none.
      `/newsletter/issues/${WEB_TOKEN}`, `/newsletter/issues/${'A'.repeat(22)}`,
      // The newsletter archive (listing that copy, with its sign-up box), and an older issues' address that names no page.
      '/newsletter', '/newsletter?before=not-a-cursor',
    ];

    /** The pages the unsubscribe page's form gets back: done, and a refusal. */
    const unsubscribeForm = (token: string) => () =>
      request(t.server).post(`/api/newsletter/unsubscribe?token=${token}`).set('Accept', 'text/html').type('form').send('List-Unsubscribe=One-Click');
    const subscribeForm = (body: string) => () => request(t.server).post('/api/newsletter/subscribe').set('Accept', 'text/html').type('form').send(body);
    const posted = (): Array<[string, () => request.Test]> => [
      ['POST unsubscribe form', unsubscribeForm(unsubscribeToken(t.config.sessionSecret, 42))],
      ['POST unsubscribe form, a link that is not valid', unsubscribeForm(`42.${'A'.repeat(43)}`)],
      // The magazine's sign-up form posted before (or without) the app's script: done, and a refusal.
      ['POST sign-up form', subscribeForm('email=vnu.reader%40example.com')],
      ['POST sign-up form, not an address', subscribeForm('email=not-an-address')],
    ];

    it('finds no error in the pages readers and crawlers get', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'f50-vnu-'));
      try {
        const files = new Map<string, string>();
        const answers: Array<[string, () => request.Test]> = [...pages().map((path): [string, () => request.Test] => [path, () => request(t.server).get(path)]), ...posted()];
        for (const [i, [path, send]] of answers.entries()) {
          const res = await send();
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          const file = join(dir, `page-${i}.html`);
          writeFileSync(file, res.text);
          // The checker reads the photo credit too.
          if (path === `/article/${slug}` || path === '/publisher/recovery') expect(res.text).toContain('data-photo-credit');
          files.set(file, path);
        }
        // A mail about the account, as every such mail is drawn (composeMail): a whole document of its own.
        const mailFile = join(dir, 'mail.html');
        writeFileSync(mailFile, passwordResetMail(t.config.publicUrl, 'pat@example.com', 'A'.repeat(43)).html);
        files.set(mailFile, 'the password reset mail');
        const problems: string[] = [];
        const warned = new Set<string>();
        for (const m of await check([...files.keys()])) {
          const path = files.get(fileURLToPath(new URL((m.url ?? 'file:/').replace(/^file:\/*/, 'file:///')))) ?? m.url;
          // Its CSS checker predates @property, @container and other CSS that Tailwind 4 writes in the inlined styles.
          if (m.message.startsWith('CSS: ')) continue;
          if (m.type === 'error' || m.type === 'non-document-error') problems.push(`${path} line ${m.lastLine}: ${m.message} [${(m.extract ?? '').trim()}]`);
          // Each warning once a page (a newsletter's web copy is mail markup: tables with obsolete attributes throughout).
          else if (m.subType === 'warning' && !warned.has(`${path}: ${m.message}`)) {
            warned.add(`${path}: ${m.message}`);
            console.log(`vnu warning, ${path}: ${m.message}`);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);

    it('is really checking: a page with a picture without alt text is an error, named after its file', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'f50-vnu-'));
      try {
        const file = join(dir, 'broken.html');
        writeFileSync(file, '<!doctype html><html lang="en"><head><title>Broken</title></head><body><img src="a.webp"></body></html>');
        const [error] = (await check([file])).filter((m) => m.type === 'error');
        expect(error.message).toMatch(/“img” element must have an “alt” attribute/);
        expect(fileURLToPath(new URL(error.url!.replace(/^file:\/*/, 'file:///')))).toBe(file);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);
  });
});
