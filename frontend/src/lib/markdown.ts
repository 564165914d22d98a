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

export interface ArticleBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/** docs/product.md#article-pages: a paragraph under 100 characters with no full stop, that is not the first, reads as a subheading. */
export const HEADING_MAX_LENGTH = 100;

/**
 * An article body as readers see it (docs/product.md#article-pages): paragraphs split on blank lines with markdown stripped;
 * a short paragraph (under 100 characters) with no full stop that is not the first becomes a subheading.
 */
export function articleBlocks(source: string | null | undefined): ArticleBlock[] {
  return (source ?? '')
    .split(/\n\s*\n/)
    .map((part) => markdownBlocks(part).join(' ').trim())
    .filter((part) => part.length > 0)
    .map((text, index) => ({
      kind: index > 0 && text.length < HEADING_MAX_LENGTH && !text.includes('.') ? 'heading' : 'paragraph',
      text,
    }));
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
