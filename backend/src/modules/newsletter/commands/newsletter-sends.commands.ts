import { BadRequestException, ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { Audited, unchanged } from '../../../infrastructure/audit/audited.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Outbox, type Forget } from '../../../infrastructure/queue/outbox.js';
import { NewsletterDelivery } from '../newsletter-delivery.js';
import { NEWSLETTER_SEND_MESSAGES, NewsletterSends, type CreatedSend, type DigestMail } from '../newsletter-sends.js';
import { NewsletterTestSends } from '../newsletter-test-sends.js';
import { suppressionHash } from '../suppression.js';
import { newsletterAddress } from './newsletter.commands.js';
import { subscriberOfToken } from '../unsubscribe-token.js';

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You are unsubscribed: no more newsletters will be sent to this address.',
  invalid: 'This unsubscribe link is not valid. Use the link at the bottom of a newsletter.',
  /** The link opened again once its address is off the list (after unsubscribing, a reload, a mail program's one click). */
  already: 'This address is already unsubscribed: no more newsletters will be sent to it. Changed your mind? You can sign up again at any time.',
};

/** Creates the send, then queues its delivery (after the commit; the hourly backstop queues it if Redis was away). */
async function queued(delivery: NewsletterDelivery, created: CreatedSend): Promise<CreatedSend> {
  if (created.status === 'sending') await delivery.start(created.id).catch(() => undefined);
  return created;
}

@Audited({ action: 'newsletter.weekly-send', subject: (_c: SendWeeklyNowCommand, sent: CreatedSend) => ({ kind: 'newsletter-send', id: sent.id, details: { recipients: sent.recipients } }) })
export class SendWeeklyNowCommand {
  constructor(public readonly by: number, public readonly now = new Date()) {}
}

/** Staff send the weekly digest now (409 when nothing was published since the last one, or two weeks are already sent). */
@CommandHandler(SendWeeklyNowCommand)
export class SendWeeklyNowHandler implements ICommandHandler<SendWeeklyNowCommand, CreatedSend> {
  constructor(private readonly sends: NewsletterSends, private readonly delivery: NewsletterDelivery) {}

  async execute({ by, now }: SendWeeklyNowCommand): Promise<CreatedSend> {
    return queued(this.delivery, await this.sends.weeklyNow(now, by));
  }
}

@Audited({ action: 'newsletter.article-send', subject: (c: SendArticleCommand, sent: CreatedSend) => ({ kind: 'newsletter-send', id: sent.id, details: { article: c.articleId, recipients: sent.recipients } }) })
export class SendArticleCommand {
  constructor(public readonly articleId: number, public readonly by: number) {}
}

/** Sends a published article to every confirmed subscriber, once per article. */
@CommandHandler(SendArticleCommand)
export class SendArticleHandler implements ICommandHandler<SendArticleCommand, CreatedSend> {
  constructor(private readonly sends: NewsletterSends, private readonly delivery: NewsletterDelivery) {}

  async execute({ articleId, by }: SendArticleCommand): Promise<CreatedSend> {
    return queued(this.delivery, await this.sends.article(articleId, by));
  }
}

/** The signed-in staff member a test goes to (their own address only) and whose hourly budget it counts against. */
export interface TestRecipient {
  id: number;
  email: string;
}

/** The test goes to the staff member who asked (the row's actor): the audit row names no address. */
@Audited({ action: 'newsletter.test-send', subject: (c: SendArticleTestCommand) => ({ kind: 'website', id: c.articleId, details: {} }) })
export class SendArticleTestCommand {
  constructor(public readonly articleId: number, public readonly staff: TestRecipient) {}
}

/** Mails the article's newsletter to the signed-in staff member only (through the mail outbox), marked as a test. */
@CommandHandler(SendArticleTestCommand)
export class SendArticleTestHandler implements ICommandHandler<SendArticleTestCommand, { to: string }> {
  constructor(private readonly sends: NewsletterSends, private readonly tests: NewsletterTestSends) {}

  async execute({ articleId, staff }: SendArticleTestCommand): Promise<{ to: string }> {
    const { to } = await this.tests.send(staff, () => this.sends.articleMail(articleId));
    return { to };
  }
}

@Audited({
  action: 'newsletter.weekly-test',
  // Written from the test send's transaction, whose value is the mail it sent.
  subject: (c: SendWeeklyTestCommand, sent: { mail: DigestMail }) => ({ kind: 'newsletter-weekly', id: null, details: { articles: sent.mail.articles.length } }),
})
export class SendWeeklyTestCommand {
  constructor(public readonly staff: TestRecipient, public readonly now = new Date()) {}
}

export interface WeeklyTestSent {
  to: string;
  /** How many articles the digest holds. */
  articles: number;
}

/**
 * Mails the weekly digest that "send now" would send to the signed-in staff member only, marked as a test: nothing
 * is stored for the digest (no send, its window not moved), and the same 409s as the send when there is nothing to send.
 */
@CommandHandler(SendWeeklyTestCommand)
export class SendWeeklyTestHandler implements ICommandHandler<SendWeeklyTestCommand, WeeklyTestSent> {
  constructor(private readonly sends: NewsletterSends, private readonly tests: NewsletterTestSends) {}

  async execute({ staff, now }: SendWeeklyTestCommand): Promise<WeeklyTestSent> {
    const { to, mail } = await this.tests.send(staff, () => this.sends.weeklyNowMail(now));
    return { to, articles: mail.articles.length };
  }
}

@Audited({ action: 'newsletter.cancel', subject: (c: CancelSendCommand, done: CancelledSend) => ({ kind: 'newsletter-send', id: c.id, details: { skipped: done.skipped } }) })
export class CancelSendCommand {
  constructor(public readonly id: number) {}
}

export interface CancelledSend {
  id: number;
  status: 'cancelled';
  /** The deliveries this call skipped (0 when the send was already cancelled). */
  skipped: number;
}

/**
 * Staff stop a send under way (paused or not): it is cancelled and its pending deliveries skipped, in one statement,
 * so the worker delivering it claims no more (a mail already handed to the server still goes). Cancelling a
 * cancelled send answers the same (no audit row); a send that ended otherwise is 409; no such send is 404.
 */
@CommandHandler(CancelSendCommand)
export class CancelSendHandler implements ICommandHandler<CancelSendCommand, CancelledSend> {
  constructor(private readonly outbox: Outbox) {}

  execute({ id }: CancelSendCommand): Promise<CancelledSend> {
    return this.outbox.transactional(async (em) => {
      const [send] = await em.execute<Array<{ status: string }>>('select status from newsletter_sends where id = ? for update', [id]);
      if (!send) throw new NotFoundException(NEWSLETTER_SEND_MESSAGES.sendNotFound);
      if (send.status === 'cancelled') {
        unchanged();
        return { id, status: 'cancelled' as const, skipped: 0 };
      }
      if (send.status !== 'sending') throw new ConflictException(NEWSLETTER_SEND_MESSAGES.sendFinished);
      await em.execute(`update newsletter_sends set status = 'cancelled', finished_at = now(), paused_at = null, paused_reason = null where id = ?`, [id]);
      const skipped = await em.execute(`update newsletter_deliveries set status = 'skipped' where send_id = ? and status = 'pending' returning id`, [id]);
      return { id, status: 'cancelled' as const, skipped: skipped.length };
    });
  }
}

export class UnsubscribeCommand {
  constructor(public readonly token: string) {}
}

/**
 * One click, no sign-in: the token names the subscriber (signed), who is unsubscribed at once. Pending deliveries to
 * them are skipped from then on. Unsubscribing twice answers the same.
 */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand, string> {
  constructor(private readonly outbox: Outbox, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ token }: UnsubscribeCommand): Promise<string> {
    const id = subscriberOfToken(this.config.sessionSecret, token);
    if (id === undefined) throw new BadRequestException(UNSUBSCRIBE_MESSAGES.invalid);
    await this.outbox.transactional(async (em) => {
      await em.execute(
        `update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now(), token_hash = null, token_expires_at = null
          where id = ? and status <> 'unsubscribed'`,
        [id],
      );
    });
    return UNSUBSCRIBE_MESSAGES.done;
  }
}

/** The audit row names the subscriber by id only: the address is what is being erased. */
@Audited({ action: 'newsletter.erase', subject: (c: EraseSubscriberCommand) => ({ kind: 'newsletter-subscriber', id: c.id, details: {} }) })
export class EraseSubscriberCommand {
  constructor(public readonly id: number) {}
}

/**
 * Erases a subscriber for good (a request to be forgotten): the address and its sign-up, with its delivery rows, and
 * the newsletter's mails to the address the outbox still holds (sent or not: a confirmation link not yet sent goes
 * nowhere), whose jobs leave the queues after the commit. Only the newsletter's own (`newsletterAddress`): an account
 * with the same address keeps its mail (a password reset still retrying) and its events. The sends' figures follow (their counts are kept by the database as
 * deliveries go). 404 when there is no such subscriber.
 */
@CommandHandler(EraseSubscriberCommand)
export class EraseSubscriberHandler implements ICommandHandler<EraseSubscriberCommand, { success: true }> {
  constructor(private readonly outbox: Outbox, @Inject(AppConfig) private readonly config: AppConfig) {}

  execute({ id }: EraseSubscriberCommand): Promise<{ success: true }> {
    return this.outbox.transactional(async (em, _publish, forget) => {
      const [erased] = await em.execute<Array<{ email: string }>>('delete from newsletter_subscribers where id = ? returning email', [id]);
      if (!erased) throw new NotFoundException(NEWSLETTER_SEND_MESSAGES.subscriberNotFound);
      await forgetAddress(em, forget, this.config.sessionSecret, erased.email);
      return { success: true as const };
    });
  }
}

/** After its sign-up's row went: the newsletter's mails to the address in the outbox, and its suppression. */
async function forgetAddress(em: EntityManager, forget: Forget, secret: string, email: string): Promise<void> {
  await forget([newsletterAddress(email)]);
  await em.execute('delete from newsletter_suppressions where address_hash = ?', [suppressionHash(secret, email)]);
}

export class EraseLeaverAddressCommand {
  constructor(public readonly email: string) {}
}

/**
 * A member who deleted their account had proved the address theirs (MemberDeleted's `provedEmail`): its sign-up, in
 * any state, goes as an Erase would take it (with its deliveries, the newsletter's mails to it, its suppression). Not
 * audited: the member's own deletion. Idempotent: nothing left the second time.
 */
@CommandHandler(EraseLeaverAddressCommand)
export class EraseLeaverAddressHandler implements ICommandHandler<EraseLeaverAddressCommand, { erased: number }> {
  constructor(private readonly outbox: Outbox, @Inject(AppConfig) private readonly config: AppConfig) {}

  execute({ email }: EraseLeaverAddressCommand): Promise<{ erased: number }> {
    return this.outbox.transactional(async (em, _publish, forget) => {
      const erased = await em.execute<Array<{ id: number }>>('delete from newsletter_subscribers where lower(email) = lower(?) returning id', [email]);
      await forgetAddress(em, forget, this.config.sessionSecret, email);
      return { erased: erased.length };
    });
  }
}

