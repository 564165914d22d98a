import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { UserSchema } from '../entities/user.entity.js';
import { LoginRateLimiter } from '../login-rate-limiter.js';
import { verifyPassword } from '../password.js';
import { SessionService } from '../session.service.js';
import { toUserView } from '../user-view.js';
import { AUTH_MESSAGES, type Channel, type SignedIn } from './register-user.command.js';

export class SignInCommand {
  constructor(
    public readonly channel: Channel,
    public readonly email: string,
    public readonly password: string,
    public readonly clientIp: string,
    public readonly previousToken: string | undefined,
  ) {}
}

/** Checks the password (rate-limited per client and address, and per client), then replaces any earlier session with a new one. */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignedIn> {
  constructor(
    private readonly outbox: Outbox,
    private readonly sessions: SessionService,
    private readonly limiter: LoginRateLimiter,
  ) {}

  async execute({ channel, email, password, clientIp, previousToken }: SignInCommand): Promise<SignedIn> {
    await this.limiter.assertAllowed(clientIp, email);
    return this.outbox.transactional(async (em) => {
      const user = await em.findOne(UserSchema, { email }, { populate: ['password_hash'] });
      if (!(await verifyPassword(user?.password_hash, password)) || !user) {
        await this.limiter.recordFailure(clientIp, email);
        throw new UnauthorizedException(AUTH_MESSAGES.invalid);
      }
      await this.limiter.reset(clientIp, email);
      const view = toUserView(user);
      if (channel === 'staff' && view.role === 'member') throw new ForbiddenException(AUTH_MESSAGES.memberAtStaffSignIn);
      user.last_login_at = new Date();
      await this.sessions.end(em, previousToken);
      const token = this.sessions.start(em, user.id);
      return { user: { ...view, last_login_at: user.last_login_at.toISOString() }, token };
    });
  }
}
