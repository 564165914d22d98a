import type { EntityManager } from '@mikro-orm/postgresql';
import { createHmac, randomInt } from 'node:crypto';
import { mailboxKey } from '../../infrastructure/limits/mailbox-key.js';
import type { Limit } from '../../infrastructure/limits/rate-limiter.js';

/**
 * A code mailed to an account's address to prove, inside a signed-in session, that the person at the keyboard also reads
 * that address: asked when two-step sign-in is turned on for an address the account's holder has not proved (two-factor.commands.ts). A
 * link would prove only that someone reading the mail clicked it (the real owner, tricked by a squatter's request,
 * would confirm the squatter's account); a code proves that the session and the mailbox are in the same hands.
 *
 * Kept in auth's `email_tokens` (purpose `verify-email`) as an HMAC under SESSION_SECRET of the account and the code
 * (eight digits are few enough to guess from a plain hash, and the same code may be mailed to two accounts); single
 * use, one hour, and issuing one retires the account's earlier unused ones. Wrong codes count in the account's
 * wrong-codes limit (10 in 15 minutes) with the app's. At most 3 are mailed to an address an hour (addressCodeLimit), as
 * reset links are: a session cannot make the app mail someone's inbox without end.
 */
export const ADDRESS_CODE_MINUTES = 60;
const DIGITS = 8;

export const ADDRESS_CODE_MESSAGES = {
  tooMany: 'Too many confirmation codes were sent to your email address. Please try again in an hour.',
};

/** Confirmation codes mailed to one address: 3 an hour (counted for its inbox, mailboxKey, whichever account asks). */
export const addressCodeLimit = (email: string): Limit => ({
  bucket: 'address-code',
  subject: mailboxKey(email),
  max: 3,
  windowMinutes: ADDRESS_CODE_MINUTES,
  message: ADDRESS_CODE_MESSAGES.tooMany,
});

const hashOf = (secret: string, userId: number, code: string) => createHmac('sha256', secret).update(`verify-email:${userId}:${code}`).digest('hex');

/** Issues a new code for the account's address inside the caller's transaction; answers it (for the mail only). */
export async function issueAddressCode(em: EntityManager, secret: string, userId: number, email: string): Promise<string> {
  const code = String(randomInt(10 ** DIGITS)).padStart(DIGITS, '0');
  await em.execute(`delete from email_tokens where user_id = ? and purpose = 'verify-email' and used_at is null`, [userId]);
  await em.execute(
    `insert into email_tokens (user_id, purpose, token_hash, email, expires_at) values (?, 'verify-email', ?, ?, now() + make_interval(mins => ?))`,
    [userId, hashOf(secret, userId, code), email, ADDRESS_CODE_MINUTES],
  );
  return code;
}

/**
 * Takes the code once, inside the caller's transaction, when it was mailed to `email` (the account's address now) and
 * still works; answers whether it did.
 */
export async function takeAddressCode(em: EntityManager, secret: string, userId: number, email: string, code: string): Promise<boolean> {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{8}$/.test(digits)) return false;
  const taken = await em.execute(
    `update email_tokens set used_at = now()
      where token_hash = ? and user_id = ? and purpose = 'verify-email' and email = ? and used_at is null and expires_at > now() returning 1`,
    [hashOf(secret, userId, digits), userId, email],
  );
  return taken.length === 1;
}
