import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { subscriberOfToken } from '../unsubscribe-token.js';

/**
 * What an unsubscribe link stands for now: `invalid` (not one we made, or made under an earlier SESSION_SECRET: the
 * page offers no button), `unsubscribed` (its address is already off the list: unsubscribed, or its sign-up is gone,
 * erased or kept as a hash only; the page says so instead of asking again) or `subscribed` (the page offers its
 * button). Reads only: opening a link changes nothing.
 */
export type UnsubscribeLinkState = 'invalid' | 'subscribed' | 'unsubscribed';

export class UnsubscribeLinkQuery {
  constructor(public readonly token: string) {}
}

@QueryHandler(UnsubscribeLinkQuery)
export class UnsubscribeLinkHandler implements IQueryHandler<UnsubscribeLinkQuery, UnsubscribeLinkState> {
  constructor(private readonly em: EntityManager, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ token }: UnsubscribeLinkQuery): Promise<UnsubscribeLinkState> {
    const id = subscriberOfToken(this.config.sessionSecret, token);
    if (id === undefined) return 'invalid';
    const [row] = await this.em.fork().execute<Array<{ status: string }>>('select status from newsletter_subscribers where id = ?', [id]);
    return !row || row.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed';
  }
}
