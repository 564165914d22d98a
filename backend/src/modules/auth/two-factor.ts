import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI, verify } from 'otplib';
import { seal, unseal } from '../../infrastructure/crypto/sealed.js';
import type { Limit } from '../../infrastructure/limits/rate-limiter.js';

/**
 * Two-step sign-in (docs/product.md, "Two-step sign-in"): an authenticator app's six-digit code (TOTP, RFC 6238: SHA-1,
 * 30 s, the apps' defaults) asked after the password, or one of ten recovery codes. The secret is pending until the
 * account proves it with a code; each code is taken once (the last time step accepted is kept, and a recovery code's
 * hash is removed as it is used), both in one statement so two sign-ins cannot share a code. The secret is stored
 * sealed under SESSION_SECRET (`sealSecret`): a copy of the database alone cannot make codes.
 */

export const TWO_FACTOR_MESSAGES = {
  required: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.',
  tooManyCodes: 'Too many wrong codes. Please wait 15 minutes and try again.',
  alreadyOn: 'Two-step sign-in is already on for this account.',
  notStarted: 'No authenticator app is being set up for this account: start again.',
  notOn: 'Two-step sign-in is not on for this account.',
  emailCodeRequired: 'Enter the 8-digit code we have sent to your email address.',
  wrongEmailCode: 'That email code is not right, or it has expired. Enter the 8-digit code from the latest email we sent you, or start again for a new one.',
  userNotFound: 'User not found',
};

/**
 * The `reason` of a sign-in's 401 when the password was right and a code is needed or was wrong (and of the settings'
 * refusals of a code); `email_code_invalid`: the code mailed to confirm the address is missing or wrong.
 */
export const TWO_FACTOR_REASONS = { required: 'two_factor_required', wrongCode: 'two_factor_invalid', emailCode: 'email_code_invalid' } as const;

const ISSUER = 'Flying@50';
/** How far a phone's clock may be off: one 30-second step either way. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Wrong codes for one account, whoever sends them (a guesser who has the password, from any number of addresses). */
/** The owner is told of a wrong code after a right password at most once in 15 minutes (the rest of the burst is the same news). */
export const wrongCodeNotice = (userId: number): Limit => ({
  bucket: 'two-factor-wrong-code-notice',
  subject: String(userId),
  max: 1,
  windowMinutes: 15,
  message: TWO_FACTOR_MESSAGES.wrongCode,
});

export const wrongCodesLimit = (userId: number): Limit => ({
  bucket: 'two-factor-codes',
  subject: String(userId),
  max: 10,
  windowMinutes: 15,
  message: TWO_FACTOR_MESSAGES.tooManyCodes,
});

export interface NewSecret {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** A new secret with its otpauth:// address and that address as a QR code (SVG) for the app to scan. */
export async function newSecret(email: string): Promise<NewSecret> {
  const secret = generateSecret();
  const otpauth_url = generateURI({ issuer: ISSUER, label: email, secret });
  const { default: QRCode } = await import('qrcode');
  const qr_svg = await QRCode.toString(otpauth_url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url, qr_svg };
}

/** The time step of a right six-digit code after `after` (null: wrong, or already used). */
export async function codeStep(secret: string, code: string, after: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ strategy: 'totp', secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(after === null ? {} : { afterTimeStep: after }) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten recovery codes, as the member keeps them (`xxxxx-xxxxx`, 10 letters and digits: about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODES }, () => `${part()}-${part()}`);
}

/** A recovery code as stored: its SHA-256 (the codes are random, so a fast hash is enough), spacing and case ignored. */
export function recoveryHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex');
}

/** The keys secrets are sealed under: SESSION_SECRET, and while it is being changed the one before it. */
export interface SecretKeys {
  sessionSecret: string;
  previousSessionSecret?: string;
}

/** An authenticator secret as stored: AES-256-GCM under a key derived from SESSION_SECRET for this purpose only. */
export function sealSecret(keys: SecretKeys, secret: string): string {
  return seal(keys.sessionSecret, secret, 'two-factor-secret');
}

/**
 * A stored secret opened: under SESSION_SECRET, else under SESSION_SECRET_PREVIOUS (then `stale`: to seal again
 * under the new one). Null when neither opens it (SESSION_SECRET changed without the old one given as
 * SESSION_SECRET_PREVIOUS): the app's codes cannot be checked, and the recovery codes still work.
 */
export function openSecret(keys: SecretKeys, stored: string): { secret: string; stale: boolean } | null {
  for (const [key, stale] of [[keys.sessionSecret, false], [keys.previousSessionSecret, true]] as const) {
    if (!key) continue;
    try {
      return { secret: unseal<string>(key, stored, 'two-factor-secret'), stale };
    } catch {
      // sealed under another key: try the next
    }
  }
  return null;
}

export interface SecretRow {
  /** The secret opened, or null when no configured key opens it (see openSecret). */
  secret: string | null;
  /** As stored (sealed): what a guarded UPDATE compares. */
  stored: string;
  /** Sealed under SESSION_SECRET_PREVIOUS: seal again under SESSION_SECRET. */
  stale: boolean;
  confirmed_at: Date | null;
  last_time_step: string | null;
  recovery_left: number;
}

/** The account's secret, pending or confirmed (null: none). */
export async function secretOf(em: EntityManager, keys: SecretKeys, userId: number): Promise<SecretRow | null> {
  const [row] = await em.execute<Array<Omit<SecretRow, 'secret' | 'stale'>>>(
    'select secret as stored, confirmed_at, last_time_step, cardinality(recovery_hashes)::int as recovery_left from two_factor_secrets where user_id = ?',
    [userId],
  );
  if (!row) return null;
  const opened = openSecret(keys, row.stored);
  return { ...row, secret: opened?.secret ?? null, stale: opened?.stale ?? false };
}

/** Seals a secret opened with SESSION_SECRET_PREVIOUS under SESSION_SECRET (unless it changed meanwhile). */
export async function sealAgain(em: EntityManager, keys: SecretKeys, userId: number, row: SecretRow): Promise<void> {
  if (!row.stale || row.secret === null) return;
  await em.execute('update two_factor_secrets set secret = ? where user_id = ? and secret = ?', [sealSecret(keys, row.secret), userId, row.stored]);
}

/**
 * After SESSION_SECRET changed with SESSION_SECRET_PREVIOUS set: every secret still sealed under the old key sealed
 * under the new one, 500 rows at a time (several processes starting together each skip what another already did).
 * Answers how many were sealed again and how many no key opens.
 */
export async function sealAllAgain(em: EntityManager, keys: SecretKeys): Promise<{ sealed: number; unopenable: number }> {
  let sealed = 0;
  let unopenable = 0;
  let after = 0;
  for (;;) {
    const rows = await em.execute<{ user_id: number; stored: string }[]>(
      'select user_id, secret as stored from two_factor_secrets where user_id > ? order by user_id limit 500',
      [after],
    );
    if (!rows.length) return { sealed, unopenable };
    for (const row of rows) {
      const opened = openSecret(keys, row.stored);
      if (!opened) unopenable += 1;
      else if (opened.stale) {
        await em.execute('update two_factor_secrets set secret = ? where user_id = ? and secret = ?', [sealSecret(keys, opened.secret), row.user_id, row.stored]);
        sealed += 1;
      }
    }
    after = Number(rows[rows.length - 1].user_id);
  }
}

/** How a code was taken: the app's code, or a recovery code (then how many are left). */
export type TakenCode = { kind: 'app' } | { kind: 'recovery'; left: number };

/**
 * Takes a code at sign-in for an account with two-step sign-in on: a six-digit code not used before, or a recovery
 * code (then gone). Null when not taken.
 */
export async function takeCode(em: EntityManager, userId: number, secret: string | null, lastStep: number | null, code: string): Promise<TakenCode | null> {
  const step = secret === null ? null : await codeStep(secret, code.replace(/\s/g, ''), lastStep);
  if (step !== null) {
    const taken = await em.execute(
      `update two_factor_secrets set last_time_step = ? where user_id = ? and confirmed_at is not null
         and (last_time_step is null or last_time_step < ?) returning user_id`,
      [step, userId, step],
    );
    return taken.length === 1 ? { kind: 'app' } : null;
  }
  const hash = recoveryHash(code);
  const [taken] = await em.execute<{ left: number }[]>(
    `update two_factor_secrets set recovery_hashes = array_remove(recovery_hashes, ?) where user_id = ? and confirmed_at is not null
       and ? = any(recovery_hashes) returning cardinality(recovery_hashes)::int as left`,
    [hash, userId, hash],
  );
  return taken ? { kind: 'recovery', left: taken.left } : null;
}
