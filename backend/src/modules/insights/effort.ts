/** The effort an entry claims for its session ('hard', 'tough'), less what it denies. Pure. */
import { keywordsIn } from '../analytics/index.js';
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
/** Effort words that say something else is difficult ('Hard to do!', 'hard to believe', 'hard to get going'). */
const NOT_EFFORT = /\b(?:hard|tough)\s+to\s+(?:do|believe|say|tell|know|find|explain|resist|stop|slow\s+down|hold\s+back|get\s+(?:out|going|motivated|up)|motivate|imagine|describe)\b/gi;
const claimable = (text: string) => text.replace(DENIED_EFFORT, ' ').replace(NOT_EFFORT, ' ');

export function effortClaimed(entry: { title?: string | null; content: string }): string[] {
  return keywordsIn({ title: claimable(entry.title ?? ''), content: claimable(entry.content) }, EFFORT_WORDS);
}
