import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WeeklyPreviewView } from '../dto/newsletter.dto.js';
import { NewsletterSends } from '../newsletter-sends.js';
import { NewsletterTestSends } from '../newsletter-test-sends.js';

/** The weekly digest "send now" would mail at `now` (staff's preview): reads only, so nothing moves. */
export class WeeklyPreviewQuery {
  constructor(public readonly now = new Date()) {}
}

/** The same rendering as the send (NewsletterSends.weeklyNowMail), with the unsubscribe page a test carries; 409 as the send. */
@QueryHandler(WeeklyPreviewQuery)
export class WeeklyPreviewHandler implements IQueryHandler<WeeklyPreviewQuery, WeeklyPreviewView> {
  constructor(private readonly sends: NewsletterSends, private readonly tests: NewsletterTestSends) {}

  async execute({ now }: WeeklyPreviewQuery): Promise<WeeklyPreviewView> {
    const mail = this.tests.asSeen(await this.sends.weeklyNowMail(now));
    return {
      subject: mail.subject,
      preheader: mail.preheader,
      html: mail.html,
      text: mail.text,
      window_start: mail.start.toISOString(),
      window_end: mail.end.toISOString(),
      articles: mail.articles.map((a) => ({ id: a.id, title: a.title, url: a.url, published_at: a.published.toISOString() })),
    };
  }
}
