import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { WebsiteContentSchema } from '../../website/entities/website-content.entity.js';
import { toReaderView, type ReaderArticleView } from '../../website/website-content-view.js';

export const MOST_READ_DAYS = 30;

export class MostReadQuery {
  constructor(public readonly limit: number) {}
}

/** Published articles by views over the last 30 days, most first; unviewed ones follow, newest first. */
@QueryHandler(MostReadQuery)
export class MostReadHandler implements IQueryHandler<MostReadQuery, ReaderArticleView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: MostReadQuery): Promise<ReaderArticleView[]> {
    const em = this.em.fork();
    const ranked = await em.execute<Array<{ id: number }>>(
      `select w.id from website_content w
         left join (select article_id, sum(views) as views from article_views where day > current_date - ? group by article_id) v on v.article_id = w.id
        where w.status = 'published'
        order by coalesce(v.views, 0) desc, w.publish_date desc nulls last, w.id desc
        limit ?`,
      [MOST_READ_DAYS, limit],
    );
    const ids = ranked.map((r) => Number(r.id));
    const rows = await em.find(WebsiteContentSchema, { id: { $in: ids } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [toReaderView(byId.get(id)!)] : []));
  }
}
