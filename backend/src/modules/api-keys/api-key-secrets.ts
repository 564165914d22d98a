import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyScope } from '../../infrastructure/http/access.js';

/** f50_content_ or f50_staff_, then 256 random bits in base64url (43 characters). */
export const API_KEY_PATTERN = /^f50_(content|staff)_[A-Za-z0-9_-]{43}$/;

/** A new key (shown once), its SHA-256 (stored) and the prefix the list shows to recognise it. */
export function newApiKey(scope: ApiKeyScope): { key: string; hash: string; prefix: string } {
  const key = `f50_${scope}_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: `${key.slice(0, `f50_${scope}_`.length + 6)}…` };
}

/** The stored form. A plain SHA-256 suffices: the key carries 256 random bits, so it cannot be guessed from its hash. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
