import { describe, expect, it } from '@jest/globals';
import { articleBlocks, inlineMarkdownToText, markdownToHtml, markdownToPlainText } from './markdown';

describe('markdown (markdown-it)', () => {
  it('renders markdown, escaping raw HTML and refusing unsafe links', () => {
    const html = markdownToHtml('# Title\n\nSome **bold** <script>alert(1)</script> [x](javascript:alert(1)) [ok](https://ok.test)');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<a href="https://ok.test" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('moves headings down by an offset', () => {
    expect(markdownToHtml('# A\n\n## B', 2)).toBe('<h3>A</h3>\n<h4>B</h4>\n');
  });

  it('gives plain text without marks', () => {
    expect(markdownToPlainText('## Why it *works*\n\n- one `two`\n- [three](https://x.test)\n\n> quoted')).toBe('Why it works\n\none two\n\nthree\n\nquoted');
  });

  it('splits an article into paragraphs and subheadings (docs/product.md#article-pages)', () => {
    const text = 'Short opener without stop\n\nA first paragraph. It has full stops.\n\n## Build the base\n\nMore text here.';
    expect(articleBlocks(text)).toEqual([
      { kind: 'paragraph', text: 'Short opener without stop', spans: [{ text: 'Short opener without stop' }] },
      { kind: 'paragraph', text: 'A first paragraph. It has full stops.', spans: [{ text: 'A first paragraph. It has full stops.' }] },
      { kind: 'heading', text: 'Build the base' },
      { kind: 'paragraph', text: 'More text here.', spans: [{ text: 'More text here.' }] },
    ]);
    expect(articleBlocks(`Intro.\n\n${'a'.repeat(100)}`)[1].kind).toBe('paragraph');
    expect(articleBlocks(null)).toEqual([]);
  });
});

describe('inline markdown as text', () => {
  it('drops marks from one line', () => {
    expect(inlineMarkdownToText('**Build** the _base_ with `intervals` and [hills](https://x.test)')).toBe('Build the base with intervals and hills');
    expect(inlineMarkdownToText(null)).toBe('');
  });
});
