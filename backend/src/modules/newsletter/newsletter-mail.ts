import { clip, markdownToText } from '../../infrastructure/web/markdown-text.js';
import type { ArticleBlock, ArticleSpan } from '../../infrastructure/web/article-blocks.js';
import { BRAND, BRAND_DARK } from '../../infrastructure/web/brand-colours.js';
import { escapeHtml, SITE_ICON_LINKS } from '../../infrastructure/web/page-template.js';
import type { ArticleForMail } from '../website/index.js';
import { mailCopyName, storedUploadAddress, uploadNameOf } from '../../infrastructure/storage/upload.service.js';

/** Stands for the recipient's own unsubscribe address in a send's stored HTML and text (see personalise). */
export const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';

/** An article as a newsletter shows it. */
export interface NewsletterArticle {
  title: string;
  deck: string | null;
  summary: string;
  url: string;
  published: Date;
  image: { src: string; alt: string } | null;
  /** The article's body as the article page shows it (a single-article send); absent in the digest. */
  blocks?: ArticleBlock[];
}

export interface NewsletterContent {
  subject: string;
  /** The first line under the masthead. */
  intro: string;
  articles: NewsletterArticle[];
  publicUrl: string;
  /**
   * The send's web copy (newsletterIssueUrl): a send's mail links it at the top ("View this email in your browser").
   * Absent in the staff preview and test sends, which have no web copy (a link there would lead to a 404).
   */
  webCopyUrl?: string;
}

/** The words of the link at the top of a send's mail to its web copy. */
export const VIEW_IN_BROWSER = 'View this email in your browser';

/** The address of a send's web copy (its public token: send ids would count the sends, failed and stopped ones too). */
export const newsletterIssueUrl = (publicUrl: string, token: string): string => `${publicUrl}/newsletter/issues/${token}`;

/** A date the British way: 27 November 2026 (London). */
export const britishDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** The article fields the newsletter reads (the website's article as mail shows it, without its id and status). */
export type ArticleRow = Omit<ArticleForMail, 'id' | 'status'>;

/**
 * The picture of an article in mail: our uploads by their 960 px copy (the responsive copy that fits a 600 px mail at
 * twice the density), other addresses as they are; always absolute (mail has no base address).
 */
export function mailImage(featured: string | null, publicUrl: string): string | null {
  if (!featured) return null;
  const upload = uploadNameOf(storedUploadAddress(featured, publicUrl)); // also one saved in full before 2026-11-30
  // The JPEG copy: classic Outlook, which many readers use, shows no WebP.
  const path = upload ? `/uploads/${mailCopyName(upload)}` : featured;
  try {
    const url = new URL(path, `${publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An article as a newsletter shows it; `body` (the article page's blocks, infrastructure/web/article-blocks.ts) for a single-article send. */
export function newsletterArticle(row: ArticleRow, publicUrl: string, body?: ArticleBlock[]): NewsletterArticle {
  const image = mailImage(row.featured_image, publicUrl);
  return {
    title: row.title,
    deck: row.subtitle,
    summary: clip(row.meta_description || row.tldr_summary || markdownToText(row.long_form_article), 300),
    url: `${publicUrl}/article/${encodeURIComponent(row.slug)}`,
    published: new Date(row.publish_date),
    image: image ? { src: image, alt: `Picture for the article: ${row.title}` } : null,
    ...(body ? { blocks: body } : {}),
  };
}

const { ink: INK, muted: MUTED, accent: ACCENT } = BRAND;

/** A link of an article in mail: absolute (mail has no base address); null for anything but http(s). */
export function mailHref(href: string, publicUrl: string): string | null {
  try {
    const url = new URL(href, `${publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function spanHtml(span: ArticleSpan, publicUrl: string): string {
  let html = escapeHtml(span.text);
  if (span.code) html = `<code style="font-family:Menlo,Consolas,monospace;font-size:16px">${html}</code>`;
  if (span.em) html = `<em>${html}</em>`;
  if (span.strong) html = `<strong>${html}</strong>`;
  const href = span.href && mailHref(span.href, publicUrl);
  return href ? `<a href="${escapeHtml(href)}" style="color:${ACCENT}">${html}</a>` : html;
}

/** The HTML inside an mj-text of the article page's blocks: paragraphs, lists and quotes with their links. */
function blocksHtml(blocks: ArticleBlock[], publicUrl: string): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<p style="margin:8px 0;font-weight:700">${escapeHtml(block.text)}</p>`;
        case 'paragraph':
          return `<p style="margin:0 0 8px">${block.spans.map((span) => spanHtml(span, publicUrl)).join('')}</p>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
          const items = block.items.map((item) =>
            item.length === 1 && item[0].kind === 'paragraph' ? item[0].spans.map((span) => spanHtml(span, publicUrl)).join('') : blocksHtml(item, publicUrl),
          );
          return `<${tag}${start} style="margin:0 0 8px;padding-left:28px">${items.map((item) => `<li style="margin:0 0 6px">${item}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote style="margin:0 0 8px;padding-left:16px;border-left:4px solid ${ACCENT};color:${MUTED};font-style:italic">${blocksHtml(block.blocks, publicUrl)}</blockquote>`;
      }
    })
    .join('');
}

/** A block as the plain-text mail says it: links as "words (address)", list items with "- " or their number, quotes with "> ". */
function blockText(block: ArticleBlock, publicUrl: string, indent = ''): string {
  switch (block.kind) {
    case 'heading':
      return `${indent}## ${block.text}`;
    case 'paragraph':
      return (
        indent +
        block.spans
          .map((span) => {
            const href = span.href && mailHref(span.href, publicUrl);
            return href && href !== span.text ? `${span.text} (${href})` : span.text;
          })
          .join('')
      );
    case 'list':
      return block.items
        .map((item, index) => {
          const marker = block.ordered ? `${block.start + index}. ` : '- ';
          const [first, ...rest] = item.map((inner) => blockText(inner, publicUrl, `${indent}   `).trimStart());
          return [`${indent}${marker}${first ?? ''}`, ...rest.map((line) => `${indent}   ${line}`)].join('\n');
        })
        .join('\n');
    case 'quote':
      return block.blocks
        .map((inner) => blockText(inner, publicUrl))
        .join('\n')
        .split('\n')
        .map((line) => `${indent}> ${line}`)
        .join('\n');
  }
}

function articleSection(article: NewsletterArticle, publicUrl: string): string {
  const e = escapeHtml;
  const picture = article.image
    ? `<mj-image src="${e(article.image.src)}" alt="${e(article.image.alt)}" href="${e(article.url)}" width="552px" border-radius="6px" padding="0 0 16px" />`
    : '';
  const body = article.blocks
    ? article.blocks
        .map((b) =>
          b.kind === 'heading'
            ? `<mj-text font-size="22px" font-weight="700" padding="8px 0 8px">${e(b.text)}</mj-text>`
            : `<mj-text padding="0 0 14px">${blocksHtml([b], publicUrl)}</mj-text>`,
        )
        .join('')
    : `<mj-text padding="0 0 12px">${e(article.summary)}</mj-text>`;
  return `<mj-section padding="24px 24px 8px" background-color="${BRAND.surface}" css-class="nl-card"><mj-column>
    ${picture}
    <mj-text font-size="26px" line-height="1.25" font-weight="700" padding="0 0 6px"><a href="${e(article.url)}" style="color:${INK};text-decoration:none">${e(article.title)}</a></mj-text>
    ${article.deck ? `<mj-text color="${MUTED}" css-class="nl-muted" padding="0 0 6px">${e(article.deck)}</mj-text>` : ''}
    <mj-text font-size="16px" color="${MUTED}" css-class="nl-muted" padding="0 0 12px">Published ${e(britishDate(article.published))}</mj-text>
    ${body}
    <mj-button href="${e(article.url)}" background-color="${ACCENT}" color="${BRAND.onAccent}" css-class="nl-button" font-size="18px" border-radius="6px" align="left" padding="4px 0 16px">Read the article</mj-button>
  </mj-column></mj-section>`;
}

/** The mail's footer: the reader's own unsubscribe link (UNSUBSCRIBE_PLACEHOLDER until personalise). */
const FOOTER_HTML = `You receive this because you confirmed your subscription to the Flying@50 newsletter.
        <a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:${ACCENT}">Unsubscribe</a> with one click, no sign-in needed.`;

/** The line above the masthead of a send's mail: its web copy's address. */
const viewInBrowser = (url: string) =>
  `<mj-section padding="8px 24px"><mj-column><mj-text font-size="16px" color="${MUTED}" css-class="nl-muted" align="center" padding="0">${viewInBrowserLink(url)}</mj-text></mj-column></mj-section>`;
const viewInBrowserLink = (url: string) => `<a href="${escapeHtml(url)}" style="color:${MUTED}">${VIEW_IN_BROWSER}</a>`;

/**
 * The newsletter read in dark (a phone's mail app at night: Apple Mail, iOS Mail, and the web copy in a browser): the
 * site's dark colours (BRAND_DARK), over the inline light ones (so `!important`), by the classes the template gives its
 * parts. Mail programs without the media query (classic Outlook, which ignores it) show the light mail.
 */
const DARK_STYLE = `
      :root { color-scheme: light dark; }
      @media (prefers-color-scheme: dark) {
        body, .nl-page, .nl-page > div { background: ${BRAND_DARK.paper} !important; }
        .nl-card, .nl-card > table { background: ${BRAND_DARK.surface} !important; }
        .nl-page div, .nl-page p, .nl-page li, .nl-page a { color: ${BRAND_DARK.ink} !important; }
        .nl-page .nl-muted div { color: ${BRAND_DARK.muted} !important; }
        .nl-page p a, .nl-page li a, .nl-page .nl-accent a, .nl-page .nl-muted a { color: ${BRAND_DARK.accent} !important; }
        .nl-page blockquote { border-color: ${BRAND_DARK.accent} !important; }
        .nl-page blockquote, .nl-page blockquote p { color: ${BRAND_DARK.muted} !important; }
        .nl-page .nl-button table, .nl-page .nl-button td, .nl-page .nl-button a, .nl-page .nl-button p { background: ${BRAND_DARK.accent} !important; color: ${BRAND_DARK.onAccent} !important; }
      }
    `;

async function renderHtml(content: NewsletterContent): Promise<string> {
  const e = escapeHtml;
  const source = `<mjml lang="en-GB">
  <mj-head>
    <mj-title>${e(content.subject)}</mj-title>
    <mj-preview>${e(content.intro)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Georgia, 'Times New Roman', serif" />
      <mj-text font-size="18px" line-height="1.6" color="${INK}" />
    </mj-attributes>
    <mj-style>${DARK_STYLE}</mj-style>
  </mj-head>
  <mj-body background-color="${BRAND.paper}" css-class="nl-page" width="600px">
    ${content.webCopyUrl ? viewInBrowser(content.webCopyUrl) : ''}
    <mj-section padding="24px 24px 8px" background-color="${BRAND.surface}" css-class="nl-card"><mj-column>
      <mj-text font-size="30px" font-weight="700" color="${ACCENT}" css-class="nl-accent" padding="0 0 8px"><a href="${e(content.publicUrl)}/" style="color:${ACCENT};text-decoration:none">Flying@50</a></mj-text>
      <mj-text padding="0">${e(content.intro)}</mj-text>
    </mj-column></mj-section>
    ${content.articles.map((article) => articleSection(article, content.publicUrl)).join('\n')}
    <mj-section padding="16px 24px 32px"><mj-column>
      <mj-text font-size="16px" color="${MUTED}" css-class="nl-muted">${FOOTER_HTML}</mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  // mjml (about half a second to load) is loaded by the first newsletter a process renders, not by every start.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  if (errors.length) throw new Error(`The newsletter template is not valid MJML: ${errors.map((x) => x.formattedMessage).join('; ')}`);
  // The mail says it is drawn for both schemes, so a mail program in dark does not invert its colours itself.
  return html.replace('<head>', '<head>\n    <meta name="color-scheme" content="light dark">');
}

function renderText(content: NewsletterContent): string {
  const rule = '-'.repeat(40);
  const parts = [...(content.webCopyUrl ? [`${VIEW_IN_BROWSER}: ${content.webCopyUrl}`] : []), `FLYING@50`, content.intro];
  for (const article of content.articles) {
    const lines = [rule, article.title.toUpperCase()];
    if (article.deck) lines.push(article.deck);
    lines.push(`Published ${britishDate(article.published)}`, '');
    if (article.blocks) lines.push(...article.blocks.flatMap((b) => [blockText(b, content.publicUrl), '']));
    else lines.push(article.summary, '');
    lines.push(`Read the article: ${article.url}`);
    parts.push(lines.join('\n'));
  }
  parts.push(rule, `You receive this because you confirmed your subscription to the Flying@50 newsletter.\nUnsubscribe with one click, no sign-in needed: ${UNSUBSCRIBE_PLACEHOLDER}`);
  return parts.join('\n\n');
}

/** The HTML (MJML: tables and inline styles that mail programs render alike) and the plain text of one newsletter. */
export async function renderNewsletter(content: NewsletterContent): Promise<{ html: string; text: string }> {
  return { html: await renderHtml(content), text: renderText(content) };
}

/** A send's stored HTML and text with the recipient's own unsubscribe address. */
export function personalise(template: string, unsubscribeUrl: string): string {
  return template.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl);
}

/**
 * A send's web copy (GET /newsletter/issues/{token}): the send's stored HTML as its readers got it, never personalised
 * (it carries no reader's unsubscribe address), made a web page: its title names the magazine, the line linking the web
 * copy says when it was mailed, and the footer's unsubscribe link becomes the invitation to sign up on the home page.
 * The mail program's markup a browser does without goes (the Outlook namespaces, img height="auto"), so the page is
 * valid HTML.
 */
export function webCopyHtml(stored: { html: string; subject: string; sentAt: Date }, publicUrl: string): string {
  const home = `${publicUrl}/`;
  const mailed = `The Flying@50 newsletter of ${escapeHtml(britishDate(stored.sentAt))}, as it was mailed to its subscribers.`;
  const archive = `${publicUrl}/newsletter`;
  const footer =
    `You are reading a Flying@50 newsletter in your browser. <a href="${escapeHtml(archive)}#subscribe" style="color:${ACCENT}">Sign up</a> to get the next ones by e-mail, ` +
    `or <a href="${escapeHtml(archive)}" style="color:${ACCENT}">read past issues in the newsletter archive</a>.`;
  return stored.html
    .replace(/ xmlns:[a-z]+="[^"]*"/g, '')
    .replace(/(<img\b[^>]*?) height="auto"/g, '$1')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(stored.subject)} · Flying@50 newsletter</title>`)
    .replace('<head>', `<head>\n    <meta name="robots" content="noindex">\n    ${SITE_ICON_LINKS.replace('\n', '\n    ')}`)
    .replace(/<a href="[^"]*" style="[^"]*">View this email in your browser<\/a>/, mailed)
    .replace(FOOTER_HTML, footer)
    .split(UNSUBSCRIBE_PLACEHOLDER)
    .join(escapeHtml(home));
}
