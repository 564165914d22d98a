import { BadRequestException, ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppConfig } from '../../../config/app-config.js';
import { mailboxKey } from '../../../infrastructure/limits/mailbox-key.js';
import { RateLimiter, type Limit } from '../../../infrastructure/limits/rate-limiter.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { emailChangedMail, emailChangeLinkMail, emailChangeRequestedMail, recoveryCodeUsedMail } from '../auth-mail.js';
import { EmailTokens, isLinkToken } from '../email-tokens.js';
import { EmailChanged } from '../events/account-events.js';
import { SignupFollowsAddressQuery } from '../queries/address-signup.query.js';
import { SecondStep } from '../second-step.js';
import { AUTH_MESSAGES } from './register-user.command.js';

export const EMAIL_CHANGE_MESSAGES = {
  same: 'That is already the address of your account.',
  tooMany: 'Too many address changes asked for. Please try again in an hour.',
  tooManyToAddress: 'Too many address changes asked for that address. Please try again in an hour.',
  sent: (to: string) => `We have sent a link to ${to}. Open it within one hour to use that address; until then your account keeps its present one.`,
  invalid: 'This link is invalid, has already been used or has expired. Ask for a new one from your profile.',
  done: (to: string) => `Your account's address is now ${to}. Sign in with it from now on.`,
};

/** 3 address changes asked for an hour, per account. */
export const emailChangeLimit = (userId: number): Limit => ({ bucket: 'email-change', subject: String(userId), max: 3, windowMinutes: 60, message: EMAIL_CHANGE_MESSAGES.tooMany });

/**
 * 3 address-change links an hour to one inbox (the new address, mailboxKey: "+tag" variants share it), whichever
 * accounts ask: the per-account budget alone let any number of accounts mail links to a stranger's address.
 */
export const emailChangeAddressLimit = (email: string): Limit => ({
  bucket: 'email-change-address',
  subject: mailboxKey(email),
  max: 3,
  windowMinutes: 60,
  message: EMAIL_CHANGE_MESSAGES.tooManyToAddress,
});

export class RequestEmailChangeCommand {
  constructor(
    public readonly userId: number,
    public readonly password: string,
    public readonly email: string,
    public readonly clientIp: string,
    /** With two-step sign-in on: the app's current code or a recovery code. */
    public readonly code?: string,
  ) {}
}

/**
 * Mails a link to the new address (the password, and with two-step sign-in on a current code, asked again:
 * SecondStep.confirmOwner; 3 requests an hour per account, and 3 links an hour per new inbox): the account moves there only when the link is opened, which proves the
 * new address is the owner's. The present address is told at once; a new
 * password (changed or reset) retires the link, so whoever asked with a stolen password cannot finish. Whether another account has the address is said
 * only then, to whoever can read its mail.
 */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand, string> {
  constructor(
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
    private readonly secondStep: SecondStep,
    private readonly tokens: EmailTokens,
    private readonly mailer: Mailer,
    private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, password, email, clientIp, code }: RequestEmailChangeCommand): Promise<string> {
    // The budgets (the account's, then the new inbox's) are counted once the password is right and before a code is
    // taken, so that a 429 uses up no code; what was counted is given back when a later budget or the code refuses
    // (only requests that send a link count against the account).
    const budgets = [emailChangeLimit(userId), emailChangeAddressLimit(email)];
    const counted: Limit[] = [];
    const { user, taken } = await this.secondStep
      .confirmOwner(userId, password, code, clientIp, async (account) => {
        if (account.email === email) throw new BadRequestException(EMAIL_CHANGE_MESSAGES.same);
        for (const budget of budgets) {
          await this.limiter.consume(budget);
          counted.push(budget);
        }
      })
      .catch(async (error: unknown) => {
        for (const budget of counted) await this.limiter.refund(budget);
        throw error;
      });
    // A confirmed newsletter sign-up of a proved address follows the account (newsletter's FollowAddress): the link says
    // so, since whoever opens it takes the newsletter at the new address.
    const newsletterMoves =
      user.email_owner_proved_at != null && (await this.queries.execute<SignupFollowsAddressQuery, boolean>(new SignupFollowsAddressQuery(user.email, email)));
    await this.outbox.transactional(async (em, publish) => {
      const token = await this.tokens.issue(em, userId, email, 'change-email');
      this.mailer.send(publish, emailChangeLinkMail(this.config.publicUrl, email, user.email, token, newsletterMoves), [{ userId }]);
      // The owner hears of it at once, in time to stop it (a new password retires the link).
      this.mailer.send(publish, emailChangeRequestedMail(this.config.publicUrl, user.email, email), [{ userId }]);
      if (taken?.kind === 'recovery') this.mailer.send(publish, recoveryCodeUsedMail(this.config.publicUrl, user.email, taken.left, 'email-change'), [{ userId }]);
    });
    return EMAIL_CHANGE_MESSAGES.sent(email);
  }
}

export class ConfirmEmailChangeCommand {
  constructor(public readonly token: string) {}
}

/**
 * Opens an address-change link, once: the account takes the new address (verified by the link, though not proved to
 * be its holder's: `email_owner_proved_at` is cleared), the old address is told, and EmailChanged goes to the modules
 * that keep the address elsewhere (billing's Stripe customer).
 */
@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand, string> {
  constructor(
    private readonly outbox: Outbox,
    private readonly tokens: EmailTokens,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ token }: ConfirmEmailChangeCommand): Promise<string> {
    if (!isLinkToken(token)) throw new BadRequestException(EMAIL_CHANGE_MESSAGES.invalid);
    try {
      return await this.outbox.transactional(async (em, publish) => {
        const used = await this.tokens.consume(em, token, 'change-email');
        if (!used) throw new BadRequestException(EMAIL_CHANGE_MESSAGES.invalid);
        const [taken] = await em.execute('select 1 from users where email = ? and id <> ?', [used.email, used.userId]);
        if (taken) throw new ConflictException(AUTH_MESSAGES.taken);
        const [changed] = await em.execute<{ old: string; proved: boolean }[]>(
          'select email as old, email_owner_proved_at is not null as proved from users where id = ? for update',
          [used.userId],
        );
        if (!changed) throw new BadRequestException(EMAIL_CHANGE_MESSAGES.invalid);
        // The link proves that someone reading the new address agreed, not that the account's holder reads it (they may
        // have tricked its owner into clicking): the holder's proof of the old address does not carry over, so a reset
        // from the new address turns two-step sign-in off (ResetPasswordHandler).
        await em.execute('update users set email = ?, email_verified_at = now(), email_owner_proved_at = null where id = ?', [used.email, used.userId]);
        publish(new EmailChanged({ userId: used.userId, from: changed.old, to: used.email, fromProved: changed.proved }));
        this.mailer.send(publish, emailChangedMail(this.config.publicUrl, changed.old, used.email), [{ userId: used.userId }]);
        return EMAIL_CHANGE_MESSAGES.done(used.email);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.taken);
      throw error;
    }
  }
}
