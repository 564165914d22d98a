import { clip, markdownToText } from '../../infrastructure/web/markdown-text.js';
import { escapeHtml } from '../../infrastructure/web/page-template.js';
import { mailCopyName, uploadNameOf } from '../../infrastructure/storage/upload.service.js';

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
  /** The article's body as paragraphs and subheadings (a single-article send); absent in the digest. */
  blocks?: Array<{ kind: 'heading' | 'paragraph'; text: string }>;
}

export interface NewsletterContent {
  subject: string;
  /** The first line under the masthead. */
  intro: string;
  articles: NewsletterArticle[];
  publicUrl: string;
}

/** A date the British way: 27 November 2026 (London). */
export const britishDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** The row of website_content the newsletter reads. */
export interface ArticleRow {
  title: string;
  subtitle: string | null;
  slug: string;
  meta_description: string | null;
  tldr_summary: string;
  long_form_article: string;
  featured_image: string | null;
  publish_date: Date | string;
}

/**
 * The picture of an article in mail: our uploads by their 960 px copy (the responsive copy that fits a 600 px mail at
 * twice the density), other addresses as they are; always absolute (mail has no base address).
 */
export function mailImage(featured: string | null, publicUrl: string): string | null {
  if (!featured) return null;
  const upload = uploadNameOf(featured);
  // The JPEG copy: classic Outlook, which many readers use, shows no WebP.
  const path = upload ? `/uploads/${mailCopyName(upload)}` : featured;
  try {
    const url = new URL(path, `${publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Paragraphs and subheadings of a markdown body (blank-line separated blocks; '#' lines are subheadings). */
export function bodyBlocks(markdown: string): Array<{ kind: 'heading' | 'paragraph'; text: string }> {
  return markdown
    .split(/\n\s*\n/)
    .map((part) => ({ kind: /^\s*#{1,6}\s/.test(part) ? ('heading' as const) : ('paragraph' as const), text: markdownToText(part) }))
    .filter((block) => block.text.length > 0);
}

export function newsletterArticle(row: ArticleRow, publicUrl: string, withBody: boolean): NewsletterArticle {
  const image = mailImage(row.featured_image, publicUrl);
  return {
    title: row.title,
    deck: row.subtitle,
    summary: clip(row.meta_description || row.tldr_summary || markdownToText(row.long_form_article), 300),
    url: `${publicUrl}/article/${encodeURIComponent(row.slug)}`,
    published: new Date(row.publish_date),
    image: image ? { src: image, alt: `Picture for the article: ${row.title}` } : null,
    ...(withBody ? { blocks: bodyBlocks(row.long_form_article) } : {}),
  };
}

const INK = '#1c1917';
const MUTED = '#57534e';
const ACCENT = '#9a3412';

function articleSection(article: NewsletterArticle): string {
  const e = escapeHtml;
  const picture = article.image
    ? `<mj-image src="${e(article.image.src)}" alt="${e(article.image.alt)}" href="${e(article.url)}" width="552px" border-radius="6px" padding="0 0 16px" />`
    : '';
  const body = article.blocks
    ? article.blocks
        .map((b) =>
          b.kind === 'heading'
            ? `<mj-text font-size="22px" font-weight="700" padding="8px 0 8px">${e(b.text)}</mj-text>`
            : `<mj-text padding="0 0 14px">${e(b.text)}</mj-text>`,
        )
        .join('')
    : `<mj-text padding="0 0 12px">${e(article.summary)}</mj-text>`;
  return `<mj-section padding="24px 24px 8px" background-color="#ffffff"><mj-column>
    ${picture}
    <mj-text font-size="26px" line-height="1.25" font-weight="700" padding="0 0 6px"><a href="${e(article.url)}" style="color:${INK};text-decoration:none">${e(article.title)}</a></mj-text>
    ${article.deck ? `<mj-text color="${MUTED}" padding="0 0 6px">${e(article.deck)}</mj-text>` : ''}
    <mj-text font-size="16px" color="${MUTED}" padding="0 0 12px">Published ${e(britishDate(article.published))}</mj-text>
    ${body}
    <mj-button href="${e(article.url)}" background-color="${ACCENT}" color="#ffffff" font-size="18px" border-radius="6px" align="left" padding="4px 0 16px">Read the article</mj-button>
  </mj-column></mj-section>`;
}

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
  </mj-head>
  <mj-body background-color="#f5f5f4" width="600px">
    <mj-section padding="24px 24px 8px" background-color="#ffffff"><mj-column>
      <mj-text font-size="30px" font-weight="700" color="${ACCENT}" padding="0 0 8px"><a href="${e(content.publicUrl)}/" style="color:${ACCENT};text-decoration:none">Flying@50</a></mj-text>
      <mj-text padding="0">${e(content.intro)}</mj-text>
    </mj-column></mj-section>
    ${content.articles.map(articleSection).join('\n')}
    <mj-section padding="16px 24px 32px"><mj-column>
      <mj-text font-size="16px" color="${MUTED}">You receive this because you confirmed your subscription to the Flying@50 newsletter.
        <a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:${ACCENT}">Unsubscribe</a> with one click, no sign-in needed.</mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  // mjml (about half a second to load) is loaded by the first newsletter a process renders, not by every start.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  if (errors.length) throw new Error(`The newsletter template is not valid MJML: ${errors.map((x) => x.formattedMessage).join('; ')}`);
  return html;
}

function renderText(content: NewsletterContent): string {
  const rule = '-'.repeat(40);
  const parts = [`FLYING@50`, content.intro];
  for (const article of content.articles) {
    const lines = [rule, article.title.toUpperCase()];
    if (article.deck) lines.push(article.deck);
    lines.push(`Published ${britishDate(article.published)}`, '');
    if (article.blocks) lines.push(...article.blocks.map((b) => (b.kind === 'heading' ? `## ${b.text}` : b.text)).flatMap((t) => [t, '']));
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
