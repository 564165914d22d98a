import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CachedAnswer } from '../../infrastructure/cache/cache-store.js';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { EDGE_HTML_KEY } from '../../infrastructure/cache/edge-policy.js';
import { ADS_TAG, activeAdsRead } from '../ads/index.js';
import { ArticleHtml } from './article-html.js';
import { articleTag, themePageOf, themeTag } from './cache-tags.js';
import { articleRead, relatedArticlesRead } from './public-reads.js';
import { GetWebsiteContentQuery } from './queries/website.queries.js';
import type { ReaderArticleView } from './website-content-view.js';

/** Thrown inside the cached computation so an old slug's redirect is never stored as a page. */
export class MovedTo extends Error {
  constructor(public readonly slug: string, public readonly id: number) {
    super(`moved to ${slug}`);
  }
}

/** An article's numeric id in an address (/article/{id}): the page lives at its slug, so the id answers a 301. */
export const isArticleId = (idOrSlug: string) => /^\d+$/.test(idOrSlug);

export const HTML = 'text/html; charset=utf-8';

/** The cached reads of one article (its page and its API answer), for the routes that send them and for warming them. */
@Injectable()
export class ArticlePages {
  constructor(private readonly queries: QueryBus, private readonly cache: PublicCache, private readonly html: ArticleHtml) {}

  /**
   * The article page's HTML from the cache: throws MovedTo for an old slug or an id (the page's one address is its
   * current slug), NotFoundException for what readers may not see.
   */
  async page(idOrSlug: string, current = false): Promise<CachedAnswer> {
    if (isArticleId(idOrSlug)) {
      // The answer of GET /api/website-content/{id}, from the public cache (purged with the article, so a rename moves
      // the 301): the home page's links to /article/{id} still lead to the page while the database is unavailable. The
      // 301 itself is kept by browsers and edges (ArticlePageController).
      const article = JSON.parse((await this.answer(idOrSlug, current)).body) as ReaderArticleView;
      throw new MovedTo(article.slug, article.id);
    }
    let id = 0;
    let theme: string | null = null;
    return this.cache.get(
      `article-html:${this.html.version}:${idOrSlug}`,
      async () => {
        // Anonymous: the reader's view, the only one a page embeds.
        const article = (await this.queries.execute(new GetWebsiteContentQuery(idOrSlug, undefined))) as ReaderArticleView;
        if (article.redirect_to) throw new MovedTo(article.redirect_to, article.id);
        id = article.id;
        theme = themePageOf(article.theme);
        const [related, ads] = await Promise.all([
          this.cache.readValue(this.queries, relatedArticlesRead(article.id)),
          this.cache.readValue(this.queries, activeAdsRead()),
        ]);
        return this.html.article(`/article/${idOrSlug}`, idOrSlug, article, { related, ads });
      },
      // The related articles under it are its theme's, and it shows an ad: an event touching that theme, or the ads, purges it too.
      { type: HTML, tags: () => [articleTag(id), ...(theme ? [themeTag(theme)] : []), ADS_TAG, EDGE_HTML_KEY], current },
    );
  }

  /** The readers' answer of GET /api/website-content/{idOrSlug}, from the cache. */
  answer(idOrSlug: string, current = false): Promise<CachedAnswer> {
    const read = articleRead(idOrSlug);
    return this.cache.get(read.key, () => this.queries.execute(read.query()), { tags: read.tags, current });
  }

  /** Renders the article's page and answer again under its current slug and its id (after a purge); nothing for an article readers cannot see. */
  async warm(id: number): Promise<void> {
    const article = (await this.queries.execute(new GetWebsiteContentQuery(String(id), undefined)).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    })) as ReaderArticleView | null;
    if (!article) return;
    // And the answer by id, which the 301 from /article/{id} (the home page's links) is made from.
    await Promise.all([this.page(article.slug, true), this.answer(article.slug, true), this.answer(String(id), true)]);
  }
}
