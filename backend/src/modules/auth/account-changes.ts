import type { EntityManager } from '@mikro-orm/postgresql';
import { UserSchema, type User } from './entities/user.entity.js';

/**
 * Changes other modules make to an account inside their own transactions (the caller's `em`, in Outbox.transactional:
 * the members' profile, whose photo goes with the uploads ledger and whose deletion collects the member's files), so
 * they never name auth's entity or table (docs/architecture.md, "Module contracts").
 */

/** What a member changes on their own account. */
export type AccountChanges = Partial<Pick<User, 'coach_tone' | 'upgrade_offer_hidden' | 'is_premium' | 'premium_until' | 'profile_image_url'>>;

/** Applies the changes given (undefined ones are left alone) and answers the account as it now is; null when there is no such account. */
export async function changeAccount(em: EntityManager, userId: number, changes: AccountChanges): Promise<User | null> {
  const user = await em.findOne(UserSchema, { id: userId });
  if (!user) return null;
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as AccountChanges;
  em.assign(user, given);
  await em.flush();
  return user;
}

/** Deletes the account; its sessions and every row that references it go by foreign key (on delete cascade). */
export async function deleteAccount(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(UserSchema, { id: userId });
}
