import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { recordAudit } from '../../../infrastructure/audit/audit.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { AccountsByIdsQuery, PasswordChanged, StaffRoleChanged, type AccountCard } from '../../auth/index.js';
import { MemberDeleted } from '../../community/index.js';
import type { RevokeReason } from '../dto/api-keys.dto.js';

/**
 * A key lasts only as long as its creator's trust: a password change (reset link or accepted invitation), the end of
 * their staff role or the deletion of their account revokes the keys they made, each audited 'api-key.revoke' with
 * the reason. The key already fails from the moment of the change (see KEY_SQL); this writes it down. Replays
 * change nothing (only keys not yet revoked are touched). After a password change or a lowered role only the keys made
 * before it are revoked: the event may be handled late (a busy queue, Redis down), after the creator made a new key
 * with the new password, or back in a staff role (raised again only by an invitation, which sets a new password), and
 * that key stays good, as KEY_SQL judges it too. A StaffRoleChanged written before it carried `at` revokes them all.
 */
@Injectable()
export class RevokeCreatorKeysHandler {
  constructor(private readonly outbox: Outbox, private readonly queries: QueryBus) {}

  @OnEvent([PasswordChanged, StaffRoleChanged, MemberDeleted])
  async handle(event: PasswordChanged | StaffRoleChanged | MemberDeleted): Promise<void> {
    const reason = reasonOf(event);
    if (!reason) return;
    const { userId } = event.payload;
    const changedAt = await this.changedAt(event);
    await this.outbox.transactional(async (em) => {
      const revoked = await em.execute<{ id: number; name: string; scope: string }[]>(
        `update api_keys set revoked_at = now(), revoked_reason = ? where created_by = ? and revoked_at is null${changedAt ? ' and created_at < ?' : ''}
          returning id, name, scope`,
        changedAt ? [reason, userId, changedAt] : [reason, userId],
      );
      for (const key of revoked) {
        recordAudit(em, { actor: null, action: 'api-key.revoke', subjectKind: 'api-key', subjectId: key.id, details: { name: key.name, scope: key.scope, reason } });
      }
    });
  }

  /** Keys made from this moment on stay (null: all go): the new password's, or the lowered role's (`at`, absent from older rows). */
  private async changedAt(event: PasswordChanged | StaffRoleChanged | MemberDeleted): Promise<Date | string | null | undefined> {
    if (event instanceof StaffRoleChanged) return event.payload.at;
    if (!(event instanceof PasswordChanged)) return null;
    const { userId } = event.payload;
    return (await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([userId]))).get(userId)?.password_changed_at;
  }
}

function reasonOf(event: PasswordChanged | StaffRoleChanged | MemberDeleted): RevokeReason | null {
  if (event instanceof PasswordChanged) return 'password-changed';
  if (event instanceof MemberDeleted) return 'account-deleted';
  return event.payload.to === 'member' ? 'role-removed' : null;
}
