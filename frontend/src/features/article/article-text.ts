/** Turning stored article text (markdown-ish) into readable blocks. */

export interface ArticleBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/** Removes markdown marks: headings, emphasis, code ticks, links (keeping their text), list bullets. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s*/gm, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^>\s?/gm, '')
    .trim();
}

/**
 * Paragraphs split on blank lines. A short paragraph (under 100 characters) without a full stop
 * that is not the first one reads as a subheading.
 */
export function articleBlocks(text: string | null | undefined): ArticleBlock[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => stripMarkdown(part))
    .filter((part) => part.length > 0)
    .map((part, index) => ({
      kind: index > 0 && part.length < 100 && !part.includes('.') ? 'heading' : 'paragraph',
      text: part,
    }));
}
