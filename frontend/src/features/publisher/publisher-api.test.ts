import { describe, expect, it } from '@jest/globals';
import { THEMES } from '../../lib/themes';
import { adsFor, HOME_AD_PAGES, homeSections, THEME_AD_PAGES, themePageCounts, type PublicAd, type PublicArticle } from './publisher-api';
import { THEME_PAGES } from './theme-pages/all';


describe('theme counts', () => {
  it("maps the server's counts by theme title onto the theme pages (0 for a theme it does not name)", () => {
    expect(themePageCounts({ counts: { 'Training & Performance': 4, 'Gear & Tech': 1 }, total: 7 })).toEqual({
      training: 4, nutrition: 0, recovery: 0, mindset: 0, gear: 1, racing: 0,
    });
  });
});

describe('home sections', () => {
  const a = (id: number): PublicArticle => ({ id, title: `Article ${id}` });
  const ids = (list: PublicArticle[]) => list.map((article) => article.id);
  const sizes = { featured: 6, mostRead: 3, latest: 4 };

  it('shows each article once: the hero, then FEATURED, Most-Read and LATEST from what is left', () => {
    const newest = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(a);
    const sections = homeSections(newest, a(3), [a(3), a(4)], [a(4), a(1), a(7), a(8)], sizes);
    expect(sections.hero.id).toBe(3);
    expect(ids(sections.featured)).toEqual([4]);
    expect(ids(sections.mostRead)).toEqual([1, 7, 8]);
    expect(ids(sections.latest)).toEqual([2, 5, 6, 9]);
    const all = [sections.hero, ...sections.featured, ...sections.mostRead, ...sections.latest].map((article) => article.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('takes the newest article as the hero when none is chosen, and leaves Most-Read empty without views', () => {
    const sections = homeSections([a(1), a(2), a(3)], null, [], [], sizes);
    expect(sections.hero.id).toBe(1);
    expect(ids(sections.latest)).toEqual([2, 3]);
    expect(sections.mostRead).toEqual([]);
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
