import { BadRequestException, ConflictException, ForbiddenException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import { Audited, unchanged } from '../../../infrastructure/audit/audited.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { twoFactorMail } from '../auth-mail.js';
import { UserSchema } from '../entities/user.entity.js';
import { confirmPassword } from '../password-check.js';
import { SessionService } from '../session.service.js';
import {
  codeStep,
  newRecoveryCodes,
  newSecret,
  recoveryHash,
  sealSecret,
  secretOf,
  TWO_FACTOR_MESSAGES,
  wrongCodesLimit,
  type NewSecret,
} from '../two-factor.js';

/** The codes' hashes as a PostgreSQL array literal (a JS array parameter would be spread into a list of values). */
const hashList = (codes: string[]) => `{${codes.map(recoveryHash).join(',')}}`;

export class BeginTwoFactorCommand {
  constructor(public readonly userId: number, public readonly password: string) {}
}

/** A new secret for the account's authenticator app, pending until ConfirmTwoFactorCommand proves it (replaces a pending one). */
@CommandHandler(BeginTwoFactorCommand)
export class BeginTwoFactorHandler implements ICommandHandler<BeginTwoFactorCommand, NewSecret> {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, password }: BeginTwoFactorCommand): Promise<NewSecret> {
    const user = await confirmPassword(this.em, this.limiter, userId, password);
    const fresh = await newSecret(user.email);
    await this.outbox.transactional(async (em) => {
      const stored = await em.execute(
        `insert into two_factor_secrets (user_id, secret) values (?, ?)
         on conflict (user_id) do update set secret = excluded.secret, created_at = now(), last_time_step = null, recovery_hashes = '{}'
           where two_factor_secrets.confirmed_at is null
         returning user_id`,
        [userId, sealSecret(this.config, fresh.secret)],
      );
      if (stored.length === 0) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyOn);
    });
    return fresh;
  }
}

export class ConfirmTwoFactorCommand {
  constructor(public readonly userId: number, public readonly sessionId: string, public readonly code: string) {}
}

export interface TwoFactorOn {
  success: true;
  recovery_codes: string[];
  /** The account's other sessions, ended (they were opened without the second step). */
  ended: number;
}

/**
 * Turns two-step sign-in on once the app's code proves the pending secret: answers the ten recovery codes (shown this
 * once), ends the account's other sessions and mails the owner.
 */
@CommandHandler(ConfirmTwoFactorCommand)
export class ConfirmTwoFactorHandler implements ICommandHandler<ConfirmTwoFactorCommand, TwoFactorOn> {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, sessionId, code }: ConfirmTwoFactorCommand): Promise<TwoFactorOn> {
    const pending = await secretOf(this.em.fork(), this.config, userId);
    if (pending?.confirmed_at) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyOn);
    if (!pending?.secret) throw new ConflictException(TWO_FACTOR_MESSAGES.notStarted);
    await this.limiter.consume(wrongCodesLimit(userId)); // counted first, given back when right (see SignInHandler)
    const step = await codeStep(pending.secret, code.replace(/\s/g, ''), null);
    if (step === null) throw new BadRequestException(TWO_FACTOR_MESSAGES.wrongCode);
    await this.limiter.refund(wrongCodesLimit(userId));
    const codes = newRecoveryCodes();
    return this.outbox.transactional(async (em, publish) => {
      const confirmed = await em.execute<{ email: string }[]>(
        `update two_factor_secrets t set confirmed_at = now(), last_time_step = ?, recovery_hashes = ?::text[]
           from users u where t.user_id = ? and t.secret = ? and t.confirmed_at is null and u.id = t.user_id
         returning u.email`,
        [step, hashList(codes), userId, pending.stored],
      );
      if (confirmed.length === 0) throw new ConflictException(TWO_FACTOR_MESSAGES.notStarted);
      const ended = await this.sessions.endOthers(em, userId, sessionId);
      this.mailer.send(publish, twoFactorMail(this.config.publicUrl, confirmed[0].email, 'on'), [{ userId }]);
      return { success: true as const, recovery_codes: codes, ended };
    });
  }
}

export class TurnOffTwoFactorCommand {
  constructor(public readonly userId: number, public readonly password: string) {}
}

/** Turns two-step sign-in off (the account's password asked again) and mails the owner. */
@CommandHandler(TurnOffTwoFactorCommand)
export class TurnOffTwoFactorHandler implements ICommandHandler<TurnOffTwoFactorCommand, { success: true }> {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, password }: TurnOffTwoFactorCommand): Promise<{ success: true }> {
    const user = await confirmPassword(this.em, this.limiter, userId, password);
    await this.outbox.transactional(async (em, publish) => {
      const removed = await em.execute<{ confirmed_at: Date | null }[]>('delete from two_factor_secrets where user_id = ? returning confirmed_at', [userId]);
      if (!removed.some((row) => row.confirmed_at)) throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
      this.mailer.send(publish, twoFactorMail(this.config.publicUrl, user.email, 'off'), [{ userId: user.id }]);
    });
    return { success: true };
  }
}

export class NewRecoveryCodesCommand {
  constructor(public readonly userId: number, public readonly password: string) {}
}

/** Ten new recovery codes in place of the old ones (all of which stop working); the password asked again. */
@CommandHandler(NewRecoveryCodesCommand)
export class NewRecoveryCodesHandler implements ICommandHandler<NewRecoveryCodesCommand, { success: true; recovery_codes: string[] }> {
  constructor(private readonly em: EntityManager, private readonly outbox: Outbox, private readonly limiter: RateLimiter) {}

  async execute({ userId, password }: NewRecoveryCodesCommand): Promise<{ success: true; recovery_codes: string[] }> {
    await confirmPassword(this.em, this.limiter, userId, password);
    const codes = newRecoveryCodes();
    await this.outbox.transactional(async (em) => {
      const changed = await em.execute(
        'update two_factor_secrets set recovery_hashes = ?::text[] where user_id = ? and confirmed_at is not null returning user_id',
        [hashList(codes), userId],
      );
      if (changed.length === 0) throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
    });
    return { success: true, recovery_codes: codes };
  }
}

@Audited({
  action: 'user.two-factor-reset',
  subject: (c: ResetTwoFactorCommand) => ({ kind: 'user', id: c.userId, details: {} }),
})
export class ResetTwoFactorCommand {
  constructor(public readonly userId: number, public readonly by: number) {}
}

/**
 * An administrator turns two-step sign-in off for an account whose owner lost their phone and recovery codes; the owner
 * is mailed. Nothing to turn off is no error (a second click), and writes no audit row.
 */
@CommandHandler(ResetTwoFactorCommand)
export class ResetTwoFactorHandler implements ICommandHandler<ResetTwoFactorCommand, { success: true }> {
  constructor(private readonly outbox: Outbox, private readonly mailer: Mailer, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ userId }: ResetTwoFactorCommand): Promise<{ success: true }> {
    await this.outbox.transactional(async (em, publish) => {
      const user = await em.findOne(UserSchema, { id: userId });
      if (!user) throw new NotFoundException(TWO_FACTOR_MESSAGES.userNotFound);
      const removed = await em.execute<{ confirmed_at: Date | null }[]>('delete from two_factor_secrets where user_id = ? returning confirmed_at', [userId]);
      if (!removed.some((row) => row.confirmed_at)) return (unchanged(), user.email);
      this.mailer.send(publish, twoFactorMail(this.config.publicUrl, user.email, 'reset'), [{ userId }]);
      return user.email;
    });
    return { success: true };
  }
}
