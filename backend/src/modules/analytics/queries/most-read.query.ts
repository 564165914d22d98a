import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { summariesByIds } from '../../website/index.js';
import type { ReaderArticleSummary } from '../../website/index.js';

export const MOST_READ_DAYS = 30;
/** Readings in the last MOST_READ_DAYS days an article needs to count as most read (below it, the list leaves it out). */
export const MOST_READ_MIN_VIEWS = 3;

export class MostReadQuery {
  constructor(public readonly limit: number) {}
}

/**
 * Published articles (summaries) by real views over the last 30 days, most first: only articles read at least
 * MOST_READ_MIN_VIEWS times in that window, so a fresh magazine answers an empty list (the home page then hides
 * Most-Read Stories) instead of passing the newest articles off as the most read. One bounded read of article_views
 * (one row per article and day), whatever the archive's size.
 */
@QueryHandler(MostReadQuery)
export class MostReadHandler implements IQueryHandler<MostReadQuery, ReaderArticleSummary[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: MostReadQuery): Promise<ReaderArticleSummary[]> {
    const em = this.em.fork();
    const viewed = await em.execute<Array<{ id: number }>>(
      `select w.id from (select article_id, sum(views) as views from article_views where day > current_date - ? group by article_id having sum(views) >= ?) v
         join website_content w on w.id = v.article_id and w.status = 'published'
        order by v.views desc, w.publish_date desc nulls last, w.id desc
        limit ?`,
      [MOST_READ_DAYS, MOST_READ_MIN_VIEWS, limit],
    );
    return summariesByIds(em, viewed.map((r) => Number(r.id)));
  }
}
