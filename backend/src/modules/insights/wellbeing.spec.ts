import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind } from './entry-kind.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-07T12:00:00Z');
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const e = (content: string) => ({ title: '', content });
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('what an entry says of the member beyond the training', () => {
  it('eating far too little to lose weight is answered, not praised as a steady session', () => {
    for (const content of ['Barely eating to get down to race weight, 1000 calories a day', 'Skipping breakfast and lunch to lose weight before the sportive, rode 60 km']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect(text).toMatch(/muscle|energy/);
        expect(text).toMatch(/dietitian/);
        expect(text).not.toContain('steady session');
      }
    }
    expect(reply('Lost 2 kg this month on 1800 calories a day, easy 8 km')).not.toContain('dietitian');
  });

  it('loneliness is heard; a lonely road is not loneliness', () => {
    expect(reply('Lonely since I retired, the club run is the only time I talk to anyone')).toContain('Thank you for telling me that');
    expect(reply('A lonely 20 km on the moors, lovely and quiet')).not.toContain('loneliness');
    // A loss told with it gets the loss's care.
    expect(reply('Lonely since my wife died, walked 5 km')).toContain('sorry for your loss');
  });

  it('bleeding from the bottom is a health entry for the GP this week, after 50 always', () => {
    for (const content of ['Bleeding from my bum after long rides', 'Blood on the toilet paper again, probably piles from the saddle', 'Blood in my poo, worried']) {
      expect(entryKind(e(content))).toBe('health');
      expect(reply(content)).toContain('after 50 it should always be checked');
      expect(reply(content)).toContain('GP appointment this week');
    }
  });

  it("bleeding after the menopause is the GP's this week (was 'ask a club coach' and a steady run)", () => {
    for (const content of ['Period came back after 2 years, is that normal at 54?', 'Some spotting since the menopause, ran 5 km', 'Post-menopausal bleeding, GP appointment Friday']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/GP (?:appointment|assessment), this week|GP appointment this week/)]);
    }
    expect(reply('Periods all over the place, perimenopause, tired runs')).not.toContain('after the menopause');
  });

  it('nerves before a club ride or run are common, and eased by the leader and the slowest group (was "rest while it lasts")', () => {
    for (const content of ["Anxious before every club ride, nearly didn't go", 'Nervous about my first group run tonight']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/slowest group/)]);
      expect(reply(content)).not.toMatch(/rest while it lasts|well done for going/);
    }
    expect(reply('Club run 10 km, nice group')).not.toContain('slowest group');
  });

  it('a fall on a blood thinner adds what to get checked today', () => {
    expect(reply('On warfarin, fell off the bike, bruised hip')).toMatch(/Falls are worth taking seriously.*Because you take a blood thinner, bleeding inside can be slow to show/s);
    expect(reply('Fell off the bike, bruised hip')).not.toContain('blood thinner');
    expect(reply('On apixaban, easy 5 km')).not.toContain('blood thinner');
  });
});

describe('leaking, and an operation of the pelvis behind the member', () => {
  it('leaking when running is the everyday care for it, asked about or not', () => {
    for (const content of ['Leaking a bit when I run, embarrassing, 5 km', 'Pelvic floor weak since menopause, can I still run?']) {
      expect(reply(content)).toContain('it is far more common than people say');
      expect(reply(content)).not.toMatch(/club coach|hard feeling/);
    }
    expect(reply('Goggles leaking all session, 2 km')).not.toContain('more common than people say');
  });

  it('a first session after a prostate operation is a return', () => {
    expect(reply('Prostate op 6 weeks ago, first walk of 3 km')).toContain('Welcome back');
  });
});

describe('a hospital visit, and an inhaler left behind', () => {
  it('a night in A&E is a health entry in a professional’s hands, not a steady session', () => {
    const text = reply('Ended up in A&E after the ride, they kept me overnight');
    expect(text).toContain('right that you are getting it checked');
    expect(text).not.toContain('steady session');
  });

  it('an inhaler forgotten is not thanked for', () => {
    const text = reply('Forgot my inhaler, wheezy on the hills');
    expect(text).not.toContain('Good that you had your inhaler with you');
    expect(text).toContain('keep a spare in your kit bag');
    expect(reply('Wheezy on the hills, two puffs of my inhaler and fine')).toContain('Good that you had your inhaler with you');
  });
});
