import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind } from './entry-kind.js';
import { entryFacts } from './entry-facts.js';
import { jointGaveWay, kneeTrouble } from './joint-gave-way.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to a knee, ankle or hip that gave way', () => {
  it("is a worry answered with rest, a physio this week and the same day's signs, in each tone (was a note, a steady walk or a DNF alone)", () => {
    for (const [text, joint] of [
      ['Knee gave way on the descent', 'knee'],
      ['DNF at the sportive, knee gone', 'knee'],
      ['Ankle went over on a tree root, 4 km walk home', 'ankle'],
      ['Hip gave out on the last climb, 30 km ride', 'hip'],
    ] as const) {
      expect(jointGaveWay(e(text))).toBe(joint);
      expect(entryKind(e(text), entryFacts(e(text)))).toBe('health');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const answer = reply(text, tone);
        expect(answer).toMatch(new RegExp(`An? ${joint} (?:that gives way|giving way)`));
        expect(answer).toMatch(/physio/);
        expect(answer).toContain('A&E');
      }
    }
  });

  it('leaves a joint that went well, and a pain or swelling in it that has gone, alone', () => {
    for (const text of ['Knee went fine on the hills today, 10 km', 'Pain in my knee gone, 5 km today', 'Swelling in my knee gone down, easy 3 km', 'Knee gone numb on the bike again', 'Ankle went well on the trails, 8 km']) {
      expect(jointGaveWay(e(text))).toBeNull();
      expect(reply(text)).not.toMatch(/gives way/);
    }
  });
});

describe('the rule-based reply to a knee swollen now', () => {
  it("is not run on, gets swelling's care and a physio or GP this week, the same day's signs (was 'rest while it lasts')", () => {
    for (const text of ['Knee swelled up like a balloon after the 10k', 'Twisted my knee on the trail, now swollen', 'Knee swollen after the long run', 'Twisted my knee last week, ran 5 km today, still swollen']) {
      expect([text, kneeTrouble(e(text))]).toEqual([text, 'swollen']);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        expect([text, tone, /15 minutes/.test(reply(text, tone)), /hot and red/.test(reply(text, tone))]).toEqual([text, tone, true, true]);
      }
    }
  });

  it('leaves swelling gone down or said not to be there a session', () => {
    for (const text of ['Knee swelling has gone down, easy 3 km walk', 'No knee swelling today, ran 5 km', 'Twisted my knee last week, swelling gone, easy 5 km']) {
      expect([text, kneeTrouble(e(text)), entryKind(e(text))]).toEqual([text, null, 'session']);
    }
  });
});
