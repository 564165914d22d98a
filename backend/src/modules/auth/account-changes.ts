import { ConflictException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forgetAuditAddress } from '../../infrastructure/audit/audit.js';
import { addressHash } from '../../infrastructure/crypto/keyed-hash.js';
import { UserSchema, type User } from './entities/user.entity.js';
import { revokeInvitationsOf } from './inviter-trust.js';

/**
 * Changes other modules make to an account inside their own transactions (the caller's `em`, in Outbox.transactional:
 * the members' profile, whose photo goes with the uploads ledger and whose deletion collects the member's files), so
 * they never name auth's entity or table (docs/architecture.md, "Module contracts").
 */

/** What a member changes on their own account. */
export type AccountChanges = Partial<Pick<User, 'name' | 'coach_tone' | 'upgrade_offer_hidden' | 'is_premium' | 'premium_until' | 'profile_image_url' | 'time_zone'>>;

/** Applies the changes given (undefined ones are left alone) and answers the account as it now is; null when there is no such account. */
export async function changeAccount(em: EntityManager, userId: number, changes: AccountChanges): Promise<User | null> {
  const user = await em.findOne(UserSchema, { id: userId });
  if (!user) return null;
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as AccountChanges;
  em.assign(user, given);
  await em.flush();
  return user;
}

/** Why the last administrator's account is not deleted (the install would have nobody to run it). */
export const LAST_ADMIN_DELETION = 'This is the only administrator: invite another administrator before deleting this account.';

/**
 * Refuses (409) to delete the install's only administrator. Call it first in the deletion's transaction, before the
 * account's row is locked: an administrator's deletion takes the roles lock, and a role change takes that lock before
 * the row (the other order deadlocked). A member's deletion takes no lock here (it cannot be the last admin).
 */
export async function refuseLastAdminDeletion(em: EntityManager, userId: number): Promise<void> {
  const [user] = await em.execute<{ role: string }[]>('select role from users where id = ?', [userId]);
  if (user?.role !== 'admin') return;
  await lockRoles(em);
  if (await isLastAdmin(em, userId)) throw new ConflictException(LAST_ADMIN_DELETION);
}

/**
 * Deletes the account; its sessions and every row that references it go by foreign key (on delete cascade). The staff
 * invitations it accepted keep their rows (who invited whom, by id) without the address: only its keyed hash stays, so
 * the settings' invitations (ADMIN_EMAILS, STAFF_EMAILS) still know it was invited once. Its addresses (now, and those
 * it was invited at) leave the audit log's details; the rows stay, naming people by id. The invitations it sent and
 * nobody has accepted are revoked (audited, reason 'account-deleted'): their link would otherwise still make someone
 * staff on the word of an account that no longer exists (`invited_by` keeps the id, with no foreign key, so the rows
 * still say who invited whom). Answers the addresses, and the account's address when its holder had proved they read it
 * themselves (`email_owner_proved_at`, docs/product.md "Whose address it is"; otherwise null): what belongs to that
 * address (its newsletter sign-up) is the leaver's to take with them.
 */
export async function deleteAccount(em: EntityManager, userId: number, secret: string): Promise<{ addresses: string[]; proved: string | null }> {
  const [user] = await em.execute<{ email: string; proved: boolean }[]>('select email, email_owner_proved_at is not null as proved from users where id = ?', [userId]);
  const invited = await em.execute<{ email: string }[]>('select email from staff_invitations where accepted_by = ? and email is not null', [userId]);
  const addresses = [...new Set([...(user ? [user.email] : []), ...invited.map((i) => i.email)].map((e) => e.toLowerCase()))];
  for (const email of invited.map((i) => i.email)) {
    await em.execute('update staff_invitations set email = null, email_hash = ? where accepted_by = ? and email = ?', [addressHash(secret, 'invitation-address', email), userId, email]);
  }
  for (const email of addresses) await forgetAuditAddress(em, email);
  await revokeInvitationsOf(em, userId, 'account-deleted');
  await em.nativeDelete(UserSchema, { id: userId });
  return { addresses, proved: user?.proved ? user.email.toLowerCase() : null };
}

/** Role changes and deletions of administrators queue behind each other (held to the end of the transaction). */
export async function lockRoles(em: EntityManager): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('f50:roles'))`);
}

/** Whether the account is the install's only administrator (ask it holding lockRoles). */
export async function isLastAdmin(em: EntityManager, userId: number): Promise<boolean> {
  const [user] = await em.execute<{ role: string }[]>('select role from users where id = ?', [userId]);
  if (user?.role !== 'admin') return false;
  const [{ admins }] = await em.execute<{ admins: number }[]>(`select count(*)::int as admins from users where role = 'admin'`);
  return admins <= 1;
}
