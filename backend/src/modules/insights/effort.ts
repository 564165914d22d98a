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
export function effortClaimed(entry: { title?: string | null; content: string }): string[] {
  return keywordsIn({ title: (entry.title ?? '').replace(DENIED_EFFORT, ' '), content: entry.content.replace(DENIED_EFFORT, ' ') }, EFFORT_WORDS);
}
