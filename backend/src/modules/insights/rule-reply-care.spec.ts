import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { ruleReply } from './rule-reply.js';
import { goalReached } from './goal-reached.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });

/** The rule-based reply to what an entry says of the member's health in a session, their birthday, and an event done. */
describe('the rule-based reply to health in a session, a birthday and the goal event done', () => {
  const momentum = computeMomentum([day(0, 'Easy run'), day(2, 'Easy swim'), day(9, 'Long run')], 'Marathon in spring', now);
  const reply = (content: string, goal: string | null = null, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: { title: '', content }, goal, momentum, tone, recommendations: [] });

  it('answers a low blood sugar with fast sugar within reach and the diabetes team, and asthma with the reliever and a longer warm-up', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const low = reply('Blood sugar dropped on the long ride, had to stop and eat jelly babies.', 'Ride the Etape du Tour', tone);
      expect(low).toMatch(/fast-acting (sugar|carbohydrate)/);
      expect(low).toContain('diabetes team');
      expect(low).not.toMatch(/steady session/);
      const asthma = reply('Asthma played up in the cold, used the inhaler before the run.', null, tone);
      expect(asthma).toMatch(/reliever|inhaler/);
      expect(asthma).toMatch(/warm-up|warm up/);
      expect(asthma).toMatch(/GP/);
    }
  });

  it('wishes a happy birthday by its number, not "note what made it possible"', () => {
    const text = reply('Turned 60 today! Celebrated with a 60 minute run.');
    expect(text).toContain('Happy 60th birthday');
    expect(text).not.toMatch(/what made it possible/);
    expect(reply('My 71st birthday parkrun.', null, 'direct')).toContain('Happy 71st birthday.');
  });

  it("welcomes back the first run since 'the op', and knows walking football is a game", () => {
    const hip = reply('New hip is brilliant, first 10k since the op in 58 minutes.');
    expect(hip).toContain('Welcome back.');
    expect(hip).not.toMatch(/rest while it lasts|steady session/);
    const football = reply('Walking football, 1 hour, scored twice.');
    expect(football).toContain('your 1-hour match');
    expect(football).toContain('Games like this');
  });

  it("reads 'Did the Great North Run!' as the goal's event done, but not its route, course or a recce", () => {
    expect(goalReached({ content: 'Did the Great North Run! 2:14, so emotional at the finish.' }, 'Run the Great North Run')).toBe(true);
    expect(goalReached({ content: 'Rode the Dragon Ride route as a recce, 150 km.' }, 'Ride the Dragon Ride')).toBe(false);
    expect(goalReached({ content: 'Ran part of the Great North Run course with the club.' }, 'Run the Great North Run')).toBe(false);
    expect(goalReached({ content: 'Ran 10 miles of Great North Run training.' }, 'Run the Great North Run')).toBe(false);
    expect(reply('Did the Great North Run! 2:14, so emotional at the finish.', 'Run the Great North Run')).toContain('goal reached');
  });

  it('answers a long session with endurance and fuelling, goal-pace miles with the rhythm of the day, and heat with a slower pace', () => {
    const long = reply('Long run 18 miles, last 3 at goal pace, fuelled every 5 miles with gels. Strong finish.', 'Run the London marathon in under 4 hours', 'direct');
    expect(long).toMatch(/your 18-mile run/i);
    expect(long).toContain('Practise the fuelling you will use on the day');
    expect(long).toContain('The miles at goal pace teach the rhythm of the day.');
    expect(reply('Long ride, 100 miles, 6:45 riding time.', null, 'analytical')).toContain('Long session: the main driver of endurance');
    // With no event named, no 'day' to fuel for ('Long run 18 km, slow and steady').
    expect(reply('Long run 18 km, slow and steady')).toContain('the endurance everything else rests on');
    // A sportive done is the event itself, finished: no endurance for an event still to come.
    expect(reply('Did a sportive, 100 miles, 6:45 riding time.', null, 'analytical')).toContain('Completed the event: record pacing');
    const heat = reply('Heat wave, ran at 6am to beat it, 8 km.');
    expect(heat).toContain('slow down without guilt');
    for (const text of [long, heat]) expect(text).not.toMatch(/steady session/);
    // A long session is demanding enough: no harder one asked for next, whatever the month's effort figure.
    const calm = computeMomentum(Array.from({ length: 12 }, (_, n) => day(n, 'Easy jog for the London marathon')), 'Run the London marathon in under 4 hours', now);
    const next = ruleReply({ entry: { title: '', content: 'Long run 18 miles, easy, fuelled with gels.' }, goal: 'Run the London marathon in under 4 hours', momentum: calm, tone: 'direct', recommendations: [] });
    expect(next).not.toMatch(/harder session|faster or hillier/);
  });

  it("does not take 'ran 5k' for a timed 5k goal reached, or 'ran a marathon route' for a marathon", () => {
    expect(goalReached({ content: 'Ran 5k with my wife, her first since chemo.' }, 'Run a sub-25 5k')).toBe(false);
    expect(goalReached({ content: 'Ran the marathon route with the club.' }, 'Run my first marathon')).toBe(false);
    expect(goalReached({ content: 'Finished my first marathon!' }, 'Run my first marathon')).toBe(true);
  });

  it('answers kit, a plan, an event only thought of, a resting heart rate and a day of nothing as what they are', () => {
    const shoes = reply('Bought new running shoes, Hokas, feel like clouds.');
    expect(shoes).toContain('Give new shoes a few short, easy sessions');
    expect(shoes).not.toMatch(/your run|steady session/);
    const plan = reply('Coach set me a new plan: 3 runs a week, one long, one tempo, one easy.', 'Run the Great North Run');
    expect(plan).toContain('Keep the easy sessions truly easy');
    expect(plan).not.toMatch(/your runs|[Ss]everal sessions|steady session/);
    expect(reply('Thinking of entering the Manchester marathon in April, is that too soon?')).not.toMatch(/your run|steady session/);
    const resting = reply('Resting HR 48 this morning, lowest ever.');
    expect(resting).toContain('A lower resting heart rate');
    expect(resting).not.toContain('48 bpm alongside');
    expect(reply('Rained all day, did nothing, feel guilty.')).toContain('Rest days are part of training');
    const treadmill = reply('Work trip, hotel gym treadmill 30 min.');
    expect(treadmill).toMatch(/your 30-minute run/i);
    expect(treadmill).not.toMatch(/[Ss]trength/);
  });

  it('answers saddle pain with the bike fit, shorts and the GP if it lasts, not as a worry to rest', () => {
    const text = reply('Booked a bike fit for next week, saddle pain on long rides.', 'Ride the Etape du Tour');
    expect(text).toContain('bike fit');
    expect(text).toMatch(/GP if numbness or soreness lasts/);
    expect(text).not.toMatch(/rest while it lasts|let the training wait/);
    // Pain elsewhere is not the saddle's: a knee that hurts after the ride gets the knee's fit and a physio.
    const knee = reply('Saddle sore and my knee hurts after the ride.');
    expect(knee).toMatch(/Knee pain from riding/);
    expect(knee).toMatch(/physio/);
    expect(knee).not.toMatch(/GP if numbness or soreness lasts/);
  });

  it('counts an active day (gardening, dancing, skiing) as activity, a mountain climbed as a hike, and climbing as no distance', () => {
    for (const content of ['Gardening all day, digging the veg patch.', 'Danced all night at my niece wedding!', 'Skied 5 days in the Alps, legs shattered.']) {
      const text = reply(content);
      expect(text).toContain('All of that counts');
      expect(text).not.toMatch(/Notes like this|steady session/);
    }
    expect(reply('Climbed Ben Nevis with my brother, 7 hours.')).toMatch(/your 7-hour hike/i);
    const bike = reply('Climbed 2000 m on the bike today.');
    expect(bike).not.toContain('2000 m ride');
    expect(bike).toMatch(/your ride/);
  });

  it("answers a lesson as technique work, and a month's total as no session's distance", () => {
    const lesson = reply('Swim lesson to fix my front crawl breathing, coach filmed me.', 'Swim a mile');
    expect(lesson).toContain('Practise one change at a time');
    expect(lesson).not.toMatch(/steady session/);
    // A lesson called 'tough' was hard to learn, not a hard session to recover from.
    const tough = reply('Swim technique lesson with a coach, tough but learned loads about my catch.');
    expect(tough).toContain("You call it 'tough', and learning a new movement is tiring for the head as much as the body.");
    expect(tough).toContain('Practise one change at a time');
    expect(tough).not.toContain('the benefit of a hard session arrives during recovery');
    const month = reply('Strava says 150 km this month, best month this year.');
    expect(month).not.toMatch(/km session|steady session/);
    expect(month).toContain('Notes like this');
    // A week's total is the figure to build on (week-total.spec.ts).
    const week = reply('45 km for the week, legs good.');
    expect(week).not.toMatch(/km session|steady session/);
    expect(week).toContain('45 km over the week');
  });

  it("joins a session's parts listed with commas ('run 5k, bike 20k, run 2.5k') into one brick, and hears 'came 2nd'", () => {
    const brick = reply('Duathlon training: run 5k, bike 20k, run 2.5k.', 'Finish my first duathlon');
    expect(brick).toContain('Your 5 km run, 20 km ride and 2.5 km run are logged');
    expect(brick).toContain('trains the change between them');
    expect(reply('Ran 5k, bike ride with the kids later.')).not.toContain('ride session');
    expect(reply('Run club relay, my leg was 3 miles, team came 2nd.')).toContain("You mention 'came 2nd'");
  });
  it('tells a member in pain who can still walk or cycle to keep to what does not hurt, not to rest, and names the back\'s nerve signs', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const back = reply('Sciatica flaring, can only walk', null, tone);
      expect(back).toMatch(/walking/);
      expect(back).toMatch(/more than (full )?rest/);
      expect(back).toContain('bladder or bowel control');
      expect(back).not.toMatch(/rest while it lasts|Rest and look after/);
      const knee = reply('Knee sore after parkrun but cycling is fine', null, tone);
      expect(knee).toMatch(/cycling/);
      expect(knee).not.toContain('bladder');
    }
    expect(reply('Knee sore after parkrun, resting it')).toContain('Thank you for mentioning the niggle');
  });
  it('gives a mild niggle an easy day or two and a physio if it stays, and a flat day easy days and sleep', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const niggle = reply('Masters swim session, 2.4 km, lots of drills, shoulder a bit achy', 'Swim the Windermere one-way', tone);
      expect(niggle).toMatch(/physio/);
      expect(niggle).not.toMatch(/rest while it lasts|see your doctor/);
      const flat = reply('Turbo session cut short, felt flat, HR not rising', null, tone);
      expect(flat).toMatch(/[Ff]lat|heart-rate response/);
      expect(flat).toMatch(/easy days?/);
      expect(flat).not.toMatch(/steady session/);
      // Legs heavy on a run done is no session cut short.
      expect(reply('Ran 10k. Legs heavy, probably the wine last night!', null, tone)).not.toMatch(/[Cc]utting it short|stopping when|stopped early|heart rate that will not rise/);
    }
    // A mild niggle alone is watched, not taken to the doctor; one after a session leaves the session its reply.
    const achy = reply('Shoulder a bit achy today');
    expect(achy).toContain('write a line each day on how the niggle feels');
    expect(achy).not.toMatch(/medical advice|doctor/);
    // A rest day written with the session before it is placed after that session; a walk on the rest day is not one before it.
    expect(reply('Rest day. Sunday long run 24 km went well, ate a gel every 40 min.', null, 'direct')).toContain('A rest day after your 24 km run is well placed');
    expect(reply('Rest day, 5 km walk with the dog', null, 'direct')).toContain('A rest day is part of training');
    // Another day's session named as that day's ("yesterday's ride") is the one before; a session still planned is not.
    expect(reply("Rest day after yesterday's 60 km ride", null, 'direct')).toContain('A rest day after your 60 km ride is well placed');
    expect(reply("Rest day after last night's 10 km run", null, 'direct')).toContain('A rest day after your 10 km run is well placed');
    expect(reply("Rest day. Planning Sunday's long ride, 100 km", null, 'direct')).toContain('A rest day is part of training');
    // A session done instead of the one skipped is that session; a skipped one in figures is no session; hours of sleep measure none.
    const swapped = reply('Couldnt sleep, 4 hours, so skipped the run and did 20 min yoga instead.');
    expect(swapped).toContain('your 20-minute yoga session');
    expect(swapped).toContain('After a poor night');
    expect(reply('Skipped the club run, walked 5 km with the dog instead')).toMatch(/your 5 km walk/i);
    expect(reply('Rest day instead of the 10 km run', null, 'direct')).toContain('A rest day is part of training');
    expect(reply('Skipped the 10 km tempo run, too tired')).not.toMatch(/your 10 km run|Harder, structured work/);
    // Feeling 'a bit' faint is a warning sign like feeling faint (rule-reply.spec.ts lists the others); one said to be
    // absent is none, nor the breathlessness of hard work, nor an asthmatic's tight chest eased by the inhaler.
    expect(reply('Hot yoga 60 min, drank loads, felt a bit faint at the end')).toContain('have your doctor check it before your next hard session');
    expect(reply('Easy run, no chest pain this time, cardiologist happy')).not.toContain('call 999');
    expect(reply('Hard hill reps, out of breath at the top of each, legs burning')).not.toContain('call 999');
    expect(reply('Asthma played up on the run, chest tight, two puffs of the inhaler and it eased')).toContain('Good that you had your inhaler with you');
    // A resting heart rate well above its usual, written in figures, is a sign to ease off, a rest day's too; a fall is a fall, a first one too.
    expect(reply('Resting HR 72 this morning, usually 55. Skipped the session.')).toContain('A resting heart rate above your usual');
    expect(reply('Had my first fall on the bike in 20 years, grazed knee, bike ok')).toContain('After a fall, keep an eye too on any pain or swelling');
    // A high blood-pressure reading is rechecked by the GP (today when very high), easy sessions meanwhile; a lower one is good news.
    const pressure = reply('Blood pressure was 165/95 at the pharmacy this morning, went for a gentle walk anyway');
    expect(pressure).toContain('165/95 is high');
    expect(pressure).toContain('within a week or two');
    const severe = reply('BP 185/110 on the home monitor, headache');
    expect(severe).toContain('Contact your GP today');
    expect(severe).toContain('Leave training until you have spoken to them');
    expect(reply('Blood pressure down to 128/80, GP pleased')).not.toContain('is high');
    // Stiff after another day's session, with no session of its own, is normal soreness; another day's long run makes no long session of today's.
    expect(reply('Stiff and sore after yesterdays first gym session in years')).toContain('That stiffness is normal');
    expect(reply("Legs still achy from Sunday's long run, easy 5 km today")).not.toContain('Long sessions like this');
    expect(reply("Sunday's long run: 24 km, felt strong")).toContain('your 24 km run');
    // A muscle that went mid-session is a strain (a physio, the same day after a snap), not a steady session; one that 'went fine' is none.
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const strain = reply('Tried to run but calf went at 2 km, walked home. Gutted.', 'Run a 10k in under an hour', tone);
      expect(strain).toMatch(/strain/);
      expect(strain).toMatch(/physio/i);
      expect(strain).not.toMatch(/steady session/);
    }
    expect(reply('Felt my hamstring go on the last sprint')).toContain('usually a strain');
    expect(reply('Calf went fine on the hills today, 10 km')).not.toMatch(/strain/);
    // A session that felt hard after a poor night is the lost sleep, not lost fitness; structured work stays what it is.
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      expect(reply('Struggled today. 3 miles felt like 10. Work stress and no sleep.', null, tone)).toMatch(/lost sleep|poor sleep/);
    }
    expect(reply('Bad night, but the 6 x 800m session went well, tough last two')).not.toMatch(/lost sleep/);
    // A niggle is mild by its name ('niggly', 'knee niggle'), after a session or alone.
    const niggly = reply('Turbo session 45 min, then 20 min core. Shoulder still niggly from the fall last month.');
    expect(niggly).toContain('your 45-minute ride');
    expect(niggly).toMatch(/niggle[^]*easy day or two[^]*physio/);
    expect(reply('Knee niggle again, skipped the run')).not.toMatch(/medical advice|see your doctor/);
    const long = reply('Sunday long run, 16 miles, the last 3 were hard work into the wind. Knees fine, left achilles a bit tight this evening.', 'Run the Manchester Marathon in under 4 hours');
    expect(long).toContain('your 16-mile run');
    expect(long).toContain('see a physio');
    expect(long).not.toMatch(/will keep while you look after yourself|medical advice/);
    // Tight hips are what a yoga class works on; a return 'back on the bike after' an illness is welcomed back.
    expect(reply('Yoga class, hips so tight', 'Stay flexible at 60')).toContain('about your yoga session.');
    expect(reply('Had a cold last week, back running, 5 km easy')).toContain('Welcome back');
    // A pain easing, a worry long past and a plateau are no health worry.
    expect(reply('Ran 8 km, hurts less than last week')).toContain('Good to read that it hurts less');
    // A stiffness easing is no pain: moving keeps it easing.
    const lessStiff = reply('Pilates 45 min, back less stiff');
    expect(lessStiff).toContain('Good to read that it is less stiff');
    expect(lessStiff).not.toContain('hurts less');
    expect(reply('Knee hurts less and less stiff after the 5k run')).toContain('Good to read that it hurts less');
    expect(reply('Ran my best 5k since my knee injury two years ago')).toContain("You mention 'best 5k since my knee injury'");
    const flat = reply('Ran 6 km. Worried I am not improving, same pace for months', 'Run a sub-28 5k');
    expect(flat).toContain('Plateaus happen to everyone');
    expect(flat).not.toContain('look after yourself');
    expect(reply('Worried about my knee, ran 3 km')).toContain('see your doctor');
    // An injury named ('shin splints', 'rolled my ankle') is a worry; after a jump in training, too much, too soon.
    expect(reply('Shin splints again after upping my mileage')).toContain('too much, too soon');
    expect(reply('Rolled my ankle on the trail, swollen')).toContain('see your doctor');
    expect(reply('Easy 5 km run, foam rolled my calves after')).not.toContain('see your doctor');
    const back = reply('Back on the bike after 3 weeks with covid, 20 km very easy');
    expect(back).toContain('Welcome back');
    expect(back).not.toContain('rest while it lasts');
    expect(reply('Furthest ride since my op, 60 km')).toContain('Welcome back');
    // A worry in words stays a worry.
    expect(reply('Knee a bit sore, worried it is the meniscus again')).toContain('see your doctor');
  });
  it('answers good news of the member\'s health as good news, and a fall on a trail run as a fall', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const news = reply('Blood pressure down to 128/80, GP pleased', 'Lower my blood pressure', tone);
      expect(news).toMatch(/blood pressure, (cholesterol|lipids)/);
      expect(news).toMatch(/blood pressure/);
      expect(news).not.toMatch(/let (the )?training wait|set aside|look after yourself|medical advice/);
      expect(reply('Blood pressure high again, GP wants to see me', null, tone)).toMatch(/GP's advice|follow your GP/);
      // Treatment started by the GP with easy sessions kept: they fit beside it, effort by feel while it settles.
      for (const entry of ['GP says BP 150/95, started tablets, easy walk', 'GP started me on BP tablets, 30 min easy walk']) {
        const treated = reply(entry, null, tone);
        expect(treated).toMatch(/your GP/);
        expect(treated).toMatch(/blood pressure/);
        expect(treated).toMatch(/faint|faintness/);
        expect(treated).not.toMatch(/let (the )?training wait|before deciding on further sessions/);
      }
    }
    // With nothing kept moving, the GP's word still comes first.
    expect(reply('GP started me on BP tablets, feeling rough')).toContain('let the training wait');
    expect(reply('Tried a trail run for the first time, 8 km, fell twice but loved it')).toContain('watch for pain or swelling in a wrist, hip or shoulder');
    // Light-headed on standing up after a session is common; with chest pain, or during the effort, it is a warning sign.
    const standing = reply('Felt a bit dizzy standing up after the swim, fine after a minute');
    expect(standing).toContain('blood pools in the legs');
    expect(standing).toContain('palpitations or fainting, please see your doctor');
    expect(reply('Dizzy and chest tight during the run')).toContain('call 999');
    // A sign at rest is no sign 'during exercise'.
    const atRest = reply('Heart skipping beats at rest this evening, sitting on the sofa.', null, 'analytical');
    expect(atRest).toContain('Symptoms like this need a medical check before further hard sessions, even once they have passed.');
    expect(atRest).not.toContain('during exercise');
    // 'No knee pain at all' is no worry.
    expect(reply('Ran 10 km in 58 min, felt great, no knee pain at all!')).toContain('10 km run in 58 minutes');
    expect(reply("Ran 5 km, knee didn't hurt once")).toContain('5 km run');
    expect(reply('Long ride, nothing hurt, legs fresh')).not.toContain('rest while it lasts');
    expect(reply('Ran 5 km, knee hurt the whole way')).toContain('rest while it lasts');
    // A watch's VO2 max figure is no VO2 max session.
    expect(reply('Ran 8 km, new watch says VO2 max 42')).not.toContain('structured');
  });

  it('tells muscles worked tight by a hard session from a niggle, and an Achilles sore first thing from either', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      // Both calves or hamstrings tight after hill reps or intervals: the work landing, not a worry for the doctor.
      for (const worked of ['Hill reps 8 x 90 s on the local hill, jog down recovery. Calves tight now.', 'Intervals on the track, 6 x 800 m. Hamstrings tight afterwards.']) {
        const text = reply(worked, null, tone);
        expect(text).toMatch(/(session landing|work has landed|normal training response)/);
        expect(text).not.toMatch(/doctor|niggle/);
      }
      // An Achilles or heel sore first thing and easing once moving: less load, calf raises, a physio if it stays.
      const tendon = reply('Achilles sore on waking again, eased after 10 minutes of walking. Did an easy 5 km anyway.', null, tone);
      expect(tendon).toMatch(/calf raises/);
      expect(tendon).toContain('physio');
      expect(tendon).not.toContain('doctor');
    }
    // One side tight, or a knee beside the worked calves, is a niggle (a physio if it stays), and a sharp pain a worry.
    expect(reply('Easy 5 km, left calf tight at the end.')).toContain('Thank you for mentioning the niggle');
    expect(reply('Hill reps, calves tight and left knee a bit sore.')).toContain('Thank you for mentioning the niggle');
    expect(reply('Hill reps, calves tight and a sharp pain in my left calf.')).toContain('please see your doctor');
    // A part aching or clicking with no pain word is a niggle too; the tendon pattern beats it, with no session of the easing.
    expect(reply('Ran 6 miles, left hip aching afterwards, had the same last week.')).toContain('Thank you for mentioning the niggle');
    expect(reply('Swam 30 lengths, shoulder clicking but no pain.')).not.toContain('doctor');
    const aching = reply('Achilles aching on waking, eased after 10 minutes of walking. Did an easy 5 km anyway.');
    expect(aching).toContain('calf raises');
    expect(aching).not.toMatch(/walk in 10 minutes|mentioning the niggle/);
    // 'Two nights in a row' is no rowing session.
    expect(reply('Felt tired and my calf is tight. Slept badly two nights in a row.')).not.toMatch(/row(ing)? session/);
  });

  it("sends muscle aches on a statin to the GP without stopping it, follows a doctor's advice to keep running, and reads a day that would not get going as a flat one", () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      for (const statin of ['On statins now and my legs ache on every run. Is it the tablets?', 'Legs ache on every run since starting atorvastatin, should I stop taking it?']) {
        const text = reply(statin, null, tone);
        expect(text).toMatch(/side effect|Statin-associated muscle symptoms/);
        expect(text).toMatch(/GP/);
        expect(text).toMatch(/(Do not stop|do not stop|Do not discontinue)/);
        expect(text).not.toMatch(/steady session/i);
      }
    }
    // A doctor who says keep up the running and add weights is followed, not waited for; a turned ankle is still a worry.
    const bones = reply('Bone density scan results: osteopenia in the hip. Doctor says keep up the running and add weights.');
    expect(bones).toContain('your doctor wants you exercising');
    expect(bones).not.toContain('let the training wait');
    expect(reply('Physio says my hamstring is healing well, can start jogging again next week.')).not.toContain('let the training wait');
    // Turning back is no turned back (an injury); a run that would not get going is a flat day.
    const flat = reply("Couldn't get going today, 3 km and turned back. Just not in it.");
    expect(flat).toContain('A day when you cannot get going usually means tiredness');
    expect(flat).not.toContain('doctor');
    expect(reply('Turned my ankle on the trail, walked home.')).not.toMatch(/steady session/i);
    // Back after weeks without training, or a cold that has passed, is a return; 'hot and humid' is heat.
    for (const back of ["My wife has been ill so I've not trained for two weeks. Back out today for a gentle 3 km.", 'Had a cold all week, no training. Feeling better today, might try a walk tomorrow.']) {
      expect(reply(back)).toContain('Welcome back. Ease in');
    }
    expect(reply('Had a cold all week and still feel rough.')).not.toContain('Welcome back');
    expect(reply('Heart rate seemed high today, 160 on an easy jog. Hot and humid though.')).toContain('Heat makes every pace harder');
    expect(reply('Chest infection last month, first run back today, 3 km, coughing a bit.')).toContain('Welcome back. Ease in');
    // Low spirits beside a session done: getting out was right, and the doctor if it stays for weeks.
    const low = reply('Gardening and a 30 min walk. Feeling a bit low since retirement.');
    expect(low).toContain('well done for getting out anyway');
    expect(low).not.toMatch(/steady session/i);
    // A statin started beside a session changes no heart rate: train as usual, the GP for muscle aches.
    const statinStarted = reply('Started statins last month. 5 km easy, felt great.');
    expect(statinStarted).toContain('A statin does not change your heart rate');
    expect(statinStarted).not.toContain('Some medicines lower or steady the heart rate');
    // A watch's verdict is an estimate, weighed against how the member sleeps and feels, not a session to praise.
    const watch = reply('Garmin says my training status is unproductive. What does that mean?');
    expect(watch).toContain('only estimates from heart rate and pace');
    expect(watch).not.toMatch(/steady session/i);
    // A massage is no worry; feeling run down and coming down with something is one; a club joined is company ahead.
    expect(reply('Day off, went to the physio for a sports massage, calves much looser.')).not.toContain('let the training wait');
    expect(reply("Took the day off, feeling run down and achy all over, think I'm coming down with something.")).not.toContain('Rest days are part of training');
    const club = reply('Joined a running club today! First session Thursday.');
    expect(club).toContain('a club brings company');
    expect(club).not.toMatch(/steady session/i);
    // An operation years ago is behind the member; a stomach upset by a gel is gut training; a black toenail asked about is answered.
    expect(reply('Hip replacement 3 years ago, now running 3 times a week. 5 km today.')).not.toContain('let the training wait');
    expect(reply('Felt sick after the gel at 15 km, had to walk for a bit.')).toContain('the gut can be trained');
    expect(reply('Black toenail after the marathon, is it ok to keep running?')).toContain('let a black nail grow out');
    // A 2k test and a hill climbed three times are hard, structured work.
    expect(reply('Indoor rower 2000 m test, 8:45, lungs burning.')).toContain('Harder, structured work');
    expect(reply('Cycled up Box Hill 3 times, legs cooked.')).toContain('Harder, structured work');
    expect(reply('Chaingang, 60 km at 32 km/h average, hanging on for dear life.')).toContain('Harder, structured work');
    // A swim set's send-off ('100s on 2:10') is no time for the session.
    expect(reply('Club swim session, 2.2 km, lots of IM drills, 100s on 2:10.')).not.toContain('in 2:10');
    // Back pain after lifting: keep gently moving, the GP or a physio if it is not easing, nerve signs the same day.
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      expect(reply('Back pain after lifting the grandchildren, no run today.', null, tone)).toMatch(/(short walks|staying active)/);
    }
    expect(reply('Back stiff and a sharp pain down my leg.')).not.toContain('short walks');
  });
});
