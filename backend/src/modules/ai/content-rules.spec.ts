import { describe, expect, it } from '@jest/globals';
import { APPLE_NEWS_RULES, WEBSITE_RULES, checkRules, countWords, type ContentRules } from './content-rules.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const ok = { headlines: ['One headline', 'Another headline'], tags: ['running'] };

describe('countWords', () => {
  it('counts words as a reader does, not Markdown marks', () => {
    expect(countWords('## 1. Warm up\n\n- Jog *gently* for ten minutes.\n> Breathe.')).toBe(9);
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords("Don't over-train — rest!")).toBe(3);
    expect(countWords('Café, naïve, 5km')).toBe(3);
  });
});

describe('checkRules', () => {
  it('passes an Apple News+ article of 1200-1800 words with 2-3 headlines', () => {
    expect(checkRules({ article: words(1200), ...ok }, APPLE_NEWS_RULES)).toEqual([]);
    expect(checkRules({ article: words(1800), ...ok, headlines: ['a', 'b', 'c'] }, APPLE_NEWS_RULES)).toEqual([]);
  });

  it('names the word count and the range when the article is too short or too long', () => {
    expect(checkRules({ article: words(1199), ...ok }, APPLE_NEWS_RULES)).toEqual(['The long-form article has 1199 words; it must have 1200-1800 words.']);
    expect(checkRules({ article: words(1801), ...ok }, APPLE_NEWS_RULES)).toEqual(['The long-form article has 1801 words; it must have 1200-1800 words.']);
    expect(checkRules({ article: 'Just one', ...ok }, WEBSITE_RULES)[0]).toBe('The long-form article has 2 words; it must have 800-1200 words.');
  });

  it('applies each generator its own limits', () => {
    expect(checkRules({ article: words(1000), ...ok }, WEBSITE_RULES)).toEqual([]);
    expect(checkRules({ article: words(1000), ...ok }, APPLE_NEWS_RULES)).toHaveLength(1);
    const premium: ContentRules = { name: 'premium', articleWords: { min: 1500, max: 2500 }, headlines: { min: 1, max: 1 } };
    expect(checkRules({ article: words(2000), headlines: ['Only one'] }, premium)).toEqual([]);
  });

  it('checks headline counts, blanks and duplicates', () => {
    expect(checkRules({ article: words(1500), ...ok, headlines: ['Only one'] }, APPLE_NEWS_RULES)).toEqual([
      'There are 1 headline; there must be 2-3 headline variants.',
    ]);
    expect(checkRules({ article: words(1500), ...ok, headlines: ['a', 'b', 'c', 'd'] }, APPLE_NEWS_RULES)).toEqual([
      'There are 4 headlines; there must be 2-3 headline variants.',
    ]);
    expect(checkRules({ article: words(1500), ...ok, headlines: ['a', ' ', 'b'] }, APPLE_NEWS_RULES)).toEqual(['Every headline must have text; remove blank headlines.']);
    expect(checkRules({ article: words(1500), ...ok, headlines: ['Same', 'same '] }, APPLE_NEWS_RULES)).toEqual(['The headline variants must differ from each other.']);
  });

  it('limits the SEO description to 160 characters where the rules have one', () => {
    const subject = { article: words(1000), ...ok };
    expect(checkRules({ ...subject, seoDescription: 'x'.repeat(160) }, WEBSITE_RULES)).toEqual([]);
    expect(checkRules({ ...subject, seoDescription: 'x'.repeat(161) }, WEBSITE_RULES)).toEqual(['The SEO description has 161 characters; it must have at most 160.']);
    expect(checkRules({ ...subject, seoDescription: '  ' }, WEBSITE_RULES)).toEqual(['The SEO description is blank.']);
    expect(checkRules({ article: words(1500), ...ok, seoDescription: 'x'.repeat(300) }, APPLE_NEWS_RULES)).toEqual([]);
  });

  it('checks tags and required text', () => {
    expect(checkRules({ article: words(1500), ...ok, tags: [] }, APPLE_NEWS_RULES)).toEqual(['There are 0 tags; there must be 1-10.']);
    expect(checkRules({ article: words(1500), ...ok, requiredText: { 'TL;DR summary': ' ', 'Apple News deck': 'Fine' } }, APPLE_NEWS_RULES)).toEqual([
      'The TL;DR summary is blank; it must have text.',
    ]);
  });
});
