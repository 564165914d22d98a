import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { composeMail } from '../../../infrastructure/mail/mail-message.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import type { Subject } from '../../../infrastructure/queue/domain-event.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { hashLinkToken, isLinkToken, newLinkToken } from '../../auth/index.js';
import { mailboxKey } from '../../../infrastructure/limits/mailbox-key.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { suppressionHash } from '../suppression.js';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks! Check your inbox to confirm your subscription.',
  confirmed: 'Your subscription is confirmed.',
  alreadyConfirmed: 'Your subscription is already confirmed. Nothing more to do.',
  invalid: 'This confirmation link is invalid, has already been used or has expired. Please sign up again.',
  tooMany: 'Too many sign-up attempts. Please try again in an hour.',
};
export const NEWSLETTER_SUBJECT = 'Confirm your Flying@50 newsletter subscription';
export const ALREADY_SUBSCRIBED_SUBJECT = 'You are already subscribed to the Flying@50 newsletter';
/**
 * How the newsletter's mails name their address in the outbox: scoped, so erasing a sign-up forgets the newsletter's
 * mails to the address and nothing else (the account's mails to the same address stay); deleting the account still
 * forgets them, as every row about the address.
 */
export const newsletterAddress = (email: string): Subject => ({ email, scope: 'newsletter' });
/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;
/**
 * The sign-up mails one address may be sent (a confirmation link or "already subscribed"), whoever asks and from
 * wherever: one per 10 minutes and 3 a day, so no one can fill a stranger's inbox through the form. Counted per inbox
 * (mailboxKey: case and "+tag" variants of an address share them).
 */
export const SIGN_UP_MAIL_BUDGETS = [
  { bucket: 'newsletter-mail-spacing', max: 1, windowMinutes: 10 },
  { bucket: 'newsletter-mail-day', max: 3, windowMinutes: 24 * 60 },
] as const;

export class SubscribeCommand {
  constructor(public readonly email: string, public readonly clientIp: string) {}
}

/**
 * Every sign-up gets the same answer, so the form tells no one whether an address is on the list; what happens is
 * told to the address itself, by mail (through the outbox: only if the change is stored). A new address is stored
 * as pending and mailed a confirmation link; a pending one is mailed a new link (the older one stops working, as
 * when a verification link is sent again); a confirmed one changes nothing and is mailed that it is already
 * subscribed, so its owner is not left waiting for a link. Limited per client and per inbox (5 sign-ups an hour,
 * then 429; mailboxKey), and the mails to one address by SIGN_UP_MAIL_BUDGETS: past them the sign-up changes nothing and mails
 * nothing (an earlier link keeps working) but answers the same, so the answer never tells whether a mail went.
 */
@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand, string> {
  constructor(
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ email, clientIp }: SubscribeCommand): Promise<string> {
    await this.limiter.consume({ bucket: 'newsletter-client', subject: clientIp, max: 20, windowMinutes: 60, message: NEWSLETTER_MESSAGES.tooMany });
    const inbox = mailboxKey(email);
    await this.limiter.consume({ bucket: 'newsletter-address', subject: inbox, max: 5, windowMinutes: 60, message: NEWSLETTER_MESSAGES.tooMany });
    for (const budget of SIGN_UP_MAIL_BUDGETS) {
      if (!(await this.limiter.take({ ...budget, subject: inbox, message: NEWSLETTER_MESSAGES.tooMany })).allowed) return NEWSLETTER_MESSAGES.subscribed;
    }
    const { token, hash } = newLinkToken();
    await this.outbox.transactional(async (em, publish) => {
      // New, pending, unsubscribed and bounced addresses get a (new) link (pending again until confirmed); a confirmed address is left as it is (no row comes back).
      const [row] = await em.execute<Array<{ id: number }>>(
        `insert into newsletter_subscribers (email, status, token_hash, token_expires_at)
         values (?, 'pending', ?, now() + make_interval(days => ?))
         on conflict (lower(email)) do update set status = 'pending', token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at,
             unsubscribed_at = null, bounced_at = null
           where newsletter_subscribers.status in ('pending', 'unsubscribed', 'bounced')
         returning id`,
        [email, hash, CONFIRM_DAYS],
      );
      // Signing up again replaces what was kept of an earlier unsubscription (its hash): the row tells it now.
      if (row) await em.execute('delete from newsletter_suppressions where address_hash = ?', [suppressionHash(this.config.sessionSecret, email)]);
      this.mailer.send(publish, row ? this.confirmationMail(email, token) : this.alreadySubscribedMail(email), [newsletterAddress(email)]);
    });
    return NEWSLETTER_MESSAGES.subscribed;
  }

  private confirmationMail(email: string, token: string) {
    return composeMail(
      email,
      NEWSLETTER_SUBJECT,
      [
        'Thank you for signing up to the Flying@50 newsletter: training, nutrition, recovery, mindset, gear and racing for athletes over 50.',
        `Please confirm that ${email} is your address. The link works once, within ${CONFIRM_DAYS} days (if you signed up more than once, use the newest message).`,
      ],
      { label: 'Confirm my subscription', url: `${this.config.publicUrl}/newsletter/confirm?token=${token}` },
      'If you did not sign up, ignore this message: nothing is sent to you unless the link is opened.',
    );
  }

  private alreadySubscribedMail(email: string) {
    return composeMail(
      email,
      ALREADY_SUBSCRIBED_SUBJECT,
      [
        `Someone, probably you, asked to sign ${email} up to the Flying@50 newsletter.`,
        'This address is already subscribed, so nothing has changed: the newsletter keeps coming to you.',
      ],
      { label: 'Read the magazine', url: `${this.config.publicUrl}/` },
      'If it was not you, ignore this message.',
    );
  }
}

export class ConfirmSubscriptionCommand {
  constructor(public readonly token: string) {}
}

/**
 * Uses a confirmation link: the address becomes confirmed. The link's hash is kept until it expires, so opening it
 * again (a second click, a mail scanner that opened it first) says the subscription is already confirmed instead of
 * asking the reader to sign up again; it confirms nothing else and is dropped by an unsubscribe or a new sign-up.
 */
@CommandHandler(ConfirmSubscriptionCommand)
export class ConfirmSubscriptionHandler implements ICommandHandler<ConfirmSubscriptionCommand, string> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ token }: ConfirmSubscriptionCommand): Promise<string> {
    if (!isLinkToken(token)) throw new BadRequestException(NEWSLETTER_MESSAGES.invalid);
    return this.outbox.transactional(async (em) => {
      const rows = await em.execute<{ newly: boolean }[]>(
        `with found as (select id, status from newsletter_subscribers
                         where token_hash = ? and status in ('pending', 'confirmed') and token_expires_at > now() for update)
         update newsletter_subscribers s set status = 'confirmed', confirmed_at = case when found.status = 'pending' then now() else s.confirmed_at end
           from found where s.id = found.id
         returning found.status = 'pending' as newly`,
        [hashLinkToken(token)],
      );
      if (!rows.length) throw new BadRequestException(NEWSLETTER_MESSAGES.invalid);
      return rows[0].newly ? NEWSLETTER_MESSAGES.confirmed : NEWSLETTER_MESSAGES.alreadyConfirmed;
    });
  }
}
