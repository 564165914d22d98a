/**
 * Sessions missed to the rest of life ('Missed three sessions this week with work', 'No runs all week, too busy with
 * the grandchildren'), told with no session done: a gap of days costs little fitness, so the reply says not to cram
 * them back in but to pick the plan up where it is, keep the week's key session, and use short ones on busy days. A
 * single day off is a rest day (entry-kind.ts); one skipped for want of the will, or gone to anyway, is told so below. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const SESSIONS = String.raw`(?:sessions|runs|rides|swims|workouts|training\s+sessions|club\s+runs|club\s+rides)`;
const COUNT = String.raw`(?:both|two|three|four|five|six|a\s+few|a\s+couple\s+of|several|all\s+(?:my|of\s+my|this\s+week'?s)|most\s+(?:of\s+)?my|\d+)`;
const MISSED = new RegExp(
  String.raw`\b(?:missed|skipped|lost|dropped|had\s+to\s+(?:miss|skip|drop))\s+${COUNT}\s+(?:\w+\s+)?${SESSIONS}\b|\b(?:missed|skipped)\s+(?:a|the|my)\s+(?:whole|entire)\s+week\b|\bno\s+${SESSIONS}\s+(?:at\s+all\s+)?(?:all|this|last)\s+week\b|\b(?:hardly|barely)\s+(?:trained|ran|rode|swam|been\s+out)\s+(?:all|this|last)\s+week\b`,
  'i',
);

/** True when the entry tells of sessions missed (MISSED). */
export const missedSessions = (entry: { title?: string | null; content: string }) => MISSED.test(entryText(entry));

/** Do not cram them back in; pick the plan up where it is, keep the key session, short sessions on busy days. */
export function missedSessionsSentence(tone: CoachTone): string {
  return {
    direct: 'Weeks like that happen to everyone with a life outside training, and a few missed sessions cost far less fitness than it feels. Do not try to fit them back in: pick the plan up where it is now, keep the one session that matters most this week, and on a busy day 20 minutes keeps the habit going.',
    encouraging: 'Weeks like that happen to everyone with a life outside training, and a few missed sessions cost far less fitness than it feels. Please do not try to squeeze them back in: pick the plan up where it is now, keep the one session that matters most this week, and on busy days even 20 minutes keeps the habit going.',
    analytical: 'A gap of a few sessions costs little fitness (detraining takes weeks, not days). Do not compress the missed work into the coming days: resume the plan at its current point, protect the week\'s key session, and use short sessions of about 20 minutes on constrained days to keep consistency.',
  }[tone];
}

/**
 * A session skipped for want of the will, one day ('Couldn't be bothered today, sofa won', 'Skipped the run, just
 * couldn't face it', "didn't feel like it"): no low mood (entry-kind.ts MOOD answers that), but a day it happens to
 * everyone, and the ways to make starting easier if it recurs.
 */
const NOT_FEELING_IT =
  /\b(?:couldn'?t|could\s+not|can'?t|cannot)\s+be\s+bothered\b|\b(?:couldn'?t|could\s+not|can'?t|cannot)\s+face\s+(?:it|the\s+\w+|training|going\s+out|a\s+\w+)\b|\bsofa\s+won\b|\b(?:didn'?t|did\s+not)\s+feel\s+like\s+(?:it|going\s+out|training|running|riding|cycling|swimming|a\s+\w+)\b|\blazy\s+day\b/i;

/** True when the entry tells of a session skipped for want of the will (NOT_FEELING_IT). */
export const notFeelingIt = (entry: { title?: string | null; content: string }) => NOT_FEELING_IT.test(entryText(entry));

/** No guilt for one day; if it recurs, kit out the night before, someone to meet, the ten-minute rule. */
export function notFeelingItSentence(tone: CoachTone): string {
  return {
    direct: 'Everyone has days when the sofa wins, and one missed session costs nothing. If it starts to happen often, make starting easier: kit out the night before, a fixed time, someone to meet, and a ten-minute rule: go, and if it still feels wrong after ten minutes, come home.',
    encouraging: 'We all have days like that, and one missed session costs you nothing, so no guilt. If it happens more often, make the start easier: lay your kit out the night before, arrange to meet someone, and try the ten-minute rule: go out for ten minutes, and if it still feels wrong, come home. Most days you will keep going.',
    analytical: 'A single skipped session has no measurable effect on fitness. If motivation lapses recur, lower the barrier to starting: kit prepared in advance, fixed session times, a training partner, and a ten-minute commitment after which stopping is allowed.',
  }[tone];
}

/** Gone anyway ("Didn't feel like running but went anyway, 5 km"): the sessions that build the habit. */
const ANYWAY = /\b(?:went|did\s+it|got\s+out|got\s+going|made\s+myself\s+go|forced\s+myself(?:\s+out)?)\s+(?:anyway|regardless|in\s+the\s+end)\b|\bbut\s+(?:I\s+)?(?:went|did\s+it|got\s+out|made\s+myself|forced\s+myself)\b/i;
export const wentAnyway = (entry: { title?: string | null; content: string }) => notFeelingIt(entry) && ANYWAY.test(entryText(entry));

export function wentAnywaySentence(tone: CoachTone): string {
  return {
    direct: 'Going anyway when you did not feel like it is what carries a season: those sessions, more than the easy-to-start ones, build the habit. The first ten minutes are usually the hardest part.',
    encouraging: 'Well done for going anyway. Those are the sessions that build the habit, and very often the first ten minutes turn out to be the hardest part.',
    analytical: 'Session completed despite low initial motivation: such sessions drive long-term consistency, and reluctance commonly fades within the first ten minutes.',
  }[tone];
}
