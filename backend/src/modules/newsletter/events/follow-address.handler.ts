import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { EmailChanged } from '../../auth/index.js';

/**
 * A member who moves their account to a new address keeps getting the newsletter there: a confirmed sign-up of the old
 * address moves with the account, but only when the account's holder had proved they read the old address themselves
 * (`fromProved`: anyone can register with an address they do not own, or move their account to it through a link its
 * owner was tricked into opening, and must not take its owner's sign-up along), and only when the new address has no
 * sign-up of its own. Running twice finds nothing left to move.
 */
@Injectable()
export class FollowAddress {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(EmailChanged)
  async follow(event: EmailChanged): Promise<void> {
    const { from, to, fromProved } = event.payload;
    if (!fromProved) return;
    await this.em.fork().execute(
      `update newsletter_subscribers set email = ? where lower(email) = lower(?) and status = 'confirmed'
         and not exists (select 1 from newsletter_subscribers n where lower(n.email) = lower(?))`,
      [to, from, to],
    );
  }
}
