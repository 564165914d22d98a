import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { moveAccount, registerMember, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * What belongs to an address rather than to the account (its newsletter sign-up and the newsletters mailed to it) is the
 * account's only once its holder proved they read the address themselves (`email_owner_proved_at`), not when an
 * address-change link merely verified it: someone reading the new address clicked, perhaps tricked (docs/product.md,
 * "Whose address it is"). The attack order of two-factor-address.test.ts: a squatter moves their account to the
 * victim's address through a link the victim opens.
 */
describe('address-owner-proof', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A confirmed newsletter sign-up of `email`, with one weekly digest delivered to it. */
  async function subscribedWithADelivery(email: string): Promise<void> {
    await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
    const [send] = await t.sql<{ id: number }>(
      `insert into newsletter_sends (kind, subject, html, text, status, recipients) values ('weekly', 'Your week at Flying@50', '<p>x</p>', 'x', 'sent', 1) returning id`,
    );
    await t.sql(`insert into newsletter_deliveries (send_id, subscriber_id, status, sent_at) select $1, id, 'sent', now() from newsletter_subscribers where email = $2`, [send.id, email]);
  }

  const exported = async (who: Identity) => (await request(t.server).get('/api/community/profile/export').set('Cookie', who.cookie).expect(200)).body;
  const signups = async (...emails: string[]) =>
    (await t.sql<{ email: string }>('select email from newsletter_subscribers where email = any($1) order by email', [emails])).map((row) => row.email);

  describe('an address reached by an address-change link is verified, not proved to be the holder\'s', () => {
    it("the member data export of an account moved to another person's address shows none of that address's newsletter", async () => {
      await subscribedWithADelivery('export-victim@example.com');
      const squatter = await registerMember(t, 'export-squatter@attacker.test', 'Squatter');
      await moveAccount(t, squatter, 'export-victim@example.com'); // the victim opens the link, tricked
      const data = await exported(squatter);
      expect(data.account).toMatchObject({ email: 'export-victim@example.com', email_verified_at: expect.stringMatching(/Z$/), email_owner_proved_at: null });
      expect([data.newsletter, data.newsletter_deliveries]).toEqual([null, []]);
    });

    it("moving on from another person's address does not take that person's newsletter sign-up along", async () => {
      await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ('follow-victim@example.com', 'confirmed', now())`);
      const squatter = await registerMember(t, 'follow-squatter@attacker.test', 'Squatter');
      await moveAccount(t, squatter, 'follow-victim@example.com'); // the victim opens the link, tricked
      await moveAccount(t, { ...squatter, email: 'follow-victim@example.com' }, 'follow-squatter-2@attacker.test');
      await t.flushOutbox();
      // A move of a proved address, handled after the squatter's, shows the events have been handled.
      const owner = await registerMember(t, 'follow-owner-old@example.com', 'Owner');
      await t.sql('update users set email_verified_at = now(), email_owner_proved_at = now() where id = $1', [owner.id]); // as a reset link does
      await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ('follow-owner-old@example.com', 'confirmed', now())`);
      await moveAccount(t, owner, 'follow-owner-new@example.com');
      await t.flushOutbox();
      await eventually(async () => (await signups('follow-owner-old@example.com', 'follow-owner-new@example.com')).join() === 'follow-owner-new@example.com');
      expect(await signups('follow-victim@example.com', 'follow-squatter-2@attacker.test')).toEqual(['follow-victim@example.com']);
    });
  });

  describe('account deletion and the newsletter sign-up of its address', () => {
    const deliveriesTo = async (email: string) =>
      (await t.sql<{ n: number }>('select count(*)::int as n from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id where lower(s.email) = lower($1)', [email]))[0].n;

    it("erases the sign-up and its deliveries of an address the leaver had proved theirs, and leaves another person's alone", async () => {
      // A squatter registered with another person's address; that person confirmed the address's sign-up by mail.
      await subscribedWithADelivery('delete-victim@example.com');
      const squatter = await registerMember(t, 'delete-victim@example.com', 'Squatter');
      expect((await request(t.server).delete('/api/community/profile').set('Cookie', squatter.cookie)).status).toBe(200);
      // The owner of an address deletes their account, having proved the address theirs.
      const owner = await registerMember(t, 'delete-owner@example.com', 'Owner');
      await subscribedWithADelivery('delete-owner@example.com');
      await t.sql('update users set email_verified_at = now(), email_owner_proved_at = now() where id = $1', [owner.id]); // as a reset link does
      expect((await request(t.server).delete('/api/community/profile').set('Cookie', owner.cookie)).status).toBe(200);
      await t.flushOutbox();

      await eventually(async () => (await signups('delete-owner@example.com')).length === 0);
      expect(await deliveriesTo('delete-owner@example.com')).toBe(0);
      // The squatter's deletion (handled before) left the victim's sign-up and its delivery as they were.
      expect(await signups('delete-victim@example.com')).toEqual(['delete-victim@example.com']);
      expect(await deliveriesTo('delete-victim@example.com')).toBe(1);
    });
  });
});
