import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { ARTICLES_TAG, themeTag } from './cache-tags.js';
import { THEME_PAGES, type ThemePage } from './commands/theme-hero.commands.js';
import { FEED_ITEMS, robotsTxt, rssXml, sitemapXml, THEME_OF_PAGE } from './discovery.js';
import { ListWebsiteContentQuery } from './queries/website.queries.js';
import type { ReaderArticleView } from './website-content-view.js';

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** Discovery for search engines and feed readers: sitemap, RSS feeds (all, per theme), robots.txt. Published articles only. */
@ApiTags('pages')
@Controller()
export class DiscoveryController {
  constructor(private readonly queries: QueryBus, private readonly cache: PublicCache, @Inject(AppConfig) private readonly config: AppConfig) {}

  private published(): Promise<ReaderArticleView[]> {
    return this.queries.execute(new ListWebsiteContentQuery('published'));
  }

  @Get('sitemap.xml')
  @Access('public')
  @ApiProduces('application/xml')
  @ApiOperation({ summary: 'Sitemap: the public pages and every published article (lastmod: its last change)' })
  @ApiNotModified()
  @ApiOkResponse({ description: 'sitemaps.org XML' })
  sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.send(req, res, 'sitemap', async () => sitemapXml(this.config.publicUrl, await this.published()), { type: XML, tags: [ARTICLES_TAG] });
  }

  @Get('rss.xml')
  @Access('public')
  @ApiProduces('application/rss+xml')
  @ApiOperation({ summary: `RSS 2.0 feed of the ${FEED_ITEMS} newest published articles` })
  @ApiNotModified()
  @ApiOkResponse({ description: 'RSS 2.0' })
  rss(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.send(req, res, 'rss:all', async () => rssXml(this.config.publicUrl, (await this.published()).slice(0, FEED_ITEMS)), {
      type: RSS,
      tags: [ARTICLES_TAG],
    });
  }

  @Get('rss/:theme.xml')
  @Access('public')
  @ApiProduces('application/rss+xml')
  @ApiOperation({ summary: `RSS 2.0 feed of one theme: ${THEME_PAGES.join(', ')} (others 404)` })
  @ApiNotModified()
  @ApiOkResponse({ description: 'RSS 2.0' })
  @ApiNotFoundResponse({ description: 'Not one of the six themes: a short plain-text answer (never the app page)', content: { 'text/plain': { schema: { type: 'string' } } } })
  async themeRss(@Param('theme') theme: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!(THEME_PAGES as readonly string[]).includes(theme)) {
      // A feed reader gets a feed's kind of answer: plain text, not the app's HTML page that other unknown addresses show.
      res.status(404).type(TEXT).setHeader('Cache-Control', 'no-cache').send(`No such feed. The feeds are /rss.xml and ${THEME_PAGES.map((page) => `/rss/${page}.xml`).join(', ')}.\n`);
      return;
    }
    const page = theme as ThemePage;
    return this.cache.send(
      req,
      res,
      `rss:${page}`,
      async () => rssXml(this.config.publicUrl, (await this.published()).filter((a) => a.theme === THEME_OF_PAGE[page]).slice(0, FEED_ITEMS), page),
      { type: RSS, tags: [themeTag(page)] },
    );
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
