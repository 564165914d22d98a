import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { emergencyIn } from './emergency-signs.js';
import { entryFacts } from './entry-facts.js';
import { entryKind } from './entry-kind.js';
import { inHeat } from './entry-mentions.js';
import { lumpIn } from './lumps.js';
import { periodTrouble } from './periods.js';
import { ruleReply } from './rule-reply.js';
import { bleedingAfterMenopause } from './wellbeing.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
const TONES = ['direct', 'encouraging', 'analytical'] as const;
const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to periods, bleeding after the menopause, swollen glands and a new lump', () => {
  it('answers period pain with what eases it and when it is the GP’s, skipped or run through (was "rest and look after yourself")', () => {
    for (const [content, moved] of [
      ['Period pain today so skipped the run', false],
      ['Bad period cramps, stayed in', false],
      ['Easy 5 km despite period cramps, felt better after', true],
    ] as const) {
      expect([content, periodTrouble(e(content))]).toEqual([content, 'pain']);
      for (const tone of TONES) {
        const said = reply(content, tone);
        expect([content, tone, said]).toEqual([content, tone, expect.stringMatching(/(?=[^]*(?:[Ww]armth|heat))(?=[^]*ibuprofen|NSAIDs)(?=[^]*GP)(?=[^]*(?:fibroids))/)]);
        expect([content, tone, /Skipping|missing a hard session|Taking it easy/.test(said)]).toEqual([content, tone, !moved]);
      }
    }
  });

  it('answers heavy periods with the iron test and the periods treated (was a hard session, exhausted)', () => {
    for (const content of ['Heavy periods lately and I feel exhausted on runs', 'My periods have been really heavy, breathless on the hills', 'Menorrhagia again this month']) {
      expect([content, periodTrouble(e(content))]).toEqual([content, 'heavy']);
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/(?=[^]*ferritin)(?=[^]*GP)(?=[^]*(?:clots))/)]);
    }
    for (const content of ['No period pain this month, 10 km easy', 'Long period of steady training, 40 km ride', 'Heavy legs on the run']) expect([content, periodTrouble(e(content))]).toEqual([content, null]);
  });

  it('sends bleeding after the menopause to the GP this week in more of the ways it is said (was a menopause note)', () => {
    for (const content of ['Some bleeding again, 3 years after my menopause', 'Periods stopped 4 years ago, now some spotting', 'Spotting since the menopause']) {
      expect([content, bleedingAfterMenopause(e(content))]).toEqual([content, true]);
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/GP (?:appointment )?this week|GP assessment, this week/)]);
    }
    expect(bleedingAfterMenopause(e('Nosebleed on the run, 2 years after my menopause'))).toBe(false);
  });

  it('answers swollen glands with rest while unwell and when they are the GP’s, and a new lump with the GP in a week or two', () => {
    for (const content of ['Swollen glands in my neck and feel run down', 'Glands are up and throat sore, rested today', 'Lymph nodes in my neck still swollen']) {
      expect([content, lumpIn(e(content))]).toEqual([content, 'glands']);
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/(?=[^]*two weeks)(?=[^]*night sweats)(?=[^]*GP)/)]);
    }
    for (const content of ['Found a lump in my armpit, probably nothing', 'Small lump in my neck, 5 km easy', 'Noticed a breast lump after the swim']) {
      expect([content, lumpIn(e(content))]).toEqual([content, 'lump']);
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/(?=[^]*(?:week or two|one to two weeks))(?=[^]*GP)/)]);
    }
    expect(lumpIn(e('Lump on my shin from the fall, 5 km walk'))).toBeNull();
  });
});

describe('the rule-based reply to a cold sweat with sickness, and the words around it', () => {
  it('sends a cold sweat with sickness, on an effort or at rest, to the GP or 111 now and 999 if it returns (was "before your next hard session")', () => {
    for (const content of ['Cold sweat and felt sick on the climb, had to stop', 'Cold sweat and felt sick at rest this morning', 'Went clammy and nauseous on the stairs at the station']) {
      expect([content, emergencyIn(content), entryKind(e(content))]).toEqual([content, 'coldSweat', 'health']);
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/(?=[^]*NHS 111 now)(?=[^]*999)(?=[^]*without chest pain)/)]);
    }
    // In the heat it is heat exhaustion's (now 'in the heat' is heat), with a bug or after a gel not the heart's.
    expect(emergencyIn('Felt sick and clammy in the heat on the long ride')).toBeNull();
    expect(reply('Felt sick and clammy in the heat on the long ride')).toContain('heat exhaustion');
    for (const content of ['Clammy and sick with a tummy bug', 'Cold sweat and felt sick after the second gel']) expect([content, emergencyIn(content)]).toEqual([content, null]);
  });

  it("reads 'in the heat' and 'a hot day' as heat, but congratulates a race finished in it first", () => {
    for (const content of ['10 km in the heat, slow', 'Hot day, 40 km ride', 'Ran in the heat of the day']) expect([content, inHeat(e(content))]).toEqual([content, true]);
    for (const content of ['Hot bath after the run', 'Hot water bottle on my back']) expect([content, inHeat(e(content))]).toEqual([content, false]);
    expect(reply('Ran the Great North Run in 2:14, hot day, walked a bit at 15k')).toContain('the Great North Run');
  });

  it("reads 'run down', 'ran out of time for the session' and 'running late' as no run", () => {
    expect(entryFacts(e('Swollen glands in my neck and feel run down')).sport).toBeNull();
    expect(entryFacts(e('Took the day off, feeling run down and achy all over')).sport).toBeNull();
    expect(entryKind(e('Ran out of time for the session, running late for work'))).toBe('rest');
    expect(reply('Ran out of time for the session, running late for work')).not.toMatch(/steady session/);
    expect(entryFacts(e('Ran down to the river and back, 6 km')).sport).toBe('run');
  });
});
