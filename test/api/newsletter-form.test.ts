import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The newsletter sign-up form of the magazine's pages posted as a plain HTML form, before (or without) the app's script:
 * POST /api/newsletter/subscribe with an urlencoded body, as a browser sends it (Accept text/html first, Origin the site's).
 */
describe('newsletter-form', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const SUBJECT = 'Confirm your Flying@50 newsletter subscription';
  const postForm = (body: string, ip = '10.0.1.1') =>
    request(t.server).post('/api/newsletter/subscribe').set('X-Forwarded-For', ip).set('Accept', BROWSER_ACCEPT).type('form').send(body);
  const statusOf = async (email: string) => (await t.sql<{ status: string }>('select status from newsletter_subscribers where email = $1', [email]))[0]?.status;

  describe('the sign-up form posted without the app', () => {
    it('signs the address up as pending and mails the confirmation link (double opt-in), answering a page that says so', async () => {
      const res = await postForm('email=Form.Reader%40Example.com');
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<p role="status">Thanks! Check your inbox to confirm your subscription.</p>');
      expect(res.text).toContain('href="/publisher"');
      expect(await statusOf('form.reader@example.com')).toBe('pending');
      const mail = await t.mail.waitFor((m) => m.to.includes('form.reader@example.com') && m.subject === SUBJECT);
      expect(mail.text).toMatch(/\/newsletter\/confirm\?token=/);
    });

    it('answers a client that asks for JSON with the JSON answer', async () => {
      const res = await request(t.server).post('/api/newsletter/subscribe').set('X-Forwarded-For', '10.0.1.2').type('form').send('email=json.form%40example.com');
      expect([res.status, res.body]).toEqual([201, { message: 'Thanks! Check your inbox to confirm your subscription.' }]);
    });

    it('refuses bad input with a page in the JSON answer\'s words (400) and stores nothing', async () => {
      const before = await t.sql('select count(*) from newsletter_subscribers');
      for (const body of ['email=not-an-address', 'email=', '', 'email=a%40example.com&email=b%40example.com', 'email=ok%40example.com&extra=1']) {
        const res = await postForm(body, '10.0.1.3');
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.text).toMatch(/<p role="alert">[^<]+<\/p>/);
        // The JSON route's words (a repeated field is a list, which that JSON object cannot say).
        if (body.includes('&email=')) continue;
        const json = await request(t.server).post('/api/newsletter/subscribe').set('X-Forwarded-For', '10.0.1.3').send(Object.fromEntries(new URLSearchParams(body)));
        expect(res.text).toContain(`<p role="alert">${json.body.error.replaceAll('"', '&quot;')}</p>`);
      }
      expect(await t.sql('select count(*) from newsletter_subscribers')).toEqual(before);
    });

    it('has the JSON route\'s limits: the 21st sign-up from one client in an hour is a page saying so (429)', async () => {
      for (let i = 0; i < 20; i++) expect((await postForm(`email=limit${i}%40example.com`, '10.0.1.9')).status).toBe(201);
      const res = await postForm('email=limit20%40example.com', '10.0.1.9');
      expect(res.status).toBe(429);
      expect(res.text).toContain('<p role="alert">Too many sign-up attempts. Please try again in an hour.</p>');
      expect(await statusOf('limit20@example.com')).toBeUndefined();
    });

    it('is taken from our own page, which names no origin (Origin: null under Referrer-Policy no-referrer, Sec-Fetch-Site same-origin)', async () => {
      const res = await postForm('email=own.page%40example.com', '10.0.1.7').set('Origin', 'null').set('Sec-Fetch-Site', 'same-origin');
      expect(res.status).toBe(201);
      expect(await statusOf('own.page@example.com')).toBe('pending');
    });

    it('is refused from another site, like every write (403), and signs nobody up', async () => {
      const fromElsewhere = [
        { Origin: 'https://evil.example' },
        { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }, // a sandboxed frame, a redirect from another site
        { Origin: 'null' }, // a browser that sends no Sec-Fetch-Site: not known to be ours
        { Origin: 'null', 'Sec-Fetch-Site': 'same-site' },
      ];
      for (const headers of fromElsewhere) {
        const res = await postForm('email=csrf%40example.com', '10.0.1.4').set(headers);
        expect([headers, res.status]).toEqual([headers, 403]);
      }
      expect(await statusOf('csrf@example.com')).toBeUndefined();
    });

    it('takes no other form kind there (415), and no other route takes an urlencoded form (415)', async () => {
      const multipart = await request(t.server).post('/api/newsletter/subscribe').set('X-Forwarded-For', '10.0.1.5').field('email', 'multi@example.com');
      expect([multipart.status, multipart.body.error]).toEqual([415, 'Send the request body as JSON (application/json) or as a form (application/x-www-form-urlencoded).']);
      const text = await request(t.server).post('/api/newsletter/subscribe').set('Content-Type', 'text/plain').send('email=text@example.com');
      expect(text.status).toBe(415);
      expect(await statusOf('multi@example.com')).toBeUndefined();
      for (const path of ['/api/newsletter/confirm', '/api/community/auth/login', '/api/community/auth/register']) {
        const res = await request(t.server).post(path).type('form').send('email=x%40example.com&token=abc&password=secret-secret');
        expect([path, res.status, res.body.error]).toEqual([path, 415, 'Send the request body as JSON (application/json).']);
      }
    });

    it('reads no form past 100 KB (413)', async () => {
      const res = await postForm(`email=big%40example.com&padding=${'x'.repeat(101 * 1024)}`, '10.0.1.6');
      expect(res.status).toBe(413);
      expect(await statusOf('big@example.com')).toBeUndefined();
    });

    it('documents the form in the API document, and only there', async () => {
      const doc = (await request(t.server).get('/api/docs/openapi.json')).body as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
      const forms = Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).filter(([, op]) => op.requestBody && 'application/x-www-form-urlencoded' in op.requestBody.content).map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(forms.sort()).toEqual(['POST /api/newsletter/subscribe', 'POST /api/newsletter/unsubscribe']);
      const content = doc.paths['/api/newsletter/subscribe'].post.requestBody!.content;
      expect(content['application/x-www-form-urlencoded']).toEqual(content['application/json']);
    });
  });
});
