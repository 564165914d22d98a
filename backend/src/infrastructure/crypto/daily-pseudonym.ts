import { createHmac } from 'node:crypto';

/**
 * A stand-in for a value (a client's address) that is the same all of one UTC day and different the next: an HMAC
 * under a key derived from `secret` (SESSION_SECRET), `purpose` and the UTC date. Without the secret it says nothing
 * about the value, and two days' pseudonyms of one value cannot be linked.
 */
export function dailyPseudonym(secret: string, purpose: string, value: string, now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const todaysKey = createHmac('sha256', secret).update(`${purpose}|${day}`).digest();
  return createHmac('sha256', todaysKey).update(value).digest('hex');
}
