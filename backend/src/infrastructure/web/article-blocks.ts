import { markdownToText } from './markdown-text.js';
import type { PageTemplate } from './page-template.js';

/** A run of an article's text: plain, bold, italic or code, a link when `href` is set (http(s) or this site's only). */
export interface ArticleSpan {
  text: string;
  href?: string;
  strong?: true;
  em?: true;
  code?: true;
}

/**
 * One block of an article's body as readers see it, the JSON made by the frontend's own renderer
 * (frontend/src/lib/markdown.ts articleBlocks, through the server entry): the article page embeds them, the newsletter
 * mails them, so the page, the Website tab's preview and the mail show the same lists, links and quotes.
 */
export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; spans: ArticleSpan[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ArticleBlock[][] }
  | { kind: 'quote'; blocks: ArticleBlock[] };

/** What the frontend's server entry offers for article bodies. */
export interface ArticleBlocksEntry {
  articleBlocks(markdown: string): ArticleBlock[];
}

/**
 * The body's blocks from the frontend's renderer (the server entry of `template`). Without a frontend build (an
 * API-only run) the blocks are plain paragraphs split on blank lines, '#' lines as subheadings.
 */
export async function articleBlocksOf(template: PageTemplate, markdown: string): Promise<ArticleBlock[]> {
  const entry = await template.serverEntry<ArticleBlocksEntry>();
  if (entry) return entry.articleBlocks(markdown);
  return markdown
    .split(/\n\s*\n/)
    .map((part): ArticleBlock => {
      const text = markdownToText(part);
      return /^\s*#{1,6}\s/.test(part) ? { kind: 'heading', text } : { kind: 'paragraph', text, spans: [{ text }] };
    })
    .filter((block) => 'text' in block && block.text.length > 0);
}
