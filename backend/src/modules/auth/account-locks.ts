import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Row locks on an account for other modules' transactions (the caller's `em`, inside Outbox.transactional), so they
 * never name `users` themselves (docs/architecture.md, "Module contracts").
 */

/**
 * Locks the account's row until the transaction ends (FOR UPDATE): serialises a member's changes that must not
 * interleave (goal changes, account deletion). Answers the account's profile photo address, or null when there is no
 * such account.
 */
export async function lockAccount(em: EntityManager, userId: number): Promise<{ profile_image_url: string | null } | null> {
  const [row] = await em.execute<{ profile_image_url: string | null }[]>('select profile_image_url from users where id = ? for update', [userId]);
  return row ?? null;
}

/**
 * Whether the account exists, holding it (FOR KEY SHARE, as a foreign key check does) until the transaction ends, so a
 * row written for it meanwhile cannot outlive a deletion of the account.
 */
export async function holdAccount(em: EntityManager, userId: number): Promise<boolean> {
  const rows = await em.execute('select 1 from users where id = ? for key share', [userId]);
  return rows.length > 0;
}
