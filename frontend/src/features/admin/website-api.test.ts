import { describe, expect, it } from '@jest/globals';
import { THEMES } from '../../lib/themes';
import { articlesOfTheme, searchWebsite, SUGGESTED_TOPICS, updateFailure, websiteCount, websiteStatusLabel, wordCount, type WebsiteArticle } from './website-api';

function article(id: number, title: string, theme: string | null, extra: Partial<WebsiteArticle> = {}): WebsiteArticle {
  return {
    id,
    title,
    subtitle: null,
    topic: null,
    slug: `a-${id}`,
    category: null,
    editorial_theme: theme,
    status: 'draft',
    publish_date: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    published_at: null,
    editorial_week: null,
    headlines: [],
    tldr_summary: '',
    seo_title: title,
    prompt_version: null,
    system_prompt: null,
    meta_description: null,
    featured_image: null,
    long_form_article: '',
    tags: [],
    is_hero_article: false,
    is_featured: false,
    theme,
    ...extra,
  };
}

describe('website tab rules', () => {
  it('labels published, draft and scheduled, and anything else as Pending', () => {
    expect(['published', 'draft', 'scheduled', 'archived', ''].map(websiteStatusLabel)).toEqual(['Published', 'Draft', 'Scheduled', 'Pending', 'Pending']);
  });

  it('counts words across any whitespace', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  one two\n\nthree\tfour ')).toBe(4);
  });

  it('groups by the server theme and searches title, subtitle, topic, category and tags with every word', () => {
    const items = [
      article(1, 'Hill repeats', 'Training & Performance', { tags: ['running'] }),
      article(2, 'Protein timing', 'Nutrition & Fueling', { subtitle: 'After hard sessions' }),
      article(3, 'Unmatched', null),
    ];
    expect(articlesOfTheme(items, THEMES[0]).map((i) => i.id)).toEqual([1]);
    expect(searchWebsite(items, 'HILL running').map((i) => i.id)).toEqual([1]);
    expect(searchWebsite(items, 'hard protein').map((i) => i.id)).toEqual([2]);
    expect(searchWebsite(items, '  ').length).toBe(3);
  });

  it('reads a theme count (0 when missing, undefined while loading) and has a suggested topic for every theme', () => {
    expect(websiteCount(undefined, THEMES[0])).toBeUndefined();
    expect(websiteCount({ counts: { 'Training & Performance': 2 } }, THEMES[0])).toBe(2);
    expect(websiteCount({ counts: {} }, THEMES[1])).toBe(0);
    for (const theme of THEMES) expect(SUGGESTED_TOPICS[theme.title]).toBeTruthy();
  });
});

describe('website update failures (spec 1 §8)', () => {
  it("say 'Failed to update article', with the server's reason for a refusal", () => {
    expect(updateFailure(new Error('409: {"success":false,"statusCode":409,"error":"This article is not scheduled."}'))).toBe(
      'Failed to update article. This article is not scheduled.',
    );
    expect(updateFailure(new Error('500: {"success":false,"statusCode":500,"error":"Something went wrong"}'))).toBe('Failed to update article');
    expect(updateFailure(new Error('Failed to fetch'))).toBe('Failed to update article');
  });
});
