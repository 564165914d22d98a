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

/** An articles sitemap file that lists at least one article. */
export interface SitemapFile {
  /** N of articles-N.xml: the published articles with ids from (N - 1) × perFile + 1 to N × perFile. */
  file: number;
  published: number;
  /** The newest updated_at of its articles, or the time one left it if later (ISO): the index's lastmod. */
  changed_at: string;
  /** Goes up with every change of the file's list: with `published` and `changed_at`, its cache key. */
  version: string;
}

/** Counter rows of other sizes deleted at a time (each batch a transaction of its own): at most ids / size rows a size. */
export const SITEMAP_PRUNE_BATCH = 5_000;

export class SitemapFilesQuery {
  /** pruneOtherSizes: first delete the rows of every other size (a SITEMAP_FILE_URLS no longer in use). */
  constructor(public readonly perFile: number, public readonly pruneOtherSizes = false) {}
}

/**
 * The articles sitemap files of `perFile` ids each that list an article, in order: the rows of website_sitemap_files
 * for that size (kept by triggers on website_content; Migration20270130200000_sitemap_files), so a row per file
 * whatever the archive holds. A size not seen before is counted once, on its first read. With pruneOtherSizes (the
 * index's computation) the rows of any other size go first, SITEMAP_PRUNE_BATCH at a time, and the triggers stop
 * keeping that size (website_sitemap_prune_sizes, Migration20270130471500_sitemap_sizes_pruned).
 */
@QueryHandler(SitemapFilesQuery)
export class SitemapFilesHandler implements IQueryHandler<SitemapFilesQuery, SitemapFile[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ perFile, pruneOtherSizes }: SitemapFilesQuery): Promise<SitemapFile[]> {
    const em = this.em.fork();
    while (pruneOtherSizes) {
      const [{ more }] = await em.execute<Array<{ more: boolean }>>(`select website_sitemap_prune_sizes(?, ?) as more`, [perFile, SITEMAP_PRUNE_BATCH]);
      if (!more) break;
    }
    const rows = await em.execute<Array<{ file: number; published: number; changed_at: Date | string; version: string | number }>>(
      `select file, published, changed_at, version from website_sitemap_files_of(?)`,
      [perFile],
    );
    return rows.map((r) => ({ file: Number(r.file), published: Number(r.published), changed_at: new Date(r.changed_at).toISOString(), version: String(r.version) }));
  }
}

export class SitemapArticlesQuery {
  /** file: 1 for the published articles with ids 1 to `perFile`, 2 for the next `perFile` ids, ... */
  constructor(public readonly file: number, public readonly perFile: number) {}
}

/**
 * The articles of one sitemap file, in batches of SITEMAP_BATCH read one after the other: keyset on id from the
 * file's first id (website_content_published_ids, an index-only range scan), so no query skips or reads more than a batch.
 */
@QueryHandler(SitemapArticlesQuery)
export class SitemapArticlesHandler implements IQueryHandler<SitemapArticlesQuery, AsyncGenerator<SitemapEntry[]>> {
  constructor(private readonly em: EntityManager) {}

  execute({ file, perFile }: SitemapArticlesQuery): Promise<AsyncGenerator<SitemapEntry[]>> {
    return Promise.resolve(this.batches(file, perFile));
  }

  private async *batches(file: number, perFile: number): AsyncGenerator<SitemapEntry[]> {
    const em = this.em.fork();
    const last = file * perFile;
    let after = (file - 1) * perFile;
    for (;;) {
      const rows = await em.execute<Array<{ id: number; slug: string; updated_at: Date | string }>>(
        `select id, slug, updated_at from website_content where status = 'published' and id > ? and id <= ? order by id limit ?`,
        [after, last, SITEMAP_BATCH],
      );
      if (!rows.length) return;
      yield rows.map((r) => ({ slug: r.slug, updated_at: new Date(r.updated_at).toISOString() }));
      after = Number(rows[rows.length - 1].id);
      if (rows.length < SITEMAP_BATCH) return;
    }
  }
}
