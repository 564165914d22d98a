/**
 * What the rule-based coach reply (rule-reply.ts, through advice.ts) says of an entry that is no session, or tells of
 * more than one: a note (sleep, stress), a resting heart rate, a plateau, a pain or stiffness easing, an event entered,
 * a weigh-in, good news of the member's health, a physio's exercises, a birthday, a plan, a club, new shoes or a bike
 * fit; and which way a resting heart rate said has gone. Each explains why, in the coach's tone. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

/**
 * Which way the member says their resting heart rate has gone ('resting HR down to 52', 'RHR up 6 beats', 'resting
 * pulse higher than usual', or one taken on waking: 'Heart rate 48 this morning, lowest ever'): down is a sign of
 * fitness, up a sign to ease off. Null when the entry says neither.
 */
const RESTING_HR = /\b(?:resting\s+(?:hr|heart\s*rate|pulse)|rhr|(?:heart\s*rate|hr|pulse)(?=\s+(?:of\s+|was\s+|is\s+)?\d{2,3}\s+(?:this\s+morning|on\s+waking|when\s+i\s+woke|first\s+thing)\b))\s+(?:is\s+|was\s+|has\s+been\s+|now\s+|right\s+)?(?:[\w:,]+\s+){0,4}?(down|lower|lowest|dropped|dropping|falling|up|higher|highest|raised|elevated|rising)\b/i;

/** A resting heart rate beside its usual ('Resting HR 72 this morning, usually 55'): the first group the day's, the second the usual. */
const RESTING_AGAINST_USUAL =
  /\b(?:resting\s+(?:hr|heart\s*rate|pulse)|rhr)\s*(?:of|is|was|:|at)?\s*(\d{2,3})\b[^.!?\n]{0,40}?\b(?:usually|normally|normal\s+is|typically|my\s+usual\s+is|instead\s+of\s+(?:my\s+)?(?:usual\s+)?)\s*(?:about\s+|around\s+)?(\d{2,3})\b/i;

export function restingHeartRate(entry: { title?: string | null; content: string }): 'down' | 'up' | null {
  const text = entryText(entry);
  const against = text.match(RESTING_AGAINST_USUAL);
  if (against && Math.abs(Number(against[1]) - Number(against[2])) >= 4) return Number(against[1]) > Number(against[2]) ? 'up' : 'down';
  const way = text.match(RESTING_HR)?.[1].toLowerCase();
  if (!way) return null;
  return /^(?:down|lower|lowest|dropped|dropping|falling)$/.test(way) ? 'down' : 'up';
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
