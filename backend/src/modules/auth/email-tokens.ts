import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';

export type TokenPurpose = 'reset-password' | 'change-email';

/** How long a link works. */
export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = { 'reset-password': 60, 'change-email': 60 };

/** The SHA-256 (hex) a link token is stored as: the raw token exists only in the link. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const hash = hashLinkToken;
/** Whether a text has the shape of a link token (256 random bits, base64url). */
export const isLinkToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** A new link token and the hash to store (the token goes in the e-mailed link only). */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/**
 * Retires every unused link of the account (a password reset asked for, an address change waiting for its link),
 * inside the caller's transaction. A new password takes back the account from whoever else knew the old one, so a
 * link they asked for with it stops working too: an address change they started would otherwise hand them the
 * account again.
 */
export async function retireLinks(em: EntityManager, userId: number): Promise<void> {
  await em.execute('delete from email_tokens where user_id = ? and used_at is null', [userId]);
}

/**
 * Single-use tokens for e-mailed links. The link carries 256 random bits; the table keeps only their
 * SHA-256, the address it was sent to and when it expires. Issuing a token retires the user's earlier
 * unused ones of the same purpose, so only the newest link works.
 */
@Injectable()
export class EmailTokens {
  /** Creates a token inside the caller's transaction; returns the raw token for the link. */
  async issue(em: EntityManager, userId: number, email: string, purpose: TokenPurpose): Promise<string> {
    const { token, hash: tokenHash } = newLinkToken();
    await em.execute(`delete from email_tokens where user_id = ? and purpose = ? and used_at is null`, [userId, purpose]);
    await em.execute(
      `insert into email_tokens (user_id, purpose, token_hash, email, expires_at) values (?, ?, ?, ?, now() + make_interval(mins => ?))`,
      [userId, purpose, tokenHash, email, TOKEN_LIFETIME_MINUTES[purpose]],
    );
    return token;
  }

  /** Whether a token would still work (unknown, used, expired and malformed ones would not); uses nothing. */
  async usable(em: EntityManager, token: string, purpose: TokenPurpose): Promise<boolean> {
    if (!isLinkToken(token)) return false;
    const rows = await em.execute(`select 1 from email_tokens where token_hash = ? and purpose = ? and used_at is null and expires_at > now()`, [hash(token), purpose]);
    return rows.length > 0;
  }

  /**
   * Uses a token once, inside the caller's transaction: the user id and address it was issued for, or
   * null when it is unknown, used, expired or malformed.
   */
  async consume(em: EntityManager, token: string, purpose: TokenPurpose): Promise<{ userId: number; email: string } | null> {
    if (!isLinkToken(token)) return null;
    const [row] = await em.execute<{ user_id: number; email: string }[]>(
      `update email_tokens set used_at = now()
        where token_hash = ? and purpose = ? and used_at is null and expires_at > now()
        returning user_id, email`,
      [hash(token), purpose],
    );
    return row ? { userId: row.user_id, email: row.email } : null;
  }
}
