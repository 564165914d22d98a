import { describe, expect, it } from '@jest/globals';
import { heroTitle } from '../theme-config';
import { THEME_PAGES } from '../theme-pages/all';
import { heroImage } from '../theme-page';
import { QueryClient } from '@tanstack/react-query';
import { imageRefreshFailure, refreshMagazine, TEXTS } from './admin-mutations';
import { ARTICLES_KEY, HERO_KEY, MOST_READ_KEY, themeHeroKey } from '../publisher-api';
import { EDIT_FORMS, initialValues } from './article-edit-dialog';
import { heroSaveTitle } from './admin-kit-impl';
import { titleToSave } from './hero-title-editor';

describe('hero title (docs/product.md#admin-mode-on-magazine-pages)', () => {
  it('is saved trimmed, and only when it changed', () => {
    expect(titleToSave('  Faster at 60  ', 'Training & Performance')).toBe('Faster at 60');
    expect(titleToSave(' Training & Performance ', 'Training & Performance')).toBeNull();
    expect(titleToSave('   ', 'Training & Performance')).toBeNull();
  });

  it('shows the active custom title, else the default title', () => {
    expect(heroTitle(THEME_PAGES.gear, undefined)).toBe('Gear & Tech');
    expect(heroTitle(THEME_PAGES.gear, { custom_title: 'Kit that works', custom_image_url: null, is_active: true })).toBe('Kit that works');
    expect(heroTitle(THEME_PAGES.gear, { custom_title: 'Old', custom_image_url: null, is_active: false })).toBe('Gear & Tech');
  });

  it('saves a new image with the hero title, else the fallback title', () => {
    expect(heroSaveTitle(THEME_PAGES.mindset, undefined)).toBe('Mindset Mastery');
    expect(heroSaveTitle(THEME_PAGES.racing, { custom_title: 'Race smart', custom_image_url: null, is_active: true })).toBe('Race smart');
  });

  it('uses the saved image, else the lead article image, else the default image', () => {
    const hero = { custom_title: null, custom_image_url: 'https://img.test/h.jpg', is_active: true };
    expect(heroImage(hero, { id: 1, title: 'x', featured_image: 'https://img.test/a.jpg' })).toBe('https://img.test/h.jpg');
    expect(heroImage(undefined, { id: 1, title: 'x', featured_image: 'https://img.test/a.jpg' })).toBe('https://img.test/a.jpg');
    expect(heroImage(undefined, undefined)).toBe('/images/hero-default.svg');
  });
});

describe('image refresh failure toast (docs/product.md#admin-mode-on-magazine-pages)', () => {
  it('shows the server message, or the default text', () => {
    expect(imageRefreshFailure(new Error('503: {"success":false,"error":"Image search is not configured: set PEXELS_API_KEY"}'))).toEqual({
      title: 'Update Failed',
      description: 'Image search is not configured: set PEXELS_API_KEY',
    });
    expect(imageRefreshFailure(new Error('network down'))).toEqual({ title: 'Update Failed', description: TEXTS.imageFailure });
  });

  it('asks to sign in again when the message is about authentication or Admin', () => {
    const expected = { title: 'Authentication Required', description: 'Please refresh the page and log in again as admin to update images.' };
    expect(imageRefreshFailure(new Error('401: {"message":"Authentication required","statusCode":401}'))).toEqual(expected);
    expect(imageRefreshFailure(new Error('403: {"error":"Admin access only"}'))).toEqual(expected);
  });
});

describe('edit forms (docs/product.md#admin-mode-on-magazine-pages)', () => {
  it('have the fields of each theme', () => {
    expect(EDIT_FORMS[THEME_PAGES.mindset.editForm]).toEqual(['topic', 'long_form_article', 'meta_description', 'seo_title', 'category']);
    expect(EDIT_FORMS[THEME_PAGES.gear.editForm]).toEqual(['title', 'subtitle', 'long_form_article', 'meta_description', 'category', 'slug']);
    expect(EDIT_FORMS[THEME_PAGES.racing.editForm]).toEqual(EDIT_FORMS.review);
    expect(EDIT_FORMS[THEME_PAGES.training.editForm]).toEqual(['title', 'subtitle', 'meta_description', 'category', 'slug', 'long_form_article']);
  });

  it('start from the article, empty for missing fields', () => {
    expect(initialValues({ id: 1, title: 'T', subtitle: null, slug: 'tt' }, 'review')).toEqual({
      title: 'T', subtitle: '', long_form_article: '', meta_description: '', category: '', slug: 'tt',
    });
  });
});

describe('refreshMagazine (after an admin change on a magazine page)', () => {
  it('reads again every list of the home and theme pages, Most-Read Stories included', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const keys = [ARTICLES_KEY, HERO_KEY, MOST_READ_KEY, themeHeroKey('training'), ['/api/publisher/themes', 'training', 'pages', '1']];
    for (const key of keys) client.setQueryData(key, []);
    await refreshMagazine(client);
    // Most-Read's key was written by hand with another limit, so an edited title stayed old in its box.
    expect(keys.filter((key) => !client.getQueryState(key)?.isInvalidated)).toEqual([]);
    client.clear();
  });
});
