import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { ARTICLES_TAG } from './cache-tags.js';
import { THEME_PAGES, type ThemePage } from './commands/theme-hero.commands.js';
import { DiscoveryReads, XML, type DiscoveryRead } from './discovery-reads.js';
import { articlesSitemap, pagesSitemapXml, robotsTxt, SITEMAP_FILE } from './discovery.js';
import { FEED_ITEMS, SitemapArticlesQuery, type SitemapEntry } from './queries/discovery.queries.js';

const TEXT = 'text/plain; charset=utf-8';
const PLAIN_404 = { description: 'A short plain-text answer (never the app page)', content: { 'text/plain': { schema: { type: 'string' } } } };

/** A feed reader or a crawler gets its kind of answer for an unknown address: plain text, not the app's HTML page. */
function notFound(res: Response, text: string): void {
  res.status(404).type(TEXT).setHeader('Cache-Control', 'no-cache').send(text);
}

/**
 * Discovery for search engines and feed readers: the sitemap index and its files, RSS feeds (all, per theme),
 * robots.txt. Published articles only; every read is bounded (a feed: FEED_ITEMS rows; a sitemap file: SITEMAP_FILE_URLS rows, read in batches) and
 * comes from the public cache.
 */
@ApiTags('pages')
@Controller()
export class DiscoveryController {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: PublicCache,
    private readonly reads: DiscoveryReads,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** A discovery read through the public cache (staff get it fresh), for the readers' lane. */
  private send(req: Request, res: Response, read: DiscoveryRead): Promise<void> {
    return this.cache.send(req, res, read.key, read.compute, { ...read.options, lane: true });
  }

  @Get('sitemap.xml')
  @Access('public')
  @ApiProduces('application/xml')
  @ApiOperation({
    summary:
      'Sitemap index (sitemaps.org): /sitemaps/pages.xml and the /sitemaps/articles-N.xml files that list a published article (file N: ids from (N - 1) × SITEMAP_FILE_URLS + 1 to N × SITEMAP_FILE_URLS; default 10,000, at most 50,000), each with its lastmod (the newest change of its articles, or when one left it)',
  })
  @ApiNotModified()
  @ApiOkResponse({ description: 'sitemaps.org sitemapindex XML' })
  sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(req, res, this.reads.sitemapIndex());
  }

  @Get('sitemaps/:file')
  @Access('public')
  @ApiProduces('application/xml')
  @ApiOperation({
    summary: 'One sitemap file: pages.xml (the home, about, premium and theme pages) or articles-N.xml (the published articles with ids from (N - 1) × SITEMAP_FILE_URLS + 1 to N × SITEMAP_FILE_URLS, lastmod: their last change)',
    description: 'Article files are streamed from PostgreSQL in batches (gzip when accepted); their ETag changes with any change of their own articles.',
  })
  @ApiNotModified()
  @ApiOkResponse({ description: 'sitemaps.org urlset XML' })
  @ApiNotFoundResponse({ ...PLAIN_404, description: `Not a file the index lists: ${PLAIN_404.description}` })
  async sitemapFile(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const match = SITEMAP_FILE.exec(file);
    const unknown = () => notFound(res, 'No such sitemap file. The sitemap index is /sitemap.xml.\n');
    if (!match) return unknown();
    const publicUrl = this.config.publicUrl;
    if (!match[1]) return this.cache.send(req, res, 'sitemap:pages', async () => pagesSitemapXml(publicUrl), { type: XML, tags: [], lane: true });
    const n = Number(match[1]);
    const perFile = this.config.sitemapFileUrls;
    // A file is the articles of a range of ids: one without a published article is not in the index, and 404s.
    const listed = (await this.reads.files()).find((f) => f.file === n);
    if (!listed) return unknown();
    // The file from the public cache, computed once however many crawlers ask at once (each computation reads its rows
    // in batches); its key holds its own row (count, newest change, version), so a change of its articles makes a new
    // file without waiting for an event, and a change elsewhere leaves it (and its ETag) as it is (so not for the
    // readers' lane: the address alone does not say which file is current).
    const key = `sitemap:articles:${perFile}:${n}:${listed.published}:${listed.changed_at}:${listed.version}`;
    return this.cache.send(req, res, key, () => this.articlesFile(n, perFile), { type: XML, tags: [ARTICLES_TAG] });
  }

  /** An articles sitemap file, its rows read SITEMAP_BATCH at a time. */
  private async articlesFile(n: number, perFile: number): Promise<string> {
    const parts = [articlesSitemap.open];
    for await (const batch of await this.queries.execute<SitemapArticlesQuery, AsyncGenerator<SitemapEntry[]>>(new SitemapArticlesQuery(n, perFile))) {
      parts.push(articlesSitemap.batch(this.config.publicUrl, batch));
    }
    parts.push(articlesSitemap.close);
    return parts.join('');
  }

  @Get('rss.xml')
  @Access('public')
  @ApiProduces('application/rss+xml')
  @ApiOperation({ summary: `RSS 2.0 feed of the ${FEED_ITEMS} newest published articles` })
  @ApiNotModified()
  @ApiOkResponse({ description: 'RSS 2.0' })
  rss(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(req, res, this.reads.feed());
  }

  @Get('rss/:theme.xml')
  @Access('public')
  @ApiProduces('application/rss+xml')
  @ApiOperation({ summary: `RSS 2.0 feed of one theme: ${THEME_PAGES.join(', ')} (others 404)` })
  @ApiNotModified()
  @ApiOkResponse({ description: 'RSS 2.0' })
  @ApiNotFoundResponse({ ...PLAIN_404, description: `Not one of the six themes: ${PLAIN_404.description}` })
  async themeRss(@Param('theme') theme: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!(THEME_PAGES as readonly string[]).includes(theme)) {
      return notFound(res, `No such feed. The feeds are /rss.xml and ${THEME_PAGES.map((page) => `/rss/${page}.xml`).join(', ')}.\n`);
    }
    return this.send(req, res, this.reads.feed(theme as ThemePage));
  }

  @Get('robots.txt')
  @Access('public')
  @ApiProduces('text/plain')
  @ApiOperation({ summary: 'robots.txt: staff, member and account areas and the API are off limits; points at the sitemap' })
  @ApiOkResponse({ description: 'text' })
  robots(@Res() res: Response): void {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600').send(robotsTxt(this.config.publicUrl));
  }
}
