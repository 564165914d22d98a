import { BadRequestException, ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import { Audited, unchanged } from '../../../infrastructure/audit/audited.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { addressCodeMail, newRecoveryCodesMail, twoFactorMail } from '../auth-mail.js';
import { SecondStep } from '../second-step.js';
import { addressCodeLimit, issueAddressCode, takeAddressCode } from '../address-code.js';
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
  TWO_FACTOR_REASONS,
  wrongCodesLimit,
  type NewSecret,
} from '../two-factor.js';

/** The codes' hashes as a PostgreSQL array literal (a JS array parameter would be spread into a list of values). */
const hashList = (codes: string[]) => `{${codes.map(recoveryHash).join(',')}}`;

export class BeginTwoFactorCommand {
  constructor(public readonly userId: number, public readonly password: string) {}
}

/**
 * A new secret for the account's authenticator app, pending until ConfirmTwoFactorCommand proves it (replaces a pending
 * one). Unless the account's holder has proved the present address (`email_owner_proved_at`: a reset link, an
 * invitation, an earlier code; not an address-change link, which someone tricked may have opened), a code is mailed to
 * it (address-code.ts) that the confirmation needs too: only the address's owner may turn two-step sign-in on, so that
 * a password reset, which proves only the address, keeps it on (someone who registered another person's address, or
 * moved an account to it, cannot lock its owner out with an app of theirs).
 */
@CommandHandler(BeginTwoFactorCommand)
export class BeginTwoFactorHandler implements ICommandHandler<BeginTwoFactorCommand, NewSecret & { email_code_sent_to: string | null }> {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, password }: BeginTwoFactorCommand): Promise<NewSecret & { email_code_sent_to: string | null }> {
    const user = await confirmPassword(this.em, this.limiter, userId, password);
    const proved = Boolean(user.email_owner_proved_at);
    // A code is mailed: counted first (429 with nothing changed), given back when nothing was mailed after all.
    if (!proved) await this.limiter.consume(addressCodeLimit(user.email));
    const fresh = await newSecret(user.email);
    await this.outbox.transactional(async (em, publish) => {
      const stored = await em.execute(
        `insert into two_factor_secrets (user_id, secret) values (?, ?)
         on conflict (user_id) do update set secret = excluded.secret, created_at = now(), last_time_step = null, recovery_hashes = '{}'
           where two_factor_secrets.confirmed_at is null
         returning user_id`,
        [userId, sealSecret(this.config, fresh.secret)],
      );
      if (stored.length === 0) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyOn);
      if (!proved) this.mailer.send(publish, addressCodeMail(user.email, await issueAddressCode(em, this.config.sessionSecret, userId, user.email)), [{ userId }]);
    }).catch(async (error: unknown) => {
      if (!proved) await this.limiter.refund(addressCodeLimit(user.email));
      throw error;
    });
    return { ...fresh, email_code_sent_to: proved ? null : user.email };
  }
}

export class ConfirmTwoFactorCommand {
  constructor(
    public readonly userId: number,
    public readonly sessionId: string,
    public readonly code: string,
    /** The code mailed by the set-up, for an address the account's holder has not proved. */
    public readonly emailCode?: string,
  ) {}
}

export interface TwoFactorOn {
  success: true;
  recovery_codes: string[];
  /** The account's other sessions, ended (they were opened without the second step). */
  ended: number;
  /** This session's new token (SessionService.renew), for its cookie; not in the answer. */
  token: string;
}

/**
 * Turns two-step sign-in on once the app's code proves the pending secret (and, for an address its holder has not
 * proved, the mailed code proves it, which then counts as confirmed and proved): answers the ten recovery codes (shown this once), ends the
 * account's other sessions, gives this one a new token (with STAFF_TWO_FACTOR=required it may now act as staff: a copy
 * of its cookie taken before does not) and mails the owner. Wrong codes of either kind count in the account's wrong-codes limit.
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

  async execute({ userId, sessionId, code, emailCode }: ConfirmTwoFactorCommand): Promise<TwoFactorOn> {
    const em0 = this.em.fork();
    const pending = await secretOf(em0, this.config, userId);
    if (pending?.confirmed_at) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyOn);
    if (!pending?.secret) throw new ConflictException(TWO_FACTOR_MESSAGES.notStarted);
    const [account] = await em0.execute<{ email: string; proved: boolean }[]>('select email, email_owner_proved_at is not null as proved from users where id = ?', [userId]);
    if (!account) throw new NotFoundException(TWO_FACTOR_MESSAGES.userNotFound);
    if (!account.proved && !emailCode) throw new BadRequestException({ message: TWO_FACTOR_MESSAGES.emailCodeRequired, reason: TWO_FACTOR_REASONS.emailCode });
    await this.limiter.consume(wrongCodesLimit(userId)); // counted first, given back when right (see SignInHandler)
    const step = await codeStep(pending.secret, code.replace(/\s/g, ''), null);
    if (step === null) throw new BadRequestException(TWO_FACTOR_MESSAGES.wrongCode);
    const codes = newRecoveryCodes();
    const on = await this.outbox.transactional(async (em, publish) => {
      if (!account.proved) {
        if (!(await takeAddressCode(em, this.config.sessionSecret, userId, account.email, emailCode!))) throw new BadRequestException({ message: TWO_FACTOR_MESSAGES.wrongEmailCode, reason: TWO_FACTOR_REASONS.emailCode });
        await em.execute('update users set email_verified_at = coalesce(email_verified_at, now()), email_owner_proved_at = now() where id = ? and email = ?', [userId, account.email]);
      }
      // Only while the address is still the one proved (an address-change link opened meanwhile clears the proof).
      const confirmed = await em.execute<{ email: string }[]>(
        `update two_factor_secrets t set confirmed_at = now(), last_time_step = ?, recovery_hashes = ?::text[]
           from users u where t.user_id = ? and t.secret = ? and t.confirmed_at is null and u.id = t.user_id
             and u.email = ? and u.email_owner_proved_at is not null
         returning u.email`,
        [step, hashList(codes), userId, pending.stored, account.email],
      );
      if (confirmed.length === 0) throw new ConflictException(TWO_FACTOR_MESSAGES.notStarted);
      const ended = await this.sessions.endOthers(em, userId, sessionId);
      const token = await this.sessions.renew(em, sessionId);
      this.mailer.send(publish, twoFactorMail(this.config.publicUrl, confirmed[0].email, 'on'), [{ userId }]);
      return { success: true as const, recovery_codes: codes, ended, token };
    });
    await this.limiter.refund(wrongCodesLimit(userId));
    return on;
  }
}

export class TurnOffTwoFactorCommand {
  constructor(public readonly userId: number, public readonly password: string, public readonly code: string, public readonly clientIp: string) {}
}

/** Turns two-step sign-in off (the password and a current code asked again) and mails the owner. */
@CommandHandler(TurnOffTwoFactorCommand)
export class TurnOffTwoFactorHandler implements ICommandHandler<TurnOffTwoFactorCommand, { success: true }> {
  constructor(
    private readonly outbox: Outbox,
    private readonly secondStep: SecondStep,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, password, code, clientIp }: TurnOffTwoFactorCommand): Promise<{ success: true }> {
    const { user } = await this.secondStep.confirmOwner(userId, password, code, clientIp);
    await this.outbox.transactional(async (em, publish) => {
      const removed = await em.execute<{ confirmed_at: Date | null }[]>('delete from two_factor_secrets where user_id = ? returning confirmed_at', [userId]);
      if (!removed.some((row) => row.confirmed_at)) throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
      this.mailer.send(publish, twoFactorMail(this.config.publicUrl, user.email, 'off'), [{ userId: user.id }]);
    });
    return { success: true };
  }
}

export class NewRecoveryCodesCommand {
  constructor(public readonly userId: number, public readonly password: string, public readonly code: string, public readonly clientIp: string) {}
}

/**
 * Ten new recovery codes in place of the old ones (all of which stop working); the password and a current code asked
 * again, and the owner mailed.
 */
@CommandHandler(NewRecoveryCodesCommand)
export class NewRecoveryCodesHandler implements ICommandHandler<NewRecoveryCodesCommand, { success: true; recovery_codes: string[] }> {
  constructor(
    private readonly outbox: Outbox,
    private readonly secondStep: SecondStep,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, password, code, clientIp }: NewRecoveryCodesCommand): Promise<{ success: true; recovery_codes: string[] }> {
    const { user } = await this.secondStep.confirmOwner(userId, password, code, clientIp);
    const codes = newRecoveryCodes();
    await this.outbox.transactional(async (em, publish) => {
      const changed = await em.execute(
        'update two_factor_secrets set recovery_hashes = ?::text[] where user_id = ? and confirmed_at is not null returning user_id',
        [hashList(codes), userId],
      );
      if (changed.length === 0) throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
      this.mailer.send(publish, newRecoveryCodesMail(this.config.publicUrl, user.email), [{ userId }]);
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
