import type { ArticleBlock } from './markdown';

/**
 * The plain text of an article's block (a list's items and a quote's blocks one after another). A module of its own,
 * so a page that has its blocks (the article's, embedded by the server) reads their text without the markdown library.
 */
export function blockText(block: ArticleBlock): string {
  if (block.kind === 'list') return block.items.map((item) => item.map(blockText).join(' ')).join(' ');
  if (block.kind === 'quote') return block.blocks.map(blockText).join(' ');
  return block.text;
}
