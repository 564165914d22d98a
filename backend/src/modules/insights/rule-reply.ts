/**
 * The rule-based coach reply: written from the entry, the active goal and the momentum figures and tiers (docs/product.md#momentum)
 * when no model is configured, for private entries (which never reach the model) and when the model's answer fails
 * its checks twice. It refers back to the entry and the goal, explains each suggestion, and states facts rather than
 * praise. The coach tone changes the wording, never the facts.
 */
import type { CoachTone } from '../ai/index.js';
import { weekRiseSentence, type WeeklyDistance } from './weekly-distance.js';
import { wordCount } from './reply-checks.js';
import { REPLY_WORDS } from '../ai/index.js';
import { CONSISTENCY_TIERS, tierOf, type Momentum } from '../analytics/index.js';
import { hasWarningSigns, niggleSentence } from './care-sentences.js';
import { nextStep } from './next-step.js';
import { SAME_DAY } from './written-when.js';
import { goalNamesIn, goalParagraph } from './goal-paragraph.js';
import { goalReached } from './goal-reached.js';
import { numbersSentence, splitsSentence } from './session-sentences.js';
import { effortClaimed } from './effort.js';
import { raceDone } from './race-done.js';
import { variantOf } from './reply-variant.js';
import { describeParts, describeSession, entryFacts, entryText, type EntryFacts } from './entry-facts.js';
import { isStructured } from './structured-work.js';
import { crisisSentence, hopeless, hopelessSentence, inCrisis } from './crisis.js';
import { asksAdvice, easyReadingOutOfReach, heartRateWorry, questionIn, questionTopicIn, unansweredSentence } from './questions.js';
import { withGoalSport } from './sports.js';
import { painlessJointNoise } from './joint-noises.js';
import { restingHeartRate } from './note-sentences.js';
import { demanding, entryKind, isPreRace, mildNiggle, medicalHeartRateLimit, needsCare, onGoal, type EntryKind } from './entry-kind.js';
import { morningTendon, swimmersNeck } from './entry-mentions.js';
import { adviceSentence } from './advice.js';
import { numbFeet } from './numb-feet.js';
import { stomachTrouble } from './stomach-trouble.js';

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
  // A session of several sports by its parts when they give their distances ('your 40 km ride and 8 km run').
  const parts = kind === 'rest' || kind === 'note' ? null : describeParts(entry, facts);
  const session = kind === 'rest' || kind === 'note' ? '' : (parts ?? describeSession(facts));
  const openings = session
    ? [`${quote}: your ${session}.`, `Your ${session} ${parts || (facts.sessions && !facts.week) ? 'are' : 'is'} logged (${quote}).`, `You wrote ${quote}, about your ${session}.`]
    : [`${quote} is logged.`, `You wrote ${quote}.`, `Your entry ${quote} is in your journal.`];
  return openings[variantOf(entry, openings.length)];
}

function entryParagraph(entry: ReplyEntry, facts: EntryFacts, kind: EntryKind, reached: string | null, tone: CoachTone): string {
  // A health worry gets no benchmark to beat next time.
  // Nor a resting heart rate one for a session, nor a reading the reply has just called the sensor's ('210 on an easy jog').
  const numbers = kind === 'health' || restingHeartRate(entry) || heartRateWorry(entry) === 'reading' || (kind === 'session' && easyReadingOutOfReach(entry, isStructured(entry, facts))) ? null : numbersSentence(facts, tone);
  // A question after a session that the rules cannot answer ('how do I stop my legs sinking?') is not passed over.
  const question = kind === 'session' ? questionIn(entry) : null;
  const unanswered = question && questionTopicIn(entry) === 'other' && asksAdvice(question) ? unansweredSentence(question, tone) : null;
  // A mild niggle after the session is not passed over either.
  // (A joint that only clicks is reassured in the advice, joint-noises.ts, not watched as a niggle.)
  const niggle = kind === 'session' && mildNiggle(entry) && !morningTendon(entry) && !painlessJointNoise(entry) ? niggleSentence(tone) : null;
  // How a session was paced, when its splits make it up ('split 27:30 / 26:10').
  const pacing = kind === 'session' && facts.splits ? splitsSentence(facts.splits, tone) : null;
  // One sentence on the numbers: how it was paced, else what to compare them with (the reply stays short).
  // Hopelessness about everything is heard with someone to talk to, any time (crisis.ts).
  const support = hopeless(entry) ? hopelessSentence(tone) : null;
  return [openingSentence(entry, facts, kind), adviceSentence(entry, facts, kind, reached, tone), support, pacing ?? numbers, niggle, unanswered].filter(Boolean).join(' ');
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
  /** Each sport's distance in the last weeks, this entry's included (weekly-distance.ts): a session that lifts its week a third is told so. */
  weekly?: WeeklyDistance | null;
}

/** The whole reply: short paragraphs of plain text. */
export function ruleReply({ entry, previous, goal, goalReachedOn = null, momentum, tone, recommendations, weekly = null }: RuleReplyInput): string {
  // Thoughts of suicide or self-harm: care and where to get help now, nothing else (crisis.ts).
  if (inCrisis(entry)) return crisisSentence(tone);
  const facts = withGoalSport(entryFacts(entry), goal);
  const kind = entryKind(entry, facts);
  // A session with its distance that lifts its sport's week a third above last week: the rise, and easy days next,
  // where the reply has room for it.
  const rise = weekly && kind === 'session' && facts.sport && facts.distance ? weekRiseSentence(weekly, facts.sport) : null;
  if (rise) {
    const reply = composed({ entry, previous, goal, goalReachedOn, momentum, tone, recommendations }, facts, kind, rise);
    if (wordCount(reply) <= REPLY_WORDS.max) return reply;
  }
  return composed({ entry, previous, goal, goalReachedOn, momentum, tone, recommendations }, facts, kind, null);
}

/** The reply's paragraphs, with the week's rise (weekRiseSentence) after the month's figures when given. */
function composed(
  { entry, previous, goal, goalReachedOn = null, momentum, tone, recommendations }: Omit<RuleReplyInput, 'weekly'>,
  facts: EntryFacts,
  kind: EntryKind,
  rise: string | null,
): string {
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
    structured: demanding(entry, facts) || medicalHeartRateLimit(entry) !== null || rise !== null,
    onGoal: !named && onGoal(facts, kind, goal),
    goalNamed: short.length > 0,
    reached,
    noGoalStep: Boolean(goal && goalReachedOn),
    race: isPreRace(entry),
    raced: kind === 'session' && !reached && raceDone(entry, facts) !== null && (goal ? 'goal' : 'open'),
    niggle: kind === 'health' && (mildNiggle(entry) || swimmersNeck(entry, facts) || morningTendon(entry) || numbFeet(entry, facts) || stomachTrouble(entry) === 'ordinary') && !hasWarningSigns(entry),
    variant: variantOf(entry, 6, 'step'),
  });
  // Low spirits and someone close who is ill have their next step already (a short, easy session): the month's figures, no
  // training task.
  const figures = rise ? `${momentumParagraph(momentum, tone, before(previous), entry)} ${rise}` : momentumParagraph(momentum, tone, before(previous), entry);
  const month = needsCare(entry, kind) ? figures : `${figures} ${step}`;
  const paragraphs = [opening, goalParagraph(entry, facts, kind, goal, momentum, tone, goalReachedOn), month].filter(Boolean);
  if (recommendations.length) {
    const [first] = recommendations;
    paragraphs.push(`Suggested reading: "${first.topic}". ${first.reason}`);
  }
  return paragraphs.join('\n\n');
}
