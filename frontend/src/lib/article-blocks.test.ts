import { describe, expect, it } from '@jest/globals';
import { articleBlocks, markdownBlocks, safeArticleHref, type ArticleBlock } from './markdown';
import { blockText } from './block-text';

const stripMarkdown = (text: string) => markdownBlocks(text).join(' ');
const paragraph = (text: string): ArticleBlock => ({ kind: 'paragraph', text, spans: [{ text }] });

describe('article text (docs/product.md#article-pages: paragraphs on blank lines, short unpunctuated lines are subheadings)', () => {
  it('strips marks, link targets and images with markdown-it', () => {
    expect(stripMarkdown('## **Bold** move with [a link](https://x.example) and `code` ![pic](a.png)')).toBe('Bold move with a link and code');
    expect(stripMarkdown('- one\n- two')).toBe('one two');
    expect(stripMarkdown('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('makes a short paragraph without a full stop a subheading, except the first', () => {
    expect(articleBlocks('Short opener\n\nA full paragraph. It has stops.\n\n## Why it works\n\n\n\nMore text.')).toEqual([
      paragraph('Short opener'),
      paragraph('A full paragraph. It has stops.'),
      { kind: 'heading', text: 'Why it works' },
      paragraph('More text.'),
    ]);
    expect(articleBlocks(`Intro.\n\n${'x'.repeat(100)}`)[1].kind).toBe('paragraph');
    expect(articleBlocks('')).toEqual([]);
  });

  it('keeps a markdown heading a heading, first or with a full stop', () => {
    expect(articleBlocks('# Start here\n\nText.\n\n## Step 1. Warm up\n\nMore.').map((block) => block.kind)).toEqual(['heading', 'paragraph', 'heading', 'paragraph']);
  });
});

describe('article blocks as the article page and the preview show them (lists, links, quotes)', () => {
  it('shows bullets as a list, not as a subheading of the items run together', () => {
    const blocks = articleBlocks('Strides build speed.\n\n- Four strides\n- Two drills\n- One easy jog');
    expect(blocks[1]).toEqual({ kind: 'list', ordered: false, start: 1, items: [[paragraph('Four strides')], [paragraph('Two drills')], [paragraph('One easy jog')]] });
    expect(blocks.some((block) => block.kind === 'heading')).toBe(false);
  });

  it('shows a numbered list with its first number', () => {
    const [intro, list] = articleBlocks('The plan.\n\n3. Warm up\n4. Hill repeats\n5. Cool down');
    expect(intro).toEqual(paragraph('The plan.'));
    expect(list).toMatchObject({ kind: 'list', ordered: true, start: 3 });
    expect(blockText(list)).toBe('Warm up Hill repeats Cool down');
  });

  it('keeps nested lists and loose items as blocks of the item', () => {
    const [list] = articleBlocks('- Week one\n  - Easy runs\n  - One long ride\n- Week two');
    expect(list.kind === 'list' && list.items[0]).toEqual([
      paragraph('Week one'),
      { kind: 'list', ordered: false, start: 1, items: [[paragraph('Easy runs')], [paragraph('One long ride')]] },
    ]);
  });

  it('keeps links with safe addresses (http, https, this site) and shows any other as its words', () => {
    const [block] = articleBlocks('Read [the race plan](https://example.com/plan), [our training page](/publisher/training) and [this](#top).');
    expect(block).toEqual({
      kind: 'paragraph',
      text: 'Read the race plan, our training page and this.',
      spans: [
        { text: 'Read ' },
        { text: 'the race plan', href: 'https://example.com/plan' },
        { text: ', ' },
        { text: 'our training page', href: '/publisher/training' },
        { text: ' and ' },
        { text: 'this', href: '#top' },
        { text: '.' },
      ],
    });
    for (const unsafe of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'mailto:coach@example.com', 'vbscript:x', '//evil.example/x']) {
      const [refused] = articleBlocks(`A [click here](${unsafe}) link.`);
      expect(refused.kind === 'paragraph' && refused.spans.every((span) => span.href === undefined)).toBe(true);
    }
  });

  it('does not make a short paragraph holding a link a subheading', () => {
    expect(articleBlocks('Intro.\n\n[Our race plans](/publisher/racing)')[1]).toMatchObject({ kind: 'paragraph', spans: [{ href: '/publisher/racing' }] });
  });

  it('shows a block quote, bold, italic and code; raw HTML stays text', () => {
    expect(articleBlocks('Intro.\n\n> Keep the easy days **easy**.\n> Really.')[1]).toEqual({
      kind: 'quote',
      blocks: [{ kind: 'paragraph', text: 'Keep the easy days easy. Really.', spans: [{ text: 'Keep the easy days ' }, { text: 'easy', strong: true }, { text: '. Really.' }] }],
    });
    expect(articleBlocks('A *calm* start with `zone 2` and <b>tags</b>.')[0]).toEqual({
      kind: 'paragraph',
      text: 'A calm start with zone 2 and <b>tags</b>.',
      spans: [{ text: 'A ' }, { text: 'calm', em: true }, { text: ' start with ' }, { text: 'zone 2', code: true }, { text: ' and <b>tags</b>.' }],
    });
  });
});

describe('safeArticleHref', () => {
  it('takes http(s) and addresses on this site, nothing else', () => {
    expect(safeArticleHref('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(safeArticleHref('HTTP://example.com')).toBe('HTTP://example.com');
    expect(safeArticleHref('/article/hill-repeats')).toBe('/article/hill-repeats');
    expect(safeArticleHref('hill-repeats?x=1:2')).toBe('hill-repeats?x=1:2');
    expect(safeArticleHref('#top')).toBe('#top');
    for (const unsafe of ['javascript:alert(1)', ' javascript:x', 'mailto:a@b.c', 'tel:123', 'data:image/png;base64,x', 'ftp://x', '//evil.example', 'https://a b', '', null, undefined]) {
      expect(safeArticleHref(unsafe)).toBeUndefined();
    }
  });
});
