import { describe, expect, it } from '@jest/globals';
import { articleBlocksOf, type ArticleBlock } from './article-blocks.js';
import type { PageTemplate } from './page-template.js';

const template = (entry: unknown) => ({ serverEntry: async () => entry }) as unknown as PageTemplate;

describe('articleBlocksOf', () => {
  it("takes the blocks from the frontend's renderer (the article page's), so mail and page agree", async () => {
    const blocks: ArticleBlock[] = [{ kind: 'list', ordered: false, start: 1, items: [[{ kind: 'paragraph', text: 'One', spans: [{ text: 'One' }] }]] }];
    const seen: string[] = [];
    const entry = { articleBlocks: (markdown: string) => (seen.push(markdown), blocks) };
    expect(await articleBlocksOf(template(entry), '- One')).toBe(blocks);
    expect(seen).toEqual(['- One']);
  });

  it('without a frontend build, gives paragraphs and subheadings', async () => {
    expect(await articleBlocksOf(template(undefined), 'Opening **bold**.\n\n## Why hills\n\n\n\nBecause.')).toEqual([
      { kind: 'paragraph', text: 'Opening bold.', spans: [{ text: 'Opening bold.' }] },
      { kind: 'heading', text: 'Why hills' },
      { kind: 'paragraph', text: 'Because.', spans: [{ text: 'Because.' }] },
    ]);
  });
});
