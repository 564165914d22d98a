import { BadRequestException } from '@nestjs/common';
import { EDITORIAL_THEMES, type EditorialTheme } from '../content/index.js';

/**
 * Keywords of each theme for the last step of theme matching (docs/product.md#the-six-themes: "premium themes are matched to
 * articles by editorial_theme or topic, or a keyword fallback on the topic"; the lists are not in the spec). The lists,
 * counts and bulk deletes match in SQL with `premium_theme` (Migration20261214000000_premium_lists holds these words):
 * a change here needs a migration that replaces that function (test/api/premium-lists.test.ts checks both agree).
 */
export const THEME_KEYWORDS: Record<EditorialTheme, readonly string[]> = {
  'Training & Performance': ['training', 'performance', 'interval', 'threshold', 'strength', 'endurance', 'speed', 'workout', 'session', 'vo2', 'tempo', 'hill'],
  'Nutrition & Fueling': ['nutrition', 'fuel', 'fueling', 'fuelling', 'protein', 'carb', 'hydration', 'diet', 'eating', 'meal', 'supplement', 'electrolyte'],
  'Recovery & Health': ['recovery', 'health', 'sleep', 'injury', 'rest', 'mobility', 'stretch', 'bone', 'joint', 'heart', 'physio', 'massage'],
  'Mindset & Motivation': ['mindset', 'motivation', 'mental', 'confidence', 'focus', 'habit', 'goal', 'anxiety', 'resilience', 'mind', 'stress'],
  'Gear & Tech': ['gear', 'tech', 'bike', 'shoe', 'wetsuit', 'watch', 'power meter', 'equipment', 'kit', 'gadget', 'app', 'wearable'],
  'Racing & Strategy': ['race', 'racing', 'strategy', 'pacing', 'taper', 'transition', 'marathon', 'ironman', 'triathlon', 'event', 'competition', 'course'],
};

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

/** The word before '&' of a theme ("Training" for "Training & Performance"), which topics often use alone. */
const firstWord = (theme: string) => theme.split('&')[0].trim().toLowerCase();

/**
 * The theme an item belongs to: its editorial_theme when that is one of the six; else a theme named in
 * the topic (whole name, then its first word); else the theme with the most keyword hits in the topic
 * (ties go to the earlier theme); else null.
 */
export function themeOf(item: { editorial_theme?: string | null; topic: string }): EditorialTheme | null {
  const declared = EDITORIAL_THEMES.find((t) => lower(t) === lower(item.editorial_theme).trim());
  if (declared) return declared;
  const topic = lower(item.topic);
  const named = EDITORIAL_THEMES.find((t) => topic.includes(lower(t))) ?? EDITORIAL_THEMES.find((t) => new RegExp(`\\b${firstWord(t)}\\b`).test(topic));
  if (named) return named;
  let best: EditorialTheme | null = null;
  let bestHits = 0;
  for (const theme of EDITORIAL_THEMES) {
    const hits = THEME_KEYWORDS[theme].filter((k) => topic.includes(k)).length;
    if (hits > bestHits) {
      best = theme;
      bestHits = hits;
    }
  }
  return best;
}

/** A theme named in a path or body, matched without regard to case; undefined for anything else. */
export function parseTheme(value: string): EditorialTheme | undefined {
  return EDITORIAL_THEMES.find((t) => lower(t) === lower(value).trim());
}

export const unknownTheme = (value: string) => `Unknown editorial theme "${value}". Use one of: ${EDITORIAL_THEMES.join(', ')}.`;

/** The theme a request names (undefined when it names none), or 400 for a name that is none of the six. */
export function requireTheme(value: string | undefined): EditorialTheme | undefined {
  if (value === undefined) return undefined;
  const theme = parseTheme(value);
  if (!theme) throw new BadRequestException(unknownTheme(value));
  return theme;
}
