import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { shortOnTheDay } from './out-of-water.js';
import { strongDay } from './strong-day.js';
import { stomachTrouble } from './stomach-trouble.js';
import { snowCleared } from './snow-clearing.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-06T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const TONES = ['direct', 'encouraging', 'analytical'] as const;
const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to a day out that ran short of water or lost its way', () => {
  it('answers drinking back and what to carry and tell someone, in each tone (was a steady session)', () => {
    const fells = 'Got lost on the fells in the mist and ran out of water, 3 hours out instead of 2';
    expect(shortOnTheDay(e(fells))).toBe('both');
    for (const tone of TONES) {
      expect(reply(fells, tone)).toMatch(/pale/);
      expect(reply(fells, tone)).toMatch(/compass/);
      expect(reply(fells, tone)).not.toMatch(/A steady session like this/);
    }
    expect(shortOnTheDay(e('Long ride, 110 km, bottles ran dry with 20 km to go'))).toBe('water');
    expect(reply('Long ride, 110 km, bottles ran dry with 20 km to go')).toMatch(/refill/);
    expect(shortOnTheDay(e('Took a wrong turn on the trail, 14 km instead of 10'))).toBe('way');
    expect(reply('Took a wrong turn on the trail, 14 km instead of 10')).toMatch(/glad you found your way back/);
    expect(reply('Took a wrong turn on the trail, 14 km instead of 10')).not.toMatch(/pale/);
  });

  it('leaves weight lost, a lost glove and a warning sign to their own answers', () => {
    expect(shortOnTheDay(e('Ran 10k, lost 2 kg this month'))).toBeNull();
    expect(shortOnTheDay(e('Ran 10k, lost my glove somewhere'))).toBeNull();
    expect(reply('Ran out of water on the 20 miler and felt dizzy at the end')).toMatch(/doctor/);
    expect(reply('Ran out of water on the 20 miler and felt dizzy at the end')).not.toMatch(/compass|route/);
  });
});

describe('the rule-based reply to a session felt strong in', () => {
  it('answers what to note to have the day again, and the hills’ worth when named, in each tone (was a steady session)', () => {
    expect(strongDay(e('Felt really strong on the hills today, 8 miles with 4 climbs'))).toBe('hills');
    expect(strongDay(e('Easy 10k, legs felt fresh and springy'))).toBe('day');
    for (const tone of TONES) {
      expect(reply('Felt really strong on the hills today, 8 miles with 4 climbs', tone)).toMatch(/strong/);
      expect(reply('Felt really strong on the hills today, 8 miles with 4 climbs', tone)).toMatch(/[Hh]ill/);
      expect(reply('Felt really strong on the hills today, 8 miles with 4 climbs', tone)).not.toMatch(/A steady session like this/);
      expect(reply('Easy 10k, legs felt fresh and springy', tone)).toMatch(/sleep/);
    }
  });

  it('takes no strength said to be missing, nor a strong wind', () => {
    expect(strongDay(e("8 miles, didn't feel strong at all on the hills"))).toBeNull();
    expect(strongDay(e('10k into a strong wind'))).toBeNull();
    expect(strongDay(e('Legs were not fresh today, 5k'))).toBeNull();
  });
});

describe('the rule-based reply to stomach trouble in a session', () => {
  it('sends severe pain to a doctor today, with 999 signs, in each tone (was rest and the doctor if it does not settle)', () => {
    const severe = 'Severe stomach pain after my long run today, doubled over for an hour';
    expect(stomachTrouble(e(severe))).toBe('severe');
    for (const tone of TONES) {
      expect(reply(severe, tone)).toMatch(/today|same-day/);
      expect(reply(severe, tone)).toMatch(/999/);
    }
  });

  it('answers ordinary stomach trouble with when and what to eat, and the GP when it keeps on (was a steady session)', () => {
    for (const text of ['Stomach cramps again on the 16 mile run', 'Had to dash for the loo at 8 miles, 12 mile run', 'Long ride 80 km, dodgy stomach all the way']) {
      expect(stomachTrouble(e(text))).toBe('ordinary');
      for (const tone of TONES) {
        expect(reply(text, tone)).toMatch(/fibre/);
        expect(reply(text, tone)).toMatch(/GP/);
      }
    }
    expect(stomachTrouble(e('20 miles, no stomach problems this time'))).toBeNull();
    // A gel's upset keeps its own answer.
    expect(reply('Felt sick after the gel at 15 km, 21 km run')).toMatch(/gel/);
  });
});

describe('the rule-based reply to snow cleared by hand, and to a sport not done for a time', () => {
  it('answers snow clearing as heavy work with the signs to stop for, and a stiff back beside it, in each tone (was a plain note)', () => {
    expect(snowCleared(e('Shovelled snow for an hour this morning, back a bit stiff, no run'))).toBe('back');
    expect(snowCleared(e('Cleared the drive of snow then a 3 mile walk'))).toBe('snow');
    expect(snowCleared(e('Snowy 5k, lovely and quiet'))).toBeNull();
    for (const tone of TONES) {
      expect(reply('Shovelled snow for an hour this morning, back a bit stiff, no run', tone)).toMatch(/999/);
      expect(reply('Shovelled snow for an hour this morning, back a bit stiff, no run', tone)).toMatch(/back stiffness|stiff back/);
    }
  });

  it("takes a sport not done since a time as not done ('Haven't run since the funeral, managed a slow walk' is a walk)", () => {
    expect(reply("Haven't run since the funeral, managed a slow walk today")).toMatch(/your walk/);
    expect(reply("Haven't run this well in years, 10k in 52 minutes")).toMatch(/10 km run/);
  });
});

describe('the rule-based reply to wheezing, gout, sciatica and a ten-miler', () => {
  it('thanks the inhaler only when the entry names it; wheezing with no asthma named is the GP’s to check', () => {
    expect(reply('Felt a bit wheezy on the cold morning run, 6 km')).not.toMatch(/inhaler with you/);
    expect(reply('Felt a bit wheezy on the cold morning run, 6 km')).toMatch(/GP: asthma brought on by exercise/);
    expect(reply('Asthma played up on the run, chest tight, two puffs of the inhaler and it eased')).toContain('Good that you had your inhaler with you');
  });

  it('answers gout and sciatica by name, in each tone (were rest while it lasts)', () => {
    for (const tone of TONES) {
      expect(reply("Gout flare in my big toe, can't run", tone)).toMatch(/GP/);
      expect(reply("Gout flare in my big toe, can't run", tone)).not.toMatch(/rest while it lasts/);
      expect(reply('Sciatica down my left leg after the long drive, walked 2 miles', tone)).toMatch(/A&E/);
    }
    // Still moving within it keeps that answer.
    expect(reply('Sciatica flaring, can only walk')).toMatch(/The walking is a good choice/);
  });

  it("reads a 'ten-miler' as a 10-mile session, and legs like lead as a flat day", () => {
    expect(reply('Boxing Day 10 miler with the club, legs like lead after Christmas')).toMatch(/10-mile session/);
    expect(reply('Boxing Day 10 miler with the club, legs like lead after Christmas')).not.toMatch(/A steady session like this/);
  });
});

describe("the rule-based reply to too little drunk, swimmer's ear and 'three nights running'", () => {
  it('answers a session on too little drink with the evening’s drinking and drinking from the start, and a headache’s doctor', () => {
    expect(shortOnTheDay(e('Headache all day after the long ride, drank hardly anything'))).toBe('drink');
    for (const tone of TONES) {
      expect(reply('Headache all day after the long ride, drank hardly anything', tone)).toMatch(/pale/);
      expect(reply('Headache all day after the long ride, drank hardly anything', tone)).toMatch(/headache/i);
      expect(reply('Headache all day after the long ride, drank hardly anything', tone)).not.toMatch(/Long sessions like this/);
    }
  });

  it("answers an ear sore after swimming as swimmer's ear: dry, drops, the GP (was 'rest while it lasts')", () => {
    for (const tone of TONES) expect(reply("Swam 1km, ear pain since, think I have swimmer's ear", tone)).toMatch(/pharmacist/);
  });

  it("reads 'three nights running' as one after another, not a run", () => {
    expect(reply('Bad cramp in my foot at night again, 3 nights running')).not.toMatch(/your run/);
  });
});

describe('the rule-based reply to nerves descending on the bike', () => {
  it("answers the skills that bring confidence, in each tone (was 'first time' as a milestone)", () => {
    for (const tone of TONES) {
      expect(reply('First time on the new road bike, 30 km, scared on the descents', tone)).toMatch(/[Bb]rake before the bend/);
      expect(reply('Descents were terrifying on the group ride, 50 km', tone)).toMatch(/[Bb]rake before the bend/);
    }
    // A run downhill is not a bike's descent, and a fall keeps the fall's answer.
    expect(reply('Trail run, 10 km, nervous on the descents')).not.toMatch(/drops/);
    expect(reply('Came off my bike on the descent, scared, grazed elbow, 30 km ride')).toMatch(/[Ff]all/);
  });
});
