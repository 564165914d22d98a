/**
 * What the rule-based coach reply (rule-reply.ts) says about what the member did: a milestone, a hard session, structured
 * work, strength or mobility work, several sports in one session, a steady or long session, and what to compare its
 * numbers with next time (an entry that is no session: note-sentences.ts). Each explains why, in the coach's tone. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import type { EntryFacts } from './entry-facts.js';
import { sameAgain } from './pace-facts.js';
import { splitTrend } from './splits.js';
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

/** The changes from one sport to the next that races make (triathlon, duathlon, aquathlon). */
const RACE_CHANGES = new Set(['swim>ride', 'ride>run', 'run>ride', 'swim>run']);

/** Whether sports done in this order ('ride then run') include a change a race makes; 'cycled to the pool, swam' does not. */
export const trainsARaceChange = (order: Sport[]) => order.slice(1).some((sport, i) => RACE_CHANGES.has(`${order[i]}>${sport}`));

/**
 * Several sports in one session: in a race's order ('ride then run') the change between them is trained too; in
 * another ('cycled to the pool, swam 1 km') the work adds up over different muscles and joints. The day counts as hard.
 */
export function multiSportSentence(sports: string, easy: string, tone: CoachTone, raceChange = true): string {
  if (!raceChange) {
    return {
      direct: `Putting ${sports} together adds up to more work than either alone, spread over different muscles and joints. It is a demanding day: make the next one ${easy}.`,
      encouraging: `Putting ${sports} together in one session makes a full day's training, with the load shared between different muscles and joints. It asks a lot, so give the next day to ${easy}.`,
      analytical: `Combined session (${sports}): the load is higher than either alone, spread across different muscles and joints. The next session should be ${easy}.`,
    }[tone];
  }
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

/**
 * A sentence about how the session was paced, from the splits that make it up (splits.ts): finishing faster than the
 * start is the way to race; a start much faster than the finish usually costs time. Even splits need no comment.
 */
export function splitsSentence(times: readonly string[], tone: CoachTone): string | null {
  const [first, last] = [times[0], times.at(-1)];
  const trend = splitTrend(times);
  if (trend === 'negative') {
    return {
      direct: `Your splits came down from ${first} to ${last}: a negative split, the way to pace a race.`,
      encouraging: `Your splits came down from ${first} to ${last}, a negative split: finishing faster than you started is pacing done well.`,
      analytical: `Splits fell from ${first} to ${last}: a negative split, the pacing pattern behind most best times.`,
    }[tone];
  }
  if (trend === 'positive') {
    return {
      direct: `Your splits went from ${first} to ${last}: start a little slower next time and finish stronger.`,
      encouraging: `Your splits went from ${first} to ${last}, so the start may have been a touch quick: hold back a little early next time and finish stronger.`,
      analytical: `Splits rose from ${first} to ${last} (a positive split): a more even start usually gives a faster total.`,
    }[tone];
  }
  return null;
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
    const again = sameAgain(facts.pace);
    return {
      direct: `${facts.distance} at ${facts.pace} is a benchmark: repeat the ${again} in a few weeks and compare.`,
      encouraging: `${facts.distance} at ${facts.pace} makes a good benchmark to look back on when you repeat the ${again}.`,
      analytical: `Benchmark: ${facts.distance} at ${facts.pace}. Repeat the same ${again} to compare like with like.`,
    }[tone];
  }
  return null;
}
