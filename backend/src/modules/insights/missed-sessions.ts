/**
 * Sessions missed to the rest of life ('Missed three sessions this week with work', 'No runs all week, too busy with
 * the grandchildren'), told with no session done: a gap of days costs little fitness, so the reply says not to cram
 * them back in but to pick the plan up where it is, keep the week's key session, and use short ones on busy days. A
 * single day off is a rest day (entry-kind.ts). Pure.
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
