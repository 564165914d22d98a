import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { dailyPseudonym } from '../../infrastructure/crypto/daily-pseudonym.js';
import { isBot } from '../../infrastructure/http/bot-agents.js';
import { RateLimiter, type Limit } from '../../infrastructure/limits/rate-limiter.js';
import { isPublishedArticle } from '../website/index.js';

/** View posts one client address may send per minute (every process together) before 429. */
export const VIEW_POSTS_PER_CLIENT_PER_MINUTE = 120;
export const TOO_MANY_VIEWS = 'Too many article views from your network. Please wait a minute and try again.';
/**
 * Counted views of one article from one client address an hour, whatever the user agents: several readers behind one
 * address (a household, a club) count, but a script that changes its user agent with every post does not push an
 * article up Most-Read (before, one address could count about 170,000 views of an article a day).
 */
export const COUNTED_VIEWS_PER_ADDRESS_PER_HOUR = 5;

export interface Reader {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Private article view counts: one counter per published article and day, nothing else (no cookie, no address, no
 * user agent, no user id is stored). Bots are not counted, nor a client's repeat views of an article within the hour:
 * the client is recognised by an HMAC of address, user agent and article under a key that changes every day
 * (derived from SESSION_SECRET and the UTC date), kept by RateLimiter (itself hashing it again) for that hour only;
 * and one address counts at most COUNTED_VIEWS_PER_ADDRESS_PER_HOUR views of an article an hour.
 */
@Injectable()
export class ArticleViews {
  constructor(private readonly em: EntityManager, private readonly limiter: RateLimiter, @Inject(AppConfig) private readonly config: AppConfig) {}

  /** Counts one view (unless a bot's or a repeat within the hour); 429 past the client's limit; 404 when the article is not published. */
  async count(articleId: number, reader: Reader): Promise<void> {
    await this.limiter.consume({ bucket: 'article-view-posts', subject: reader.ip, max: VIEW_POSTS_PER_CLIENT_PER_MINUTE, windowMinutes: 1, message: TOO_MANY_VIEWS });
    const counts =
      !isBot(reader.userAgent) &&
      (await this.limiter.take(this.onceAnHour(articleId, reader))).allowed &&
      (await this.limiter.take(this.perAddress(articleId, reader))).allowed;
    const published = counts
      ? await this.em.fork().transactional(async (em) => {
          if (!(await isPublishedArticle(em, articleId, true))) return false;
          await em.execute(
            `insert into article_views (article_id, day, views) values (?, current_date, 1)
             on conflict (article_id, day) do update set views = article_views.views + 1`,
            [articleId],
          );
          return true;
        })
      : await isPublishedArticle(this.em.fork(), articleId);
    if (!published) throw new NotFoundException('Article not found');
  }

  /** One view per reader and article an hour; the reader is an HMAC under today's key, never the address itself. */
  private onceAnHour(articleId: number, { ip, userAgent }: Reader): Limit {
    return { bucket: 'article-view-once', subject: this.pseudonym(`${ip}|${userAgent ?? ''}|${articleId}`), max: 1, windowMinutes: 60, message: '' };
  }

  /** At most COUNTED_VIEWS_PER_ADDRESS_PER_HOUR views of the article from the address an hour (an HMAC, as above). */
  private perAddress(articleId: number, { ip }: Reader): Limit {
    return { bucket: 'article-view-address', subject: this.pseudonym(`${ip}|${articleId}`), max: COUNTED_VIEWS_PER_ADDRESS_PER_HOUR, windowMinutes: 60, message: '' };
  }

  /** An HMAC under a key that changes every day (derived from SESSION_SECRET and the UTC date). */
  private pseudonym(value: string): string {
    return dailyPseudonym(this.config.sessionSecret, 'article-view-key', value);
  }
}
