import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '../../infrastructure/queue/domain-event.js';
import { CacheEvents } from '../../infrastructure/cache/cache-events.js';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ContentDeleted, ContentPublished, ContentUpdated } from './events/article-lifecycle.events.js';
import { ArticlePages } from './article-pages.js';
import { ARTICLES_TAG, articleTag, themePageOf, themeTag } from './cache-tags.js';
import { THEME_PAGES } from './commands/theme-hero.commands.js';
import { HeroChanged } from './events/hero-changed.event.js';

type ContentEvent = ContentPublished | ContentUpdated | ContentDeleted;

/** The public cache's tags a magazine event touches (see cache-tags.ts). Premium content shows in no public read. */
export function tagsOfEvent(event: ContentEvent | HeroChanged): string[] {
  if (event instanceof HeroChanged) {
    const hero = event.payload;
    if (hero.kind === 'theme-page') return [themeTag(hero.theme)];
    return [ARTICLES_TAG, ...[hero.id, hero.previousId].filter((id) => id !== null).map(articleTag)];
  }
  const { kind, id, themes, editorialTheme } = event.payload;
  if (kind !== 'website') return [];
  // Events written before `themes` existed: the declared theme's page, else every theme page.
  const pages = themes ?? (themePageOf(editorialTheme) ? [themePageOf(editorialTheme)!] : [...THEME_PAGES]);
  return [articleTag(id), ...pages.map(themeTag), ARTICLES_TAG];
}

/**
 * The magazine's side of the public cache (CacheEvents): a publish, an edit, a delete or a hero change purges the
 * article, its theme page(s) and the lists of every theme, nothing else; the article's page and answer are rendered
 * again right after (the pages module warms the home and theme pages).
 */
@Injectable()
export class WebsiteCacheEvents implements OnModuleInit {
  private readonly logger = new Logger('WebsiteCache');

  constructor(private readonly cacheEvents: CacheEvents, private readonly articles: ArticlePages, private readonly cache: PublicCache) {}

  onModuleInit(): void {
    this.cacheEvents.warmAfter(/^article:(\d+)$/, ([, id]) => this.articles.warm(Number(id)));
  }

  /**
   * An article's own reads are dropped. After a publish, an edit or a hero change the lists and pages that show articles
   * are purged softly: readers get them from before the event for the second it takes to render them again (the warmers
   * do it at once), so no reader waits for a cold home or theme page. After a delete or an unpublish everything is
   * dropped: no list may point to an article that is gone.
   */
  @OnEvent([ContentPublished, ContentUpdated, ContentDeleted, HeroChanged])
  handle(event: ContentEvent | HeroChanged): Promise<void> {
    const tags = tagsOfEvent(event);
    const softly = event instanceof ContentPublished || event instanceof HeroChanged || (event instanceof ContentUpdated && !event.payload.fields?.includes('status'));
    if (!softly) return this.cacheEvents.purgeFor(event, tags);
    const own = tags.filter((tag) => tag.startsWith('article:'));
    return this.cacheEvents.purgeFor(event, own, tags.filter((tag) => !own.includes(tag)));
  }

  /**
   * A takedown (an unpublish, a delete, a published article scheduled again) is immediate: right after its commit, the
   * request that made it drops from the public cache what the event's job will purge (the article's answers and pages,
   * its theme pages, the lists; the public cache is shared through Redis, so on every API process), even while no worker
   * runs the event. The job still purges again, the edges too, and warms the lists. A failure here is logged only: the
   * change is committed, and the job's purge follows.
   */
  async takeDown(event: ContentUpdated | ContentDeleted): Promise<void> {
    await this.cache.purge(tagsOfEvent(event)).catch((error: unknown) => this.logger.warn(`Article ${event.payload.id} stays in the public cache until its event's purge: ${String(error)}`));
  }
}
