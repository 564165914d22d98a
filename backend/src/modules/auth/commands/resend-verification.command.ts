import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { AddressVerification } from '../address-verification.js';
import { UserSchema } from '../entities/user.entity.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';

export const RESEND_MESSAGES = {
  notNeeded: 'Your address does not need verifying.',
  tooMany: 'A new link was sent a few minutes ago. Please check your inbox (and spam folder) and try again in 15 minutes.',
  sent: (email: string) => `We have sent a new link to ${email}. It works once, within 24 hours.`,
};

export class ResendVerificationCommand {
  constructor(public readonly userId: number) {}
}

/** Sends a fresh verification link (the earlier one stops working); 3 per account per 15 minutes. */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand, string> {
  constructor(private readonly outbox: Outbox, private readonly verification: AddressVerification, private readonly limiter: RateLimiter) {}

  async execute({ userId }: ResendVerificationCommand): Promise<string> {
    await this.limiter.consume({ bucket: 'verify-resend', subject: String(userId), max: 3, windowMinutes: 15, message: RESEND_MESSAGES.tooMany });
    return this.outbox.transactional(async (em, publish) => {
      const user = await em.findOneOrFail(UserSchema, { id: userId });
      if (!(await this.verification.sendVerification(em, publish, user))) throw new BadRequestException(RESEND_MESSAGES.notNeeded);
      return RESEND_MESSAGES.sent(user.email);
    });
  }
}
