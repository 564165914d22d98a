import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { asksToRunOnNewJoint, newJointWorry, onReplacedJoint } from './joint-replacement.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('the rule-based reply to a session on a replaced joint', () => {
  const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('praises low-impact work on a new joint and asks for the surgeon before running, in each tone; an operation in a named month may be past', () => {
    for (const content of ['Hip replacement in March, walked 8 km today.', 'New hip in March, walked 8 km today.', 'New knee, 20 km ride.']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect(text).toMatch(/low-impact/i);
        expect(text).toMatch(/surgeon and physio have cleared/);
        expect(text).not.toMatch(/before the operation|let the training wait|Pre-operative/);
      }
    }
    // Still to come: moving before it is preparation.
    expect(reply('Knee replacement booked for March, cycling keeps it moving.')).toContain('before the operation');
  });

  it('leaves a run on a new hip, a return, a sore new knee and a knee support to their own answers', () => {
    expect(onReplacedJoint(e('Ran 12 km with my new hip, 18 months after the op. Amazing.'))).toBe(false);
    expect(reply('New hip is brilliant, first 10k since the op in 58 minutes.')).toContain('Welcome back.');
    expect(onReplacedJoint(e('New knee, 20 km ride, a bit sore after.'))).toBe(false);
    expect(onReplacedJoint(e('Got a new knee support, walked 5 km.'))).toBe(false);
  });

  it("answers running asked about on a new joint: the surgeon's call, asked about running itself; walk-run if yes (was 'let the training wait')", () => {
    for (const content of ["Had my knee replaced 6 months ago, surgeon says I'm fine. Can I start running again?", 'Hip replacement last year. Is it safe to do parkrun?']) {
      expect(asksToRunOnNewJoint(e(content))).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect(text).toMatch(/surgeon/);
        expect(text).toMatch(/walk-run|run-walk/);
        expect(text).not.toContain('let the training wait');
      }
    }
    // A sore new knee, a new knee support and a plain question about running are not this question.
    expect(asksToRunOnNewJoint(e('New knee 8 months ago, knee sore after walks, can I run?'))).toBe(false);
    expect(asksToRunOnNewJoint(e('Got a new knee support, can I run in it?'))).toBe(false);
    expect(asksToRunOnNewJoint(e('Can I run two days in a row at 60?'))).toBe(false);
  });

  it("sends a worry in a replaced joint to the surgeon's team (was the rule for mild pain in a joint of one's own); 'no pain' is no worry", () => {
    for (const content of ['New knee 8 months ago, knee sore after walks, can I run?', 'New hip swollen and hot since yesterday']) {
      expect(newJointWorry(e(content))).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect(text).toMatch(/surg/);
        expect(text).not.toMatch(/3 out of 10/);
      }
    }
    expect(newJointWorry(e('Knee replacement booked for March, knee sore on the stairs'))).toBe(false);
    // A bit sore after a session, and nothing more: the niggle's answer.
    expect(newJointWorry(e('New knee, 20 km ride, a bit sore after.'))).toBe(false);
    expect(reply('New knee, 20 km ride, a bit sore after.')).toContain('Thank you for mentioning the niggle');
    expect(newJointWorry(e('Hip replacement in March, walked 8 km today, no pain at all'))).toBe(false);
    expect(reply('Hip replacement in March, walked 8 km today, no pain at all')).toMatch(/low-impact/);
  });
});

