import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from '../../infrastructure/audit/audit.js';

/**
 * An invitation lasts only as long as its inviter's trust, as an API key does its creator's: an open invitation
 * (pending, or expired and not yet resent) of an administrator who loses the role, recovers the account with a new
 * password or is deleted would otherwise still make whoever holds its link staff.
 */

/** Why open invitations were revoked without an administrator asking (the audit row's `reason`). */
export type InviterRevokeReason = 'password-changed' | 'role-lowered' | 'account-deleted';

/**
 * Revokes, inside the caller's transaction, the open invitations `inviterId` sent that the inviter no longer vouches
 * for, each audited 'invitation.revoke' with the reason (actor none: nobody asked), and answers how many. After a
 * deletion (`account-deleted`) that is all of them. After a new password or a lowered role it is those that fail the
 * check a link meets when opened (INVITER_STILL_TRUSTED_SQL, below), read from the account as it is now: an
 * invitation made after the new password, or for a role the inviter holds again, stands, however late the event's
 * consumer runs. Replays change nothing (only open invitations are touched).
 */
export async function revokeInvitationsOf(em: EntityManager, inviterId: number, reason: InviterRevokeReason): Promise<number> {
  const untrusted = reason === 'account-deleted' ? 'true' : `not ${INVITER_STILL_TRUSTED_SQL}`;
  const revoked = await em.execute<{ id: number; role: string }[]>(
    `update staff_invitations i set revoked_at = now()
      where i.invited_by = ? and i.accepted_at is null and i.revoked_at is null and ${untrusted}
      returning i.id, i.role`,
    [inviterId],
  );
  for (const invitation of revoked) {
    recordAudit(em, { actor: null, action: 'invitation.revoke', subjectKind: 'invitation', subjectId: invitation.id, details: { role: invitation.role, reason } });
  }
  return revoked.length;
}

/**
 * The check made again when a link is opened (defence in depth, should a revocation above not have run yet): an
 * invitation of the settings (no inviter) stands; any other only while its inviter still exists, still holds a role
 * that includes the invited one, and has not set a new password since it was made. For `staff_invitations i`.
 */
export const INVITER_STILL_TRUSTED_SQL = `(i.invited_by is null or exists (
    select 1 from users inviter where inviter.id = i.invited_by and (inviter.role = 'admin' or inviter.role = i.role)
      and (inviter.password_changed_at is null or inviter.password_changed_at <= i.created_at)))`;
