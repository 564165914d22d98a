import type { Schema } from './api-types';

/** An editorial theme's name as the API writes it (the editorial cycle's themes, from the OpenAPI document). */
export type ThemeTitle = Schema<'CycleWeekView'>['theme'];

/** The six editorial themes of the magazine, in the order the magazine shows them. */
export type ThemeSlug = 'training' | 'nutrition' | 'recovery' | 'mindset' | 'gear' | 'racing';

/**
 * An editorial theme. What a theme covers, in a line, is `THEME_DESCRIPTIONS` (lib/theme-descriptions.ts), apart: the
 * header and footer of every public page carry this list, and only the theme pages, the home page's directory and the
 * staff and members' theme cards show the lines.
 */
export interface Theme {
  slug: ThemeSlug;
  /** Short name used in navigation. */
  label: string;
  /** Default hero title of the theme page, and the theme's name in the API. */
  title: ThemeTitle;
  /** Words that place an article in this theme (matched against editorial_theme, case-insensitive). */
  keywords: readonly string[];
}

export const THEMES: readonly Theme[] = [
  {
    slug: 'training',
    label: 'Training',
    title: 'Training & Performance',
    keywords: ['training', 'performance', 'power'],
  },
  {
    slug: 'nutrition',
    label: 'Nutrition',
    title: 'Nutrition & Fueling',
    keywords: ['nutrition', 'fueling', 'fuel'],
  },
  {
    slug: 'recovery',
    label: 'Recovery',
    title: 'Recovery & Health',
    keywords: ['recovery', 'health', 'physiology'],
  },
  {
    slug: 'mindset',
    label: 'Mindset',
    title: 'Mindset & Motivation',
    keywords: ['mindset', 'motivation', 'mental', 'psychology'],
  },
  {
    slug: 'gear',
    label: 'Gear',
    title: 'Gear & Tech',
    keywords: ['gear', 'tech', 'equipment'],
  },
  {
    slug: 'racing',
    label: 'Racing',
    title: 'Racing & Strategy',
    keywords: ['race', 'strategy', 'community'],
  },
];

export const THEME_SLUGS: readonly ThemeSlug[] = THEMES.map((theme) => theme.slug);

export function findTheme(slug: string | undefined): Theme | undefined {
  return THEMES.find((theme) => theme.slug === slug);
}

/** The theme an article belongs to, judged from its editorial theme or category text. */
export function themeForText(text: string | null | undefined): Theme | undefined {
  const lower = (text ?? '').toLowerCase();
  if (!lower) return undefined;
  return THEMES.find((theme) => theme.keywords.some((word) => lower.includes(word)));
}

/** Pages an editor can open in admin mode: the magazine home and the six theme pages. */
export const EDITABLE_PAGES = ['publisher', ...THEME_SLUGS] as const;
export type EditablePage = (typeof EDITABLE_PAGES)[number];
