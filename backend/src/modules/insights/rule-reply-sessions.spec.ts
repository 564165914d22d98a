import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { ruleReply } from './rule-reply.js';
import { entryKind } from './entry-kind.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });

/** The rule-based reply to sessions of particular kinds: the goal's sport, strength, several sports, a race to come, a return. */
describe('the rule-based reply to kinds of session', () => {
  const momentum = computeMomentum([day(0, 'Hill repeats'), day(2, 'Easy swim'), day(9, 'Long run')], 'Marathon in spring', now);

  it("says a session of the goal's sport trains for it, though the entry does not name it, and asks for the goal to be named", () => {
    const goal = 'Ride the Dragon Ride';
    const entry = { title: '', content: 'Easy spin on the turbo, 45 minutes, legs felt fresh.' };
    const month = computeMomentum([day(0, entry.content), ...Array.from({ length: 9 }, (_, n) => day(n + 1, 'Easy swim'))], goal, now);
    for (const tone of ['direct', 'encouraging'] as const) {
      const text = ruleReply({ entry, goal, momentum: month, tone, recommendations: [] });
      expect(text).toMatch(/Your ride (trains|is training) for your goal, "Ride the Dragon Ride", (though|even though) this entry does not name it/);
      expect(text).not.toContain('does not mention your goal');
      expect(text).toContain('name your goal in each entry this week');
      expect(text).not.toMatch(/aimed squarely at your goal|give one session this week to your goal/);
    }
    expect(ruleReply({ entry, goal, momentum: month, tone: 'analytical', recommendations: [] })).toContain('Same sport as your goal ("Ride the Dragon Ride"), but no goal words in this entry.');
    // Another sport is still off the goal.
    const swim = { title: '', content: 'Easy swim, 30 minutes.' };
    expect(ruleReply({ entry: swim, goal, momentum: month, tone: 'direct', recommendations: [] })).toContain('This entry does not mention your goal');
  });

  it('answers a strength session as strength work, and sets as no intervals', () => {
    const gym = { title: '', content: 'Gym: 3 x 10 squats, 3 x 8 deadlifts, planks.' };
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: gym, goal: null, momentum, tone, recommendations: [] });
      expect(text).toMatch(/Strength (work|session)/);
      expect(text).not.toMatch(/[Ss]tructured|intervals, repeats or tempo|steady session/);
    }
    const yoga = ruleReply({ entry: { title: '', content: 'Yoga class, 60 minutes, hips feel looser.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(yoga).toContain('Mobility work like this');
  });

  it('answers a brick as the sports it joins, with the easy day of the last, and asks for nothing harder next', () => {
    const brick = { title: 'Brick session', content: '40 km ride then 5 km run off the bike, legs like jelly.' };
    const goal = 'Finish my first Olympic triathlon';
    const calm = computeMomentum([day(0, brick.content), ...Array.from({ length: 9 }, (_, n) => day(n + 1, 'Easy swim for the Olympic triathlon'))], goal, now);
    const text = ruleReply({ entry: brick, goal, momentum: calm, tone: 'encouraging', recommendations: [] });
    expect(text).toMatch(/[Yy]our ride and run session\b/);
    expect(text).toContain('Putting ride and run together in one session trains the change between them');
    expect(text).toContain('an easy jog or a walk');
    expect(text).not.toMatch(/steady session|include one harder session|a little faster or hillier/);
  });

  it('answers a race still to come with the last preparations, no milestone and no training task, and asks how it went', () => {
    const eve = { title: '', content: 'Race day tomorrow, feeling nervous. Kit laid out.' };
    const goal = 'Finish my first sprint triathlon';
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: eve, goal, momentum, tone, recommendations: [] });
      expect(text).toMatch(/work is done|training is done|Pre-race note/);
      expect(text).not.toMatch(/what made it possible|record the conditions|aimed squarely|give one session|harder session|faster or hillier/);
      expect(text).toContain('write how the race went soon after');
    }
  });

  it("welcomes a member back when the physio has cleared them, instead of telling them to wait for the doctor's advice", () => {
    const cleared = { title: '', content: 'Physio says the achilles is healing, cleared to run 20 mins easy.' };
    const text = ruleReply({ entry: cleared, goal: 'Run the London marathon', momentum, tone: 'encouraging', recommendations: [] });
    expect(text).toContain('Welcome back.');
    expect(text).not.toMatch(/doctor's advice|let the training wait/);
  });

  it('calls golf then a swim a session of both, not a brick', () => {
    const text = ruleReply({ entry: { title: '', content: 'Golf and then a swim, lovely Saturday.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(text).toContain('your golf and swim session');
    expect(text).not.toContain('trains the change between them');
  });

  it('hears the words that call a session hard beyond the momentum keywords, and a ride in its km/h', () => {
    const spin = ruleReply({ entry: { title: '', content: 'Spin class at the gym, 45 minutes, instructor was brutal.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(spin).toContain("You call it 'brutal'. Make the next day an easy spin");
    const hilly = ruleReply({ entry: { title: '', content: 'Hilly 60 km with the club, average 22 km/h, 900 m climbing.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(hilly).toContain('your 60 km ride');
  });

  it('welcomes a member back after an operation, and takes one to come to the surgeon, moving meanwhile as preparation', () => {
    const back = ruleReply({ entry: { title: '', content: 'First swim since my shoulder op, 400 m breaststroke, very slow but pain-free.' }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(back).toContain('Welcome back.');
    const before = ruleReply({ entry: { title: '', content: 'Shoulder surgery next month, so walking only for now.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(before).toContain('Keeping it moving before the operation is good preparation');
    expect(before).toContain('Ask your surgeon what to keep doing');
    expect(before).not.toContain('if it does not settle');
    const replacement = ruleReply({ entry: { title: '', content: 'Knee replacement booked for March. Cycling keeps it moving.' }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(replacement).toContain('go in stronger');
    expect(replacement).not.toMatch(/rest while it lasts|let the training wait/);
    // Nothing done meanwhile: the doctor's advice first.
    const waiting = ruleReply({ entry: { title: '', content: 'Eye op next week so no swimming for a fortnight.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(waiting).toContain("Your eye team's dates come first");
  });

  it("cares for a member whose family is ill without taking it for their own health, and sets no training task", () => {
    for (const content of ['Mum in hospital, so no training this week.', "Worried about my dad, he's having tests. Skipped the club run."]) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = ruleReply({ entry: { title: '', content }, goal: 'Marathon in spring', momentum, tone, recommendations: [] });
        expect([content, text]).toEqual([content, expect.stringMatching(/Looking after someone|Caring load noted/)]);
        expect(text).not.toMatch(/your doctor|harder session|aimed squarely|give one session|Rest days are part/);
      }
    }
    // The member's own knee, beside their son, is theirs.
    expect(ruleReply({ entry: { title: '', content: 'Ran with my son and my knee hurts.' }, goal: null, momentum, tone: 'direct', recommendations: [] })).toContain('see your doctor');
  });

  it("answers a week of Couch to 5K as a beginner's programme, not as harder work or a 5k done", () => {
    const text = ruleReply({ entry: { title: '', content: 'Week 3 of Couch to 5K done, 3 x 3 min runs.' }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).toContain('Another week of the programme done.');
    expect(text).not.toMatch(/structured work|'5k done'|5 km run/);
  });

  it('reads a resting heart rate gone down as fitness and gone up as a sign to ease off', () => {
    const down = ruleReply({ entry: { title: '', content: 'Resting HR down to 52 this morning, HRV up.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(down).toContain('A lower resting heart rate is one of the clearest signs the training is working.');
    // Ten easy days: the step would otherwise ask for a harder session.
    const calm = computeMomentum(Array.from({ length: 10 }, (_, n) => day(n, 'Easy swim')), null, now);
    const steady = ruleReply({ entry: { title: '', content: 'Easy 5 km jog by the river.' }, goal: null, momentum: calm, tone: 'encouraging', recommendations: [] });
    expect(steady).toMatch(/harder session|faster or hillier/);
    const up = ruleReply({ entry: { title: '', content: 'Resting heart rate up 7 beats this morning, legs heavy.' }, goal: null, momentum: calm, tone: 'encouraging', recommendations: [] });
    expect(up).toContain('A resting heart rate above your usual is worth listening to');
    expect(up).not.toMatch(/Notes like this|harder session|faster or hillier/);
  });

  it('speaks to menopause symptoms, and to a session after a poor night', () => {
    const low = ruleReply({ entry: { title: '', content: 'Menopause fatigue is real this week, skipped the club run.' }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(low).toContain('Menopause can change sleep, energy and recovery');
    expect(low).not.toContain('Rest days are part of training');
    const tired = ruleReply({ entry: { title: '', content: 'Slept badly again. Easy swim, 30 minutes.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(tired).toContain('After a poor night, an easy session is the right choice');
    expect(tired).not.toContain('A steady session');
    // Tired legs at the end of a ride are no poor night.
    expect(ruleReply({ entry: { title: '', content: 'Long ride, tired legs at the end.' }, goal: null, momentum, tone: 'direct', recommendations: [] })).not.toContain('After a poor night');
  });

  it("names the professional the entry names in the health advice: the physio's, the GP's, else the doctor's", () => {
    const reply = (content: string) => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(reply('Physio says the hamstring is still tight, no running yet.')).toContain("follow your physio's advice");
    expect(reply('GP appointment on Friday about the dizziness.')).toContain("follow your GP's advice");
    expect(reply('Hospital appointment for my knee next week.')).toContain("follow your doctor's advice");
  });

  it('speaks of several sessions in one entry in the plural, as regular training, not a steady session or a brick', () => {
    const goal = 'Finish a sprint triathlon';
    const entry = { title: '', content: 'Swam twice and rode three times this week.' };
    const text = (tone: 'direct' | 'encouraging' | 'analytical') => ruleReply({ entry, goal, momentum, tone, recommendations: [] });
    expect(text('encouraging')).toContain('your swims and rides');
    expect(text('encouraging')).toContain('Your swims and rides are training for your goal, "Finish a sprint triathlon"');
    expect(text('direct')).toContain('Your swims and rides train for your goal');
    expect(text('direct')).toContain('Several sessions: regular training like this is what builds fitness.');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      expect(text(tone)).not.toMatch(/steady session|in one session|your swim and ride session|is logged|trains for/);
    }
  });

  it('answers sessions on two days as both, with the heavy legs they left', () => {
    const entry = { title: '', content: 'Saturday 60 km ride with the club, Sunday 15 km run, legs heavy today.' };
    const text = ruleReply({ entry, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(text).toContain('your ride and run.');
    expect(text).toContain('Heavy, flat legs usually mean you are tired');
    expect(text).not.toMatch(/your 60 km ride|your 15 km run/);
    const weekend = ruleReply({ entry: { title: '', content: 'Saturday 60 km ride, Sunday 15 km run.' }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(weekend).toMatch(/[Yy]our ride and run/);
    expect(weekend).toContain('Several sessions in one go');
  });

  it("answers a session kept under a doctor's heart-rate ceiling with the ceiling first, and asks for nothing harder", () => {
    const entry = { title: '', content: 'Cardiologist says keep my heart rate under 130 for now, so an easy 30 min ride keeping it below that.' };
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry, goal: 'Ride the Fred Whitton', momentum, tone, recommendations: [] });
      expect(text).toMatch(/your 30-minute ride/i);
      expect(text).toMatch(/cardiologist's limit of 130 bpm|ceiling: 130 bpm/);
      expect(text).toMatch(/hills|climbs/);
      expect(text).not.toMatch(/steady session|harder session|faster or hillier|heart rate 130 bpm/);
    }
    // Warning signs come first: a doctor's check, and the emergency number.
    const dizzy = { title: '', content: 'Cardiac rehab class, told not to go above 120 bpm, felt dizzy at the end.' };
    const text = ruleReply({ entry: dizzy, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(text).toContain('call 999');
    expect(text).not.toContain('limit of 120 bpm');
  });

  it("answers a professional's advice to exercise as training with their blessing, and a walk weeks after an operation as a return", () => {
    const bone = { title: '', content: 'Bone density scan results: osteopenia. GP wants more weight-bearing exercise.' };
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: bone, goal: 'Stay strong at 60', momentum, tone, recommendations: [] });
      expect(text).toMatch(/your GP (wants you exercising|recommends exercise)|Your GP's advice is more exercise/);
      expect(text).toMatch(/strength training twice/);
      expect(text).not.toMatch(/let (the )?training wait|rest while it lasts/);
    }
    // Still sore, or a warning sign: care first.
    const sore = ruleReply({ entry: { title: '', content: 'Knee op 3 weeks ago, still sore and swollen.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(sore).toContain("follow your doctor's advice");
    const hip = { title: '', content: 'Hip replacement 10 weeks ago. Walked 3 miles today with the poles, no stick!' };
    expect(entryKind(hip)).toBe('session');
    const text = ruleReply({ entry: hip, goal: 'Walk the Coast to Coast in September', momentum, tone: 'encouraging', recommendations: [] });
    expect(text).toContain('your 3-mile walk');
    expect(text).toContain('Welcome back.');
    expect(text).not.toMatch(/rest while it lasts|harder session/);
  });

  it('answers a swim in cold open water with getting out before the shivering, and cramp with fuel and distance', () => {
    const lake = { title: '', content: 'Swam 2km in the lake this morning, water 12 degrees, wetsuit on. Hands numb by the end.' };
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: lake, goal: 'Swim the Windermere one-way', momentum, tone, recommendations: [] });
      expect(text).toMatch(/shiver/);
      expect(text).toMatch(/never swim cold water alone|swim with someone|swim with a companion/);
      expect(text).not.toMatch(/steady session/);
    }
    // A session measured but named by no sport is of the goal's one sport of distance; not when the goal names several.
    expect(ruleReply({ entry: { title: '', content: 'Easy 8 km, legs fine' }, goal: 'Run the Manchester Marathon', momentum, tone: 'direct', recommendations: [] })).toContain('your 8 km run');
    expect(ruleReply({ entry: { title: '', content: 'Easy 8 km, legs fine' }, goal: 'Finish an Olympic triathlon', momentum, tone: 'direct', recommendations: [] })).toContain('your 8 km session');
    // Breathing gone at the start of a cold swim is cold shock, which settles: get in slowly and breathe out long.
    const gasping = { title: '', content: 'Open water swim at the lake, 1.5k, water 14 degrees. Breathing was all over the place for the first 200m.' };
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: gasping, goal: null, momentum, tone, recommendations: [] });
      expect(text).toMatch(/cold shock|cold-shock/);
      expect(text).not.toMatch(/\bnumb\b/i);
    }
    const warm = ruleReply({ entry: { title: '', content: 'Lido swim, 25 degrees, lovely.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(warm).not.toMatch(/shiver/);
    const ride = ruleReply({ entry: { title: '', content: 'Rode 100 km with the club, cramped at 80 km.' }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(ride).toContain('your 100 km ride');
    expect(ride).toContain('eat and drink from the start');
  });

  it("answers the physio's exercises done as treatment carried out, a watch's recovery time as no session, and 'fastest this year' as a milestone", () => {
    const rehab = { title: '', content: 'Physio exercises done, 3 sets of calf raises and clams.' };
    expect(entryKind(rehab)).toBe('session');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: rehab, goal: null, momentum, tone, recommendations: [] });
      expect(text).toMatch(/prescribed/);
      expect(text).not.toMatch(/let (the )?training wait|[Ss]tructured|steady session/);
    }
    // Still hurting: a worry.
    expect(entryKind({ title: '', content: 'Did my physio exercises but the knee still hurts.' })).toBe('health');
    const watch = { title: '', content: 'Garmin says recovery time 72 hours after yesterday.' };
    expect(entryKind(watch)).toBe('note');
    expect(ruleReply({ entry: watch, goal: null, momentum, tone: 'direct', recommendations: [] })).not.toMatch(/72-hour|session in 72/);
    const fast = ruleReply({ entry: { title: '', content: 'Did the hilly 10 mile loop in 1:32, fastest this year.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(fast).toContain("You mention 'fastest this year'.");
  });

  it('counts back-to-back long days as two sessions, training to go on tired, with an easy day next', () => {
    const entry = { title: '', content: 'Back-to-back long rides Saturday and Sunday, 90 km then 70 km, legs ok.' };
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry, goal: 'Ride the Etape du Tour', momentum, tone, recommendations: [] });
      expect(text).toMatch(/[Bb]ack-to-back long (days|sessions)/);
      expect(text).toMatch(/easy/);
      expect(text).not.toMatch(/steady session|90 km ride/);
    }
    expect(ruleReply({ entry: { title: '', content: 'Long runs Saturday and Sunday, 20 km and 12 km.' }, goal: null, momentum, tone: 'direct', recommendations: [] })).toMatch(/your runs/i);
  });

  it('answers an aqua aerobics class, a racket game and a round of golf as what they are, not as a steady session', () => {
    const reply = (content: string) => ruleReply({ entry: { title: '', content }, goal: 'Stay active and healthy', momentum, tone: 'encouraging', recommendations: [] });
    const aqua = reply('Aqua aerobics class with my friend.');
    expect(aqua).toContain('your aqua aerobics class');
    expect(aqua).toContain('takes the weight off your joints');
    expect(reply('Tennis doubles, 2 hours, knees fine.')).toContain('balance and reactions');
    expect(reply('9 holes of golf, 5 miles on the watch.')).toContain('the swing works your trunk and balance');
    for (const text of [aqua, reply('Padel with friends.'), reply('Round of golf.')]) expect(text).not.toMatch(/steady session like this|A steady session|aqua jogging/);
  });
  it('answers a session done each day as a habit (a day off a week for running), a bike fit, a race to come or a missed ride as no session, and a long walk as a walk', () => {
    const reply = (content: string) => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    const daily = reply('5k every morning this week, feeling good');
    expect(daily).toContain('about your runs.');
    expect(daily).toContain('one day off a week');
    expect(daily).not.toMatch(/5 km run|steady session/);
    const walks = reply('Walk every day this week with the dog, 4 km each time');
    expect(walks).toContain('Your walks are logged');
    expect(walks).toContain('A daily habit like this');
    // The habit must be the session's: stretching each morning is no daily run.
    const run = reply('Easy run today; I stretch every morning');
    expect(run).toContain('Your run is logged');
    expect(run).not.toMatch(/day off a week|daily habit/);
    // A bike fit is no ride, and a race to come with no session of today is none either.
    expect(reply('Bike fit today, saddle raised 1cm')).toMatch(/^You wrote "Bike fit today, saddle raised 1cm"\. .*one thing at a time/);
    const taper = reply('Half marathon next Sunday, taper week, feeling twitchy');
    expect(taper).toContain('start slower than you want to');
    expect(taper).not.toContain('your run');
    expect(entryKind({ title: '', content: 'Half marathon next Sunday, taper week, feeling twitchy' })).toBe('note');
    // A missed group ride is a day off, not a ride; a long walk is no event's long session.
    const missed = reply('Missed the group ride, overslept');
    expect(missed).toContain('Rest days are part of training');
    expect(missed).not.toMatch(/your ride|is logged/);
    const walk = reply('Long walk with my wife, 15 km along the coast, lovely day');
    expect(walk).toContain('Long walks like this');
    expect(walk).not.toMatch(/your event|fuelling you will use/);
    expect(reply('Commuted by bike all week, 16 km a day')).toContain('your rides.');
  });

  it("reads a session's sport, distance and time as the entry means them: pool lengths, a pace, a time trial, a race named, a cross-trainer", () => {
    const reply = (content: string) => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    // Lengths of a pool of a given size are a distance; a pace with no sport named is a run's, or a walk's when slow.
    expect(reply('Swam 40 lengths, 25m pool, 45 min')).toContain('1,000 m swim in 45 minutes');
    expect(reply('In the 25m pool: 64 lengths')).toContain('1,600 m swim');
    expect(reply('Swam 40 lengths of the 20 yd pool')).toContain('800-yard swim');
    expect(reply('Swam 60 lengths, 25m pool, 55 min, longest yet!')).toContain("You mention 'longest yet'");
    expect(reply('Longest run ever, 30 km')).toContain("'longest run ever'");
    // A race named ('ready for the 10k') and the repeats' average ('averaging 3:55') are not the session's.
    const track = reply('Great session at the track tonight: 6 x 800m off 90s jog, averaging 3:55. Felt controlled. Coach says I am ready for the 10k.');
    expect(track).toMatch(/: your run\.|about your run\.|Your run is logged/);
    expect(track).not.toMatch(/10 km|in 3:55/);
    expect(reply('Easy 8 km, 6:10/km, HR 128')).toContain('8 km run at 6:10 per km');
    expect(reply('5 km at 10:30/km with the poles')).toContain('5 km walk at 10:30 per km');
    expect(reply('Club 10 mile time trial, 26:45, 2 sec off my PB')).toContain('10-mile ride in 26:45');
    // A treadmill walk is a walk, and the gym whose treadmill it was is no strength session; a fitness goal is trained by any session.
    const gym = ruleReply({ entry: { title: '', content: 'Went to the gym, 20 min treadmill walk at incline, then upper body weights' }, goal: 'Lose 5 kg and get fitter', momentum, tone: 'encouraging', recommendations: [] });
    expect(gym).toContain('your walk and strength session');
    expect(gym).toContain('is training for your goal, "Lose 5 kg and get fitter"');
    // A weigh-in measures a weight goal in its own figures.
    const weighed = ruleReply({ entry: { title: '', content: 'Weighed in at 82.4 kg, down 3 kg since September' }, goal: 'Lose 5 kg and get fitter', momentum, tone: 'direct', recommendations: [] });
    expect(weighed).toContain('That is real progress. Weigh once a week');
    expect(weighed).toContain('This is progress on your goal, "Lose 5 kg and get fitter", in its own figures.');
    // A puncture is a ride's, and 'from home' no distance; a bonk is the fuel's; hill climbs repeated are harder work.
    expect(reply('Puncture 10 miles from home, fixed it myself for the first time!')).toMatch(/: your ride\.|your ride is logged|about your ride\./i);
    const bonk = reply('Sportive 100 km, 1400 m climbing, 5h10. Bonked at 80 km, should have eaten more');
    expect(bonk).toContain('100 km ride in 5 hours 10 minutes');
    expect(bonk).toContain('60 g of carbohydrate an hour');
    expect(reply('Long ride 90 km, a gel every 30 minutes, no bonk this time!')).not.toContain('Bonking means the fuel ran out');
    expect(reply('Hill climbing on the bike: Box Hill x 3')).toContain('Harder, structured work');
    // Panic in open water, and a sore neck from breaststroke with the head up, have their own advice.
    expect(reply('Open water: 800m, panicked at the start, then settled')).toContain('and you settled, which is the skill itself');
    expect(reply('Lake swim, 600m, panicked and swam breaststroke back')).toContain('it eases with practice');
    const neck = reply('Breaststroke 20 lengths, neck aching from keeping head up');
    expect(neck).toContain('breathing out on each stroke takes the strain off');
    expect(neck).toContain('write a line each day on how the niggle feels');
    // A recovery after its amount is no session's length; yesterday's long run makes no long walk of today's.
    expect(reply('Speed session: 10 x 1 min hard, 1 min easy. Legs like jelly.')).not.toContain('1-minute');
    expect(reply("Sore legs from yesterday's long run, so just a walk")).not.toContain('Long walks like this');
    // An event entered is a date to work back from, not a milestone reached.
    const entered = reply('Just signed up for my first marathon at 61!');
    expect(entered).toContain('a date in the diary');
    expect(entered).not.toContain('what made it possible');
    expect(reply('Cross trainer 30 min and rowing machine 15 min')).toContain('about your cross-trainer and rowing session.');
    expect(reply('Walked the dog 3 miles, then 20 min on the rower')).toContain('Your walk and rowing session is logged');
    // Heavy legs after the weekend's parkrun is no race to come.
    expect(reply("Easy 8 km run along the canal, legs a bit heavy after Saturday's parkrun but felt better after 3 km.")).not.toContain('Before a race');
    // A lift's milestone owes nothing to pacing; a run's does.
    expect(reply('Deadlift PB today, 80 kg at 58!')).toMatch(/sleep, recovery, the sessions before/);
    expect(reply('Parkrun PB this morning, 27:40')).toMatch(/sleep, pacing, the sessions before/);
    expect(ruleReply({ entry: { title: '', content: 'Elliptical 40 minutes at the gym' }, goal: null, momentum, tone: 'direct', recommendations: [] })).toContain(
      'your 40-minute cross-trainer session.',
    );
  });

  it('answers a race or event just finished as one, not as a steady session, and a commute there and back as no intervals', () => {
    const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone, recommendations: [] });
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const half = reply('Half marathon this morning, 2:05, pleased with that at 58.', tone);
      expect(half).toMatch(/(finishing a half marathon|Completed a half marathon)/);
      expect(half).toMatch(/easy/);
      expect(half).not.toMatch(/steady session/i);
    }
    expect(reply('Ran the Bath Half today in 2:05:33.')).toContain('Your 21.1 km run in 2:05:33 is logged');
    // Its next step: after easy days, the next aim, or the goal's training again with the race's lesson in it.
    expect(reply('Ran the Bath Half today in 2:05:33.')).toContain('choose the next thing to aim at');
    expect(ruleReply({ entry: { title: '', content: 'Ran the Bath Half today in 2:05:33.' }, goal: 'Run a sub-25 parkrun', momentum, tone: 'direct', recommendations: [] })).toContain("take up your goal's training again");
    expect(reply('Great North Run done, 2:05, pleased with that at 58.')).toContain('your 21.1 km run in 2:05. Congratulations on finishing the Great North Run');
    expect(reply('Did the Ride London 100 today! 6:40 ride time, legs in bits but what a day.')).toContain('Congratulations on finishing the event');
    // Training for one, one to come, one entered or not finished is none; a first half of a run is no half marathon.
    for (const other of ['Half marathon training run, 14 km in 1:20', 'Easy 5 km, the Cardiff Half is next Sunday', 'Signed up for the Great North Run', 'DNF at the marathon, calf went at 30 km', 'Run: first half steady, second half fast, 1:45 total', 'Rode the Dragon Ride route as a recce, 150 km.', 'Ran part of the Great North Run course with the club.', 'Finished sprint intervals, triathlon is six weeks away.']) {
      expect(reply(other)).not.toContain('Congratulations on finishing');
    }
    expect(reply('Run: first half steady, second half fast, 1:45 total')).not.toContain('21.1 km');
    expect(reply('Cycled to work and back, 2 x 12 km. Commute counts!')).not.toContain('structured');
    // A long run weeks before the marathon is training for it; a triathlon session listed by parts is one of three sports.
    expect(reply('Marathon in 3 weeks, 32 km long run today, 3:10, legs heavy at the end.')).toContain('build the endurance your event needs');
    expect(reply('Tri club session: 750 m swim, 20 km bike, 5 km run. Transitions getting quicker.')).toContain('Your 750 m swim, 20 km ride and 5 km run are logged');
    // The fastest in years is a milestone; a session that disheartened is answered as such, beside others or alone.
    expect(reply('Ran 10 miles in 1:38, fastest in 5 years!')).toContain("You mention 'fastest in 5 years'");
    expect(reply('Did my first 25 m without stopping in the pool, front crawl. At 71!')).toContain("You mention 'first 25 m without stopping'");
    expect(reply('Sportive on Sunday went well, 110 km, 1,800 m of climbing, 5:20.')).toContain('Congratulations on finishing the event');
    // A 5k walk is a walk, and a race by its distance a run; a stressful day's walk and weeks off before a run are answered as such.
    expect(reply('5k walk round the park with the grandchildren on scooters.')).toContain('your 5 km walk');
    expect(reply('10 km race this morning, 49:30, first time under 50 at 60!')).toContain('your 10 km run in 49:30');
    expect(reply('Bad day at work, stressed, went for a 30 min walk to clear my head.')).toContain('Well done for getting out on a stressful day');
    expect(reply('Knee feels much better after 2 weeks off, jogged 2 km pain free.')).toContain('Welcome back. Ease in');
    expect(reply('Got dropped on the club ride, everyone is 20 years younger. Demoralising.')).toContain('people years younger says nothing about your own progress');
    const gutted = reply('Parkrun 31:20, gutted, slowest for ages.');
    expect(gutted).toContain('One session says little');
    expect(gutted).not.toContain('younger');
  });
});
