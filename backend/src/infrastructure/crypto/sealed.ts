import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a key derived from SESSION_SECRET, one key per purpose (HKDF info), so a value sealed for one use
 * cannot be opened as another's. Used where the database or Redis must hold something a copy of them alone must not
 * reveal: queued mail's single-use links ('queued-mail'), authenticator apps' secrets ('two-factor-secret').
 */
export type SealPurpose = 'queued-mail' | 'two-factor-secret';

function key(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'flying50', purpose, 32));
}

export function seal(secret: string, value: unknown, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The value sealed under this secret for this purpose; throws when it was sealed under another (or altered). */
export function unseal<T>(secret: string, sealed: string, purpose: SealPurpose): T {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key(secret, purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
}
