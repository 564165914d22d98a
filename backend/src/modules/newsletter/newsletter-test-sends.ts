import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { Mailer } from '../../infrastructure/mail/mailer.js';
import { RateLimiter, type Limit } from '../../infrastructure/limits/rate-limiter.js';
import { Outbox } from '../../infrastructure/queue/outbox.js';
import { personalise } from './newsletter-mail.js';

/** Test sends (of an article and of the weekly digest together) one staff member may make in an hour. */
export const TEST_SENDS_PER_HOUR = 20;

export const TEST_SEND_MESSAGES = {
  noMailServer:
    'No mail server is set up (SMTP_URL is empty), so a test cannot reach your inbox: mail is only written to the server log. Set SMTP_URL (and MAIL_FROM), restart, and send the test again.',
  tooMany: `Too many test sends: at most ${TEST_SENDS_PER_HOUR} an hour. Please try again later.`,
};

/** A staff member's hourly budget of test sends (one for the article and the digest tests). */
export const testSendBudget = (staffId: number): Limit => ({
  bucket: 'newsletter-test',
  subject: String(staffId),
  max: TEST_SENDS_PER_HOUR,
  windowMinutes: 60,
  message: TEST_SEND_MESSAGES.tooMany,
});

/** A newsletter as stored for a send: its unsubscribe links are UNSUBSCRIBE_PLACEHOLDER until a reader's own goes in. */
export interface StoredMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * What a staff member sees of a newsletter before it goes out, one way for the article and the weekly digest: the
 * preview and the test send carry the unsubscribe page without a token (it names no subscriber, so it unsubscribes
 * nobody: the page says the link is incomplete), and a test goes to the staff member's own address only, marked
 * [Test], through the mail outbox (so it leaves only once its audit row is written), at most TEST_SENDS_PER_HOUR an
 * hour for each staff member (429, counted before the mail is made), and only with a mail server to reach (503 naming
 * SMTP_URL otherwise).
 */
@Injectable()
export class NewsletterTestSends {
  constructor(
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** The mail as staff see it: each reader's unsubscribe link is the page without a token. */
  asSeen<T extends StoredMail>(mail: T): T {
    const page = `${this.config.publicUrl}/newsletter/unsubscribe`;
    return { ...mail, html: personalise(mail.html, page), text: personalise(mail.text, page) };
  }

  /**
   * Mails what `compose` makes to the staff member's own address, marked as a test, in its own transaction (an audited
   * command's row goes with it). The budget is counted first and given back when nothing is mailed (the mail cannot be
   * made: 404, 409; or the transaction fails).
   */
  async send<T extends StoredMail>(staff: { id: number; email: string }, compose: () => Promise<T>): Promise<{ to: string; mail: T }> {
    if (!this.config.smtpUrl) throw new ServiceUnavailableException(TEST_SEND_MESSAGES.noMailServer);
    const budget = testSendBudget(staff.id);
    await this.limiter.consume(budget);
    try {
      const mail = await compose();
      const seen = this.asSeen(mail);
      // The transaction's value is what an audited command's row is written from.
      return await this.outbox.transactional(async (_em, publish) => {
        this.mailer.send(publish, { to: staff.email, subject: `[Test] ${seen.subject}`, html: seen.html, text: seen.text });
        return { to: staff.email, mail };
      });
    } catch (error) {
      await this.limiter.refund(budget).catch(() => undefined);
      throw error;
    }
  }
}
