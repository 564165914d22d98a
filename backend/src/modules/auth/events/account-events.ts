import { DomainEvent, EventType, type Subject } from '../../../infrastructure/queue/domain-event.js';
import type { Role } from '../../../infrastructure/http/access.js';

/**
 * The account's password was set anew (a reset link, an accepted invitation, or changed by the signed-in owner); every
 * other session of the account ended.
 * Consumed by api-keys: the account's keys are revoked.
 */
@EventType('PasswordChanged')
export class PasswordChanged extends DomainEvent<{ userId: number; reason: 'password-reset' | 'invitation' | 'password-change' }> {}

/**
 * An account's role changed: granted by an accepted invitation, or lowered by an administrator, `at` (ISO) the moment
 * of the change (rows written before it was added have none). Consumed by api-keys (a creator who is no longer staff
 * loses the keys made before `at`) and auth (the inviter's open invitations); published for API consumers too.
 */
@EventType('StaffRoleChanged')
export class StaffRoleChanged extends DomainEvent<{ userId: number; from: Role; to: Role; at?: string }> {}

/**
 * The account moved to a new address (a link mailed to it was opened). Consumed by billing (the Stripe customer's
 * e-mail follows, so receipts go to the new address) and newsletter (a confirmed sign-up of the old address follows
 * when the account's holder had proved they read that address themselves, `email_owner_proved_at`: `fromProved`; an
 * address reached by an earlier address-change link was only verified, and its sign-up stays with it).
 */
@EventType('EmailChanged')
export class EmailChanged extends DomainEvent<{ userId: number; from: string; to: string; fromProved: boolean }> {
  override about(): Subject[] {
    return [{ userId: this.payload.userId }, { email: this.payload.from }, { email: this.payload.to }];
  }
}
