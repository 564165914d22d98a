import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { vo2MaxDown, vo2MaxUp } from './entry-mentions.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe("the rule-based reply to a watch's VO2 max going down", () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it("calls one reading an estimate and the trend what counts, asked or beside a session (was 'rest while it lasts', 'structured work')", () => {
    for (const text of ['Strava says VO2 max dropped to 41, should I worry?', 'Garmin VO2max down from 45 to 43 this month', 'Easy 8 km run, VO2 max down again']) {
      expect(vo2MaxDown(e(text))).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const answer = reply(text, tone);
        expect(answer).toMatch(/estimate|modelled/);
        expect(answer).toMatch(/one per cent a year after 50|1% a year after 50/);
        expect(answer).not.toMatch(/rest while it lasts|structured work/);
      }
    }
    expect(reply('Easy 8 km run, VO2 max down again')).toContain('8 km run');
  });

  it('leaves a VO2 max going up, and intervals at VO2 max pace, to their own replies', () => {
    expect(vo2MaxDown(e('VO2 max up to 44 after the summer'))).toBe(false);
    expect(vo2MaxDown(e('VO2 max intervals, 5 x 3 min hard'))).toBe(false);
    expect(reply('VO2 max intervals, 5 x 3 min hard')).not.toContain('one per cent a year');
  });
});

describe("the rule-based reply to a watch's VO2 max going up", () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it("is good news told as a trend to watch, not a note about the days between sessions", () => {
    for (const text of ['VO2 max on Garmin went up to 46', 'VO2max now 47, up from 44', 'Garmin VO2 max has improved by 3 since the summer', 'Easy 8 km, VO2 max up to 46']) {
      expect(vo2MaxUp(e(text))).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const answer = reply(text, tone);
        expect(answer).toMatch(/good sign|lovely to see|meaningful/);
        expect(answer).toMatch(/estimate|modelled/);
        expect(answer).not.toMatch(/days between sessions|one per cent a year/);
      }
    }
    expect(reply('VO2 max on Garmin went up to 46', 'direct')).toContain('A rising VO2 max is a good sign.');
  });

  it('is not a VO2 max session, one said to fall, or a warning sign passed over', () => {
    expect(vo2MaxUp(e('VO2 max intervals up the hill, 5 x 3 min'))).toBe(false);
    expect(vo2MaxUp(e('VO2 max down to 41, was up last month'))).toBe(false);
    expect(reply('Garmin VO2 max has improved by 3 since the summer, chest pain on the hill though')).toContain('999');
    expect(reply('Garmin VO2 max has improved by 3 since the summer, chest pain on the hill though')).not.toContain('lovely to see');
  });
});
