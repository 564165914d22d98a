/** Turning stored article markdown into readable blocks (spec 2 §2 Article page). */
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

export interface ArticleBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

const markdown = new MarkdownIt({ html: false, linkify: false });

function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : ''))
    .join('');
}

/** The plain text of some markdown (markdown-it parses it; marks, links' targets and images are dropped). */
export function stripMarkdown(text: string): string {
  return markdown
    .parse(text, {})
    .filter((token) => token.type === 'inline' || token.type === 'code_block' || token.type === 'fence')
    .map((token) => (token.type === 'inline' ? inlineText(token) : token.content))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Paragraphs split on blank lines, markdown stripped. A short paragraph (under 100 characters) without a full stop
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
