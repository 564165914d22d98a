import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { summariesByIds, withImageWidths } from '../../website/index.js';
import type { ReaderArticleSummary, Unsized } from '../../website/index.js';

export const MOST_READ_DAYS = 30;
/** Readings in the last MOST_READ_DAYS days an article needs to count as most read (below it, the list leaves it out). */
export const MOST_READ_MIN_VIEWS = 3;
/** Candidates asked of the website at once (published summaries by id). */
const BATCH = 50;

export class MostReadQuery {
  constructor(public readonly limit: number) {}
}

/**
 * Published articles (summaries) by real views over the last 30 days, most first (then newest, then highest id): only
 * articles read at least MOST_READ_MIN_VIEWS times in that window, so a fresh magazine answers an empty list (the home
 * page then hides Most-Read Stories) instead of passing the newest articles off as the most read. article_views (one
 * row per article and day) is summed over the window in PostgreSQL, which answers BATCH candidates at a time (and their
 * ties), never every article read; the website says which are published (summariesByIds), until `limit` are found
 * (usually the first batch); the pictures' widths are read for the `limit` shown, at once.
 */
@QueryHandler(MostReadQuery)
export class MostReadHandler implements IQueryHandler<MostReadQuery, ReaderArticleSummary[]> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ limit }: MostReadQuery): Promise<ReaderArticleSummary[]> {
    const em = this.em.fork();
    const chosen: Array<{ views: number; summary: Unsized<ReaderArticleSummary> }> = [];
    // Candidates BATCH at a time in views order, each batch with every candidate tied with its last (so a later one
    // has fewer views than any chosen): enough once `limit` are published.
    for (let below: number | null = null; chosen.length < limit; ) {
      const batch: Array<{ id: number; views: number }> = await em.execute(
        `select article_id as id, sum(views)::int as views from article_views where day > current_date - ?
          group by article_id having sum(views) >= ?${below === null ? '' : ' and sum(views) < ?'}
          order by views desc fetch first ? rows with ties`,
        [MOST_READ_DAYS, MOST_READ_MIN_VIEWS, ...(below === null ? [] : [below]), BATCH],
      );
      if (!batch.length) break;
      const views = new Map(batch.map((r) => [Number(r.id), Number(r.views)]));
      const summaries = (await summariesByIds(em, [...views.keys()])) as Array<Unsized<ReaderArticleSummary>>;
      chosen.push(...summaries.map((summary) => ({ views: views.get(summary.id)!, summary })));
      below = Number(batch[batch.length - 1].views);
    }
    const shown = chosen
      .sort((a, b) => b.views - a.views || compare(b.summary.published_at, a.summary.published_at) || b.summary.id - a.summary.id)
      .slice(0, limit)
      .map((c) => c.summary);
    return withImageWidths(this.uploads, shown);
  }
}

/** ISO dates compare as text. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
