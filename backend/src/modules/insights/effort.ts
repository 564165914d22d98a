/** The effort an entry claims for its session ('hard', 'tough'), and the milestones it claims, less what it denies. Pure. */
import { keywordsIn, MILESTONE_KEYWORDS } from '../analytics/index.js';
import { EFFORT_WORDS } from './entry-kind.js';

/** Effort words said with a 'not' before them ('not a hard session', "wasn't tough at all"). */
const DENIED_EFFORT = new RegExp(
  String.raw`\b(?:not|never|wasn'?t|isn'?t|nothing)\s+(?:(?:a|an|so|too|that|very|particularly|really|at\s+all)\s+)*(?:${EFFORT_WORDS.join('|')})\b`,
  'gi',
);

/**
 * The effort words the entry says of itself (EFFORT_WORDS), less those it denies: 'Not a hard session at all' is not
 * called hard. (The momentum figure counts entries containing its keywords, as its definition says.)
 */
/**
 * Effort words that say something else is difficult ('Hard to do!', 'hard to believe', 'hard to get going', 'Arthritis
 * in my thumb makes gear changes hard').
 */
const NOT_EFFORT = /\b(?:hard|tough)\s+to\s+(?:do|believe|say|tell|know|find|explain|resist|stop|slow\s+down|hold\s+back|get\s+(?:out|going|motivated|up)|motivate|imagine|describe)\b|\b(?:makes?|making)\s+(?!it\b)(?:[\w-]+\s+){1,3}?(?:hard|tough)\b|\b(?:gripping|holding|grip|braking|changing\s+gear|gear\s+changes|typing|writing|opening\s+jars|doing\s+up\s+buttons|kneeling|bending\s+down|getting\s+out\s+of\s+(?:bed|the\s+car|a\s+chair)|putting\s+on\s+(?:socks|shoes))\s+(?:[\w-]+\s+){0,3}?(?:is|are|was|were|feels?|felt|getting|got)\s+(?:a\s+lot\s+|much\s+|more\s+|so\s+|really\s+|quite\s+)?(?:hard|harder|tough|tougher)\b/gi;
const claimable = (text: string) => text.replace(DENIED_EFFORT, ' ').replace(NOT_EFFORT, ' ');

export function effortClaimed(entry: { title?: string | null; content: string }): string[] {
  return keywordsIn({ title: claimable(entry.title ?? ''), content: claimable(entry.content) }, EFFORT_WORDS);
}

/** A milestone word said not to be one ('no PB but lovely', "wasn't a PB", 'not a race, just a jog'). */
const DENIED_MILESTONE = /\b(?:no|not\s+a|wasn'?t\s+a|without\s+a|missed\s+(?:my|a|the)|nowhere\s+near\s+(?:my|a))\s+(?:new\s+)?(?:pb|pr|personal\s+best|personal\s+record|race|record)\b/gi;

/** A race's pace, kit or plan, trained or bought, is no race run: '8 km at 5k race pace', 'new race shoes'. */
const NO_RACE = /\brace\s+(?:pace|effort|simulation|plan|rehearsal|kit|shoes|number|entry|nutrition|fuel(?:ling)?|strategy|tactics|weight)\b|\b(?:pre|post)[- ]race\b/gi;

/**
 * The momentum's milestone words the entry says of itself, less those it denies ('no PB but lovely' claims none) and a
 * race's pace or kit ('tempo at 5k race pace' claims no race).
 */
export function milestonesClaimed(entry: { title?: string | null; content: string }): string[] {
  const claimed = (text: string) => text.replace(DENIED_MILESTONE, ' ').replace(NO_RACE, ' ');
  return keywordsIn({ title: claimed(entry.title ?? ''), content: claimed(entry.content) }, MILESTONE_KEYWORDS);
}
