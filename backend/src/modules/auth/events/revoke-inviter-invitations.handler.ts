import { Injectable } from '@nestjs/common';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { revokeInvitationsOf } from '../inviter-trust.js';
import { PasswordChanged, StaffRoleChanged } from './account-events.js';

/**
 * Invitations follow their inviter as API keys follow their creator (api-keys' RevokeCreatorKeysHandler): a new
 * password (reset link, accepted invitation, a change by the owner) revokes every open invitation the account sent, a
 * lowered role those of roles it no longer holds (admin → editor: the administrator invitations; → member: all), each
 * audited 'invitation.revoke' with the reason. The link already fails from the moment of the change (the accept checks
 * the inviter again, inviter-trust.ts); this writes it down. A deleted account's go in its deletion (deleteAccount).
 */
@Injectable()
export class RevokeInviterInvitationsHandler {
  constructor(private readonly outbox: Outbox) {}

  @OnEvent([PasswordChanged, StaffRoleChanged])
  async handle(event: PasswordChanged | StaffRoleChanged): Promise<void> {
    await this.outbox.transactional(async (em) => {
      if (event instanceof PasswordChanged) await revokeInvitationsOf(em, event.payload.userId, 'password-changed');
      else await revokeInvitationsOf(em, event.payload.userId, 'role-lowered');
    });
  }
}
