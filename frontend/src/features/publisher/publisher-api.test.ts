import { describe, expect, it } from '@jest/globals';
import { THEMES, findTheme } from '../../lib/themes';
import { adsFor, articlesOfTheme, HOME_AD_PAGES, matchesTheme, THEME_AD_PAGES, themeGroupCounts, type PublicAd, type PublicArticle } from './publisher-api';
import { THEME_PAGES } from './theme-config';

const article = (id: number, editorial_theme: string | null, extra: Partial<PublicArticle> = {}): PublicArticle => ({ id, title: `A${id}`, editorial_theme, ...extra });
const theme = (slug: string) => findTheme(slug)!;

describe('theme filtering (spec 2 §5)', () => {
  it('matches the editorial theme text, case-insensitive, by substring', () => {
    expect(matchesTheme(article(1, 'Training & Performance'), theme('training'))).toBe(true);
    expect(matchesTheme(article(1, 'POWER meter work'), theme('training'))).toBe(true);
    expect(matchesTheme(article(1, 'Fueling'), theme('nutrition'))).toBe(true);
    expect(matchesTheme(article(1, 'Sports physiology'), theme('recovery'))).toBe(true);
    expect(matchesTheme(article(1, 'Psychology'), theme('mindset'))).toBe(true);
    expect(matchesTheme(article(1, 'Equipment'), theme('gear'))).toBe(true);
    expect(matchesTheme(article(1, 'Community'), theme('racing'))).toBe(true);
    expect(matchesTheme(article(1, 'Nutrition & Fueling'), theme('training'))).toBe(false);
    expect(matchesTheme(article(1, null), theme('training'))).toBe(false);
  });

  it('keeps the order of the list', () => {
    const list = [article(3, 'gear'), article(2, 'training'), article(1, 'Tech')];
    expect(articlesOfTheme(list, theme('gear')).map((a) => a.id)).toEqual([3, 1]);
  });

  it('leaves hero-type articles out of the home page grouping', () => {
    const counts = themeGroupCounts([article(1, 'training'), article(2, 'Training', { is_hero_article: true }), article(3, 'gear')], THEMES);
    expect(counts).toEqual({ training: 1, nutrition: 0, recovery: 0, mindset: 0, gear: 1, racing: 0 });
  });
});

describe('ads placement', () => {
  const ad = (id: number, format: PublicAd['format'], target_pages: string[], position: number | null, is_active = true): PublicAd => ({
    id, title: null, image_url: `/a${id}.webp`, link_url: null, format, target_pages, position, is_active,
  });
  const ads = [
    ad(1, 'square', ['home'], 2),
    ad(2, 'square', ['publisher'], 1),
    ad(3, 'square', ['all-pages'], 3),
    ad(4, 'square', ['journal'], 1),
    ad(5, 'square', ['home'], 1, false),
    ad(6, 'featured', ['home'], null),
  ];

  it('shows active ads aimed at the page or all pages, in the format, ordered by position', () => {
    expect(adsFor(ads, HOME_AD_PAGES, 'square', [1, 2, 3]).map((a) => a.id)).toEqual([2, 1, 3]);
    expect(adsFor(ads, THEME_AD_PAGES, 'square', [1, 2, 3]).map((a) => a.id)).toEqual([2, 3]);
    expect(adsFor(ads, HOME_AD_PAGES, 'featured').map((a) => a.id)).toEqual([6]);
    expect(adsFor(ads, THEME_AD_PAGES, 'featured')).toEqual([]);
  });
});

describe('theme page configuration', () => {
  it('has the spec texts for every theme', () => {
    expect(Object.keys(THEME_PAGES).sort()).toEqual(THEMES.map((t) => t.slug).sort());
    expect(THEME_PAGES.mindset.latestTitle).toBe('LATEST MINDSET');
    expect(THEME_PAGES.gear.latestTitle).toBe('LATEST GEAR REVIEWS');
    expect(THEME_PAGES.racing.latestTitle).toBe('LATEST RACING');
    expect(THEME_PAGES.mindset.moreTitle).toBe('MORE MINDSET INSIGHTS');
    expect(THEME_PAGES.gear.topics).toEqual(['Performance Tech', 'Safety Equipment', 'Analysis Tools', 'Accessories']);
    expect(THEME_PAGES.racing.topics).toEqual(['Race Strategy', 'Pacing & Tactics', 'Course Analysis', 'Community Stories']);
    expect(THEME_PAGES.mindset.topics).toEqual(['Goal Setting', 'Visualization', 'Confidence Building', 'Mental Resilience']);
    for (const config of Object.values(THEME_PAGES)) {
      expect(config.tips).toHaveLength(3);
      expect(config.emptyTitle).toBe(`No ${config.theme.label} Content Yet`);
      expect(config.loadingText).toBe(`Loading ${config.theme.slug} content...`);
    }
    expect([THEME_PAGES.mindset, THEME_PAGES.gear, THEME_PAGES.racing].map((c) => c.heroSaveFallbackTitle)).toEqual(['Mindset Mastery', 'Gear Excellence', 'Racing Excellence']);
    expect(THEME_PAGES.gear.imageRefreshErrorToast).toBe(false);
    expect(THEME_PAGES.recovery.editRows).toBe(12);
    expect(THEME_PAGES.training.editRows).toBe(15);
  });
});
