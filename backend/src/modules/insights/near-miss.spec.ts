import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind } from './entry-kind.js';
import { nearMiss } from './near-miss.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to a near miss with traffic, a fall by other words and a bonk told alone', () => {
  it("answers a near miss with how to be seen, on a bike or on foot, in each tone (was a fall's answer, a note or a steady session)", () => {
    const riding = ['40 km ride, nearly hit by a car at the roundabout, shaken', 'Close pass from a lorry on the A road, scary', 'Van pulled out on me at the junction, braked just in time, 30 km', 'Nearly knocked off my bike by a bus'];
    for (const text of riding) {
      expect(nearMiss(e(text))).toBe(true);
      expect(entryKind(e(text))).not.toBe('health');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(text, tone)).toMatch(/centre of your lane|central lane position/);
      expect(reply(text)).not.toMatch(/Falls are worth|steady session/);
    }
    const onFoot = 'Nearly hit by a car crossing the road on my run, 6 km';
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(onFoot, tone)).toMatch(/face(?: the)? oncoming traffic/);
  });

  it('keeps a collision and a fall by other words a fall, and hitting the wall a bonk, not a near miss', () => {
    // A rider's fall at a standstill too (was a steady ride).
    for (const text of ['Hit by a car on the roundabout, bruised', 'Dog pulled me over on the lead, grazed knee', 'Tripped on a kerb and went flying, sore wrist', 'Ride 45 km, chain came off on the hill, fell sideways at a standstill', "Couldn't unclip at the lights and toppled over, bruised hip"]) {
      expect(nearMiss(e(text))).toBe(false);
      expect(entryKind(e(text))).toBe('health');
      // (A graze with it gets the wound's first aid with the fall's watch: everyday-care.ts.)
      expect(reply(text)).toContain(/grazed/.test(text) ? 'After a fall, keep an eye too on any pain or swelling' : 'Falls are worth taking seriously');
    }
    for (const text of ['Almost hit the wall at 30 km but got through', 'Forgot my gels, bonked at 30 km']) {
      expect(nearMiss(e(text))).toBe(false);
      expect(reply(text)).toContain('Bonking is the fuel running out');
    }
  });
});
