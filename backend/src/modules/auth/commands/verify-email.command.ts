import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { EmailTokens } from '../email-tokens.js';
import { UserSchema } from '../entities/user.entity.js';
import { Roles } from '../roles.js';
import { toUserView, type UserView } from '../user-view.js';

export const VERIFY_MESSAGES = {
  invalid: 'This verification link is invalid, has already been used or has expired. Sign in to the dashboard to ask for a new one.',
};

export class VerifyEmailCommand {
  constructor(public readonly token: string) {}
}

/** Opens a verification link: marks the address verified (once), so its listed staff role takes effect. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, UserView> {
  constructor(private readonly outbox: Outbox, private readonly tokens: EmailTokens, private readonly roles: Roles) {}

  async execute({ token }: VerifyEmailCommand): Promise<UserView> {
    return this.outbox.transactional(async (em) => {
      const used = await this.tokens.consume(em, token, 'verify-email');
      const user = used && (await em.findOne(UserSchema, { id: used.userId }));
      if (!used || !user || user.email !== used.email) throw new BadRequestException(VERIFY_MESSAGES.invalid);
      user.email_verified_at ??= new Date();
      return toUserView(user, this.roles);
    });
  }
}
