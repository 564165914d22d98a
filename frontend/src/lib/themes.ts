import type { Schema } from './api-types';

/** An editorial theme's name as the API writes it (the editorial cycle's themes, from the OpenAPI document). */
export type ThemeTitle = Schema<'CycleWeekView'>['theme'];

/** The six editorial themes of the magazine, in the order the magazine shows them. */
export type ThemeSlug = 'training' | 'nutrition' | 'recovery' | 'mindset' | 'gear' | 'racing';

export interface Theme {
  slug: ThemeSlug;
  /** Short name used in navigation. */
  label: string;
  /** Default hero title of the theme page, and the theme's name in the API. */
  title: ThemeTitle;
  /** One line about what the theme covers. */
  description: string;
  /** Sidebar topics, where the editorial team has named them. */
  topics: readonly string[];
  /** Words that place an article in this theme (matched against editorial_theme, case-insensitive). */
  keywords: readonly string[];
}

export const THEMES: readonly Theme[] = [
  {
    slug: 'training',
    label: 'Training',
    title: 'Training & Performance',
    description: 'Sessions, structure and smart progression for swimming, cycling and running after 50.',
    topics: [],
    keywords: ['training', 'performance', 'power'],
  },
  {
    slug: 'nutrition',
    label: 'Nutrition',
    title: 'Nutrition & Fueling',
    description: 'Everyday eating, race-day fuelling and hydration for the older endurance athlete.',
    topics: [],
    keywords: ['nutrition', 'fueling', 'fuel'],
  },
  {
    slug: 'recovery',
    label: 'Recovery',
    title: 'Recovery & Health',
    description: 'Sleep, rest, mobility and long-term health, so you can keep training for years.',
    topics: [],
    keywords: ['recovery', 'health', 'physiology'],
  },
  {
    slug: 'mindset',
    label: 'Mindset',
    title: 'Mindset & Motivation',
    description: 'Goals, confidence and resilience: the mental side of performing after 50.',
    topics: ['Goal Setting', 'Visualization', 'Confidence Building', 'Mental Resilience'],
    keywords: ['mindset', 'motivation', 'mental', 'psychology'],
  },
  {
    slug: 'gear',
    label: 'Gear',
    title: 'Gear & Tech',
    description: 'Equipment, wearables and tools reviewed for what they do for athletes over 50.',
    topics: ['Performance Tech', 'Safety Equipment', 'Analysis Tools', 'Accessories'],
    keywords: ['gear', 'tech', 'equipment'],
  },
  {
    slug: 'racing',
    label: 'Racing',
    title: 'Racing & Strategy',
    description: 'Race plans, pacing and tactics, and stories from the start line.',
    topics: ['Race Strategy', 'Pacing & Tactics', 'Course Analysis', 'Community Stories'],
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
