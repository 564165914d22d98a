import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EmailTokens } from '../email-tokens.js';

/** Whether a password-reset link still works (its token unknown, used or expired: no); it uses nothing. */
export class ResetLinkUsableQuery {
  constructor(public readonly token: string) {}
}

@QueryHandler(ResetLinkUsableQuery)
export class ResetLinkUsableHandler implements IQueryHandler<ResetLinkUsableQuery, boolean> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: EmailTokens,
  ) {}

  execute({ token }: ResetLinkUsableQuery): Promise<boolean> {
    return this.tokens.usable(this.em.fork(), token, 'reset-password');
  }
}
