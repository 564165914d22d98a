import { describe, expect, it } from '@jest/globals';
import { describeSession, entryFacts } from './entry-facts.js';
import { goalSports } from './sports.js';
import { entryKind, isPreRace, isReturn, milestonePhrases, noteTopic } from './entry-kind.js';
import { isStructured } from './structured-work.js';

describe('the facts of an entry', () => {
  it('reads the sport, distance, time, pace and heart rate as the member wrote them', () => {
    const facts = entryFacts({ title: 'Sunday long run', content: 'Ran 12km in 1:05:20, about 5:27/km. Avg HR 142, legs tired at the end.' });
    expect(facts).toEqual({ sport: 'run', others: [], distance: '12 km', duration: '1:05:20', pace: '5:27 per km', heartRate: 142, sessions: null });
    expect(describeSession(facts)).toBe('12 km run in 1:05:20 at 5:27 per km, heart rate 142 bpm');
  });

  it('reads the sport that was done, not one said to be missed or swapped', () => {
    const sport = (content: string) => entryFacts({ title: '', content }).sport;
    expect(sport('Pool closed so no swim. Did 20 minutes of yoga at home instead.')).toBe('yoga');
    expect(sport('Pool closed, so a 20 minute walk.')).toBe('walk');
    expect(sport('Pool 3 km steady.')).toBe('swim');
    expect(sport('Hot flushes kept me up, but got out for a steady 6k anyway.')).toBe('run');
    expect(sport('60k on the bike, windy.')).toBe('ride');
    expect(sport('Pool running 30 min, calf rehab.')).toBe('aqua');
    expect(sport('Too windy for the bike so I ran instead, 7 km easy.')).toBe('run');
    expect(sport("Didn't run today, went for a 40 minute walk with my wife.")).toBe('walk');
    expect(sport('Ran instead of cycling, 6 km.')).toBe('run');
    expect(sport('Too icy to run so 30 minutes on the rowing machine.')).toBe('row');
    expect(sport('Club ride cancelled, so a 5 km jog around the park.')).toBe('run');
    expect(sport("Couldn't face the club run, went back to bed.")).toBeNull();
    // An event entered is no session done.
    expect(sport('Signed up for the Great North Run!')).toBeNull();
    expect(entryKind({ title: '', content: 'Signed up for the Great North Run!' })).toBe('note');
    // Named first, it is the sport as before.
    expect(sport('Bike intervals on the turbo, then a short run off the bike.')).toBe('ride');
    // Another day's session is not today's.
    expect(sport("Legs heavy from yesterday's ride, easy 5 km by the canal.")).toBeNull();
    expect(sport("Legs heavy from yesterday's long ride, easy jog by the canal.")).toBe('run');
    expect(sport('Easy swim, planning a long run tomorrow.')).toBe('swim');
    expect(sport('Parkrun was off because of ice, so a 6 km jog on my own.')).toBe('run');
    expect(sport('Easy spin on the turbo, 45 minutes.')).toBe('ride');
  });

  it('reads several sports joined in one session, not a walk home or a stretch after it', () => {
    const others = (content: string) => entryFacts({ title: '', content }).others;
    const brick = entryFacts({ title: 'Brick session', content: '40 km ride then 5 km run off the bike, legs like jelly.' });
    expect(brick).toMatchObject({ sport: 'ride', others: ['run'], distance: null });
    expect(describeSession(brick)).toBe('ride and run session');
    expect(others('Swam 1500m and ran 5 km.')).toEqual(['run']);
    expect(describeSession(entryFacts({ title: '', content: 'Gym, then a swim.' }))).toBe('strength and swim session');
    expect(others('Ran 8 km then walked the last bit home.')).toEqual([]);
    expect(others('Ran 8 km then stretching.')).toEqual([]);
    // Named, not joined: another day's ride, or a run mentioned beside a swim.
    expect(others("Legs tired from yesterday's ride, easy 5 km run.")).toEqual([]);
    expect(others('Easy swim; my run club meets on Thursdays.')).toEqual([]);
  });

  it('knows the sports a goal trains (running in water for a runner, every sport for fitness or weight)', () => {
    expect(goalSports('Ride the Dragon Ride')).toEqual(['ride']);
    expect(goalSports('Finish my first Olympic triathlon')).toEqual(['swim', 'ride', 'run', 'aqua']);
    expect(goalSports('Run the Berlin marathon')).toEqual(['run', 'aqua']);
    expect(goalSports('Sub-2 half marathon')).toEqual(['run', 'aqua']);
    // A goal of fitness or weight is trained by every session; a time to lose is no weight.
    expect(goalSports('Lose 5 kg by summer')).toEqual(expect.arrayContaining(['walk', 'swim', 'strength', 'cross']));
    expect(goalSports('Stay fit and healthy at 65')).toContain('run');
    expect(goalSports('Lose 5 minutes off my marathon time')).toEqual(['run', 'aqua']);
    expect(goalSports(null)).toEqual([]);
  });

  it('calls sets in the gym a strength session, not intervals', () => {
    expect(isStructured({ title: '', content: 'Gym: 3 x 10 squats, 3 x 8 deadlifts, planks.' })).toBe(false);
    expect(isStructured({ title: '', content: 'Weights, 4 sets of 8 reps.' })).toBe(false);
    expect(isStructured({ title: '', content: '6 x 400m on the track.' })).toBe(true);
    expect(isStructured({ title: '', content: 'Hill reps on Sunday.' })).toBe(true);
  });

  it("does not take another day's structured work for today's session", () => {
    for (const content of ["Legs heavy after yesterday's intervals, easy spin 30 min", "Saving my legs for Thursday's tempo, easy 5 km today", 'Intervals tomorrow so just a gentle 20 min jog']) expect([content, isStructured({ title: '', content })]).toEqual([content, false]);
    for (const content of ['Tempo run 8 km, felt strong', "Yesterday's rest paid off: intervals 6 x 800m"]) expect([content, isStructured({ title: '', content })]).toEqual([content, true]);
  });

  it("takes no week's total for the session's distance", () => {
    expect(entryFacts({ title: '', content: 'Marathon training week 6: 45 km total, long run 22 km at 6:10/km.' })).toMatchObject({ sport: 'run', distance: '22 km', pace: '6:10 per km' });
    expect(entryFacts({ title: '', content: 'Easy 8 km this morning, 40 km for the week.' })).toMatchObject({ distance: '8 km' });
    expect(entryFacts({ title: '', content: 'Weekly total 35 miles. Today a steady 10 miles.' })).toMatchObject({ distance: '10 miles' });
    // A session's own total stays its length.
    expect(entryFacts({ title: '', content: 'Swim 2 km in the pool, 45 min in total.' })).toMatchObject({ distance: '2 km', duration: '45 minutes' });
  });

  it('names milestones said in words the momentum keywords do not hold', () => {
    expect(milestonePhrases({ title: '', content: 'Half marathon done! 1:58:40, first time under two hours at 57.' })).toEqual(['half marathon done', 'first time']);
    expect(milestonePhrases({ title: 'My first triathlon', content: 'Sprint distance, loved it.' })).toEqual(['my first triathlon']);
    expect(milestonePhrases({ title: '', content: 'Age-group win at the county 10k! 44:10 at 61.' })).toEqual(['age-group win']);
    expect(milestonePhrases({ title: '', content: 'Came second in my category at the sportive.' })).toEqual(['came second']);
    expect(milestonePhrases({ title: '', content: 'Easy run by the river.' })).toEqual([]);
  });

  it('knows miles, hours and minutes, metres in the pool and bpm', () => {
    expect(entryFacts({ title: '', content: 'Rode 26 miles with the club, 1 hour 50 minutes, 128 bpm average.' })).toEqual({
      sport: 'ride',
      others: [],
      distance: '26 miles',
      duration: '1 hour 50 minutes',
      pace: null,
      heartRate: 128,
      sessions: null,
    });
    expect(entryFacts({ title: 'Pool', content: 'Swam 1500m in 40 mins.' })).toMatchObject({ sport: 'swim', distance: '1500 m', duration: '40 minutes' });
    expect(entryFacts({ title: '', content: 'Parkrun 5k, 8:40 per mile pace.' })).toMatchObject({ sport: 'run', distance: '5 km', pace: '8:40 per mile' });
  });

  it('takes no time of day for a duration, and no minutes for metres', () => {
    expect(entryFacts({ title: '', content: 'Out at 7:30 am for a 45m walk.' })).toMatchObject({ sport: 'walk', distance: null, duration: null });
    expect(entryFacts({ title: '', content: 'Gym: squats and deadlifts, 45 minutes.' })).toMatchObject({ sport: 'strength', duration: '45 minutes' });
  });

  it('describes nothing when the entry names no sport and no number', () => {
    const facts = entryFacts({ title: '', content: 'Slept badly, feeling flat.' });
    expect(facts).toEqual({ sport: null, others: [], distance: null, duration: null, pace: null, heartRate: null, sessions: null });
    expect(describeSession(facts)).toBeNull();
    expect(describeSession(entryFacts({ title: '', content: 'Did 30 minutes this morning.' }))).toBe('30-minute session');
  });

  it('takes no hours slept for the duration of the session', () => {
    expect(entryFacts({ title: '', content: 'Slept 7 hours, easy swim, 40 minutes.' })).toMatchObject({ sport: 'swim', duration: '40 minutes' });
    expect(entryFacts({ title: '', content: 'Slept badly, 5 hours. Easy run.' })).toMatchObject({ sport: 'run', duration: null });
    expect(entryFacts({ title: '', content: 'Only 6 hours of sleep, then a 45 min ride.' })).toMatchObject({ sport: 'ride', duration: '45 minutes' });
    expect(entryFacts({ title: '', content: 'Long ride, 3 hours.' })).toMatchObject({ duration: '3 hours' });
  });

  it('takes no interval inside a session for its duration or distance', () => {
    const fuelled = entryFacts({ title: '', content: 'Rode 85 km, fuelled every 30 minutes with gels, felt strong' });
    expect(fuelled).toMatchObject({ sport: 'ride', distance: '85 km', duration: null });
    expect(describeSession(fuelled)).toBe('85 km ride');
    expect(describeSession(entryFacts({ title: '', content: '10 mile run this morning, 1:32.' }))).toBe('10-mile run in 1:32');
    expect(describeSession(entryFacts({ title: '', content: 'Cycled 30 miles to the coast and back.' }))).toBe('30-mile ride');
    for (const content of [
      'Intervals: 6 reps, each 10 min hard.',
      'A gel per 20 minutes on the long ride.',
      'Hill sprints for 30 seconds of rest between.',
      'Track: 8 x 400m with 90 seconds recovery.',
      '6 x 3 min at threshold, 2 minutes jog recovery.',
      'Drank every 15 mins, the last 10 minutes were tough.',
      'Tried run-walk intervals, 1 min run 1 min walk x 10.',
    ]) {
      expect(entryFacts({ title: '', content })).toMatchObject({ distance: null, duration: null });
    }
    // The session's own figures still count beside its intervals.
    expect(entryFacts({ title: '', content: 'Ran 10 km in 52 minutes, a gel every 20 minutes.' })).toMatchObject({ distance: '10 km', duration: '52 minutes' });
    expect(entryFacts({ title: '', content: 'Rode for 2 hours, eating each 45 minutes.' })).toMatchObject({ duration: '2 hours' });
    expect(entryFacts({ title: '', content: 'Ran 10 km between the two villages.' })).toMatchObject({ distance: '10 km' });
    expect(entryFacts({ title: '', content: 'Track: 6 x 400m at 5k pace, 90 seconds recovery.' })).toMatchObject({ distance: null, duration: null });
    expect(entryFacts({ title: '', content: 'Ran 12 km with the middle 4 km at 10k effort.' })).toMatchObject({ distance: '12 km' });
  });

  it('takes no warm-up or cool-down for the length of the session', () => {
    for (const content of ['15-min warm-up + 5×4 min intervals on the bike.', 'Turbo: warm-up 15 minutes, 5 x 4 min hard, cool-down 10 min.', '10 min warm up, then 6 x 400m.']) {
      expect([content, entryFacts({ title: '', content })]).toMatchObject([content, { distance: null, duration: null }]);
    }
    expect(entryFacts({ title: '', content: 'Ran 45 minutes with a 10 min warm-up.' })).toMatchObject({ duration: '45 minutes' });
  });

  it('gives a session written in parts no one distance, time or pace: each figure is of its part', () => {
    for (const content of ['Run: 3 km easy, then 20 minutes at 5:55/km.', 'Ran 2 km jog + 6 km steady.', 'Ran 5 km followed by a 2 km walk.']) {
      const facts = entryFacts({ title: '', content });
      expect([content, facts]).toMatchObject([content, { sport: 'run', distance: null, duration: null, pace: null }]);
      expect(describeSession(facts)).toBe('run');
    }
    // A part with no figure of its own, the hours slept or the repeats leave the session's figures whole.
    expect(entryFacts({ title: '', content: 'Ran 10 km in 52 minutes, then stretched.' })).toMatchObject({ distance: '10 km', duration: '52 minutes' });
    expect(entryFacts({ title: '', content: 'Slept 7 hours, then a 45 min ride.' })).toMatchObject({ duration: '45 minutes' });
    expect(entryFacts({ title: '', content: 'Couldnt sleep, 4 hours, so did 20 min yoga.' })).toMatchObject({ duration: '20 minutes' });
    expect(entryFacts({ title: '', content: 'Run 2 min, walk 1 min, for 30 minutes.' })).toMatchObject({ sport: 'run', duration: '30 minutes' });
    expect(entryFacts({ title: '', content: 'Hip replacement 8 weeks ago, first 2 mile walk without the stick!' })).toMatchObject({ sport: 'walk', distance: '2 miles' });
    expect(entryFacts({ title: '', content: 'Windy 50 miles on the tandem.' })).toMatchObject({ sport: 'ride', distance: '50 miles' });
    expect(entryFacts({ title: '', content: 'Track session: 12 x 400m off 60s.' })).toMatchObject({ sport: 'run' });
    expect(entryFacts({ title: '', content: 'Parkrun volunteer today, tail walker, 5 km walk' })).toMatchObject({ sport: 'walk', distance: '5 km' });
    expect(entryFacts({ title: '', content: 'Did the Bath Half in 2:05:33!' })).toMatchObject({ sport: 'run', distance: '21.1 km', duration: '2:05:33' });
    expect(entryFacts({ title: '', content: 'Ran 10 km, then 4 x 100m strides.' })).toMatchObject({ distance: '10 km' });
  });

  it('takes the sport the entry names first: bike intervals on the turbo are a ride, tempo or intervals alone a run', () => {
    const bike = 'Bike intervals 4 x 8 min at threshold on the turbo, very hard, heart rate 165.';
    expect(entryFacts({ title: 'Turbo intervals', content: bike })).toMatchObject({ sport: 'ride', heartRate: 165 });
    expect(entryFacts({ title: '', content: 'Swim 1500 m, then a short jog.' }).sport).toBe('swim');
    expect(entryFacts({ title: '', content: 'Tempo 30 minutes, felt strong.' }).sport).toBe('run');
    expect(entryFacts({ title: '', content: 'Intervals on the track, 6 x 400m.' }).sport).toBe('run');
  });

  it("reads a chat message's words once: its title made from them, cut with '…', adds no numbers of its own", () => {
    const content = 'Track session: 5 x 1000 m intervals at threshold, 2 min jog recovery. Heart rate hit 172, legs were burning. Really hard.';
    const title = 'Track session: 5 x 1000 m intervals at threshold, 2 min jog…';
    expect(entryFacts({ title, content })).toEqual({ sport: 'run', others: [], distance: null, duration: null, pace: null, heartRate: 172, sessions: null });
    // A title of its own is read with the text.
    expect(entryFacts({ title: 'Sunday 10k', content: 'Felt good in the wind.' }).sport).toBe('run');
  });

  it('calls a night of poor sleep a note, not a session', () => {
    const entry = { title: '', content: 'Slept badly, only about 5 hours, woke at 3am and could not get back to sleep. Feeling groggy.' };
    expect(entryKind(entry)).toBe('note');
    expect(entryKind({ title: '', content: 'Slept 7 hours, then 6 x 400m on the track.' })).toBe('session');
  });

  it('tells a health worry, a rest day, a session and another note apart', () => {
    expect(entryKind({ title: '', content: 'Worried about my heart rate: resting heart rate has been 10 beats higher all week. Doctor appointment on Friday' })).toBe('health');
    expect(entryKind({ title: 'Knee', content: 'Ran 5k but my knee hurts on the stairs.' })).toBe('health');
    expect(entryKind({ title: '', content: 'Caught a cold, staying in.' })).toBe('health');
    expect(entryKind({ title: '', content: 'Rest day. Just stretching and a walk.' })).toBe('rest');
    expect(entryKind({ title: 'Rest', content: 'Feet up with a book.' })).toBe('rest');
    expect(entryKind({ title: '', content: 'Rode 85 km, fuelled every 30 minutes with gels, felt strong' })).toBe('session');
    expect(entryKind({ title: '', content: 'Ran 10 km, no pain in the knee at last.' })).toBe('session');
    expect(entryKind({ title: '', content: 'Cold morning ride with the club.' })).toBe('session');
    expect(entryKind({ title: '', content: 'Track: 6 x 400m, 90 seconds rest.' })).toBe('session');
    expect(entryKind({ title: '', content: 'Slept badly, feeling flat.' })).toBe('note');
  });

  it("cares for a sore, stiff or tight body part as a health worry; sore legs after hills are the training's", () => {
    for (const content of [
      'Six hill reps today, felt strong on the last two. Knee a bit stiff after.',
      'Felt tired and my calf is tight. Slept badly two nights in a row.',
      'Easy spin, but a sore left knee on the climbs.',
      'My lower back aches after the long ride.',
      'Twinge in my achilles on the last mile.',
      'Hill repeats, 6 x 90 seconds. My knee ached a little on the way down.',
      'Knee niggle again, skipped the run.',
    ]) {
      expect([content, entryKind({ title: '', content })]).toEqual([content, 'health']);
    }
    // A niggle, mild by its name, after a session the entry describes leaves it a session (its reply adds the niggle's advice).
    expect(entryKind({ title: '', content: 'Easy 30 minute jog. Left knee niggling again on the stairs afterwards.' })).toBe('session');
    expect(entryKind({ title: '', content: 'Hill reps: legs sore after, but a good session.' })).toBe('session');
    expect(entryKind({ title: '', content: 'Ran 8 km, knee no longer sore.' })).toBe('session');
    expect(entryKind({ title: '', content: 'Ran 8 km and the knee was not stiff at all.' })).toBe('session');
  });

  it('counts a skipped session as a rest day', () => {
    expect(entryKind({ title: '', content: 'Skipped the intervals and had an early night.' })).toBe('rest');
    expect(entryKind({ title: '', content: "Skipped today's run, busy at work." })).toBe('rest');
    // With a word between ('the planned tempo'), missed or called off; the work of the day after is not logged as done.
    expect(entryKind({ title: 'Tired', content: 'Legs dead today. Skipped the planned tempo and walked the dog instead.' })).toBe('rest');
    expect(entryKind({ title: '', content: 'Missed my long run, the car would not start.' })).toBe('rest');
    expect(entryKind({ title: '', content: 'Bailed on the club intervals: too windy.' })).toBe('rest');
    expect(entryKind({ title: '', content: "Feeling low since my wife's operation, couldn't face training." })).toBe('rest');
    expect(entryKind({ title: '', content: 'Mum in hospital, so no training this week.' })).toBe('rest');
    expect(entryKind({ title: '', content: "Couldn't face the club run, went back to bed." })).toBe('rest');
    // A missed target is not a missed session.
    expect(entryKind({ title: '', content: 'Parkrun in 24:40, missed my PB by 9 seconds.' })).toBe('session');
  });

  it("reads a swim set's thousands and send-offs, and the easy time between reps, as no session figure", () => {
    expect(entryFacts({ title: '', content: 'Masters swim session, 2,400 m, lots of drills and 10 x 100 on 2:00.' })).toMatchObject({ sport: 'swim', distance: '2,400 m', duration: null });
    expect(entryFacts({ title: '', content: 'Turbo session: 3 x 10 min at sweet spot, 5 min easy between.' })).toMatchObject({ sport: 'ride', duration: null });
    expect(isStructured({ title: '', content: 'Turbo: sweet spot, 40 minutes.' })).toBe(true);
    expect(entryFacts({ title: '', content: 'Taper week: easy 5 km with a few strides.' })).toMatchObject({ sport: 'run', distance: '5 km' });
  });

  it("takes a professional's all-clear as a return, not a worry, unless it still hurts", () => {
    const cleared = { title: '', content: 'Physio says the achilles is healing, cleared to run 20 mins easy.' };
    expect(entryKind(cleared)).toBe('session');
    expect(isReturn(cleared)).toBe(true);
    expect(entryKind({ title: '', content: 'GP gave me the all-clear, easy 3 km jog.' })).toBe('session');
    expect(entryKind({ title: '', content: 'Physio cleared me to run but the knee still hurts a bit.' })).toBe('health');
  });

  it('knows a race still to come', () => {
    expect(isPreRace({ title: '', content: 'Race day tomorrow, feeling nervous. Kit laid out.' })).toBe(true);
    expect(isPreRace({ title: '', content: "Tomorrow's sportive: bike cleaned, bottles ready." })).toBe(true);
    expect(isPreRace({ title: 'Taper', content: 'Easy 5 km.' })).toBe(true);
    expect(isPreRace({ title: '', content: 'Race done! Finished the Great North Run in 2:05.' })).toBe(false);
    // A weekday's race after 'after', or with its time or how it went, was run; one still to come gives no 5 km of its own.
    for (const past of ["Legs heavy after Saturday's parkrun, easy 8 km", "Saturday's parkrun: 27:40, felt strong", "Sunday's half went well"]) expect(isPreRace({ title: '', content: past })).toBe(false);
    expect(entryFacts({ title: '', content: "Easy 20 min jog, Saturday's parkrun is my first" })).toMatchObject({ sport: 'run', distance: null, duration: '20 minutes' });
  });

  it("leaves what follows an endurance session out of its figures, and gives a session of several sports none", () => {
    expect(entryFacts({ title: '', content: 'Swam 40 lengths then 10 minutes in the sauna.' })).toMatchObject({ sport: 'swim', duration: null });
    expect(entryFacts({ title: '', content: 'Easy 30 min run, then 20 min core and stretching.' })).toMatchObject({ sport: 'run', duration: '30 minutes' });
    expect(entryFacts({ title: '', content: 'Stretching, 20 minutes.' })).toMatchObject({ sport: 'mobility', duration: '20 minutes' });
    expect(entryFacts({ title: '', content: 'Gym, then a 20 minute swim.' })).toMatchObject({ sport: 'strength', others: ['swim'], duration: null });
  });

  it("reads Couch to 5K as a programme, not a 5 km run or a 5k done, and knows pickleball and Peloton", () => {
    const c25k = { title: '', content: 'Week 3 of Couch to 5K done, 3 x 3 min runs.' };
    expect(entryFacts(c25k)).toMatchObject({ sport: 'run', distance: null, duration: null });
    expect(milestonePhrases(c25k)).toEqual([]);
    expect(entryFacts({ title: '', content: 'Pickleball with the group, great fun.' }).sport).toBe('tennis');
    expect(entryFacts({ title: '', content: 'Peloton class 30 min.' })).toMatchObject({ sport: 'ride', duration: '30 minutes' });
  });

  it('reads several sessions in one entry, by sport, with no one distance; not repeats inside one session', () => {
    const facts = (content: string) => entryFacts({ title: '', content });
    expect(facts('Did a 5k and a 10k this week, both felt good.')).toMatchObject({ sport: 'run', sessions: { run: 2 }, distance: null });
    expect(facts('Two runs this week: 8 km on Tuesday and 12 km on Saturday.').sessions).toEqual({ run: 2 });
    expect(facts('Swam twice and rode three times this week.').sessions).toEqual({ swim: 2, ride: 3 });
    expect(facts('Two easy rides and a swim this week.').sessions).toEqual({ ride: 2, swim: 1 });
    expect(facts('Two parkruns this month, both under 30 minutes.')).toMatchObject({ sport: 'run', sessions: { run: 2 }, duration: null });
    expect(facts('Two sessions today: swim in the morning, run in the evening.').sessions).toEqual({ swim: 1, run: 1 });
    expect(describeSession(facts('Swam twice and rode three times this week.'))).toBe('swims and rides');
    // One session: repeats inside it, a loop run twice, a brick.
    for (const one of ['Did 6 hill runs of 90 seconds, tough.', '4 runs of 3 minutes at 5k pace.', 'Ran the loop twice, 10 km.', 'Brick: 40 km ride then 5 km run off the bike.', '12 km run and a 2 km walk.']) {
      expect([one, facts(one).sessions]).toEqual([one, null]);
    }
    // Sessions on days named apart, one sport each; not one day's session compared with another's, nor a weekend planned.
    expect(facts('Saturday 60 km ride with the club, Sunday 15 km run, legs heavy today.')).toMatchObject({ sessions: { ride: 1, run: 1 }, distance: null });
    expect(facts('Ride on Saturday, run on Sunday.').sessions).toEqual({ ride: 1, run: 1 });
    expect(facts('Yesterday a 40 km ride, today an easy 5 km run.').sessions).toEqual({ ride: 1, run: 1 });
    expect(facts('Saturday 10 km run, Sunday 15 km run.').sessions).toEqual({ run: 2 });
    expect(facts('Monday swim 2 km, Wednesday 8 km run, Friday turbo 1 hour.').sessions).toEqual({ swim: 1, run: 1, ride: 1 });
    for (const one of ["Today's 10k felt easier than Sunday's.", 'Planning Saturday long ride, Sunday easy run.', 'Rested Saturday, Sunday 10 km run.']) {
      expect([one, facts(one).sessions]).toEqual([one, null]);
    }
  });

  it("reads a session that is the first of its kind since an operation, or a physio's go-ahead, as a return, not a worry", () => {
    const e = (content: string) => ({ title: '', content });
    const comeback = e('Parkrun this morning, 27:45, first time under 28 since my knee op. Chuffed.');
    expect(entryKind(comeback)).toBe('session');
    expect(isReturn(comeback)).toBe(true);
    const allowed = e('Physio says the Achilles is improving. Allowed 20 min easy jog every other day.');
    expect(entryKind(allowed)).toBe('session');
    expect(isReturn(allowed)).toBe(true);
    // Not allowed yet, or still a worry: cared for as one.
    expect(entryKind(e('Not allowed to run yet, physio says two more weeks.'))).toBe('health');
    expect(entryKind(e("Still not allowed to jog, physio appointment Friday."))).toBe('health');
    expect(entryKind(e('Physio says the Achilles is still inflamed, no running for two weeks.'))).toBe('health');
  });

  it('reads an age-group place as a milestone, and a manic day at work as stress', () => {
    expect(milestonePhrases({ title: '', content: 'Age-group 2nd at the county 10k champs! 44:10.' })).toEqual(['age-group 2nd']);
    expect(milestonePhrases({ title: '', content: '3rd V55 at the club 5 mile handicap.' })).toEqual(['3rd v55']);
    expect(milestonePhrases({ title: '', content: '2nd rep felt easier than the 1st.' })).toEqual([]);
    expect(noteTopic({ title: '', content: 'Did nothing today, work was manic. Feel guilty.' })).toBe('stress');
  });

  it('reads a flare-up as a worry, but not arthritis kept quiet; and strength work as training for a goal to stay strong', () => {
    const e = (content: string) => ({ title: '', content });
    expect(entryKind(e('Arthritis in the hands flaring, could not grip the bars, so a walk instead.'))).toBe('health');
    expect(entryKind(e('Knee arthritis behaving, 8 km easy run, no flare.'))).toBe('session');
    expect(goalSports('Stay strong and injury-free at 60')).toEqual(['strength']);
    expect(goalSports('Stronger legs for the Alps')).toEqual(['strength']);
    expect(goalSports('Walk the Coast to Coast in September')).toEqual(['walk', 'hike']);
    expect(goalSports('Hike the Pennine Way')).toEqual(['hike', 'walk']);
  });

  it('reads a fall as a worry, not a fell race or falling asleep; and "didn\'t sleep well" as a poor night', () => {
    const e = (content: string) => ({ title: '', content });
    expect(entryKind(e('Slipped on ice during my run and fell, grazed hands, otherwise fine. Walked home.'))).toBe('health');
    expect(entryKind(e('Came off the bike on a wet roundabout, bruised hip.'))).toBe('health');
    expect(entryFacts(e('Fell race in the Lakes, 12 km, brutal climbs.')).sport).toBe('run');
    expect(entryKind(e('Fell race in the Lakes, 12 km, brutal climbs.'))).toBe('session');
    expect(entryKind(e('So tired I fell asleep on the sofa after the ride.'))).toBe('session');
    expect(noteTopic(e("Didn't sleep well, still tired."))).toBe('sleep');
  });

  it('reads helping or watching at an event as no session of its sport', () => {
    const e = (content: string) => ({ title: '', content });
    expect(entryFacts(e('Volunteered at parkrun as a marshal today.')).sport).toBeNull();
    expect(entryKind(e('Volunteered at parkrun as a marshal today.'))).toBe('note');
    expect(entryFacts(e('Marshalling at the 10k, cold but fun.')).sport).toBeNull();
    expect(entryFacts(e('Cheered my wife on at the marathon, so proud.')).sport).toBeNull();
    // Taking part as well is a session.
    expect(entryFacts(e('Ran parkrun, then volunteered at the cafe.')).sport).toBe('run');
  });

  it('says a time without a distance as the session\'s length, and names Pilates and stretching as they are', () => {
    const e = (content: string) => ({ title: '', content });
    expect(describeSession(entryFacts(e('Allowed a 20 min easy jog by the physio today.')))).toBe('20-minute run');
    expect(describeSession(entryFacts(e('Turbo, 2 hours, Zwift.')))).toBe('2-hour ride');
    expect(describeSession(entryFacts(e('Ride, 1 hour 20 minutes, windy.')))).toBe('ride of 1 hour 20 minutes');
    expect(describeSession(entryFacts(e('Ran 5 km in 28 minutes.')))).toBe('5 km run in 28 minutes');
    expect(entryFacts(e('Pilates class, core aching.')).sport).toBe('pilates');
    expect(describeSession(entryFacts(e('Reformer class, 50 minutes.')))).toBe('50-minute Pilates session');
    expect(describeSession(entryFacts(e('Pilates and then a swim.')))).toBe('Pilates and swim session');
    expect(entryFacts(e('Stretching and mobility, 20 minutes.')).sport).toBe('mobility');
  });

  it('knows a parkrun is 5 km, and a sprint triathlon raced is no sprint interval', () => {
    const e = (content: string) => ({ title: '', content });
    expect(describeSession(entryFacts(e('First time under 25 minutes at parkrun! PB')))).toBe('5 km run in 25 minutes');
    expect(describeSession(entryFacts(e('Parkrun 27:40, windy.')))).toBe('5 km run in 27:40');
    expect(entryFacts(e('Junior parkrun with my granddaughter.')).distance).toBeNull();
    expect(entryFacts(e('Volunteered at parkrun, then ran 8 km.')).distance).toBe('8 km');
    expect(entryFacts(e('Age-group win at the Ely sprint tri.'))).toMatchObject({ sport: 'swim', others: ['ride', 'run'] });
    expect(isStructured(e('Sprint tri training: 40 min turbo.'))).toBe(false);
    expect(isStructured(e('Hill sprints, 8 x 20 seconds.'))).toBe(true);
  });

  it("reads a distance there and back ('each way') twice, and one mile in words", () => {
    const e = (content: string) => ({ title: '', content });
    expect(describeSession(entryFacts(e('Cycled to work, 14 km each way, legs fine.')))).toBe('28 km ride');
    expect(describeSession(entryFacts(e('Walked to the shops and back, 2 miles each way.')))).toBe('4-mile walk');
    expect(describeSession(entryFacts(e('Swam the mile in the lake this morning, 38 minutes.')))).toBe('1-mile swim in 38 minutes');
    expect(entryFacts(e('A one-mile time trial on the track, 7:45.')).distance).toBe('1 mile');
    expect(entryFacts(e('Ran a mile from home before the calf went.')).distance).toBeNull();
    expect(entryFacts(e('Did a mile warm-up then 6 x 400m.')).distance).toBeNull();
  });
});
