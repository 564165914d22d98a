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

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
