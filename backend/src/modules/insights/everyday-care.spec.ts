import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind } from './entry-kind.js';
import { everydayCareIn } from './everyday-care.js';
import { bereaved } from './grief.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });
const e = (content: string) => ({ title: '', content });

/** The rule-based reply to a loss, and to painkillers, hay fever, a blister or chafing beside a session. */
describe('the rule-based reply to a loss and to everyday care', () => {
  const momentum = computeMomentum([day(0, 'Easy run'), day(2, 'Easy swim'), day(9, 'Long run')], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('answers a loss with sorrow first and no session owed; a session done for them is a way to carry it', () => {
    const dog = reply("Lost my dog last week, haven't felt like running since.");
    expect(dog).toContain('I am so sorry for your loss.');
    expect(dog).toContain('there is no session you owe');
    expect(dog).not.toMatch(/your run|steady session/);
    expect(entryKind(e("Lost my dog last week, haven't felt like running since."))).toBe('note');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const ran = reply('Ran 5 km for my mum today, a year since she died.', tone);
      expect(ran).toContain('sorry for your loss');
      expect(ran).toContain('5 km run');
      expect(ran).not.toContain('no session you owe');
    }
    expect(bereaved(e("Dad's funeral on Friday, no training this week."))).toBe(true);
    // No loss: a watch, legs or a friend on a climb, a motivation, a dad's watch.
    for (const content of ['Watch died at 8 km, no data.', 'Legs died at 30k.', 'Lost my friend on the climb, waited at the top.', 'Lost my mojo this week.', "Lost my dad's old watch on the run.", 'My friend passed me on the last hill.']) {
      expect(bereaved(e(content))).toBe(false);
    }
  });

  it('warns against painkillers taken to get through a session, and not a headache tablet on a rest day', () => {
    const pills = reply('Took ibuprofen before the long run for my knee, 16 km.');
    expect(pills).toContain('16 km run');
    expect(pills).toContain('painkillers before training hide the pain that tells you when to stop');
    expect(pills).toContain('kidneys');
    expect(everydayCareIn(e('Two nurofen so I could ride the sportive.'))).toBe('painkillers');
    expect(everydayCareIn(e('Rest day, paracetamol for a headache.'))).toBeNull();
  });

  it("answers hay fever as hay fever, not a fever to rest from; a blister and chafing by what prevents them", () => {
    const hay = reply('Hay fever terrible, ran anyway, eyes streaming, 5 km.');
    expect(hay).toContain('5 km run');
    expect(hay).toContain('pollen forecast');
    expect(hay).not.toMatch(/temperature|unwell/);
    expect(entryKind(e('Hay fever terrible, ran anyway, eyes streaming, 5 km.'))).toBe('session');
    expect(entryKind(e('Fever since Tuesday, no training.'))).toBe('health');
    const blister = reply('Blister on my heel from the new shoes, ran 8 km anyway.', 'direct');
    expect(blister).toContain('Leave a blister unburst if you can');
    expect(blister).not.toMatch(/steady session/);
    const chafe = reply('Open water swim 2 km, wetsuit rubbed my neck raw.', 'analytical');
    expect(chafe).toContain('anti-chafe lubricant');
    expect(chafe).toContain('2 km swim');
  });

  it('hears a return from holiday, a hard effort that left the member sick at the end, and a time trial as hard work', () => {
    expect(reply('Back from two weeks holiday, 5k felt like a marathon.')).toContain('Welcome back. Ease in');
    const tempo = reply("Tempo run 6 km at 5:10/km, hardest I've done in months, felt sick at the end.");
    expect(tempo).toContain('6 km run at 5:10 per km');
    expect(tempo).not.toMatch(/please see your doctor|Thank you for sharing/);
    expect(entryKind(e('Felt sick all day, stayed in bed.'))).toBe('health');
    expect(reply('A one-mile time trial on the track, 7:45.')).toMatch(/1-mile (run|session) in 7:45/);
    expect(reply('A one-mile time trial on the track, 7:45.')).not.toMatch(/steady session/);
  });

  it('answers treatment under way, beta blockers, overtraining, a cough in the cold, a sting and lost toenails by what to do', () => {
    const chemo = reply('Chemo week, managed a 20 min walk.');
    expect(chemo).toContain('Well done for getting out during treatment');
    expect(chemo).toContain('treatment team');
    expect(reply('Ran 5k with my wife, her first since chemo.')).not.toContain('treatment team');
    expect(reply('Prostate cancer treatment finished, first run in 6 months, 3 km walk-run.')).toContain('Welcome back. Ease in');
    const blockers = reply('Beta blockers make my heart rate stay low, easy ride 40 km.', 'direct');
    expect(blockers).toContain('Train by effort and breathing instead');
    expect(blockers).toContain('40 km ride');
    expect(reply("I think I'm overtraining, everything feels hard and HR is high.")).toContain('your body is asking for a break');
    const tired = reply('Fell asleep at my desk, exhausted, 3rd week of marathon training at 45 miles.');
    expect(tired).not.toContain('45-mile run');
    expect(tired).toContain('your body is asking for a break');
    expect(reply('Coughing after every hard run in the cold, otherwise fine.')).toContain('exercise-induced asthma');
    const sting = reply('Swam in the sea with jellyfish, got stung on my arm, swim cut short at 600 m.');
    expect(sting).toContain('call 999 straight away');
    expect(sting).not.toMatch(/Flat days/);
    expect(reply('Lost 2 toenails after the marathon.')).toContain('toes knocking the front of the shoe');
  });

  it('answers a pain that goes once warm, knees sore coming down, and a PB missed or denied as no milestone', () => {
    const warm = reply('Ran 10 km, my knee hurt for the first 2 km then fine.');
    expect(warm).toContain('pain that goes once you are warm');
    expect(warm).not.toContain('rest while it lasts');
    const down = reply('Hill walking in the Lakes with friends, 14 km and 800 m of ascent, knees sore coming down.', 'direct');
    expect(down).toContain('the thighs brake on every step');
    expect(reply('Parkrun with my grandson pushing the buggy, 34:10, no PB but lovely.')).not.toContain("You mention 'PB'");
    expect(reply('Parkrun in 24:40, missed my PB by 9 seconds.')).not.toContain("You mention 'PB'");
    expect(reply('Parkrun PB today, 24:31!')).toContain("You mention 'PB'");
  });

  it('reads a whole distance written as such, and walking inside a run-walk as one session', () => {
    expect(reply('Cycled 25 km to the coast with the club, coffee and cake, cycled back. 50 km total.')).toContain('50 km ride');
    const runWalk = reply('Did a 5k run/walk, walked 3 times. Progress!');
    expect(runWalk).toContain('5 km run');
    expect(runWalk).not.toMatch(/Several sessions/);
  });

  it('answers a jab that left the member rough, an injury mending, and notes that only talk of training as notes', () => {
    const jab = reply('Had the flu jab and Covid booster, feeling rough, rest day.');
    expect(jab).toContain('your immune system is doing its work');
    expect(jab).not.toContain('rest while it lasts');
    expect(reply('Achilles is much better this week, physio pleased.')).toContain('keeping them up is what stops it coming back');
    expect(reply('Achilles is much better this week, physio pleased.')).not.toContain('blood pressure');
    expect(reply('Wife in hospital, visiting every day, no time to run.')).toContain('Looking after someone you love comes first');
    expect(entryKind(e('Feeling really positive about training at the moment.'))).toBe('note');
    expect(entryKind(e('Moving house this week so training on hold.'))).toBe('rest');
    expect(entryKind(e("Can't decide between a marathon or a half next year."))).toBe('note');
    expect(entryKind(e('Good training session at the club tonight.'))).toBe('session');
  });

  it('gives a game no distance of a walk after it, and a hike of hours its long-walk advice', () => {
    const tennis = reply('Tennis this morning, then a 3 km walk with the dog.');
    expect(tennis).toContain('Your match is logged');
    expect(tennis).not.toContain('3 km match');
    expect(reply('Hiked up Snowdon with my son, 5 hours round trip, knees fine.')).toContain('Long walks like this are wonderful');
    expect(reply('Easy walk round the park, 40 minutes.')).not.toContain('Long walks like this');
  });

  it('sends a twist or fall that takes no weight for an X-ray today, before a worry or a fall is answered', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const ankle = reply("Ankle rolled on the trail, swollen and can't put weight on it.", tone);
      expect(ankle).toMatch(/X-ray/);
      expect(ankle).toMatch(/urgent treatment centre, minor injuries unit or A&E/);
      expect(ankle).not.toMatch(/rest while it lasts/);
    }
    expect(reply("Fell on the ice, wrist swollen, couldn't put weight through it on the bars.")).toMatch(/X-ray/);
    expect(reply("Can't put weight on my left leg after the fall, hip really hurts.")).toContain('for a hip after a fall, go to A&E, calling 999');
  });

  it('answers leaking on a run as common and treatable, and a diagnosis of thinning bones as a reason to keep moving', () => {
    const leak = reply('Pelvic floor leaking on the run again, so embarrassing.');
    expect(leak).toContain('pelvic health physio');
    expect(leak).not.toMatch(/a hard feeling|steady session/);
    expect(reply('Did my pelvic floor exercises, 10 min.')).not.toContain('pelvic health physio');
    expect(reply("Pelvic floor exercises going well, no leaks on today's 8 km.")).not.toContain('pelvic health physio');
    expect(reply('Wet myself on the jumps at circuits class, mortifying.')).toContain('pelvic health physio');
    const bones = reply('Osteoporosis diagnosed, scared to run now.');
    expect(entryKind(e('Osteoporosis diagnosed, scared to run now.'))).toBe('note');
    expect(bones).toContain('a reason to keep moving');
    expect(bones).not.toMatch(/Your run|steady session/);
    expect(reply('Osteoporosis, but walked 5 km briskly today.')).not.toContain('a lot to take in');
  });

  it('answers sore or gritty eyes after wind, cold, dust or the pool, and a painless red patch as a burst blood vessel (were a steady session)', () => {
    for (const content of [
      'Windy 40 km ride along the coast, eyes sore and gritty all evening.',
      'Eyes streaming in the cold wind on my run, still red and stinging now.',
      'Something flew into my eye on the bike, still feels like grit in it.',
      'Red sore eyes after the pool again, 1500 m swim.',
    ]) {
      expect([content, everydayCareIn(e(content))]).toEqual([content, 'soreEyes']);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect(text).toMatch(/wraparound/);
        expect(text).toMatch(/pharmacist/);
        expect(text).toMatch(/same-day|same day/i);
        expect(text).not.toMatch(/steady session|Well done for getting out in the cold/);
      }
    }
    const red = reply('Bright red eye after my run, no pain, noticed it in the mirror.');
    expect(everydayCareIn(e('Bright red eye after my run, no pain, noticed it in the mirror.'))).toBe('eyeBleed');
    expect(red).toContain('small burst blood vessel');
    expect(red).toContain('blood pressure checked');
    // Not eyes to soothe: an eye kept on something, an eye test, a red-eye flight, tears of grief, hay fever's eyes.
    for (const content of ['Keep an eye on my heart rate, 10 km easy run.', 'Eye test today, new glasses. Easy 5 km walk.', 'Red-eye flight back, 5 km shakeout run', 'Cried my eyes out at the funeral, eyes red and sore. Short walk.', 'Hay fever awful, itchy watering eyes on the run']) {
      expect([content, everydayCareIn(e(content))]).not.toEqual([content, 'soreEyes']);
    }
    expect(reply('Cried my eyes out at the funeral, eyes red and sore. Short walk.')).toContain('sorry for your loss');
  });

  it('answers a nosebleed, chilblains, hands swollen on a long day, a hot swollen joint and a back put out before the session (were a steady session, a strength session or "rest while it lasts")', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['nosebleed', 'Nosebleed halfway round the cold 8 km run, stopped after 10 minutes.', /lean forward and pinch the soft part of your nose for 10 to 15 minutes[^]*A&E/],
      ['chilblains', 'Chilblains on my toes again after the cold swim, itchy and red.', /warm cold feet and hands slowly, not in hot water/],
      ['swollenHands', 'Hands swelled up like sausages on the 15 mile hike.', /take rings off before long days[^]*too little salt in the blood/],
      ['hotJoint', 'Knee swollen like a balloon after the long run, hot to touch.', /needs seeing today[^]*A&E if you feel feverish or unwell/],
      ['hotJoint', "Ran 8 km, left knee swelled up afterwards and it's hot to touch.", /needs seeing today/],
      ['backStrain', 'Put my back out lifting the Christmas tree, no run today.', /gentle movement helps it more[^]*A&E at once for numbness between the legs/],
    ];
    for (const [care, content, says] of cases) {
      expect([content, everydayCareIn(e(content))]).toEqual([content, care]);
      const text = reply(content);
      expect(text).toMatch(says);
      expect(text).not.toMatch(/steady session|strength session|rest while it lasts/i);
    }
    for (const tone of ['direct', 'analytical'] as const) expect(reply('Put my back out lifting the Christmas tree, no run today.', tone)).toMatch(/A&E at once/);
    // Not these: a back exercise, a hand hurt in a fall (a possible break), gout named (gout's answer), a blow to the
    // head with a nosebleed (999's), lifting at the gym (a strength session).
    expect(everydayCareIn(e('Did my back exercises, 20 min, then 5 km walk.'))).toBeNull();
    expect(reply("Fell on the ice, hand swollen and can't move it.")).toMatch(/X-ray/);
    expect(reply('Gout again, big toe swollen and hot to touch.')).toContain('gout flare');
    expect(reply('Hit my head on the branch, nosebleed and a headache now.')).toContain('a blow to the head with a headache or feeling unwell needs it');
    expect(reply('Lifting at the gym, 45 min, legs wrecked.')).toContain('45-minute strength session');
  });

  it('answers foot drop, hip pain at night, an eye operation, heartburn, ankles swollen after a flight and a strained neck before the session (were a steady session, "rest while it lasts" and "getting it checked")', () => {
    const cases: Array<[string, string, RegExp]> = [
      ["My left foot slaps down when I run, can't lift my toes properly", 'footDrop', /(?=[^]*foot drop)(?=[^]*GP)(?=[^]*999)/],
      ['Keep catching my right toe on the pavement, nearly tripped twice', 'footDrop', /foot drop/],
      ['Hip pain at night lying on my side, worse after runs', 'hipAtNight', /(?=[^]*pillow between)(?=[^]*[Gg]roin)/],
      ['Cataract op on Monday, when can I swim?', 'eyeOp', /(?=[^]*two weeks)(?=[^]*eye unit)/],
      ['Run 12 km, heartburn after the gel', 'heartburn', /(?=[^]*gels with water)(?=[^]*999)/],
      // Were 'rest while it lasts'.
      ['Ankles swollen after the flight to Spain', 'travelAnkles', /(?=[^]*within (?:a day or two|one to two days))(?=[^]*(?:clot|thrombosis))/],
      ['Strained my neck looking over my shoulder on the bike', 'neckStrain', /(?=[^]*two weeks)(?=[^]*arm)/],
    ];
    for (const [content, care, says] of cases) {
      expect([content, everydayCareIn(e(content))]).toEqual([content, care]);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(says)]);
    }
    // Not a foot put into a pothole, a toe caught once, a new hip or a fall.
    for (const content of ['Dropped my foot into a pothole, twisted ankle', 'Caught my toe on a root and stumbled, 8 km trail', 'New hip sore at night after the walk', 'Fell on the ice, hip sore at night']) {
      expect([content, everydayCareIn(e(content))]).toEqual([content, expect.not.stringMatching(/footDrop|hipAtNight/)]);
    }
    // A bee's sting is scraped out.
    expect(reply('Stung by a bee on the ride, no swelling, carried on')).toContain('Scrape out a bee sting');
  });

  it('hears a friend lost to an illness as a loss, not a worry of the member (was "rest while it lasts")', () => {
    expect(bereaved(e("Lost my running buddy to cancer, can't face running alone"))).toBe(true);
    expect(reply("Lost my running buddy to cancer, can't face running alone")).toContain('I am so sorry for your loss.');
  });

  it('gives a graze its first aid with the fall it came in, on a blood thinner what to check today (were a note and the fall alone)', () => {
    for (const content of ['Bleeding after the fall, grazed knee', 'Grazed my knee when I fell, bleeding a lot', 'Came off the bike, road rash on my hip']) {
      expect([content, everydayCareIn(e(content))]).toEqual([content, 'graze']);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/(?=[^]*10 minutes)(?=[^]*tetanus)(?=[^]*(?:hit your head|head strike))/)]);
    }
    expect(reply('Came off the bike, road rash on my hip, on warfarin')).toContain('Because you take a blood thinner');
    // No cut of a run, nor bleeding without a fall or a wound (a nosebleed is its own).
    expect(everydayCareIn(e('Cut my run short, legs heavy'))).toBeNull();
    expect(everydayCareIn(e('Nose started bleeding on the cold run'))).toBe('nosebleed');
  });

  it('answers varicose veins, restless legs and trouble passing water with their care and when it is urgent (were a steady walk, a note and a long ride)', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['Varicose veins ache after long walks', 'varicoseVeins', /(?=[^]*compression)(?=[^]*(?:calf swells|swollen painful calf))(?=[^]*999)/],
      ['Restless legs keeping me awake at night', 'restlessLegs', /(?=[^]*caffeine)(?=[^]*(?:iron|ferritin))/],
      ['Prostate trouble, struggling to pee', 'peeTrouble', /(?=[^]*GP)(?=[^]*PSA)(?=[^]*A&E)/],
      ["Can't pee properly since the long ride", 'peeTrouble', /(?=[^]*(?:saddle))(?=[^]*A&E)/],
    ];
    for (const [content, care, says] of cases) {
      expect([content, everydayCareIn(e(content))]).toEqual([content, care]);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(says)]);
      expect(reply(content)).not.toMatch(/A steady session|Long sessions build the endurance/);
    }
    // Trouble passing water is a health entry; with leg pain and a numb saddle area it is an emergency (emergency-signs.ts).
    expect(entryKind(e("Can't pee properly since the long ride"))).toBe('health');
    expect(reply('Pain down my leg and numb in the saddle area, struggling to pee')).toContain('A&E now');
  });
});
