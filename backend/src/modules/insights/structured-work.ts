/**
 * Structured, harder work ('6 x 400m', 'hill reps', 'tempo', 'a chain gang'), which the reply does not call a steady
 * session and after which it asks for no harder one; a beginner's run-walk programme's intervals and another day's
 * work are not it. Pure.
 */
import { entryFacts, entryText, type EntryFacts } from './entry-facts.js';
import { without } from './sports.js';

/** A beginner's run-walk programme ('week 3 of Couch to 5K'): its run and walk intervals are no harder, structured work. */
const PROGRAMME = /\b(?:couch\s+to\s+5\s*k|c25k)\b/i;

/** True when the entry is a session of a beginner's programme (see PROGRAMME). */
export function isBeginnerProgramme(entry: { title?: string | null; content: string }): boolean {
  return PROGRAMME.test(entryText(entry));
}

/** Structured, harder work: intervals, reps and repeats ('6 x 400m', 'hill reps', 'tempo', 'strides'), not a steady session. */
const STRUCTURED = /\b(?:chain\s*gang|time[- ]trial(?!\s+(?:bike|bars|helmet|position|kit|season|series\s+entry))|(?:ftp|ramp|2k|2000\s*m|500\s*m|fitness|vo2(?:\s*max)?)\s+test|(?:up|climbed|rode\s+up|ran\s+up)\s+(?:[\w-]+\s+){0,3}?hill\s+(?:\d+|two|three|four|five|six)\s+times|intervals?|repeats|sprints?(?![- ](?:tri|triathlons?|duathlons?|aquathlons?|distance|race)\b)|strides|tempo|fartlek|threshold|sweet\s*spot|vo2\s*max(?!\s*(?:of\s+|is\s+|was\s+|estimate\s+|score\s+|up\s+to\s+|:\s*)?\d)|hill\s+(?:climbing|climbs|efforts)|hill\s*(?:x|×)\s*\d+)\b/i;
/** Repetitions: '6 x 400m', 'hill reps'; in a strength session ('3 x 10 squats', 'reps') they are sets, not intervals. */
const REPETITIONS = /\breps\b|\b\d+\s*[x×]\s*\d/i;
/**
 * Another day's structured work is not today's session: 'legs heavy after yesterday's intervals, easy spin 30 min',
 * 'saving myself for Thursday's tempo', 'intervals tomorrow'.
 */
const WORK = String.raw`(?:intervals?|reps|repeats|tempo|track(?:\s+session)?|fartlek|threshold|sprints?|strides|hill\s+(?:reps|repeats|efforts)|efforts)`;
const ANOTHER_DAYS_WORK = [
  new RegExp(String.raw`\b(?:(?:yesterday|tomorrow|last\s+(?:night|week|weekend)|next\s+week)'?s|(?:after|since|from|for|before)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s)\s+(?:[\w-]+\s+){0,2}?${WORK}\b`, 'gi'),
  new RegExp(String.raw`\b${WORK}(?:\s+session)?\s+(?:yesterday|tomorrow|last\s+night)\b`, 'gi'),
];
const COMMUTE = /\b(?:commut(?:e|ed|es|ing)|(?:to|from)\s+(?:work|the\s+office))\b/i;

/**
 * True when the entry's session is structured work (see STRUCTURED and REPETITIONS), which the reply does not call
 * steady and after which it asks for no harder session.
 */
export function isStructured(entry: { title?: string | null; content: string }, facts: EntryFacts = entryFacts(entry)): boolean {
  const text = without(ANOTHER_DAYS_WORK, entryText(entry));
  if (PROGRAMME.test(text)) return false;
  // A commute there and back ('Cycled to work and back, 2 x 12 km') repeats a journey, not an effort.
  return STRUCTURED.test(text) || (facts.sport !== 'strength' && REPETITIONS.test(text) && !COMMUTE.test(text));
}
