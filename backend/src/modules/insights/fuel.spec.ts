import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { entryKind } from './entry-kind.js';
import { diabetesSigns } from './diabetes-signs.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

/**
 * The rule-based reply to fuel (a fasted session run empty, plant-based eating, a low blood sugar reading, where a bonk
 * came) and to diabetes's signs.
 */
describe('the rule-based reply to fuel and to the signs of diabetes', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('tells a member who trained fasted and ran empty what to eat before, not to rest a tiredness', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const empty = reply('Fasted ride this morning, 60 km, felt empty for the last 10.', tone);
      expect(empty).toContain('60 km ride');
      expect(empty).toMatch(/fasted|Fasted/);
      expect(empty).toMatch(/protein/);
      expect(empty).not.toMatch(/tiredness|Flat days/);
    }
    expect(reply('Before breakfast, 10 km run, nothing in the tank after 7.')).toContain('toast or a banana');
    // Fasted and fine, or empty with no word of fasting: no fasted advice.
    expect(reply('Fasted run before breakfast, 8 km easy, felt great.')).not.toContain('fasted');
    expect(reply('Long ride, 90 km, bonked at the end.')).toContain('Bonking is the fuel running out');
  });

  it('answers a change to plant-based eating with enough food, protein at each meal and B12, as a note or beside a flat session', () => {
    for (const content of ['Gone vegan this month, 8 km run felt a bit flat.', 'Switched to a plant-based diet last month.']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect(text).toMatch(/Plant-based/);
        expect(text).toMatch(/B12/);
        expect(text).not.toMatch(/Flat days/);
      }
    }
    expect(reply('Vegetarian for years, 10 km steady.')).not.toMatch(/B12/);
  });

  it('takes a blood sugar reading under 4 as a low, and not a normal reading or a time', () => {
    expect(reply('Fasted ride, felt shaky, blood sugar was 3.6 on my monitor.')).toContain('Lows are worth planning for');
    expect(reply('Long walk, glucose 2.9 at the top, had jelly babies.')).toContain('Lows are worth planning for');
    expect(reply('Blood sugar 5.6 before the swim, 2 km steady.')).not.toContain('Lows');
    expect(reply('Took glucose at 2 hours, ride of 80 km.')).not.toContain('Lows');
    // In diabetic words (was a steady run).
    expect(reply('Sugars dropped on the 10k, had jelly babies and finished')).toContain('Lows are worth planning for');
  });

  it('reads where a session went wrong as a point in it, not its distance', () => {
    // A timed marathon is its 42.2 km, not the 32 km where it went wrong.
    expect(entryFacts(e('Ran the London marathon today in 4:30, hit the wall at 32 km.')).distance).toBe('42.2 km');
    expect(entryFacts(e('Sportive, bonked at 70 km but got round.')).distance).toBeNull();
    expect(entryFacts(e('Club run of 12 km, got dropped at 8 km.')).distance).toBe('12 km');
    expect(reply('Ran the London marathon today in 4:30, hit the wall at 32 km.')).not.toContain('32 km run');
    expect(reply('Punctured at 20 miles on a 50 mile ride, fixed it and rode on.')).toContain('50-mile ride');
  });

  it('names diabetes for two of its signs together, with a GP blood test this week and NHS 111 for the urgent ones', () => {
    for (const content of [
      'Always thirsty lately and peeing a lot at night, lost 4 kg without trying. Ran 5 km anyway.',
      'Thirsty all the time and up three times a night to pee. 10 km easy run.',
      "Can't stop drinking, and cuts on my legs taking ages to heal. Easy swim.",
    ]) {
      expect(diabetesSigns(content)).toBe(true);
      expect(entryKind(e(content))).toBe('health');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect(text).toMatch(/diabetes/);
        expect(text).toMatch(/GP/);
        expect(text).toContain('NHS 111');
      }
    }
    // One sign alone has many causes (the heat, a long session); no diabetes named.
    for (const content of ['Really thirsty on the long run in the heat, drank 2 litres.', 'Up twice a night to pee lately. Rode 40 km.', 'Thirsty after the sauna, 5 km easy.']) {
      expect(diabetesSigns(content)).toBe(false);
      expect(reply(content)).not.toMatch(/diabetes/);
    }
    // Peeing more often alone, common after 50: the GP, who can check the prostate, the bladder and the blood sugar.
    const night = reply('Up twice a night to pee lately. Rode 40 km.');
    expect(night).toContain('40 km ride');
    expect(night).toContain('mentioning to your GP: they can check the prostate (in men), the bladder and your blood sugar');
  });
});
