import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { subscriberOfToken } from '../unsubscribe-token.js';

/** Whether an unsubscribe token is one we made (under the current SESSION_SECRET): the page offers its button only then. */
export class UnsubscribeLinkValidQuery {
  constructor(public readonly token: string) {}
}

@QueryHandler(UnsubscribeLinkValidQuery)
export class UnsubscribeLinkValidHandler implements IQueryHandler<UnsubscribeLinkValidQuery, boolean> {
  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  execute({ token }: UnsubscribeLinkValidQuery): Promise<boolean> {
    return Promise.resolve(subscriberOfToken(this.config.sessionSecret, token) !== undefined);
  }
}
