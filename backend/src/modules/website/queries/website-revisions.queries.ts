import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { countUpTo } from '../../../infrastructure/database/keyset-page.js';
import type { ListPage } from '../../../infrastructure/http/list-paging.js';
import { WebsiteContentSchema } from '../entities/website-content.entity.js';
import { WEBSITE_NOT_FOUND } from '../website-support.js';

export const REVISION_NOT_FOUND = 'Revision not found';

/** What the revisions list shows of a saved version: enough to pick one, never its fields (the body). */
export interface RevisionSummaryView {
  version: number;
  /** The article's title in that version. */
  title: string | null;
  /** Words of the article body in that version. */
  word_count: number;
  saved_by: number | null;
  saved_at: string;
}

/** One saved version with its fields (the article as it was before that save). */
export interface RevisionView extends RevisionSummaryView {
  fields: Record<string, unknown>;
}

type RevisionRow = { version: number; title: string | null; word_count: number; saved_by: number | null; saved_at: string | Date };

const SUMMARY = 'version, title, word_count, saved_by, saved_at';
const summaryOf = (r: RevisionRow): RevisionSummaryView => ({
  version: Number(r.version),
  title: r.title ?? null,
  word_count: Number(r.word_count),
  saved_by: r.saved_by === null ? null : Number(r.saved_by),
  saved_at: new Date(r.saved_at).toISOString(),
});

async function articleExists(em: EntityManager, id: number) {
  if (!(await em.count(WebsiteContentSchema, { id }))) throw new NotFoundException(WEBSITE_NOT_FOUND);
}

/** A page of summaries (parameters: the article id, the cursor's version when `after`, the row count). */
export const revisionPageSql = (after: boolean) =>
  `select ${SUMMARY} from content_revisions where kind = 'website' and content_id = ?${after ? ' and version < ?' : ''} order by version desc limit ?`;

export class WebsiteRevisionPageQuery {
  /** before: the version of the last revision of the page before. */
  constructor(public readonly id: number, public readonly limit: number, public readonly before?: number) {}
}

/**
 * A page of an article's saved versions as summaries, newest (highest version) first, read on the unique index
 * (kind, content_id, version) from the cursor on: `limit + 1` rows, the extra one only saying that a next page exists.
 * The fields (the body) are never read; the first page counts the revisions (up to COUNT_MAX, on the same index).
 */
@QueryHandler(WebsiteRevisionPageQuery)
export class WebsiteRevisionPageHandler implements IQueryHandler<WebsiteRevisionPageQuery, ListPage<RevisionSummaryView>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, limit, before }: WebsiteRevisionPageQuery): Promise<ListPage<RevisionSummaryView>> {
    const em = this.em.fork();
    await articleExists(em, id);
    const rows = await em.execute<RevisionRow[]>(revisionPageSql(before !== undefined), [id, ...(before === undefined ? [] : [before]), limit + 1]);
    const items = rows.slice(0, limit).map(summaryOf);
    const next_cursor = rows.length > limit ? String(items[items.length - 1].version) : null;
    if (before !== undefined) return { items, next_cursor, total: null };
    return { items, next_cursor, ...(await countUpTo(em, `from content_revisions where kind = 'website' and content_id = ?`, [id])) };
  }
}

export class WebsiteRevisionQuery {
  constructor(public readonly id: number, public readonly version: number) {}
}

/** One saved version of an article with its fields (404 when the article or that version does not exist). */
@QueryHandler(WebsiteRevisionQuery)
export class WebsiteRevisionHandler implements IQueryHandler<WebsiteRevisionQuery, RevisionView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, version }: WebsiteRevisionQuery): Promise<RevisionView> {
    const em = this.em.fork();
    await articleExists(em, id);
    const [row] = await em.execute<Array<RevisionRow & { fields: Record<string, unknown> | string }>>(
      `select ${SUMMARY}, fields from content_revisions where kind = 'website' and content_id = ? and version = ?`,
      [id, version],
    );
    if (!row) throw new NotFoundException(`${REVISION_NOT_FOUND}: article ${id} has no version ${version}.`);
    return { ...summaryOf(row), fields: typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields };
  }
}
