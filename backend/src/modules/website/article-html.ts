import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { clip, markdownToText } from '../../infrastructure/web/markdown-text.js';
import { escapeHtml, PageTemplate, scriptJson } from '../../infrastructure/web/page-template.js';
import type { WebsiteContentView } from './website-content-view.js';

const SITE = 'Flying@50';
export const ARTICLE_NOT_FOUND_TITLE = 'Article Not Found';
const NOT_FOUND_TEXT = "The article you're looking for doesn't exist or has been removed.";

interface ServerEntry {
  renderArticleRoot(path: string, article: WebsiteContentView | null): string;
  /** The body as the page shows it (paragraphs and subheadings), embedded so the browser needs no markdown library. */
  articleBlocks(markdown: string): Array<{ kind: 'heading' | 'paragraph'; text: string }>;
}

/**
 * The HTML of /article/{idOrSlug}: index.html whose head holds the title, description, keywords, Open Graph, Twitter,
 * canonical link and JSON-LD Article data, and whose #root holds the article rendered by the frontend's own
 * components (frontend/src/entry-server.tsx), with the article's JSON embedded for the app to take over.
 */
@Injectable()
export class ArticleHtml {
  private readonly template: PageTemplate;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    this.template = new PageTemplate(config.frontendDist);
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

  private async root(path: string, article: WebsiteContentView | null): Promise<string> {
    const entry = await this.template.serverEntry<ServerEntry>();
    return entry ? entry.renderArticleRoot(path, article) : '';
  }

  private async embedded(article: WebsiteContentView): Promise<WebsiteContentView & { blocks?: unknown }> {
    const entry = await this.template.serverEntry<ServerEntry>();
    return entry ? { ...article, blocks: entry.articleBlocks(article.long_form_article) } : article;
  }

  /** The description readers and search engines see: the SEO description, else the summary, else the opening. */
  static description(article: WebsiteContentView): string {
    return clip(article.meta_description || article.tldr_summary || markdownToText(article.long_form_article), 160);
  }

  async article(path: string, article: WebsiteContentView): Promise<string> {
    const canonical = `${this.config.publicUrl}/article/${article.slug}`;
    const title = article.seo_title || article.title;
    const description = ArticleHtml.description(article);
    const image = this.absolute(article.featured_image);
    const keywords = [...new Set([...article.tags, article.category, article.theme].filter((k): k is string => !!k))];
    const published = article.published_at ?? article.publish_date ?? article.created_at;
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: clip(article.title, 110),
      description,
      ...(image ? { image: [image] } : {}),
      datePublished: published,
      dateModified: article.updated_at,
      author: { '@type': 'Organization', name: `The ${SITE} magazine team`, url: this.config.publicUrl },
      publisher: { '@type': 'Organization', name: SITE, url: this.config.publicUrl },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      ...(article.category ? { articleSection: article.category } : {}),
      ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    };
    const meta = (attr: 'name' | 'property', key: string, value: string | null | undefined) =>
      value ? `\n    <meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '';
    const head = [
      meta('name', 'keywords', keywords.join(', ')),
      `\n    <link rel="canonical" href="${escapeHtml(canonical)}" />`,
      meta('property', 'og:type', 'article'),
      meta('property', 'og:site_name', SITE),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', canonical),
      meta('property', 'og:image', image),
      meta('property', 'og:locale', 'en_GB'),
      meta('property', 'article:published_time', published),
      meta('property', 'article:modified_time', article.updated_at),
      meta('property', 'article:section', article.category),
      ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
      `\n    <script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    ].join('');
    return this.template.render({
      title: `${title} | ${SITE}`,
      description,
      head,
      root: await this.root(path, article),
      initialData: { path, value: await this.embedded(article) },
    });
  }

  /** The 'Article Not Found' page (answered with 404; search engines are told not to index it). */
  async notFound(path: string): Promise<string> {
    return this.template.render({
      title: `${ARTICLE_NOT_FOUND_TITLE} | ${SITE}`,
      description: NOT_FOUND_TEXT,
      head: '\n    <meta name="robots" content="noindex" />',
      root: await this.root(path, null),
      initialData: { path, value: null },
    });
  }
}
