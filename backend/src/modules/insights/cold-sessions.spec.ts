import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { coldSession } from './cold-sessions.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });
const cold = (content: string) => coldSession(e(content), entryFacts(e(content)));

describe('a session in the cold', () => {
  it('reads numb hands or feet in the cold, a cold session otherwise, and neither indoors, in water, or a cold caught', () => {
    for (const text of ['Freezing ride, 2 degrees, hands went numb after an hour', 'Minus 3 this morning, couldn\'t feel my toes by the end of the walk', 'Bitterly cold 10k, fingers white by the end', 'Ride at -2°C, feet were blocks of ice', 'Run at -5 degrees, hands numb']) {
      expect([text, cold(text)]).toEqual([text, 'numb']);
    }
    for (const text of ['Frosty 8 km run this morning, lovely', 'Cold morning ride with the club', 'Sub-zero 5k, glad I went', 'Walked 6 km, 1 degree and sunny', 'Parkrun at -4C']) {
      expect([text, cold(text)]).toEqual([text, 'cold']);
    }
    for (const text of ['Swim, pool was freezing', 'Freezing outside so 45 minutes on the turbo', 'Easy 5 km with a cold and a cough', 'Ran 5k with a frozen shoulder', 'Lovely 12 degrees, 10k steady', 'Ran 8 km, frozen peas on my knee after']) {
      expect([text, cold(text)]).toEqual([text, null]);
    }
  });

  it('answers numb hands with warm kit (the wind on a bike) and the GP for white-then-blue fingers, in each tone (was a steady session)', () => {
    const ride = reply('Freezing ride, 2 degrees, hands went numb after an hour');
    expect(ride).toContain('lobster mitts over thin liners, since the wind on a bike makes it colder still');
    expect(ride).toContain("it can be Raynaud's, which is common and treatable");
    expect(ride).not.toContain('A steady session like this');
    expect(reply("Minus 3 this morning, couldn't feel my toes by the end of the walk")).toContain('windproof gloves or mitts over thin liners, warm socks');
    expect(reply('Freezing ride, 2 degrees, hands went numb after an hour', 'direct')).toContain('tell your GP');
    expect(reply('Freezing ride, 2 degrees, hands went numb after an hour', 'analytical')).toContain("suggests Raynaud's phenomenon");
    // Numb hands on a ride that was not cold stay the bike's fit.
    expect(reply('Long ride 90 km, numb hands and sore neck')).toContain("bike's fit");
  });

  it('answers a cold session with the warm-up indoors, layers and the chest, after what the session itself asks', () => {
    const run = reply('Frosty 8 km run this morning, lovely');
    expect(run).toContain('Five minutes of warming up indoors');
    expect(run).toContain('if it ever brings tightness or pain in your chest, stop and have it checked');
    expect(run).not.toContain('on a bike the wind');
    expect(reply('Cold morning ride with the club', 'direct')).toContain('; on a bike the wind makes it colder than the thermometer says. Cold air raises blood pressure');
    // A hard session keeps its recovery advice; ice underfoot keeps its footing advice.
    expect(reply('Hard intervals on a freezing track')).toContain("You call it 'hard'");
    expect(reply('Freezing morning, icy paths, 5 km very slowly')).toContain('On ice and snow');
  });

  it('takes water under 12 degrees as open water, and a swim slow to rewarm to the afterdrop and hypothermia\'s signs (was a steady session)', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      // Shivering for a long time is said on its own too ('shivering for an hour after': its word boundary was a backspace).
      for (const text of ["Cold swim 6 degrees, 10 minutes, shivering for an hour after, couldn't get warm.", "Lake swim, cold, got out shaking and couldn't warm up for ages.", 'Sea swim at 8 degrees, 12 minutes, shivering for an hour after.']) {
        const answer = reply(text, tone);
        expect(answer).toMatch(/afterdrop/);
        expect(answer).toMatch(/hypothermia/);
        expect(answer).toMatch(/minute (?:for each|per) degree/);
        expect(answer).not.toMatch(/steady session/);
      }
    }
    expect(reply('Sea swim, 9 degrees, 15 min, lovely.')).toContain('Cold water asks a lot of the body');
    expect(reply('Sea swim, 9 degrees, 15 min, lovely.')).not.toContain('afterdrop');
    // A pool with the air's temperature is no cold water.
    expect(reply('Pool swim 40 lengths, 3 degrees outside.')).not.toMatch(/Cold water|afterdrop/);
  });

  it('reads hands too cold to brake and fingers painful as they thawed as numb in the cold, with braking advice on a bike; a knee is no thaw', () => {
    for (const content of ["Couldn't feel my fingers after the ride, took an hour to warm up, really painful as they thawed", 'Hands so cold on the ride I could barely brake on the descent']) {
      expect([content, cold(content)]).toEqual([content, 'numb']);
      const text = reply(content);
      expect([content, /Raynaud/.test(text), /too cold to brake/.test(text), /rest while it lasts/.test(text)]).toEqual([content, true, true, false]);
    }
    expect(reply('Freezing run, fingers numb, hot aches when I got in')).not.toMatch(/brake/);
    expect(reply('Knee painful when my legs warmed up, sharp on the stairs')).not.toMatch(/Raynaud/);
  });
});

describe('a dip in cold water, and a club time trial', () => {
  it("a cold water dip is a swim in cold water (was 'your 3-minute session … a steady session')", () => {
    for (const text of ['Cold water dip with the bluetits, 3 minutes, 7 degrees, buzzing after', 'Dip in the lake this morning, 11 degrees']) {
      expect(entryFacts(e(text)).sport).toBe('swim');
      expect(reply(text)).toContain('Cold water asks a lot of the body');
      expect(reply(text)).not.toContain('steady session');
    }
  });

  it("a club time trial is a ride (was 'your 10-mile session')", () => {
    expect(entryFacts(e('Club time trial 10 miles, 26:45, pb by 20 seconds')).sport).toBe('ride');
    expect(reply('Club time trial 10 miles, 26:45, pb by 20 seconds')).toContain('your 10-mile ride in 26:45');
    expect(entryFacts(e('Club 5k time trial, 24:30')).sport).toBe('run');
  });
});

describe("a sport's emoji", () => {
  it("names the sport as its word does (was 'your 60 km session')", () => {
    expect(entryFacts(e('🚴 60km with the club ☕ stop')).sport).toBe('ride');
    expect(entryFacts(e('🏃‍♂️ 8k easy')).sport).toBe('run');
    expect(entryFacts(e('🏊‍♀️ 40 lengths')).sport).toBe('swim');
    expect(reply('🚴 60km with the club ☕ stop')).toContain('your 60 km ride');
  });
});
