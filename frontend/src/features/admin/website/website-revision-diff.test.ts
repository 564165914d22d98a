import { describe, expect, it } from '@jest/globals';
import { compareRevision } from './website-revision-diff';

describe('comparing a revision with the current article', () => {
  it('lists only the fields that differ, word by word, in the editor order', () => {
    const diffs = compareRevision(
      { title: 'Hill repeats', subtitle: 'Same', long_form_article: 'Run six hills at an easy pace.' },
      { title: 'Hill repeats, done right', subtitle: 'Same', long_form_article: 'Run eight hills at an easy pace.' },
    );
    expect(diffs.map((d) => d.key)).toEqual(['title', 'long_form_article']);
    expect(diffs[0].parts).toEqual([
      { text: 'Hill repeats', change: 'same' },
      { text: ', done right', change: 'added' },
    ]);
    expect(diffs[1].parts.filter((p) => p.change !== 'same')).toEqual([
      { text: 'six', change: 'removed' },
      { text: 'eight', change: 'added' },
    ]);
  });

  it("never shows a stock photo's credit kept with a revision (restored with its picture, not an editor's text)", () => {
    const credit = { photographer: 'Jane Doe', photographer_url: 'https://www.pexels.com/@jane-doe', page_url: 'https://www.pexels.com', url: 'https://images.pexels.com/photos/1/a.jpeg' };
    expect(compareRevision({ title: 'Same', featured_image_credit: credit }, { title: 'Same', featured_image_credit: null })).toEqual([]);
  });

  it('shows the tags and the SEO title a restore would bring back (editor review: tags changed without a word)', () => {
    const diffs = compareRevision(
      { title: 'Same', seo_title: 'Hill repeats', tags: ['running', 'hills'] },
      { title: 'Same', seo_title: 'Hill repeats after 50', tags: ['running', 'hills', 'masters'] },
    );
    expect(diffs.map((d) => d.label)).toEqual(['SEO title', 'Tags']);
    expect(diffs[1].parts).toEqual([
      { text: 'running, hills', change: 'same' },
      { text: ', masters', change: 'added' },
    ]);
    expect(compareRevision({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toEqual([]);
  });

  it('treats missing and null values as empty text', () => {
    expect(compareRevision({ subtitle: null }, { subtitle: '' })).toEqual([]);
    expect(compareRevision({ subtitle: null }, { subtitle: 'New' })[0].parts).toEqual([{ text: 'New', change: 'added' }]);
  });
});
