import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NewsletterSends, type ArticleRecipients } from '../newsletter-sends.js';

/**
 * Whom "Send as newsletter" of an article would mail now (GET /api/admin/newsletter/articles/{id}/recipients): every
 * confirmed subscriber, or after a send of it failed or was stopped, only those that send did not reach.
 */
export class ArticleRecipientsQuery {
  constructor(public readonly articleId: number) {}
}

@QueryHandler(ArticleRecipientsQuery)
export class ArticleRecipientsHandler implements IQueryHandler<ArticleRecipientsQuery, ArticleRecipients> {
  constructor(private readonly sends: NewsletterSends) {}

  execute({ articleId }: ArticleRecipientsQuery): Promise<ArticleRecipients> {
    return this.sends.articleRecipients(articleId);
  }
}
