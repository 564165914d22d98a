import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { EmailChanged, SignupFollowsAddressQuery } from '../../auth/index.js';

/** The sign-up that follows an account from one address (first parameter) to another (second): confirmed, and the new address has none of its own. */
const FOLLOWS = `lower(email) = lower(?) and status = 'confirmed' and not exists (select 1 from newsletter_subscribers n where lower(n.email) = lower(?))`;

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
    await this.em.fork().execute(`update newsletter_subscribers set email = ? where ${FOLLOWS}`, [to, from, to]);
  }
}

/**
 * Answers auth's SignupFollowsAddressQuery (whether FollowAddress would move a sign-up of `from` to `to`, the account
 * having proved `from`): the address-change link mailed to `to` says so, so its reader knows what opening it agrees to.
 */
@QueryHandler(SignupFollowsAddressQuery)
export class SignupFollowsAddressHandler implements IQueryHandler<SignupFollowsAddressQuery, boolean> {
  constructor(private readonly em: EntityManager) {}

  async execute({ from, to }: SignupFollowsAddressQuery): Promise<boolean> {
    return (await this.em.fork().execute(`select 1 from newsletter_subscribers where ${FOLLOWS}`, [from, to])).length > 0;
  }
}
