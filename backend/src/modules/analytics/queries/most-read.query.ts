import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { summariesByIds } from '../../website/queries/article-lists.queries.js';
import type { ReaderArticleSummary } from '../../website/website-content-view.js';

export const MOST_READ_DAYS = 30;

export class MostReadQuery {
  constructor(public readonly limit: number) {}
}

/** Published articles (summaries) by views over the last 30 days, most first; unviewed ones follow, newest first. */
@QueryHandler(MostReadQuery)
export class MostReadHandler implements IQueryHandler<MostReadQuery, ReaderArticleSummary[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: MostReadQuery): Promise<ReaderArticleSummary[]> {
    const em = this.em.fork();
    const ranked = await em.execute<Array<{ id: number }>>(
      `select w.id from website_content w
         left join (select article_id, sum(views) as views from article_views where day > current_date - ? group by article_id) v on v.article_id = w.id
        where w.status = 'published'
        order by coalesce(v.views, 0) desc, w.publish_date desc nulls last, w.id desc
        limit ?`,
      [MOST_READ_DAYS, limit],
    );
    return summariesByIds(em, ranked.map((r) => Number(r.id)));
  }
}
