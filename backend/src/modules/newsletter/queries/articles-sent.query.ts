import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../infrastructure/database/int-array.js';
import type { ArticleSentView } from '../dto/newsletter.dto.js';

/**
 * Which of the articles asked about went out as a newsletter, or are going out (GET
 * /api/admin/newsletter/articles/sent): the Website tab says so on their 'Send as newsletter' buttons.
 */
export class ArticlesSentQuery {
  constructor(public readonly ids: number[]) {}
}

/** One probe per id of the unique index on an article's send that went out (newsletter_sends_article_idx). */
@QueryHandler(ArticlesSentQuery)
export class ArticlesSentHandler implements IQueryHandler<ArticlesSentQuery, ArticleSentView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: ArticlesSentQuery): Promise<ArticleSentView[]> {
    const rows = await this.em.fork().execute<Array<{ article_id: number; sent_at: Date; status: 'sending' | 'sent' }>>(
      `select article_id, created_at as sent_at, status from newsletter_sends
        where kind = 'article' and status in ('sending', 'sent') and article_id = any(?::int[])
        order by article_id`,
      [intArray(new Set(ids))],
    );
    return rows.map((row) => ({ article_id: Number(row.article_id), sent_at: new Date(row.sent_at), status: row.status }));
  }
}
