import { describe, expect, it } from '@jest/globals';
import { parseTheme, themeOf } from './premium-themes.js';

describe('premium theme matching (editorial_theme, then topic, then keywords)', () => {
  it('uses a valid editorial_theme first, in any case', () => {
    expect(themeOf({ editorial_theme: 'gear & tech', topic: 'Marathon pacing' })).toBe('Gear & Tech');
  });
  it('falls back to a theme named in the topic, whole or by its first word', () => {
    expect(themeOf({ editorial_theme: 'Unknown', topic: 'A Recovery & Health reset' })).toBe('Recovery & Health');
    expect(themeOf({ editorial_theme: null, topic: 'Nutrition for long rides' })).toBe('Nutrition & Fueling');
  });
  it('then to the theme with the most keyword hits, and null when nothing matches', () => {
    expect(themeOf({ topic: 'Sleep, mobility and joint care' })).toBe('Recovery & Health');
    expect(themeOf({ topic: 'Taper and pacing for your first ironman' })).toBe('Racing & Strategy');
    expect(themeOf({ topic: 'Quiet reflections' })).toBeNull();
  });
  it('parses theme names from paths without regard to case', () => {
    expect(parseTheme('training & performance')).toBe('Training & Performance');
    expect(parseTheme('Cooking')).toBeUndefined();
  });
});
