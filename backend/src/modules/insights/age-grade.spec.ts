import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { ageGrade } from './age-grade.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to an age grade', () => {
  it('names its class and says it is the fair measure across birthdays, in each tone (was a steady session)', () => {
    expect(ageGrade(e('Age-graded 72% at parkrun today, 26:40'))).toBe(72);
    expect(ageGrade(e('Parkrun 27:10, 64.3% age grading'))).toBe(64.3);
    expect(ageGrade(e('Parkrun 27:10, felt good'))).toBeNull();
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      expect(reply('Age-graded 72% at parkrun today, 26:40', tone)).toContain('72% is regional class');
      expect(reply('Parkrun 27:10, 64.3% age grading', tone)).toContain('64.3% is local class');
      expect(reply('Parkrun 31:40, age grade 55%', tone)).toContain('55% is a fair figure to build from');
      expect(reply('Age-graded 72% at parkrun today, 26:40', tone)).not.toContain('steady session');
    }
  });
});
