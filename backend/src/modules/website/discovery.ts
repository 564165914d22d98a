import { markdownHtmlAbsolute } from '../../infrastructure/web/markdown-text.js';
import { SITE } from '../../infrastructure/web/page-template.js';
import { cdata, escapeXml } from '../../infrastructure/web/xml-text.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../content/index.js';
import { THEME_PAGES, type ThemePage } from './commands/theme-hero.commands.js';
import type { SitemapEntry, SitemapFile } from './queries/discovery.queries.js';
import type { ReaderArticleView } from './website-content-view.js';
import { ArticleHtml } from './article-html.js';

const SITE_DESCRIPTION = 'The magazine for athletes over 50: training, nutrition, recovery, mindset, gear and racing.';

/** Each theme page's editorial theme (the same order in both lists). */
export const THEME_OF_PAGE = Object.fromEntries(THEME_PAGES.map((page, i) => [page, EDITORIAL_THEMES[i]])) as Record<ThemePage, EditorialTheme>;

/** The public pages a search engine should know besides the articles. */
const STATIC_PAGES = ['/', '/about', '/premium', '/privacy', '/newsletter', ...THEME_PAGES.map((page) => `/publisher/${page}`)];

/** The sitemap files: /sitemaps/pages.xml (the static and theme pages) and /sitemaps/articles-N.xml (N from 1). */
export const SITEMAP_FILE = /^(?:pages|articles-([1-9]\d{0,5}))\.xml$/;
const sitemapPath = (file: string) => `/sitemaps/${file}.xml`;

/**
 * /sitemap.xml: a sitemaps.org sitemap index of the pages file and the articles files that list an article (a range
 * of SITEMAP_FILE_URLS ids each), each with its lastmod (its newest change), so a crawler fetches only the files that
 * changed. The pages file has none (its pages are not dated).
 */
export function sitemapIndexXml(publicUrl: string, files: readonly Pick<SitemapFile, 'file' | 'changed_at'>[]): string {
  const entry = (file: string, lastmod?: string) =>
    `  <sitemap><loc>${escapeXml(publicUrl + sitemapPath(file))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry('pages'),
    ...files.map((f) => entry(`articles-${f.file}`, f.changed_at)),
    '</sitemapindex>',
    '',
  ].join('\n');
}

const URLSET_OPEN = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ''].join('\n');
const URLSET_CLOSE = '</urlset>\n';
const urlLine = (loc: string, lastmod?: string) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;

/** /sitemaps/pages.xml: the public pages besides the articles. */
export function pagesSitemapXml(publicUrl: string): string {
  return URLSET_OPEN + STATIC_PAGES.map((page) => urlLine(publicUrl + page)).join('') + URLSET_CLOSE;
}

/** /sitemaps/articles-N.xml, written piece by piece: the opening, each batch of articles (with its last change), the end. */
export const articlesSitemap = {
  open: URLSET_OPEN,
  batch: (publicUrl: string, entries: SitemapEntry[]) => entries.map((a) => urlLine(`${publicUrl}/article/${a.slug}`, a.updated_at)).join(''),
  close: URLSET_CLOSE,
};

/** An article's RSS guid: its id's address (/article/{id}, which always leads to it), never its slug's. */
export const articleGuid = (publicUrl: string, id: number) => `${publicUrl}/article/${id}`;

/** An RSS 2.0 feed of the newest published articles (all, or one theme's). */
export function rssXml(publicUrl: string, articles: ReaderArticleView[], theme?: ThemePage): string {
  const title = theme ? `${SITE}: ${THEME_OF_PAGE[theme]}` : SITE;
  const link = theme ? `${publicUrl}/publisher/${theme}` : `${publicUrl}/`;
  const self = theme ? `${publicUrl}/rss/${theme}.xml` : `${publicUrl}/rss.xml`;
  const newest = articles[0]?.published_at;
  const item = (a: ReaderArticleView) => {
    const url = `${publicUrl}/article/${a.slug}`;
    // The body as HTML (markdown-it, raw HTML off; links and pictures absolute), kept out of the XML's way in CDATA.
    const body = markdownHtmlAbsolute(a.long_form_article, publicUrl);
    return [
      '    <item>',
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      // Stable whatever the slug becomes, so a rename is not a new item in feed readers (WordPress's ?p={id} way).
      `      <guid isPermaLink="false">${escapeXml(articleGuid(publicUrl, a.id))}</guid>`,
      a.published_at ? `      <pubDate>${escapeXml(new Date(a.published_at).toUTCString())}</pubDate>` : '',
      `      <description>${escapeXml(ArticleHtml.description(a))}</description>`,
      a.category ? `      <category>${escapeXml(a.category)}</category>` : '',
      `      <content:encoded>${cdata(body)}</content:encoded>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(SITE_DESCRIPTION)}</description>`,
    '    <language>en-gb</language>',
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    newest ? `    <lastBuildDate>${escapeXml(new Date(newest).toUTCString())}</lastBuildDate>` : '',
    ...articles.map(item),
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Areas crawlers have no business in: staff and members' pages (behind a sign-in), links that carry a one-time token
 * from a mail (an invitation, a password reset, an address change, a newsletter confirmation or unsubscription: a
 * crawler must not act on them), and the API. Public pages kept out of search engines are NOT listed: a crawler must
 * fetch them to read their noindex (meta robots and X-Robots-Tag), or it may index the bare address found in links.
 * So /search (results), /community/auth (the sign-in card) and /forgot-password are allowed, and all say noindex.
 */
const PRIVATE_PATHS = [
  '/admin',
  '/api/',
  '/editor/',
  '/website',
  '/apple-news-ads',
  '/users',
  '/content-generator',
  '/premium-preview/',
  '/journal',
  '/my-journey',
  '/journal-dashboard',
  '/journal-old',
  '/profile',
  '/library',
  '/premium/welcome',
  '/accept-invitation',
  '/reset-password',
  '/change-email',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
