import { describe, expect, it } from '@jest/globals';
import { articleBlocks, markdownBlocks } from './markdown';

const stripMarkdown = (text: string) => markdownBlocks(text).join(' ');

describe('article text (spec 2: paragraphs on blank lines, markdown stripped, short unpunctuated lines are subheadings)', () => {
  it('strips marks, link targets and images with markdown-it', () => {
    expect(stripMarkdown('## **Bold** move with [a link](https://x.example) and `code` ![pic](a.png)')).toBe('Bold move with a link and code');
    expect(stripMarkdown('- one\n- two')).toBe('one two');
    expect(stripMarkdown('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('makes a short paragraph without a full stop a subheading, except the first', () => {
    expect(articleBlocks('Short opener\n\nA full paragraph. It has stops.\n\n## Why it works\n\n\n\nMore text.')).toEqual([
      { kind: 'paragraph', text: 'Short opener' },
      { kind: 'paragraph', text: 'A full paragraph. It has stops.' },
      { kind: 'heading', text: 'Why it works' },
      { kind: 'paragraph', text: 'More text.' },
    ]);
    expect(articleBlocks(`Intro.\n\n${'x'.repeat(100)}`)[1].kind).toBe('paragraph');
    expect(articleBlocks('')).toEqual([]);
  });
});
