/**
 * A sprain or a twist days or weeks ago, and a session on it now ('Sprained ankle last week, can walk on it now, did 2
 * km', 'rolled my ankle ten days ago, first run back'): a return, not today's worry. The reply builds the joint back
 * with balance work, which speeds the return and guards against the next sprain. Swelling, pain or 'still' sore keep the
 * entry a worry (entry-kind.ts takes out only the sprain's own words). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const AGO = String.raw`(?:last\s+(?:week|month|weekend)|(?:\d+|a|one|two|three|four|five|six|eight|ten|a\s+few|several|couple\s+of)\s+(?:days?|weeks?)\s+ago|(?:a|one|two|three|four|five|six|\d+)\s+weeks?\s+back)`;
/** The sprain in the past, and only its words: 'Sprained ankle last week', 'rolled my ankle ten days ago'. */
export const SPRAIN_BEFORE = new RegExp(
  String.raw`\b(?:sprained|twisted|rolled|turned|went\s+over\s+on)\s+(?:(?:a|an|my|the|left|right)\s+){0,2}(?:ankle|knee|wrist|foot)\s+${AGO}\b|\b(?:ankle|knee|wrist|foot)\s+sprain\s+${AGO}\b|\b(?:ankle|knee|wrist|foot)\s+(?:I\s+)?(?:sprained|twisted|rolled|turned)\s+${AGO}\b`,
  'gi',
);

/** True when the entry names a sprain from days or weeks ago (the session on it decides whether it is a return). */
export const sprainBefore = (entry: { title?: string | null; content: string }) => new RegExp(SPRAIN_BEFORE.source, 'i').test(entryText(entry));

/** Back on a sprained joint: short, flat and easy, balance work every day, a step back if it swells. */
export function sprainReturnSentence(tone: CoachTone): string {
  return {
    direct: 'A sprain that takes your weight again is ready for short, easy sessions on flat, even ground. Add balance work every day: stand on that foot for 30 seconds while you brush your teeth, then with your eyes closed. It speeds the return and guards against the next sprain. If it swells or aches more the next day, go back a step.',
    encouraging: 'Good to see you back on it. A sprain that takes your weight again is ready for short, easy sessions on flat, even ground, building up over a couple of weeks. Balance work helps most: stand on that foot for 30 seconds while you brush your teeth, and with your eyes closed once that is easy; it speeds the return and guards against the next sprain. If it swells or aches more the next day, go back a step.',
    analytical: 'Return after a sprain: short, easy sessions on flat, even surfaces, progressed over two to three weeks. Daily balance training (single-leg stance, 30 seconds, then eyes closed) restores the joint\'s position sense and reduces re-injury risk. Swelling or pain the next day means regress one step.',
  }[tone];
}
