import MarkdownIt from 'markdown-it';

/**
 * Markdown in the browser, through one library (markdown-it) with safe settings: raw HTML in the text
 * is shown as text, never run (html: false), and links are limited to markdown-it's safe protocols
 * (no javascript:, vbscript:, file: or non-image data: addresses).
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });
type Token = ReturnType<typeof md.parse>[number];

// Links open in a new tab without giving the new page a handle on this one.
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('target', '_blank');
  tokens[idx].attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** HTML of a markdown text. headingOffset moves headings down to fit the page ('#' becomes <h3> with 2). */
export function markdownToHtml(source: string | null | undefined, headingOffset = 0): string {
  const tokens = md.parse(source ?? '', {});
  if (headingOffset) {
    for (const token of tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + headingOffset)}`;
      }
    }
  }
  return md.renderer.render(tokens, md.options, {});
}

function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
      return '';
    })
    .join('');
}

/**
 * The plain text of a markdown text, one entry per block (paragraph, heading, list item, quote line,
 * code block), markup removed.
 */
export function markdownBlocks(source: string | null | undefined): string[] {
  const blocks: string[] = [];
  for (const token of md.parse(source ?? '', {})) {
    if (token.type === 'inline') {
      const text = inlineText(token).replace(/\s+/g, ' ').trim();
      if (text) blocks.push(text);
    } else if ((token.type === 'fence' || token.type === 'code_block') && token.content.trim()) {
      blocks.push(token.content.trim());
    }
  }
  return blocks;
}

/** The plain text of a markdown text: its blocks separated by blank lines. */
export function markdownToPlainText(source: string | null | undefined): string {
  return markdownBlocks(source).join('\n\n');
}

/** A run of text in an article block: plain, bold, italic or code, and a link when `href` is set (a safe address only). */
export interface ArticleSpan {
  text: string;
  href?: string;
  strong?: true;
  em?: true;
  code?: true;
}

/**
 * One block of an article as readers see it (docs/product.md#article-pages): the one model the article page, the
 * website preview, the magazine's viewer, members' reports and the newsletter render (components/site/article-body.tsx
 * in the app; the newsletter's mail from the same blocks, made by the server's render of this module). JSON, so the
 * server embeds the blocks in the article's page and the browser needs no markdown library to show it.
 */
export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; spans: ArticleSpan[] }
  /** Each item its own blocks (a paragraph; a nested list). */
  | { kind: 'list'; ordered: boolean; start: number; items: ArticleBlock[][] }
  | { kind: 'quote'; blocks: ArticleBlock[] };

/** docs/product.md#article-pages: a paragraph under 100 characters with no full stop, that is not the first, reads as a subheading. */
export const HEADING_MAX_LENGTH = 100;

/**
 * The addresses an article's link may have: http(s), or one on this site (a path, a #fragment, a relative address).
 * Anything else (mailto:, tel:, javascript: and every other scheme) is shown as text.
 */
export function safeArticleHref(href: string | null | undefined): string | undefined {
  const value = href?.trim();
  if (!value) return undefined;
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  // No scheme (nothing before a ':' that comes ahead of any '/', '?' or '#'), and not '//host' (another site by the page's scheme).
  if (!/^[^/?#]*:/.test(value) && !value.startsWith('//') && !/\s/.test(value)) return value;
  return undefined;
}

function spansOf(inline: Token): ArticleSpan[] {
  const spans: ArticleSpan[] = [];
  const marks = { strong: 0, em: 0 };
  let href: string | undefined;
  const add = (text: string, code = false) => {
    if (!text) return;
    const span: ArticleSpan = { text };
    if (href) span.href = href;
    if (marks.strong) span.strong = true;
    if (marks.em) span.em = true;
    if (code) span.code = true;
    const last = spans.at(-1);
    if (last && !code && !last.code && last.href === span.href && last.strong === span.strong && last.em === span.em) last.text += text;
    else spans.push(span);
  };
  for (const child of inline.children ?? []) {
    if (child.type === 'text') add(child.content);
    else if (child.type === 'code_inline') add(child.content, true);
    else if (child.type === 'softbreak' || child.type === 'hardbreak') add(' ');
    else if (child.type === 'strong_open' || child.type === 'strong_close') marks.strong += child.type === 'strong_open' ? 1 : -1;
    else if (child.type === 'em_open' || child.type === 'em_close') marks.em += child.type === 'em_open' ? 1 : -1;
    else if (child.type === 'link_open') href = safeArticleHref(String(child.attrGet('href') ?? ''));
    else if (child.type === 'link_close') href = undefined;
  }
  // Spaces at the ends of the paragraph go; inner runs of white space are one space.
  for (const span of spans) span.text = span.text.replace(/\s+/g, ' ');
  if (spans[0]) spans[0].text = spans[0].text.trimStart();
  if (spans.at(-1)) spans.at(-1)!.text = spans.at(-1)!.text.trimEnd();
  return spans.filter((span) => span.text);
}

const paragraphOf = (inline: Token): ArticleBlock | null => {
  const spans = spansOf(inline);
  const text = spans.map((span) => span.text).join('');
  return text ? { kind: 'paragraph', text, spans } : null;
};

/** The blocks from tokens[from] up to the token of type `until` (its close), and where reading goes on. */
function readBlocks(tokens: Token[], from: number, until?: string): { blocks: ArticleBlock[]; next: number } {
  const blocks: ArticleBlock[] = [];
  let i = from;
  while (i < tokens.length) {
    const token = tokens[i];
    if (until && token.type === until) return { blocks, next: i + 1 };
    if (token.type === 'heading_open') {
      const text = inlineText(tokens[i + 1]).replace(/\s+/g, ' ').trim();
      if (text) blocks.push({ kind: 'heading', text });
      i += 3;
    } else if (token.type === 'paragraph_open') {
      const paragraph = paragraphOf(tokens[i + 1]);
      if (paragraph) blocks.push(paragraph);
      i += 3;
    } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      const close = token.type.replace('_open', '_close');
      const items: ArticleBlock[][] = [];
      i += 1;
      while (i < tokens.length && tokens[i].type !== close) {
        if (tokens[i].type !== 'list_item_open') {
          i += 1;
          continue;
        }
        const item = readBlocks(tokens, i + 1, 'list_item_close');
        if (item.blocks.length) items.push(item.blocks);
        i = item.next;
      }
      i += 1;
      const start = Number(token.attrGet('start') ?? 1);
      if (items.length) blocks.push({ kind: 'list', ordered: token.type === 'ordered_list_open', start: Number.isFinite(start) ? start : 1, items });
    } else if (token.type === 'blockquote_open') {
      const quote = readBlocks(tokens, i + 1, 'blockquote_close');
      if (quote.blocks.length) blocks.push({ kind: 'quote', blocks: quote.blocks });
      i = quote.next;
    } else if (token.type === 'fence' || token.type === 'code_block') {
      const text = token.content.trim();
      if (text) blocks.push({ kind: 'paragraph', text, spans: [{ text, code: true }] });
      i += 1;
    } else if (token.type === 'inline') {
      // A table cell: its text as a paragraph.
      const paragraph = paragraphOf(token);
      if (paragraph) blocks.push(paragraph);
      i += 1;
    } else {
      i += 1;
    }
  }
  return { blocks, next: i };
}

/**
 * An article body as readers see it (docs/product.md#article-pages): markdown-it's blocks (markdown headings, paragraphs,
 * bulleted and numbered lists, block quotes) with bold, italic and safe links kept (raw HTML is text; pictures are left
 * out); a short paragraph (under 100 characters) with no full stop and no link that is not the first reads as a
 * subheading.
 */
export function articleBlocks(source: string | null | undefined): ArticleBlock[] {
  const { blocks } = readBlocks(md.parse(source ?? '', {}), 0);
  return blocks.map((block, index) =>
    block.kind === 'paragraph' && index > 0 && block.text.length < HEADING_MAX_LENGTH && !block.text.includes('.') && !block.spans.some((span) => span.href)
      ? { kind: 'heading', text: block.text }
      : block,
  );
}

/** The text of one line of inline markdown ('**Bold** title' → 'Bold title'). */
export function inlineMarkdownToText(source: string | null | undefined): string {
  return md
    .parseInline(source ?? '', {})
    .map(inlineText)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
