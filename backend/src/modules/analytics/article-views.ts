import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** User agents of crawlers, link previewers, monitors and scripted or headless browsers: their visits are not readers'. */
const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skype|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|monitor|uptime|pingdom|preview/i;

export const isBot = (userAgent: string | undefined): boolean => !userAgent || userAgent.length < 8 || BOTS.test(userAgent);

/**
 * Private article view counts: one counter per published article and day, nothing else (no cookie, no address, no
 * user agent, no user id is stored). Bots are not counted.
 */
@Injectable()
export class ArticleViews {
  constructor(private readonly em: EntityManager) {}

  /** Counts one view (unless a bot's); 404 when the article is not published. */
  async count(articleId: number, userAgent: string | undefined): Promise<void> {
    const em = this.em.fork();
    if (isBot(userAgent)) {
      if (!(await em.execute(`select 1 from website_content where id = ? and status = 'published'`, [articleId])).length) throw new NotFoundException('Article not found');
      return;
    }
    const rows = await em.execute(
      `insert into article_views (article_id, day, views)
       select id, current_date, 1 from website_content where id = ? and status = 'published'
       on conflict (article_id, day) do update set views = article_views.views + 1
       returning views`,
      [articleId],
    );
    if (!rows.length) throw new NotFoundException('Article not found');
  }
}
