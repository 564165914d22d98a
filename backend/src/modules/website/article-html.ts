import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { clip, markdownToText } from '../../infrastructure/web/markdown-text.js';
import { escapeHtml, metaTag, PageTemplate, scriptJson, SHARE_IMAGE, SITE, SITE_LOGO, type QueryKey, type ServerEntry } from '../../infrastructure/web/page-template.js';
import type { ReaderArticleView } from './website-content-view.js';
import type { ArticleBlocksEntry } from '../../infrastructure/web/article-blocks.js';
import { FRONTEND_DIST } from '../../config/frontend-dist.js';

export const ARTICLE_NOT_FOUND_TITLE = 'Article Not Found';
const NOT_FOUND_TEXT = "The article you're looking for doesn't exist or has been removed.";

/** What the article page uses of frontend/src/entry-server.tsx besides the contract every page has. */
interface ArticleServerEntry extends ServerEntry, ArticleBlocksEntry {
  /** The article page's query (the API address of the article by the id or slug of the address). */
  articleQueryKey(idOrSlug: string): QueryKey;
  /** The query of the related articles shown under an article. */
  relatedArticlesKey(id: number): QueryKey;
  /** The query of the active ads (the article page shows those aimed at website articles). */
  ADS_KEY: QueryKey;
}

/** What the article page shows under the article: the answers of GET /api/publisher/articles/{id}/related and GET /api/ads. */
export interface ArticleSurroundings {
  related: unknown;
  ads: unknown;
}

/**
 * The HTML of /article/{idOrSlug}: index.html whose head holds the title, description, keywords, Open Graph, Twitter,
 * canonical link and JSON-LD Article data, and whose #root holds the article page rendered by the frontend's own
 * routes (frontend/src/entry-server.tsx), with the article (its body's blocks included; null when there is none)
 * embedded as the page query's answer, for the app to hydrate.
 */
@Injectable()
export class ArticleHtml {
  private readonly template: PageTemplate;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    this.template = new PageTemplate(FRONTEND_DIST);
  }

  /** The frontend build the pages are made from (part of their cache key). */
  get version(): string {
    return this.template.version();
  }

  private absolute(url: string | null): string | null {
    if (!url) return null;
    try {
      return new URL(url, `${this.config.publicUrl}/`).toString();
    } catch {
      return null;
    }
  }

  /** The page's query answers: the article (with its body's blocks; null: 'Article Not Found'), related articles and ads. */
  private async queries(idOrSlug: string, article: ReaderArticleView | null, around?: ArticleSurroundings): Promise<Array<[QueryKey, unknown]>> {
    const entry = await this.template.serverEntry<ArticleServerEntry>();
    if (!entry) return [];
    const embedded = article ? { ...article, blocks: entry.articleBlocks(article.long_form_article) } : null;
    const queries: Array<[QueryKey, unknown]> = [[entry.articleQueryKey(idOrSlug), embedded]];
    if (article && around) queries.push([entry.relatedArticlesKey(article.id), around.related], [entry.ADS_KEY, around.ads]);
    return queries;
  }

  /** The description readers and search engines see: the SEO description, else the summary, else the opening. */
  static description(article: ReaderArticleView): string {
    return clip(article.meta_description || article.tldr_summary || markdownToText(article.long_form_article), 160);
  }

  /** The article's page, with the related articles and the ad under it. */
  async article(path: string, idOrSlug: string, article: ReaderArticleView, around: ArticleSurroundings): Promise<string> {
    const canonical = `${this.config.publicUrl}/article/${article.slug}`;
    const title = article.seo_title || article.title;
    const description = ArticleHtml.description(article);
    const image = this.absolute(article.featured_image);
    const credit = article.featured_image_credit;
    const keywords = [...new Set([...article.tags, article.category, article.theme].filter((k): k is string => !!k))];
    const published = article.published_at ?? article.updated_at;
    const shareImage = `${this.config.publicUrl}${SHARE_IMAGE.path}`;
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: clip(article.title, 110),
      description,
      // Without a picture of its own, the magazine's (as the shared link shows): rich results need an image.
      // A stock photo as an ImageObject with its credit (its photographer, as under the picture).
      image: [image && credit ? { '@type': 'ImageObject', url: image, creditText: `Photo by ${credit.photographer} on Pexels`, creator: { '@type': 'Person', name: credit.photographer, url: credit.photographer_url } } : (image ?? shareImage)],
      datePublished: published,
      dateModified: article.updated_at,
      author: { '@type': 'Organization', name: `The ${SITE} magazine team`, url: this.config.publicUrl },
      publisher: {
        '@type': 'Organization',
        name: SITE,
        url: this.config.publicUrl,
        logo: { '@type': 'ImageObject', url: `${this.config.publicUrl}${SITE_LOGO.path}` },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      ...(article.category ? { articleSection: article.category } : {}),
      ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    };
    const head = [
      metaTag('name', 'keywords', keywords.join(', ')),
      `\n    <link rel="canonical" href="${escapeHtml(canonical)}" />`,
      metaTag('property', 'og:type', 'article'),
      metaTag('property', 'og:site_name', SITE),
      metaTag('property', 'og:title', title),
      metaTag('property', 'og:description', description),
      metaTag('property', 'og:url', canonical),
      // Without a picture of its own, a shared article shows the magazine's, large, rather than a bare title.
      metaTag('property', 'og:image', image ?? shareImage),
      // The picture's description (the editor's, else the stock photo's own) for those who cannot see it; none: left out.
      ...(image ? [metaTag('property', 'og:image:alt', article.featured_image_alt)] : []),
      ...(image ? [] : [metaTag('property', 'og:image:width', String(SHARE_IMAGE.width)), metaTag('property', 'og:image:height', String(SHARE_IMAGE.height)), metaTag('property', 'og:image:alt', SHARE_IMAGE.alt)]),
      metaTag('property', 'og:locale', 'en_GB'),
      metaTag('property', 'article:published_time', published),
      metaTag('property', 'article:modified_time', article.updated_at),
      metaTag('property', 'article:section', article.category),
      ...article.tags.map((tag) => metaTag('property', 'article:tag', tag)),
      metaTag('name', 'twitter:card', 'summary_large_image'),
      metaTag('name', 'twitter:title', title),
      metaTag('name', 'twitter:description', description),
      metaTag('name', 'twitter:image', image ?? shareImage),
      metaTag('name', 'twitter:image:alt', image ? article.featured_image_alt : SHARE_IMAGE.alt),
      `\n    <script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    ].join('');
    const queries = await this.queries(idOrSlug, article, around);
    return this.template.renderApp({ path, title: `${title} | ${SITE}`, description, head, queries, publicUrl: this.config.publicUrl });
  }

  /** The 'Article Not Found' page (answered with 404; search engines are told not to index it). */
  async notFound(path: string, idOrSlug: string): Promise<string> {
    return this.template.renderApp({
      path,
      title: `${ARTICLE_NOT_FOUND_TITLE} | ${SITE}`,
      description: NOT_FOUND_TEXT,
      head: metaTag('name', 'robots', 'noindex'),
      queries: await this.queries(idOrSlug, null),
    });
  }
}
