import { createHmac, hkdfSync } from 'node:crypto';

/**
 * HMAC-SHA256 under a key derived from SESSION_SECRET, one key per purpose (HKDF info, as sealed.ts): a value that must
 * be found again (who an outbox row is about, an address kept only to be recognised) without the table holding it. A
 * copy of the database alone cannot turn the hash back into the address. Hex, 64 characters.
 */
export type KeyedHashPurpose = 'outbox-subject' | 'newsletter-suppression' | 'invitation-address';

const keys = new Map<string, Buffer>();

function key(secret: string, purpose: KeyedHashPurpose): Buffer {
  const name = `${purpose}\u0000${secret}`;
  let found = keys.get(name);
  if (!found) keys.set(name, (found = Buffer.from(hkdfSync('sha256', secret, 'flying50', `keyed-hash:${purpose}`, 32))));
  return found;
}

export function keyedHash(secret: string, purpose: KeyedHashPurpose, value: string): string {
  return createHmac('sha256', key(secret, purpose)).update(value).digest('hex');
}

/** An e-mail address as it is hashed: trimmed and lower-cased, so the hash of any spelling of it is the same. */
export function addressHash(secret: string, purpose: KeyedHashPurpose, email: string): string {
  return keyedHash(secret, purpose, email.trim().toLowerCase());
}
