import { DomainEvent, EventType, type Subject } from '../../../infrastructure/queue/domain-event.js';

/**
 * A member deleted their account. Their rows are gone (foreign keys cascade); `files` names their upload
 * files under DATA_DIR/uploads, which consumers delete (idempotently) if the API process did not already.
 * `provedEmail` is the account's address when its holder had proved they read it themselves (`email_owner_proved_at`,
 * docs/product.md "Whose address it is"), else null: the newsletter erases that address's sign-up and deliveries (an
 * address the account never proved is left to whoever confirmed its sign-up by mail). The row is about that address
 * too, and goes with the other dispatched outbox rows after 7 days.
 */
@EventType('MemberDeleted')
export class MemberDeleted extends DomainEvent<{ userId: number; files: string[]; provedEmail?: string | null }> {
  override about(): Subject[] {
    const { userId, provedEmail } = this.payload;
    return provedEmail ? [{ userId }, { email: provedEmail }] : [{ userId }];
  }
}
