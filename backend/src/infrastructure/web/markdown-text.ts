import MarkdownIt from 'markdown-it';

/** markdown-it with safe defaults (raw HTML in articles is shown as text, never passed through). */
export const markdown = new MarkdownIt({ html: false, linkify: true });

type Token = ReturnType<typeof markdown.parse>[number];

/** The text of an inline token (its children's text, line breaks as spaces). */
export function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : ''))
    .join('');
}

/**
 * Markdown as HTML whose links and pictures are absolute against `site` (the site's public address): an RSS item is
 * read in a feed reader, where `/article/...` or `/uploads/...` would point at the reader's own host.
 */
export function markdownHtmlAbsolute(text: string, site: string): string {
  const env = {};
  const tokens = markdown.parse(text, env);
  const absolute = (token: Token, attr: string) => {
    const value = token.attrGet(attr);
    if (typeof value !== 'string' || !value || value.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(value)) return; // a fragment, or absolute already
    if (value.startsWith('/') && !value.startsWith('//')) return token.attrSet(attr, site + value);
    try {
      token.attrSet(attr, new URL(value, `${site}/`).href);
    } catch {
      // not an address a reader could follow: left as it is
    }
  };
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') absolute(child, 'href');
      else if (child.type === 'image') absolute(child, 'src');
    }
  }
  return markdown.renderer.render(tokens, markdown.options, env);
}

/** The plain text of markdown: marks, link targets and images dropped, blocks separated by one space. */
export function markdownToText(text: string): string {
  return markdown
    .parse(text, {})
    .filter((token) => token.type === 'inline' || token.type === 'code_block' || token.type === 'fence')
    .map((token) => (token.type === 'inline' ? inlineText(token) : token.content))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text with its whitespace collapsed, in at most `max` characters (counted as a reader and PostgreSQL's varchar
 * count them: 'é' and '🚴' are one each); a longer one is cut at a word (unless that loses more than half) and ends
 * with '…' instead of the punctuation it was cut at.
 */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
