import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from '../../infrastructure/audit/audit.js';
import type { Role } from '../../infrastructure/http/access.js';

/**
 * An invitation lasts only as long as its inviter's trust, as an API key does its creator's: an open invitation
 * (pending, or expired and not yet resent) of an administrator who loses the role, recovers the account with a new
 * password or is deleted would otherwise still make whoever holds its link staff.
 */

/** Why open invitations were revoked without an administrator asking (the audit row's `reason`). */
export type InviterRevokeReason = 'password-changed' | 'role-lowered' | 'account-deleted';

/**
 * Revokes, inside the caller's transaction, the open invitations `inviterId` sent for a role that `stillHolds` does
 * not include (`member`: all of them; `editor`: the administrator ones), each audited 'invitation.revoke' with the
 * reason (actor none: nobody asked). Answers how many. Replays change nothing (only open invitations are touched).
 */
export async function revokeInvitationsOf(em: EntityManager, inviterId: number, reason: InviterRevokeReason, stillHolds: Role = 'member'): Promise<number> {
  const revoked = await em.execute<{ id: number; role: string }[]>(
    `update staff_invitations set revoked_at = now()
      where invited_by = ? and accepted_at is null and revoked_at is null and not (? = 'admin' or role = ?)
      returning id, role`,
    [inviterId, stillHolds, stillHolds],
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
