import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EditorialTheme } from '../../content/index.js';
import { WebsiteContentSchema } from '../entities/website-content.entity.js';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { toReaderView, withImageWidths, type ReaderArticleView } from '../website-content-view.js';

/** Items in a feed. */
export const FEED_ITEMS = 50;
/** Rows read from PostgreSQL at a time while a sitemap file is written. */
export const SITEMAP_BATCH = 5_000;

export class FeedArticlesQuery {
  /** theme: one theme's feed (website_theme() in SQL, the rule of websiteThemeOf); none: every published article. */
  constructor(public readonly theme?: EditorialTheme) {}
}

/**
 * A feed's articles: the FEED_ITEMS newest published ones (publish date, then id), in one indexed query
 * (website_content_published_order, or website_content_theme_order for a theme), whatever the size of the archive.
 */
@QueryHandler(FeedArticlesQuery)
export class FeedArticlesHandler implements IQueryHandler<FeedArticlesQuery, ReaderArticleView[]> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ theme }: FeedArticlesQuery): Promise<ReaderArticleView[]> {
    const rows = await this.em.fork().find(
      WebsiteContentSchema,
      theme ? { status: 'published', [raw((alias) => `website_theme(${alias}.editorial_theme, ${alias}.category, ${alias}.title)`)]: theme } : { status: 'published' },
      { orderBy: { publish_date: 'desc', id: 'desc' }, limit: FEED_ITEMS },
    );
    return withImageWidths(this.uploads, rows.map(toReaderView));
  }
}

/** One article's line in a sitemap. */
export interface SitemapEntry {
  slug: string;
  updated_at: string;
}

export class SitemapStateQuery {}

export interface SitemapState {
  /** Published articles. */
  published: number;
  /** The last change to any article (ISO), or null when there is none: with `published`, what a sitemap ETag is made of. */
  changed_at: string | null;
}

/**
 * What the sitemaps are made of, in two small reads whatever the archive's size: the count of published articles
 * (website_theme_counts) and the newest updated_at of any article (website_content_updated_at; publishing,
 * editing and deleting all set it).
 */
@QueryHandler(SitemapStateQuery)
export class SitemapStateHandler implements IQueryHandler<SitemapStateQuery, SitemapState> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SitemapState> {
    const [row] = await this.em.fork().execute<Array<{ n: string; changed_at: Date | string | null }>>(
      `select (select coalesce(sum(published), 0) from website_theme_counts) as n, (select max(updated_at) from website_content) as changed_at`,
    );
    return { published: Number(row.n), changed_at: row.changed_at ? new Date(row.changed_at).toISOString() : null };
  }
}

export class SitemapFilesChangedQuery {
  constructor(public readonly perFile: number) {}
}

/**
 * Each articles sitemap file's newest updated_at (ISO; [0] is articles-1.xml), for the index's lastmod: one statement
 * returning a row per file, an index-only scan of website_content_published_ids (id order, updated_at included), so
 * the index costs one pass over the ids the files list, made only when the index is (it is cached until an event).
 */
@QueryHandler(SitemapFilesChangedQuery)
export class SitemapFilesChangedHandler implements IQueryHandler<SitemapFilesChangedQuery, string[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ perFile }: SitemapFilesChangedQuery): Promise<string[]> {
    const rows = await this.em.fork().execute<Array<{ changed_at: Date | string }>>(
      `select max(updated_at) as changed_at
         from (select updated_at, (row_number() over (order by id) - 1) / ? as file from website_content where status = 'published') as numbered
        group by file order by file`,
      [perFile],
    );
    return rows.map((r) => new Date(r.changed_at).toISOString());
  }
}

export class SitemapArticlesQuery {
  /** file: 1 for the first `perFile` published articles (by id), 2 for the next, ... */
  constructor(public readonly file: number, public readonly perFile: number) {}
}

/**
 * The articles of one sitemap file, in batches of SITEMAP_BATCH read one after the other (keyset on id after the
 * file's first row), so no query reads more than a batch.
 */
@QueryHandler(SitemapArticlesQuery)
export class SitemapArticlesHandler implements IQueryHandler<SitemapArticlesQuery, AsyncGenerator<SitemapEntry[]>> {
  constructor(private readonly em: EntityManager) {}

  execute({ file, perFile }: SitemapArticlesQuery): Promise<AsyncGenerator<SitemapEntry[]>> {
    return Promise.resolve(this.batches(file, perFile));
  }

  private async *batches(file: number, perFile: number): AsyncGenerator<SitemapEntry[]> {
    const em = this.em.fork();
    let left = perFile;
    let after: number | undefined;
    while (left > 0) {
      const size = Math.min(SITEMAP_BATCH, left);
      const rows = await em.execute<Array<{ id: number; slug: string; updated_at: Date | string }>>(
        after === undefined
          ? `select id, slug, updated_at from website_content where status = 'published' order by id limit ? offset ?`
          : `select id, slug, updated_at from website_content where status = 'published' and id > ? order by id limit ?`,
        after === undefined ? [size, (file - 1) * perFile] : [after, size],
      );
      if (!rows.length) return;
      yield rows.map((r) => ({ slug: r.slug, updated_at: new Date(r.updated_at).toISOString() }));
      after = Number(rows[rows.length - 1].id);
      left -= rows.length;
      if (rows.length < size) return;
    }
  }
}
