import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { everydayCareIn } from './everyday-care.js';
import { knownCondition } from './known-conditions.js';
import { missedSessions } from './missed-sessions.js';
import { entryFacts } from './entry-facts.js';
import { entryKind } from './entry-kind.js';
import { ruleReply } from './rule-reply.js';
import { yearTargetIn } from './year-target.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

/** An injection into a joint, a known condition back or flaring, a frozen shoulder, and sessions missed to life. */
describe('the rule-based reply to', () => {
  it('an injection into a joint or tendon: a few days off what loads it, a gradual build, the same day for infection (was a plain note)', () => {
    for (const text of ['Had a steroid injection in my knee this morning', 'Cortisone jab in my shoulder yesterday, can I swim?', 'Knee injection yesterday, told to rest 48 hours', 'Got an injection into my heel for the plantar fasciitis']) {
      expect([text, everydayCareIn(e(text))]).toEqual([text, 'injection']);
    }
    // A vaccination is no injection into a joint.
    for (const text of ['Flu jab today so rest day', 'Covid booster yesterday, easy 3 km walk']) expect([text, everydayCareIn(e(text))]).toEqual([text, 'jab']);
    const knee = reply('Had a steroid injection in my knee this morning');
    expect(knee).toContain('give the area a rest from the training that loads it for the next few days');
    expect(knee).toContain('call your GP or NHS 111 the same day');
    expect(knee).not.toContain('Notes like this');
    // What it asks is answered by it, not sent to a coach or GP unanswered.
    const swim = reply('Cortisone jab in my shoulder yesterday, can I swim?', 'direct');
    expect(swim).toContain('rest the area from the training that loads it');
    expect(swim).not.toContain('is the person to ask');
    expect(reply('Had a steroid injection in my knee this morning', 'analytical')).toContain('suggest infection');
  });

  it('a known overuse condition back or flaring: ease the load, keep the exercises, the physio again (was rest and the doctor)', () => {
    for (const text of ['Plantar fasciitis flaring again, 4 km easy', 'Tennis elbow flaring, skipped tennis', 'Achilles playing up again', 'Another flare-up of my shin splints']) {
      expect([text, knownCondition(e(text))]).toEqual([text, 'flare']);
    }
    expect(knownCondition(e('Plantar fasciitis much better, 5 km easy'))).toBeNull();
    const flare = reply('Plantar fasciitis flaring again, 4 km easy');
    expect(flare).toContain('A flare of something you have had before usually means the load crept up');
    expect(flare).not.toContain('rest while it lasts');
    // A jump in training named keeps too much, too soon; a warning sign keeps its own answer.
    expect(reply('Shin splints are back after upping my mileage')).toContain('too much, too soon');
    expect(reply('Achilles flaring again and my chest felt tight on the hill')).not.toContain('A flare of something');
    // Told with no worry's word, as a worry's.
    expect(reply('Achilles playing up again')).toContain('A flare of something you have had before');
  });

  it('a frozen shoulder: the running and riding it allows, movement within comfort, the GP for night pain', () => {
    const shoulder = reply('Ran 5k with a frozen shoulder');
    expect(shoulder).toContain('Running, walking and cycling are fine with a frozen shoulder as long as they are comfortable');
    expect(shoulder).toContain('If the pain keeps you awake, please see your GP');
    expect(reply('Ran 5k with a frozen shoulder', 'analytical')).toContain('adhesive capsulitis');
  });

  it('sessions missed to the rest of life: do not cram them in, pick up the plan, keep the key session (was a plain note)', () => {
    for (const text of ['Missed three sessions this week with work', 'No runs all week, too busy with the grandchildren', 'Had to skip two runs, family stuff', 'Hardly trained this week, work mad']) {
      expect([text, missedSessions(e(text))]).toEqual([text, true]);
    }
    for (const text of ['Skipped my run, too busy', 'Never missed a session this month']) expect([text, missedSessions(e(text))]).toEqual([text, false]);
    const missed = reply('Missed three sessions this week with work');
    expect(missed).toContain('Please do not try to squeeze them back in: pick the plan up where it is now');
    expect(missed).not.toContain('Notes like this');
    expect(reply('Missed three sessions this week with work', 'direct')).toContain('Do not try to fit them back in');
    for (const text of ['Had to skip two runs, family stuff', 'Hardly trained this week, work mad', 'Skipped both swims this week']) {
      expect([text, reply(text)]).toEqual([text, expect.stringContaining('pick the plan up where it is now')]);
    }
    // A session done beside them is that session's reply, and the missed ones are no sessions (was 'Several sessions').
    const done = reply('Missed two runs with work but got a steady 5k in today');
    expect(done).toContain('your 5 km run');
    expect(done).not.toMatch(/squeeze them back in|Several sessions/);
  });

  it('a bone broken: the fracture clinic first, what keeps legs and heart going, bone density after 50 (was a steady ride, or a fall to watch)', () => {
    for (const text of ['Broke my wrist falling off the bike last month, still in a cast', 'Fell off my bike and broke my wrist', 'Fractured ankle, 6 weeks in a boot']) {
      expect([text, knownCondition(e(text))]).toEqual([text, 'broken']);
      expect([text, reply(text)]).toEqual([text, expect.stringContaining('what the fracture clinic allows comes first')]);
    }
    expect(knownCondition(e('Stress fracture in my foot, 6 weeks in a boot'))).toBeNull();
    expect(reply('Broke my wrist, can I still run?', 'analytical')).toContain('bone density assessment');
    // Back after it is a return.
    for (const text of ['Back on the bike after a broken wrist, 20 km gentle', 'Back on the bike after 6 weeks with a broken wrist, 20 km gentle']) {
      expect([text, reply(text)]).toEqual([text, expect.stringContaining('Welcome back')]);
    }
    expect(reply('Back running after 6 weeks of training indoors, 10k steady')).not.toContain('Welcome back');
  });

  it('sleep before a race asked about, with or without its mark: the nights before count more', () => {
    for (const text of ["Can't sleep before race days, any tips", 'Never sleep the night before a marathon, how do I fix that?']) {
      expect([text, reply(text)]).toEqual([text, expect.stringContaining('almost everyone sleeps badly the night before a race')]);
    }
    expect(reply("Can't sleep before race days, any tips")).not.toContain("You mention 'race'");
  });

  it("a distance for the year: a target with its week's share, never a session of that distance (was a 1000 km long run)", () => {
    expect(yearTargetIn('New Year resolution: run 1000 km in 2027')).toEqual({ amount: 1000, unit: 'km' });
    expect(yearTargetIn('Aiming for 5,000 miles on the bike this year')).toEqual({ amount: 5000, unit: 'miles' });
    expect(yearTargetIn('Ran 10 km today')).toBeNull();
    expect(entryFacts(e('New Year resolution: run 1000 km in 2027'))).toMatchObject({ distance: null });
    const target = reply('New Year resolution: run 1000 km in 2027');
    expect(target).toContain('1,000 km is about 21 km a week over 48 weeks');
    expect(target).not.toMatch(/1000 km run|Long sessions/);
    expect(reply('Aiming for 5,000 miles on the bike this year', 'direct')).toContain('5,000 miles in a year is about 104 miles a week');
    // Named first, or in a pool's metres (was 'your 150,000 m swim', 'your 1000-mile run').
    expect(yearTargetIn('Target for 2027: swim 150,000 m')).toEqual({ amount: 150000, unit: 'm' });
    expect(yearTargetIn('My goal this year is 1000 miles of running')).toEqual({ amount: 1000, unit: 'miles' });
    expect(entryFacts(e('Target for 2027: swim 150,000 m'))).toMatchObject({ distance: null });
    expect(reply('Target for 2027: swim 150,000 m')).toContain('150,000 m is about 3,125 m a week over 48 weeks');
    expect(reply('My goal this year is 1000 miles of running')).toContain('1,000 miles is about 21 miles a week');
    expect(reply('My goal this year is 1000 miles of running')).not.toContain('1000-mile run');
    // A running total beside a session leaves the session's own distance.
    expect(entryFacts(e('Ran 10 km today, 850 km this year so far'))).toMatchObject({ sport: 'run', distance: '10 km' });
  });

  it("the physio's exercises done, told after what the physio gave: praised and kept to (was 'let the training wait')", () => {
    const done = reply('Physio gave me new exercises for my knee, did them twice');
    expect(done).toContain('Well done for doing the exercises');
    expect(done).not.toContain('let the training wait');
  });

  it('a running partner lost: the loss, with no session read into the partner or praise for it being hard (was "you call it hard")', () => {
    const lost = reply('Lost my running partner to cancer this year, hard to go out alone');
    expect(lost).toContain('I am so sorry for your loss');
    expect(lost).toContain('there is no session you owe');
    expect(lost).not.toMatch(/You call it 'hard'|about your run/);
    expect(reply('Our club mate died suddenly, ran his favourite route in his memory, 8 km')).toContain('A session like this, done for yourself or in their memory');
    // A partner beside a session is company, not the session.
    expect(entryFacts(e('Lost my running partner to cancer this year'))).toMatchObject({ sport: null });
    expect(entryFacts(e('Ran 8 km with my running buddy'))).toMatchObject({ sport: 'run', distance: '8 km' });
  });

  it('a knee locked is seen today; blood passed and vomiting that lasts are worries; sick at the finish is no worry', () => {
    for (const text of ["Knee locked and won't straighten", 'Knee keeps locking on the stairs']) {
      expect([text, reply(text)]).toEqual([text, expect.stringContaining('can have a torn piece of cartilage caught in it')]);
    }
    const blood = reply('Peeing blood and back pain');
    expect(blood).toContain('Blood in the urine');
    expect(blood).not.toContain('I am sorry your back is sore');
    // Was 'You mention race … note what made it possible'.
    expect(reply('Vomited twice after the race and still feel awful')).toContain('please see your doctor');
    const finish = reply('Threw up at the finish of the 5k, fine after');
    expect(finish).toMatch(/your 5 km run/i);
    expect(finish).not.toContain('doctor');
    // So is being sick after hard reps (was 'rest while it lasts'); after an ordinary run, feeling rough, is a worry.
    for (const text of ['Vomited after the 400 m reps', 'Threw up after the intervals, felt fine after']) expect([text, entryKind(e(text))]).toEqual([text, 'session']);
    expect(entryKind(e('Vomited after the run, feeling rough all day'))).toBe('health');
  });

  it('a part that cannot move or looks out of shape after a fall is an X-ray today; a racing heart at night a warning sign (were a fall to watch and a plain note)', () => {
    for (const text of ["Fell on the ice, wrist really painful and swollen, can't move it", 'Wrist swollen and bent after the fall, looks deformed']) {
      expect([text, everydayCareIn(e(text))]).toEqual([text, 'possibleBreak']);
      expect([text, reply(text)]).toEqual([text, expect.stringContaining('can mean a break, so please get it checked today')]);
    }
    expect(reply('Woke up with a racing heart at 3am', 'direct')).toContain('doctor before your next hard session');
  });
});
