/**
 * The rule-based coach reply: written from the entry, the active goal and the momentum figures and tiers (docs/product.md#momentum)
 * when no model is configured, for private entries (which never reach the model) and when the model's answer fails
 * its checks twice. It refers back to the entry and the goal, explains each suggestion, and states facts rather than
 * praise. The coach tone changes the wording, never the facts.
 */
import { everydayCareIn, everydayCareSentence } from './everyday-care.js';
import { bereaved, griefSentence } from './grief.js';
import type { CoachTone } from '../ai/index.js';
import {
  CONSISTENCY_TIERS,
  tierOf,
  type Momentum,
} from '../analytics/index.js';
import { asthmaSentence, familySentence, hasWarningSigns, healthSentence, lowDaySessionSentence, morningTendonSentence, niggleSentence, statinSentence, heartLimitSentence, heatSentence, lowSugarSentence, medicineSentence, menopauseSentence, moodSentence, restAfterSentence, restSentence, returnSentence } from './care-sentences.js';
import { nextStep } from './next-step.js';
import { SAME_DAY } from './written-when.js';
import { goalNamesIn, goalParagraph } from './goal-paragraph.js';
import { goalReached, goalReachedSentence } from './goal-reached.js';
import {
  activeDaySentence,
  aquafitSentence,
  aquaSentence,
  backToBackSentence,
  bikeFitSentence,
  birthdaySentence,
  dailySentence,
  easingSentence,
  effortSentence,
  enteredSentence,
  healthNewsSentence,
  gameSentence,
  longSessionSentence,
  milestoneSentence,
  mobilitySentence,
  multiSportSentence,
  newShoesSentence,
  numbersSentence,
  noteSentence,
  planSentence,
  plateauSentence,
  preRaceSentence,
  programmeSentence,
  rehabSentence,
  restingHeartRateSentence,
  severalSentence,
  steadySentence,
  strengthSentence,
  structuredSentence,
  techniqueSentence,
  weightSentence,
  clubSentence,
} from './session-sentences.js';
import { bonkSentence, coldWaterSentence, crampSentence, domsSentence, flatDaySentence, openWaterPanicSentence, poorSleepSessionSentence, saddleSentence, swimmersNeckSentence, workedMusclesSentence, dispiritedSentence, watchVerdictSentence } from './session-care-sentences.js';
import { effortClaimed, milestonesClaimed } from './effort.js';
import { raceDone, raceDoneSentence } from './race-done.js';
import { variantOf } from './reply-variant.js';
import { describeSession, entryFacts, entryText, isBackToBack, isBrick, isDaily, list, restBefore, type EntryFacts } from './entry-facts.js';
import { quoted } from './quoted.js';
import { answerSentence, asksAdvice, questionIn, questionTopicIn, unansweredSentence, asksIfHeartRateSafe } from './questions.js';
import { EASY_FOLLOW_UP, isMobility, withGoalSport } from './sports.js';
import {
  afterPoorNight,
  demanding,
  EFFORT_WORDS,
  entryKind,
  isBeginnerProgramme,
  isLowSpirits,
  isPlan,
  isPreRace,
  isReturn,
  isStructured,
  mildNiggle,
  isLongSession,
  medicalHeartRateLimit,
  rehabDone,
  saddleTrouble,
  medicineChanged,
  mentionsMenopause,
  milestonePhrases,
  needsCare,
  noteTopic,
  onGoal,
  restingHeartRate,
  type EntryKind,
} from './entry-kind.js';
import { activeDay, atGoalPace, bikeFit, birthdayAge, bonked, coldOpenWater, delayedSoreness, dispirited, flatDay, easing, entered, hadCramp, healthNews, inHeat, isTechnique, lowBloodSugar, mentionsAsthma, newShoes, openWaterPanic, joinedClub, morningTendon, plateau, statinAches, swimmersNeck, watchVerdict, weighIn, workedMuscles } from './entry-mentions.js';

export interface ReplyEntry {
  title: string;
  content: string;
}

export interface RecommendationNote {
  topic: string;
  reason: string;
}

/**
 * True when the entry's title is its own first words (a chat message, or a title left blank, gets one made from them:
 * community's entry title), not one the member wrote.
 */
function titleIsItsWords(entry: ReplyEntry): boolean {
  const title = entry.title.trim().replace(/…$/, '').trimEnd();
  return !title || entry.content.replace(/\s+/g, ' ').trim().startsWith(title);
}

/** A unit after a number ('7 km'), which the quote keeps with it. */
const QUOTE_UNIT = /^(?:km|k|m|mi|miles?|mins?|minutes?|h|hrs?|hours?|secs?|seconds?|kg|bpm|x|×|%)[.,;:!?]*$/i;

/**
 * The entry as the reply quotes it: its title (the member's, or the one made from its first words), else its first
 * words; never ending in a stop or a comma, which would run into the sentence's own.
 */
export function quoteOf(entry: ReplyEntry): string {
  const title = entry.title.trim().replace(/[.,;:]+$/, '');
  if (title) return title.length > 80 ? `${title.slice(0, 79).trimEnd()}…` : title;
  const words = entry.content.trim().split(/\s+/);
  // Ten words, or eleven when the tenth is a number whose unit comes next ('…so I ran instead, 7 km…', not '7…').
  const count = /^\d/.test(words[9] ?? '') && QUOTE_UNIT.test(words[10] ?? '') ? 11 : 10;
  const start = words.slice(0, count).join(' ').replace(/[.,;:!?]+$/, '');
  return words.length > count ? `${start}…` : start;
}



/** The first sentence: what the member did, in their numbers where they gave them, and in their words. */
function openingSentence(entry: ReplyEntry, facts: EntryFacts, kind: EntryKind): string {
  // An entry that opens with a question is asked, not logged: 'You ask: "Should I run with a cold?"' (a long one by its first words).
  const question = questionIn(entry);
  if (kind !== 'session' && question && entryText(entry).trim().startsWith(question)) {
    return `You ask: "${question.length <= 100 ? `${question}?` : quoteOf({ title: '', content: question })}"`;
  }
  if (kind === 'health') {
    // The member's own words about how they are (after the title, if any), and nothing "logged" about it.
    const words = `"${quoteOf({ title: '', content: entry.content })}"`;
    const said = titleIsItsWords(entry) ? words : `"${quoteOf(entry)}": ${words}`;
    return [`You wrote ${said}.`, `Your entry says ${said}.`][variantOf(entry, 2)];
  }
  const quote = `"${quoteOf(entry)}"`;
  // A rest day's entry may name a session ('sore after yesterday's run, resting today'): not one it logs.
  // Nor does a note (a plan, '3 runs a week'; 'saddle pain on long rides').
  const session = kind === 'rest' || kind === 'note' ? '' : describeSession(facts);
  const openings = session
    ? [`${quote}: your ${session}.`, `Your ${session} ${facts.sessions ? 'are' : 'is'} logged (${quote}).`, `You wrote ${quote}, about your ${session}.`]
    : [`${quote} is logged.`, `You wrote ${quote}.`, `Your entry ${quote} is in your journal.`];
  return openings[variantOf(entry, openings.length)];
}

/** `reached`: the goal, when this entry is the first to say its event is done (goal-reached.ts), else null. */
function adviceSentence(entry: ReplyEntry, facts: EntryFacts, kind: EntryKind, reached: string | null, tone: CoachTone): string {
  // A question is answered (warning signs first): a worry's when it asks about an illness or a pain ('Is it ok to swim
  // with a sore shoulder?'), a session's or a rest day's when it asks what the reply can answer, a note's always.
  // Muscle aches on a statin, asked about or not ('legs ache on every run, should I stop the statins?'): the GP first.
  if (statinAches(entry) && !hasWarningSigns(entry)) return statinSentence(tone);
  if (watchVerdict(entry) && !facts.distance && !facts.duration && !hasWarningSigns(entry)) return watchVerdictSentence(tone);
  if (joinedClub(entry) && !facts.distance && !facts.duration && kind !== 'health') return clubSentence(tone);
  const question = questionIn(entry);
  const topic = question && !hasWarningSigns(entry) ? questionTopicIn(entry) : null;
  if (topic && (kind === 'health' ? topic === 'illness' || topic === 'pain' || topic === 'heart' : kind === 'note' || topic !== 'other')) return answerSentence(topic, tone, asksIfHeartRateSafe(entry));
  if (kind === 'health' && swimmersNeck(entry, facts) && !hasWarningSigns(entry)) return swimmersNeckSentence(tone);
  if (morningTendon(entry) && !hasWarningSigns(entry)) return morningTendonSentence(tone);
  const care = hasWarningSigns(entry) ? null : everydayCareIn(entry);
  if (care === 'treatment' || care === 'tornTendon' || care === 'warmsUp' || care === 'descents') return everydayCareSentence(care, tone);
  if (kind === 'health') return mildNiggle(entry) && !hasWarningSigns(entry) ? niggleSentence(tone) : healthSentence(entry, tone);
  if (bereaved(entry)) return griefSentence(kind === 'session', tone);
  // A heart-rate ceiling set by the member's doctor is kept to, whatever the session (a worry or warning signs come first).
  const limit = medicalHeartRateLimit(entry);
  if (limit && !hasWarningSigns(entry)) return heartLimitSentence(limit, tone);
  if (isLowSpirits(entry, kind)) return moodSentence(tone);
  if (needsCare(entry, kind)) return familySentence(tone);
  if (mentionsMenopause(entry) && !effortClaimed(entry).length) return menopauseSentence(tone);
  if (kind === 'rest') {
    const before = restBefore(entry, facts);
    return before ? restAfterSentence(describeSession(before)!, tone) : restingHeartRate(entry) === 'up' ? restingHeartRateSentence('up', tone) : isReturn(entry) ? returnSentence(tone) : restSentence(tone);
  }
  // Stiff a day or two after another day's session, with no session of its own: normal soreness, eased by moving.
  if (delayedSoreness(entry) && !facts.distance && !facts.duration) return domsSentence(tone);
  // The goal reached comes before a return's caution ('first time under 30 since my hip replacement').
  if (reached) return goalReachedSentence(entry, reached, tone);
  if (isReturn(entry)) return returnSentence(tone);
  const eased = kind === 'session' ? easing(entry) : null;
  if (eased) return easingSentence(eased, tone);
  if (kind === 'session' && plateau(entry)) return plateauSentence(tone);
  if (medicineChanged(entry)) return medicineSentence(tone, /\bstatins?\b/i.test(entryText(entry)));
  if (lowBloodSugar(entry)) return lowSugarSentence(tone);
  if (mentionsAsthma(entry)) return asthmaSentence(tone);
  // The momentum keywords and the phrases only the reply names ('half marathon done'), a keyword inside a phrase once.
  const phrases = milestonePhrases(entry);
  const milestone = [...phrases, ...milestonesClaimed(entry).filter((k) => !phrases.some((p) => p.includes(k)))];
  const effort = effortClaimed(entry);
  // After several sports, the easy day of the last one ('ride then run': an easy jog or a walk).
  const last = facts.others.at(-1) ?? facts.sport;
  const easy = last ? EASY_FOLLOW_UP[last] : 'easy movement';
  if (isPreRace(entry)) return preRaceSentence(tone);
  if (rehabDone(entry)) return rehabSentence(tone);
  if (saddleTrouble(entry)) return saddleSentence(tone);
  // Safety in cold water, and cramp, come before praise of the session.
  if (coldOpenWater(entry, facts)) return coldWaterSentence(tone, openWaterPanic(entry, facts));
  if (openWaterPanic(entry, facts)) return openWaterPanicSentence(/\b(?:settled|calmed|relaxed|was\s+fine|got\s+into\s+it)\b/i.test(entryText(entry)), tone);
  if (kind === 'session' && hadCramp(entry)) return crampSentence(tone);
  if (kind === 'session' && workedMuscles(entry)) return workedMusclesSentence(tone);
  if (kind === 'session' && inHeat(entry)) return heatSentence(tone);
  if (care) return everydayCareSentence(care, tone);
  const age = birthdayAge(entry);
  if (age) return birthdaySentence(age, tone);
  if (kind === 'note' && entered(entry)) return enteredSentence(tone);
  // A race gone wrong ('Very down after the race, didn't hit my time') is no milestone.
  if (dispirited(entry) && !phrases.length) return dispiritedSentence(/\b(?:dropped|passed|overtaken|younger|everyone|the\s+others)\b/i.test(entryText(entry)), tone);
  const race = kind === 'session' ? raceDone(entry, facts) : null;
  // 'finished' and 'race' only say a race was done, which is congratulated as such ('Zwift race, finished 45th of 60').
  if (milestone.length && !(race && milestone.every((word) => /^(?:completed|finished|race|event)$/.test(word)))) return milestoneSentence(quoted(milestone.slice(0, 2), entryText(entry)), facts.sport, tone);
  if (race) return raceDoneSentence(race, tone);
  if (kind === 'session' && (noteTopic(entry) === 'mood' || noteTopic(entry) === 'stress') && !dispirited(entry)) return lowDaySessionSentence(tone, noteTopic(entry) === 'stress');
  if (kind === 'session' && dispirited(entry)) return dispiritedSentence(/\b(?:dropped|passed|overtaken|younger|everyone|the\s+others)\b/i.test(entryText(entry)), tone);
  // A lesson called 'tough' was hard to learn, not a hard session to recover from.
  if (effort.length && kind === 'session' && isTechnique(entry)) return techniqueSentence(tone, quoted(effort.slice(0, 2), entryText(entry)));
  if (effort.length && kind === 'session' && bonked(entry)) return bonkSentence(tone);
  if (effort.length) return afterPoorNight(entry) && kind === 'session' && !isStructured(entry, facts) ? poorSleepSessionSentence(tone, true) : effortSentence(quoted(effort.slice(0, 2), entryText(entry)), easy, tone);
  const resting = restingHeartRate(entry);
  if (kind === 'note' && resting) return restingHeartRateSentence(resting, tone);
  if (kind === 'note' && isPlan(entry)) return planSentence(tone);
  if (kind === 'note' && newShoes(entry)) return newShoesSentence(tone);
  if (kind === 'note' && bikeFit(entry)) return bikeFitSentence(tone);
  if (kind === 'note' && healthNews(entry)) return healthNewsSentence(tone);
  const weight = kind === 'note' ? weighIn(entry) : null;
  if (weight) return weightSentence(weight.down, tone);
  if (kind === 'note' && activeDay(entry)) return activeDaySentence(tone);
  if (kind === 'note') {
    const topic = noteTopic(entry);
    // (Low spirits and family were answered above.)
    return noteSentence(topic === 'sleep' || topic === 'stress' ? topic : null, tone);
  }
  if (afterPoorNight(entry) && !isStructured(entry, facts)) return poorSleepSessionSentence(tone);
  if (isBrick(facts)) return multiSportSentence(list([facts.sport!, ...facts.others]), easy, tone);
  if (facts.sport === 'strength' || facts.others.includes('strength')) return strengthSentence(tone);
  if (isMobility(facts.sport)) return mobilitySentence(tone);
  if (facts.sport === 'aqua') return aquaSentence(tone);
  if (facts.sport === 'aquafit') return aquafitSentence(tone);
  if (facts.sport === 'tennis' || facts.sport === 'golf') return gameSentence(facts.sport, tone);
  if (kind === 'session' && isBeginnerProgramme(entry)) return programmeSentence(tone);
  // Heavy legs after several sessions ('Saturday ride, Sunday run, legs heavy today') are the fatigue they built.
  const flat = kind === 'session' && !effortClaimed(entry).length ? flatDay(entry) : null;
  if (flat && facts.sessions) return flatDaySentence(flat, tone);
  if (facts.sessions && isDaily(entry)) return dailySentence(facts.sport === 'walk' || isMobility(facts.sport), tone);
  if (facts.sessions) return isBackToBack(entry) ? backToBackSentence(tone) : severalSentence(tone);
  if (kind === 'session' && isTechnique(entry)) return techniqueSentence(tone);
  if (kind === 'session' && bonked(entry)) return bonkSentence(tone);
  if (kind === 'session' && isLongSession(entry, facts)) return longSessionSentence(atGoalPace(entry), tone, facts.sport === 'walk' || facts.sport === 'hike');
  if (kind === 'session' && isStructured(entry, facts)) return structuredSentence(easy, tone);
  if (flat) return flatDaySentence(flat, tone);
  return steadySentence(tone);
}

function entryParagraph(entry: ReplyEntry, facts: EntryFacts, kind: EntryKind, reached: string | null, tone: CoachTone): string {
  // A health worry gets no benchmark to beat next time.
  // Nor a resting heart rate one for a session.
  const numbers = kind === 'health' || restingHeartRate(entry) ? null : numbersSentence(facts, tone);
  // A question after a session that the rules cannot answer ('how do I stop my legs sinking?') is not passed over.
  const question = kind === 'session' ? questionIn(entry) : null;
  const unanswered = question && questionTopicIn(entry) === 'other' && asksAdvice(question) ? unansweredSentence(question, tone) : null;
  // A mild niggle after the session is not passed over either.
  const niggle = kind === 'session' && mildNiggle(entry) && !morningTendon(entry) ? niggleSentence(tone) : null;
  return [openingSentence(entry, facts, kind), adviceSentence(entry, facts, kind, reached, tone), numbers, niggle, unanswered].filter(Boolean).join(' ');
}

/** How recently the member wrote before this entry, as the month in figures needs it. */
type Before = 'none' | 'today' | 'this week' | 'longer';

/** A previous entry's `when` (writtenWhen) as `Before`: 'earlier today', 'yesterday' or a weekday are within the week. */
function before(previous: PreviousEntry | null | undefined): Before {
  if (!previous) return 'none';
  if (previous.when === SAME_DAY) return 'today';
  return previous.when === 'yesterday' || /^on [A-Z][a-z]+day$/.test(previous.when) ? 'this week' : 'longer';
}

/**
 * The month in figures. After an entry written earlier today (`before` 'today'), whose reply gave the same figures (a
 * day's second entry changes none of the days written on): one short sentence instead of the same paragraph again (a
 * member sending several short messages a day read it each time). After one written within the week: the figures
 * without the tier's message, which the member read days ago, in one of three lead-ins (by the entry's words), so a
 * member writing daily does not read the same paragraph each day. The analytical tone lists every figure anyway.
 */
function momentumParagraph(m: Momentum, tone: CoachTone, since: Before = 'none', entry?: ReplyEntry): string {
  const weeks = `${m.weekly_streak} week${m.weekly_streak === 1 ? '' : 's'}`;
  const sameDay = since === 'today';
  if (sameDay && tone !== 'analytical' && m.active_days <= 1) {
    return {
      direct: 'Your figures started earlier today; this entry adds to the same day.',
      encouraging: 'Your month started earlier today, and this entry adds to that first day.',
    }[tone];
  }
  if (sameDay && tone !== 'analytical') {
    return {
      direct: `The month's figures are as they were earlier today: ${m.active_days} of the last 30 days written.`,
      encouraging: `Your month stands where it did earlier today: ${m.active_days} of the last 30 days written, with a streak of ${weeks}.`,
    }[tone];
  }
  // The only entry of the month (a new member's first, or the first after a month away): '1 of the last 30 days (3%)'
  // measures a month the member has only just begun; the month starts here instead. The analytical tone lists the figures.
  if (since === 'none' && m.active_days <= 1 && tone !== 'analytical') {
    return {
      direct: 'This is your only entry of the last 30 days, so your figures start from here.',
      encouraging: 'This is your first entry of the last 30 days, so your month starts here.',
    }[tone];
  }
  const hard = `${m.effort_sessions} hard session${m.effort_sessions === 1 ? '' : 's'}`;
  // 'and 0 hard sessions' is left out in words (the entry may be hill repeats that use none of the effort words); the
  // analytical tone lists every figure.
  const facts = `you have written on ${m.active_days} of the last 30 days (${m.consistency_score}%), with a streak of ${weeks}${m.effort_sessions ? ` and ${hard}` : ''}`;
  if (since === 'this week' && tone !== 'analytical') {
    const leads = { direct: ['In numbers:', 'Your month:', 'To date:'], encouraging: ['Looking at the last month,', 'Your month so far:', 'As things stand,'] }[tone];
    return `${leads[entry ? variantOf(entry, leads.length, 'month') : 0]} ${facts}.`;
  }
  // At the lowest tier the next step is about writing more often already: the tier's message would say it twice.
  const message = tierOf(m.consistency_score, CONSISTENCY_TIERS) === 'start' ? '' : ` ${m.messages.consistency}`;
  return {
    direct: `In numbers: ${facts}.${message}`,
    encouraging: `Looking at the last month, ${facts}.${message}`,
    analytical: `Last 30 days: consistency ${m.consistency_score}% (${m.active_days} of 30 days), weekly streak ${weeks}, ${hard}, ${m.milestones} milestone${m.milestones === 1 ? '' : 's'}.${message}`,
  }[tone];
}


/** The entry the member wrote before this one, with when, as `writtenWhen` says it ('earlier today', 'on Tuesday'). */
export interface PreviousEntry extends ReplyEntry {
  when: string;
}

function previousSentence(entry: ReplyEntry, previous: PreviousEntry, kind: EntryKind, tone: CoachTone): string {
  const bothHard = effortClaimed(entry).length > 0 && effortClaimed(previous).length > 0;
  const before = `"${quoteOf(previous)}" ${previous.when}`;
  if (bothHard) {
    return {
      direct: `Your previous entry, ${before}, was hard too: two in a row means the next one should be easy.`,
      encouraging: `Your previous entry, ${before}, was a hard one too, so two demanding sessions in a row have earned an easy day.`,
      analytical: `The previous entry (${before}) also carries effort markers: two consecutive hard sessions raise the need for recovery.`,
    }[tone];
  }
  return {
    direct: `Your previous entry was ${before}.`,
    encouraging: kind === 'session' ? `It follows your previous entry, ${before}, so the week is taking shape.` : `Your previous entry was ${before}.`,
    analytical: `Previous entry: ${before}.`,
  }[tone];
}

export interface RuleReplyInput {
  entry: ReplyEntry;
  /** The member's entry before this one, if any (the reply refers back to it). */
  previous?: PreviousEntry | null;
  goal: string | null;
  /** When an earlier entry reached the goal, still set ('yesterday', 'on Sunday': goal-reached.ts reachedBefore), else null. */
  goalReachedOn?: string | null;
  momentum: Momentum;
  tone: CoachTone;
  recommendations: RecommendationNote[];
}

/** The whole reply: short paragraphs of plain text. */
export function ruleReply({ entry, previous, goal, goalReachedOn = null, momentum, tone, recommendations }: RuleReplyInput): string {
  const facts = withGoalSport(entryFacts(entry), goal);
  const kind = entryKind(entry, facts);
  // The goal's event done in this entry, the first time since the goal was set.
  const reached = !goalReachedOn && goalReached(entry, goal);
  const about = entryParagraph(entry, facts, kind, reached ? goal : null, tone);
  const opening = previous ? `${about} ${previousSentence(entry, previous, kind, tone)}` : about;
  // 6: as even a pick for the advice said two ways as for the three. A return after time off is, like structured work,
  // no time to be asked for a harder session.
  // A session of the goal's sport that does not name it is asked to name it, not to train for it.
  // One that names it by a short name ('5k') gets no goal step: alignment's low figure does not see the name.
  const { counted, short } = goalNamesIn(entry, goal);
  const named = counted.length + short.length > 0;
  const step = nextStep(momentum, tone, {
    kind,
    // Nor is a session kept under a doctor's heart-rate ceiling.
    structured: demanding(entry, facts) || medicalHeartRateLimit(entry) !== null,
    onGoal: !named && onGoal(facts, kind, goal),
    goalNamed: short.length > 0,
    reached,
    noGoalStep: Boolean(goal && goalReachedOn),
    race: isPreRace(entry),
    raced: kind === 'session' && !reached && raceDone(entry, facts) !== null && (goal ? 'goal' : 'open'),
    niggle: kind === 'health' && (mildNiggle(entry) || swimmersNeck(entry, facts) || morningTendon(entry)) && !hasWarningSigns(entry),
    variant: variantOf(entry, 6, 'step'),
  });
  // Low spirits and someone close who is ill have their next step already (a short, easy session): the month's figures, no
  // training task.
  const month = needsCare(entry, kind) ? momentumParagraph(momentum, tone, before(previous), entry) : `${momentumParagraph(momentum, tone, before(previous), entry)} ${step}`;
  const paragraphs = [opening, goalParagraph(entry, facts, kind, goal, momentum, tone, goalReachedOn), month].filter(Boolean);
  if (recommendations.length) {
    const [first] = recommendations;
    paragraphs.push(`Suggested reading: "${first.topic}". ${first.reason}`);
  }
  return paragraphs.join('\n\n');
}
