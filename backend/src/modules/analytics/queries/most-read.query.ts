import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { summariesByIds } from '../../website/index.js';
import type { ReaderArticleSummary } from '../../website/index.js';

export const MOST_READ_DAYS = 30;

export class MostReadQuery {
  constructor(public readonly limit: number) {}
}

/**
 * Published articles (summaries) by views over the last 30 days, most first; unviewed ones follow, newest first. Two
 * bounded reads, whatever the archive's size: the viewed articles from the last 30 days of article_views (one row per
 * article and day), then, when fewer than `limit` were read, the newest published ones (website_content_published_order).
 */
@QueryHandler(MostReadQuery)
export class MostReadHandler implements IQueryHandler<MostReadQuery, ReaderArticleSummary[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: MostReadQuery): Promise<ReaderArticleSummary[]> {
    const em = this.em.fork();
    const viewed = await em.execute<Array<{ id: number }>>(
      `select w.id from (select article_id, sum(views) as views from article_views where day > current_date - ? group by article_id) v
         join website_content w on w.id = v.article_id and w.status = 'published'
        order by v.views desc, w.publish_date desc nulls last, w.id desc
        limit ?`,
      [MOST_READ_DAYS, limit],
    );
    const ids = viewed.map((r) => Number(r.id));
    if (ids.length < limit) {
      const newest = await em.execute<Array<{ id: number }>>(
        `select w.id from website_content w where w.status = 'published' order by w.publish_date desc, w.id desc limit ?`,
        [limit + ids.length],
      );
      for (const { id } of newest) if (ids.length < limit && !ids.includes(Number(id))) ids.push(Number(id));
    }
    return summariesByIds(em, ids);
  }
}
