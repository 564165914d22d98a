import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { unsubscribeToken } from '../../backend/src/modules/newsletter/unsubscribe-token.js';

/**
 * An unsubscribe link opened again once its address is off the list (after unsubscribing, a reload, a mail program's
 * one click) says so, with the way to sign up again, instead of asking again; opening it never changes anything.
 */
describe('newsletter-unsubscribe-link', () => {
  let t: TestApp;
  const DONE = 'You are unsubscribed: no more newsletters will be sent to this address.';
  const ALREADY = 'This address is already unsubscribed: no more newsletters will be sent to it. Changed your mind? You can sign up again at any time.';
  const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://mag.example.com' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function subscriber(status = 'confirmed'): Promise<{ id: number; path: string }> {
    const [{ id }] = await t.sql<{ id: number }>(
      `insert into newsletter_subscribers (email, status, confirmed_at) values ('link-' || md5(random()::text) || '@example.com', $1, now()) returning id`,
      [status],
    );
    return { id, path: `/api/newsletter/unsubscribe?token=${unsubscribeToken(t.config.sessionSecret, id)}` };
  }
  const statusOf = async (id: number) => (await t.sql<{ status: string }>('select status from newsletter_subscribers where id = $1', [id]))[0]?.status;
  const json = (path: string) => request(t.server).get(path).set('Accept', 'application/json');
  const page = (path: string) => request(t.server).get(path).set('Accept', HTML);

  describe('an unsubscribe link', () => {
    it('of a subscribed address asks, with its button; opening it (JSON or page) changes nothing', async () => {
      const { id, path } = await subscriber();
      expect([(await json(path)).status, (await json(path)).body]).toEqual([200, { valid: true, unsubscribed: false }]);
      const asked = await page(path);
      expect([asked.status, asked.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(asked.text).toContain('<h1>Unsubscribe from the newsletter</h1>');
      expect(asked.text).toContain('<button type="submit">Unsubscribe</button>');
      expect(asked.text).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
      expect(await statusOf(id)).toBe('confirmed');
      // A pending sign-up (signed up again after unsubscribing, the same row) is asked too.
      const pending = await subscriber('pending');
      expect((await json(pending.path)).body).toEqual({ valid: true, unsubscribed: false });
    });

    it('used already (its button, a one-click POST of a mail program) says the address is unsubscribed, with the way back, and no button', async () => {
      const { id, path } = await subscriber();
      const oneClick = await request(t.server).post(path).set('Origin', 'https://mail.example.net').type('form').send('List-Unsubscribe=One-Click');
      expect([oneClick.status, oneClick.body]).toEqual([200, { message: DONE }]);
      expect(await statusOf(id)).toBe('unsubscribed');

      // The app's page asks first, then shows it; a reload asks again and is told the same.
      for (let load = 0; load < 2; load += 1) expect([(await json(path)).status, (await json(path)).body]).toEqual([200, { valid: true, unsubscribed: true }]);
      // The server's own page (a mail program opened the List-Unsubscribe address in a browser).
      const told = await page(path);
      expect([told.status, told.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(told.text).toContain('<h1>Already unsubscribed</h1>');
      expect(told.text).toContain(`<p role="status">${ALREADY}</p>`);
      expect(told.text).toContain('<a class="button" href="/newsletter#subscribe">Subscribe again</a>');
      expect(told.text).not.toMatch(/<form|<button/);
      expect(await statusOf(id)).toBe('unsubscribed');
      // Its button used again (a page kept open) still answers the same.
      expect((await request(t.server).post(path).type('form').send('List-Unsubscribe=One-Click')).body).toEqual({ message: DONE });
    });

    it('whose sign-up is gone (erased, or kept as a hash only) says the address is unsubscribed', async () => {
      const { id, path } = await subscriber();
      await t.sql('delete from newsletter_subscribers where id = $1', [id]);
      expect((await json(path)).body).toEqual({ valid: true, unsubscribed: true });
      expect((await page(path)).text).toContain('<h1>Already unsubscribed</h1>');
    });
  });
});
