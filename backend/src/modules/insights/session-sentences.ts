/**
 * What the rule-based coach reply (rule-reply.ts) says about what the member did: a milestone, a hard session, structured
 * work, strength or mobility work, several sports in one session, a steady session, or a note between sessions (sleep,
 * stress), and what to compare its numbers with next time. Each explains why, in the coach's tone. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import type { EntryFacts } from './entry-facts.js';
import { ENDURANCE, type Sport } from './sports.js';

/**
 * A milestone the entry names ('pb', 'half marathon done'), quoted as `said`. What made it possible includes pacing but
 * for a session of a sport that is not endurance: a lift, a class or a match is made by recovery ('Deadlift PB 80 kg').
 */
export function milestoneSentence(said: string, sport: Sport | null, tone: CoachTone): string {
  const paced = !sport || ENDURANCE.includes(sport);
  const what = paced ? 'sleep, pacing, the sessions before' : 'sleep, recovery, the sessions before';
  return {
    direct: `You mention ${said}. Write down what made it possible (${what}), because that is what you repeat next time.`,
    encouraging: `You mention ${said}, and that is worth recording properly. Note what made it possible (${what}), so you can build on it deliberately.`,
    analytical: `Milestone marker: ${said}. Milestones are most useful when you record the conditions behind them: ${paced ? 'sleep, pacing' : 'sleep, recovery'} and the sessions before.`,
  }[tone];
}

/** A race or event still to come: the work is done; sleep, food, kit and a steady start. */
export function preRaceSentence(tone: CoachTone): string {
  return {
    direct: 'Before a race the work is done. Sleep, eat what you know, have your kit ready and start slower than you want to; nerves only mean it matters to you.',
    encouraging: 'The training is done now, and nerves simply mean it matters to you. Sleep, eat what you know, have your kit ready and start slower than you want to, then enjoy the day.',
    analytical: 'Pre-race note. Fitness does not change in the last days; what matters now is sleep, familiar food, kit prepared and an even, conservative start.',
  }[tone];
}

/** A session the entry calls hard (`said`), followed by an easy day (`easy`, in its sport). */
export function effortSentence(said: string, easy: string, tone: CoachTone): string {
  return {
    direct: `You call it ${said}. Make the next day ${easy}; hard work only turns into fitness once you have recovered from it.`,
    encouraging: `You call it ${said}, and you still got it done. Give the next day to ${easy}, because the benefit of a hard session arrives during recovery.`,
    analytical: `Logged as a hard session (${said}). Adaptation happens during recovery, so the next session should be ${easy}.`,
  }[tone];
}

/** Intervals, repeats or tempo: harder work, followed by an easy day. */
export function structuredSentence(easy: string, tone: CoachTone): string {
  return {
    direct: `Structured work like this is what moves your fitness on. Make the next day ${easy}, so it can.`,
    encouraging: `Harder, structured work like this is what moves your fitness on; give the next day to ${easy}, so the benefit can land.`,
    analytical: `Structured session (intervals, repeats or tempo): the stimulus for fitness. The adaptation comes with recovery, so the next session should be ${easy}.`,
  }[tone];
}

/** Strength work ('3 x 10 squats' are sets, not intervals): why it matters after 50, and the rest the muscles need. */
export function strengthSentence(tone: CoachTone): string {
  return {
    direct: 'Strength work keeps the muscle and bone that endurance training alone lets go after 50. Give the same muscles two days before you load them hard again.',
    encouraging: 'Strength work is one of the best things you can add after 50: it keeps the muscle and bone that endurance training alone lets go. Give the same muscles two days before you load them hard again.',
    analytical: 'Strength session: resistance work maintains the muscle mass and bone density that decline from middle age and that endurance training alone does not hold. Allow about 48 hours before loading the same muscles again.',
  }[tone];
}

/** Yoga, pilates, stretching or mobility work: what it does for the rest of the week. */
export function mobilitySentence(tone: CoachTone): string {
  return {
    direct: 'Mobility work like this keeps your range of movement, which the miles slowly take away. It belongs in the week as much as the sessions do.',
    encouraging: 'Mobility work like this is time well spent: it keeps the range of movement that the miles slowly take away, and it makes the other sessions feel easier.',
    analytical: 'Mobility session: it maintains the range of movement that repetitive endurance training reduces, which matters more with age.',
  }[tone];
}

/** Running in water: the running movement without the impact; the heart rate runs lower there. */
export function aquaSentence(tone: CoachTone): string {
  return {
    direct: 'Aqua jogging keeps your running fitness without the pounding, which is why injured runners use it. Keep upright, as if running on land, and keep the effort honest.',
    encouraging: 'Aqua jogging is a clever way to keep your running fitness while sparing your joints, and the effort counts just as much. Keep upright, as if you were running on land.',
    analytical: 'Aqua jogging: the running movement without impact. Heart rate runs lower in water at the same effort, so judge it by breathing and feel rather than by the numbers.',
  }[tone];
}

/** A class in the pool: the water carries the weight and resists every movement; company keeps it going. */
export function aquafitSentence(tone: CoachTone): string {
  return {
    direct: 'Water takes the weight off your joints and resists every movement, so a class like this builds strength and fitness gently. Keep going back: regular beats hard.',
    encouraging: 'A class in the water is kind training: it takes the weight off your joints while resisting every movement, so it builds strength and fitness gently, and going with a friend makes it easy to keep it up.',
    analytical: 'Aqua aerobics: water supports body weight and adds resistance in every direction, so it loads muscles with little joint impact. Regularity matters more than intensity here.',
  }[tone];
}

/** A game (tennis, padel, walking football, golf): quick feet and balance, or miles walked, count as training after 50. */
export function gameSentence(sport: 'tennis' | 'golf', tone: CoachTone): string {
  if (sport === 'golf') {
    return {
      direct: 'Golf counts: walking the course is miles on your feet, and the swing works your trunk and balance.',
      encouraging: 'Golf is real exercise: walking the course puts miles on your feet, and the swing works your trunk and balance. It all counts.',
      analytical: 'Golf: walking the course is several miles of low-intensity activity, plus rotational trunk work from the swing. It counts towards your weekly activity.',
    }[tone];
  }
  return {
    direct: 'Games like this train what steady sessions do not: quick changes of direction, reactions and balance, which matter more each year after 50. Warm up well before you play.',
    encouraging: 'Games like this are great training after 50: the quick starts, stops and changes of direction keep your balance and reactions sharp in a way steady sessions cannot. Warm up well before you play.',
    analytical: 'Court or team game: multidirectional movement, reactions and balance, which steady endurance work does not train. A thorough warm-up lowers the injury risk of the quick changes.',
  }[tone];
}

/** Several sports in one session ('ride then run'): the change between them is trained too, and the day counts as hard. */
export function multiSportSentence(sports: string, easy: string, tone: CoachTone): string {
  return {
    direct: `Putting ${sports} together trains the change between them, which no single-sport session does. It is a demanding day: make the next one ${easy}.`,
    encouraging: `Putting ${sports} together in one session trains the change between them, which is a skill of its own. It asks a lot, so give the next day to ${easy}.`,
    analytical: `Combined session (${sports}): it trains the transition, which single-sport sessions do not. Load is higher than either alone, so the next session should be ${easy}.`,
  }[tone];
}

/** A session of a beginner's programme (Couch to 5K): small steps, and a week repeated is no failure. */
export function programmeSentence(tone: CoachTone): string {
  return {
    direct: 'The programme works because each week asks only a little more than the last. If a week felt too much, repeat it: that is part of the plan, not a step back.',
    encouraging: 'Another week of the programme done. It works because each week asks only a little more than the last, so if one feels too much, repeat it; that is part of the plan, not a step back.',
    analytical: 'Programme session: progression is deliberately gradual, and repeating a week that felt too hard keeps the load rising at a rate joints and tendons can follow.',
  }[tone];
}

/** Several sessions in one entry ('two runs and a swim this week'): the regular training that builds fitness. */
export function severalSentence(tone: CoachTone): string {
  return {
    direct: `Several sessions: regular training like this is what builds fitness. Keep an easy day between the harder ones.`,
    encouraging: `Several sessions in one go, and that regular training is what builds fitness, so well done for fitting them in. Keep an easy day between the harder ones.`,
    analytical: `Several sessions in one entry: frequency drives aerobic gains. Space the harder ones with an easy day, and an entry per session gives these figures more to compare.`,
  }[tone];
}

/**
 * A session each day ('5k every morning this week'): a habit worth keeping, most of it easy; a day off each week for
 * anything harder than a walk or stretching, because the fitness is made while you recover.
 */
export function dailySentence(gentle: boolean, tone: CoachTone): string {
  if (gentle) {
    return {
      direct: 'Every day is the right amount for this: a daily habit like this does more for health after 50 than any single session.',
      encouraging: 'A daily habit like this is one of the best things you can do for yourself after 50, so keep it going: it does more than any single session.',
      analytical: 'Daily frequency logged. For low-intensity activity, daily practice is the recommendation, and habits like this carry the largest long-term health benefit.',
    }[tone];
  }
  return {
    direct: 'Every day is a great habit. Keep most of them easy, and take one day a week off, because the fitness is made while you recover.',
    encouraging: 'Every day is a great habit, so well done for keeping it going. Keep most of them easy and give yourself one day off a week: after 50, the fitness is made while you recover.',
    analytical: 'Daily sessions logged. Frequency builds aerobic fitness, but recovery is where adaptation happens: keep most sessions easy and schedule one rest day per week.',
  }[tone];
}

/** Long sessions on two days running ('back-to-back long rides'): training to go on tired, then an easy day. */
export function backToBackSentence(tone: CoachTone): string {
  return {
    direct: 'Back-to-back long days train you to keep going on tired legs, as the later hours of an event demand. Eat well between them and make the next day easy.',
    encouraging: 'Back-to-back long days are good event training: the second one teaches your legs to keep going when tired, just as the later hours of an event will. Eat well between them and make the next day an easy one.',
    analytical: 'Back-to-back long sessions: the second is done on accumulated fatigue, which is specific preparation for long events. Refuel between them and schedule an easy day after.',
  }[tone];
}

export function steadySentence(tone: CoachTone): string {
  return {
    direct: `A steady session. These are the base the harder work stands on, so keep them easy enough to repeat.`,
    encouraging: `A steady session like this is the base that harder work builds on, and it counts even when it feels ordinary.`,
    analytical: `No effort or milestone markers: a steady session. Most of a sound week should look like this.`,
  }[tone];
}

/** A resting heart rate the member says has gone down (fitness) or up (illness, poor sleep, too much load: ease off). */
export function restingHeartRateSentence(way: 'down' | 'up', tone: CoachTone): string {
  if (way === 'down') {
    return {
      direct: 'A lower resting heart rate is one of the clearest signs the training is working. Take it at the same time each morning, so the numbers compare.',
      encouraging: 'A lower resting heart rate is one of the nicest signs that your training is working. Taking it at the same time each morning keeps the numbers comparable.',
      analytical: 'Falling resting heart rate: a marker of improving aerobic fitness. Measure at the same time each morning for comparable readings.',
    }[tone];
  }
  return {
    direct: 'A resting heart rate above your usual can mean illness, poor sleep or more load than you have recovered from. Keep today easy and watch it; if it stays up for days, or you feel unwell, see your doctor.',
    encouraging: 'A resting heart rate above your usual is worth listening to: it can mean illness, poor sleep or more load than you have recovered from. Keep today easy, and if it stays up for days, or you feel unwell, please see your doctor.',
    analytical: 'Elevated resting heart rate: associated with illness, poor sleep or incomplete recovery. Reduce load until it returns to baseline; if it persists for days or comes with symptoms, a doctor should assess it.',
  }[tone];
}

/** A note without a session, on its topic when it has one (poor sleep or tiredness, a stressful time). */
export function noteSentence(topic: 'sleep' | 'stress' | null, tone: CoachTone): string {
  if (topic === 'sleep') {
    return {
      direct: 'Tiredness and poor sleep show in training. Keep the next session easy, or move the hard one, until you have slept well.',
      encouraging: 'Tiredness is worth listening to: keep the next session easy, or move the hard one, until you have had a good night. Recovery leans on sleep, and more so as we get older.',
      analytical: 'Fatigue or poor sleep noted. Sleep drives recovery, so the next session should be easy, or the hard one moved, until sleep is back to normal.',
    }[tone];
  }
  if (topic === 'stress') {
    return {
      direct: 'A stressful, busy time is load as well. Keep sessions short and easy until it eases; they help more than they cost.',
      encouraging: 'A busy, stressful stretch counts as load too, so be kind to yourself: short, easy sessions help more than they cost until it eases.',
      analytical: 'Life stress noted. Stress adds to training load, so short, easy sessions are the better choice until it eases.',
    }[tone];
  }
  return {
    direct: 'Notes like this, between sessions, explain the training entries around them, so keep writing them.',
    encouraging: 'Notes like this, about the days between sessions, are worth keeping: they often explain how the training itself goes.',
    analytical: 'No session in this entry: a context note. Sleep, mood and daily life account for much of the variation in training.',
  }[tone];
}

/** A plateau: normal, and holding pace after 50 is progress; one faster session, strength twice a week, easy days, 6-8 weeks. */
export function plateauSentence(tone: CoachTone): string {
  return {
    direct: 'Plateaus are normal, and after 50 holding your pace is progress in itself. To move on, make one session a week faster (short intervals or hills), add strength work twice a week and keep the rest easy; give it six to eight weeks before you judge.',
    encouraging: 'Plateaus happen to everyone, and after 50 holding your pace is an achievement in itself. To move on, try one faster session a week (short intervals or hills), strength work twice a week and plenty of easy days, then give it six to eight weeks before you judge.',
    analytical: 'Performance plateau noted. After 50, maintenance is itself a gain against age-related decline. Levers: one weekly high-intensity session, twice-weekly resistance training, sufficient easy volume; assess over six to eight weeks.',
  }[tone];
}

/**
 * A pain easing ('hurts less than last week'): keep it easy and let the pain guide; a physio if it has not gone in a
 * couple of weeks. A stiffness easing ('back less stiff'): gentle regular movement keeps it easing; a physio or GP if it
 * comes back or starts to hurt.
 */
export function easingSentence(what: 'pain' | 'stiffness', tone: CoachTone): string {
  if (what === 'stiffness') {
    return {
      direct: 'Good that it is less stiff: regular gentle movement like this is what keeps it easing, so keep it in your week. See a physio or your GP if the stiffness comes back worse or starts to hurt.',
      encouraging: 'Good to read that it is less stiff: regular gentle movement like this is what keeps it easing, so keep it in your week. Do see a physio or your GP if the stiffness comes back worse or starts to hurt.',
      analytical: 'Stiffness reducing. Regular low-load movement maintains the improvement; seek a physio or GP assessment if it recurs more severely or becomes painful.',
    }[tone];
  }
  return {
    direct: 'Good that it hurts less. Keep the sessions easy and short while it settles, ease off if it flares, and see a physio if it has not gone in a couple of weeks.',
    encouraging: 'Good to read that it hurts less. Keep the sessions easy and short while it settles, let it guide you (ease off if it flares), and see a physio if it has not gone in a couple of weeks.',
    analytical: 'Symptoms improving. Keep load low and easy while they settle, reduce it on any flare, and seek a physio assessment if not resolved within two weeks.',
  }[tone];
}

/** An event entered: a date to work back from; build gradually, an easier week every third or fourth, the long session first. */
export function enteredSentence(tone: CoachTone): string {
  return {
    direct: 'A date in the diary is the best motivation there is. Work back from it: build gradually, with an easier week every third or fourth, and let the long session grow first. Write each session here, so you can see the build.',
    encouraging: 'How exciting: a date in the diary is the best motivation there is. Work back from it, building gradually with an easier week every third or fourth and the long session growing first, and write each session here so you can watch the build come together.',
    analytical: 'Event entered: plan backwards from the date. Progressive build with a lighter week every third or fourth, long-session volume prioritised; logging each session makes the build measurable.',
  }[tone];
}

/** A weigh-in: weekly, at the same time, since daily numbers swing; strength work so what comes off is fat, not muscle. */
export function weightSentence(down: boolean, tone: CoachTone): string {
  const progress = down ? { direct: 'That is real progress. ', encouraging: 'That is real progress, and well earned. ', analytical: 'Downward trend noted. ' }[tone] : '';
  return (
    progress +
    {
      direct: 'Weigh once a week, same day and time: daily numbers swing with water. After 50, keep strength work in the week, so what comes off is fat, not muscle.',
      encouraging: 'Weighing once a week, on the same day and at the same time, shows the trend through the daily ups and downs. After 50, keep some strength work in the week, so what comes off is fat, not muscle.',
      analytical: 'Weekly weigh-ins at a fixed time filter out daily water swings. Resistance training preserves lean mass during weight loss, which matters more after 50.',
    }[tone]
  );
}

/** Good news of the member's health ('blood pressure down, GP pleased'): the training's quiet work, and the check-ups kept. */
export function healthNewsSentence(tone: CoachTone): string {
  return {
    direct: 'Good news, and your training is part of it: regular exercise is one of the best things there is for blood pressure, cholesterol and blood sugar. Keep the routine, and keep the check-ups.',
    encouraging: 'That is lovely news, and your training has played its part: regular exercise is one of the best things there is for blood pressure, cholesterol and blood sugar after 50. Keep the routine going, and keep up the check-ups.',
    analytical: 'Favourable health marker noted. Regular aerobic and resistance exercise are among the most effective non-drug measures for blood pressure, lipids and glucose; maintain the routine and scheduled check-ups.',
  }[tone];
}

/** The exercises a physio set, done: the treatment itself, little and often, and what hurt noted for them. */
export function rehabSentence(tone: CoachTone): string {
  return {
    direct: 'Doing the exercises your physio set is the treatment itself. Keep to them as prescribed, little and often, and note any that hurt so you can tell them.',
    encouraging: 'Well done for doing the exercises: they are the part of the treatment only you can do. Keep to them as your physio prescribed, little and often, and note any that hurt so you can tell them.',
    analytical: 'Rehabilitation exercises logged. Adherence is the main driver of outcome: keep to the prescribed dose and frequency, and record any exercise that provokes pain for your physio.',
  }[tone];
}

/** '60th', '51st', '52nd', '53rd'. */
const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** A birthday marked in training ('Turned 60 today!'): congratulations, and why the fitness kept now matters. */
export function birthdaySentence(age: number, tone: CoachTone): string {
  return {
    direct: `Happy ${ordinal(age)} birthday. Training through the birthdays is what keeps the next decade strong.`,
    encouraging: `Happy ${ordinal(age)} birthday, and what a way to mark it! The fitness you keep up now is what makes the next ten years good ones.`,
    analytical: `Birthday noted: ${age}. Fitness maintained through each decade is the strongest predictor of how the next one goes.`,
  }[tone];
}

/** A long session ('long run 18 miles', a sportive): endurance for the event, the fuelling practised, an easy day next; `onFoot`, a long walk or hike. */
export function longSessionSentence(goalPace: boolean, tone: CoachTone, onFoot = false, event = goalPace): string {
  // A long walk or hike: endurance and bone at little cost, with food, water and worn-in shoes; no event's fuelling.
  if (onFoot) {
    return {
      direct: 'Long walks build endurance and load your bones and joints at little cost. Take water and a snack, and wear shoes you have broken in.',
      encouraging: 'Long walks like this are wonderful for you after 50: they build endurance and keep bones and joints strong at very little cost. Take water and a snack, and shoes you have broken in.',
      analytical: 'Long low-intensity session: builds endurance and provides weight-bearing load with minimal recovery cost. Carry water and food, and use broken-in footwear.',
    }[tone];
  }
  const pace = goalPace
    ? { direct: ' The miles at goal pace teach the rhythm of the day.', encouraging: ' The miles at goal pace teach your body the rhythm of the day itself.', analytical: ' The goal-pace segment rehearses race rhythm on tired legs.' }[tone]
    : '';
  // No event named or trained for ('Long run 18 km, slow and steady'): endurance for its own sake, no 'day' to fuel for.
  if (!event) {
    return {
      direct: 'Long sessions build the endurance everything else rests on. Eat and drink on the way as you would on a long event, and make the next day easy.',
      encouraging: 'Long sessions like this build the endurance everything else rests on, so this one counts. Eat and drink on the way as you would on a long event, and give yourself an easy day next.',
      analytical: 'Long session: the main driver of endurance. Practise in-session fuelling and follow with an easy day.',
    }[tone];
  }
  return {
    direct: `Long sessions build the endurance an event needs. Practise the fuelling you will use on the day, and make the next day easy.${pace}`,
    encouraging: `Long sessions like this build the endurance your event needs, so this one counts. Practise the fuelling you will use on the day, and give yourself an easy day next.${pace}`,
    analytical: `Long session: the main driver of endurance for long events. Rehearse race-day fuelling and follow with an easy day.${pace}`,
  }[tone];
}

/** A training plan set: its shape, the easy sessions' part in it, and entries to see how it suits. */
export function planSentence(tone: CoachTone): string {
  return {
    direct: 'A plan is only as good as how it suits you. Keep the easy sessions truly easy, and write after each session how it went, so you can see whether the plan fits.',
    encouraging: 'A new plan is a good moment to start. Keep the easy sessions truly easy, they make the others possible, and write a line after each session so you and your coach can see how the plan suits you.',
    analytical: 'Plan noted. Adherence and recovery decide its effect: keep easy sessions easy, and log each session so its fit can be judged from the entries.',
  }[tone];
}

/** A club or group joined, with no session of today in figures: company, and the first sessions at your own pace. */
export function clubSentence(tone: CoachTone): string {
  return {
    direct: 'Joining a club is one of the best things you can do for your training: company keeps you going, and there is always someone at your pace. Go at your own speed in the first sessions and tell the leader you are new.',
    encouraging: 'How exciting: a club brings company, encouragement and people at your pace, and it is one of the best ways to keep training for years. Take the first sessions at your own speed, tell the leader you are new, and enjoy it.',
    analytical: 'Club membership improves adherence through social support and structured sessions. Start at your own pace, and let the session leader know you are new so they can place you in a suitable group.',
  }[tone];
}

/** New shoes: a few short runs in them first, and the old pair kept in reach. */
export function newShoesSentence(tone: CoachTone): string {
  return {
    direct: 'Give new shoes a few short, easy sessions before a long one, and keep the old pair for a week or two in case anything rubs.',
    encouraging: 'Enjoy them! Give new shoes a few short, easy sessions before a long one, and keep the old pair handy for a week or two in case anything rubs.',
    analytical: 'New footwear: introduce it over a few short, easy sessions before long ones, and keep the previous pair in rotation for one to two weeks.',
  }[tone];
}

/** A bike fit or a change of position: a few easy rides to settle in, one change at a time, back to the fitter if anything aches. */
export function bikeFitSentence(tone: CoachTone): string {
  return {
    direct: 'Give a new position a few shorter, easy rides before a long one, change one thing at a time, and go back to the fitter if a knee, hip or your back starts to ache.',
    encouraging: 'A good fit makes every ride more comfortable, so that is well spent. Give the new position a few shorter, easy rides before a long one, change one thing at a time, and go back to the fitter if a knee, hip or your back starts to complain.',
    analytical: 'Position change logged. Adapt over a few short, easy rides before long ones, alter one variable at a time, and return to the fitter if knee, hip or back discomfort appears.',
  }[tone];
}

/** An active day that is no session ('gardening all day', 'danced all night', 'skied 5 days'): it counts. */
export function activeDaySentence(tone: CoachTone): string {
  return {
    direct: 'That counts as activity: hours on your feet use the same legs and heart as a session. If it leaves you stiff, keep the next day gentle.',
    encouraging: 'All of that counts: a day on your feet like this keeps you moving as well as a session does, and it is the kind of activity that keeps life good after 50. If it leaves you stiff, keep the next day gentle.',
    analytical: 'Non-training activity logged: it adds to weekly load and movement. If it leaves residual stiffness, make the next session easy.',
  }[tone];
}

/** A lesson or technique work: one change at a time, practised easy until it is automatic. */
export function techniqueSentence(tone: CoachTone, said?: string): string {
  const effort = said
    ? {
        direct: `You call it ${said}: a new movement tires the head as much as the body. `,
        encouraging: `You call it ${said}, and learning a new movement is tiring for the head as much as the body. `,
        analytical: `Effort noted (${said}): learning a movement is demanding mentally as well as physically. `,
      }[tone]
    : '';
  return `${effort}${{
    direct: 'Technique work pays back every session after it. Practise one change at a time, at an easy effort, until it happens without thinking.',
    encouraging: 'A lesson is one of the best investments you can make, because better technique makes every session after it easier. Practise one change at a time, at an easy effort, until it happens without thinking.',
    analytical: 'Technique session logged. Skill changes consolidate with repetition at low intensity: one change at a time until it is automatic, then under fatigue.',
  }[tone]}`;
}

/** A sentence about the entry's own numbers: what to compare them with next time. */
export function numbersSentence(facts: Pick<EntryFacts, 'heartRate' | 'pace' | 'duration' | 'distance'>, tone: CoachTone): string | null {
  if (facts.heartRate && (facts.pace || facts.duration)) {
    const effort = facts.pace ? `${facts.pace}` : facts.duration;
    return {
      direct: `Compare ${effort} at ${facts.heartRate} bpm with the same session in a month: a lower heart rate for the same work is fitness.`,
      encouraging: `Keep a note of ${effort} at ${facts.heartRate} bpm: when the same work takes a lower heart rate in a few weeks, that is your fitness growing.`,
      analytical: `Reference point: ${effort} at ${facts.heartRate} bpm. Falling heart rate at equal output over the coming weeks indicates aerobic gains.`,
    }[tone];
  }
  if (facts.heartRate) {
    return {
      direct: `${facts.heartRate} bpm is worth noting each time, with how hard it felt.`,
      encouraging: `Noting ${facts.heartRate} bpm alongside how it felt builds a clear picture of your effort over time.`,
      analytical: `Heart rate ${facts.heartRate} bpm: log it with perceived effort each session to track the relationship.`,
    }[tone];
  }
  if (facts.pace && facts.distance) {
    return {
      direct: `${facts.distance} at ${facts.pace} is a benchmark: repeat the route in a few weeks and compare.`,
      encouraging: `${facts.distance} at ${facts.pace} makes a good benchmark to look back on when you repeat the route.`,
      analytical: `Benchmark: ${facts.distance} at ${facts.pace}. Repeat the same route to compare like with like.`,
    }[tone];
  }
  return null;
}
