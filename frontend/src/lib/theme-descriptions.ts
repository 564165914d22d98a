import type { ThemeSlug } from './themes';

/** One line about what each theme covers (the theme page's description, the theme cards and directory). */
export const THEME_DESCRIPTIONS: Readonly<Record<ThemeSlug, string>> = {
  training: 'Sessions, structure and smart progression for swimming, cycling and running after 50.',
  nutrition: 'Everyday eating, race-day fuelling and hydration for the older endurance athlete.',
  recovery: 'Sleep, rest, mobility and long-term health, so you can keep training for years.',
  mindset: 'Goals, confidence and resilience: the mental side of performing after 50.',
  gear: 'Equipment, wearables and tools reviewed for what they do for athletes over 50.',
  racing: 'Race plans, pacing and tactics, and stories from the start line.',
};
