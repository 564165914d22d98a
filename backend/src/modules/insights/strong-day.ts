/**
 * A session the member felt strong in ('Felt really strong on the hills today', 'legs felt fresh and springy'): the
 * training landing, answered with what to note so a good day can be set up again, and the hills' worth when it names
 * them. Not one said otherwise ("didn't feel strong", 'strong wind'). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const DEGREE = String.raw`(?:really|so|very|surprisingly|super|pretty|quite|incredibly|unusually|properly)\s+`;
const STRONG = new RegExp(
  String.raw`\b(?:felt|feel|feeling|legs\s+(?:felt|were|feel|are))\s+(?:${DEGREE})?(?:strong|fresh|springy|sharp|powerful|light\s+on\s+my\s+feet|like\s+flying|unstoppable|fantastic|brilliant|amazing|great)\b|\b(?:legs\s+(?:felt|were)\s+(?:${DEGREE})?good)\b|\bstrong\s+(?:on|up)\s+(?:the\s+)?(?:hills?|climbs?|inclines?)\b`,
  'i',
);
const NOT_SAID = new RegExp(String.raw`\b(?:not|n't|never|didn'?t|did\s+not|don'?t|wasn'?t|weren'?t|hardly|barely)\s+(?:\w+\s+)?(?:feel|felt|feeling|strong|fresh|legs)\b[^.!?\n]*`, 'gi');
const HILLS = /\b(?:hills?|hilly|climbs?|climbing|climbed|uphill|inclines?|ascents?|fells?)\b/i;

/** 'hills' for a strong day on hills or climbs, 'day' for another strong day, null when the entry does not say so. */
export function strongDay(entry: { title?: string | null; content: string }): 'hills' | 'day' | null {
  const text = entryText(entry).replace(NOT_SAID, ' ');
  if (!STRONG.test(text)) return null;
  return HILLS.test(text) ? 'hills' : 'day';
}

export function strongDaySentence(day: 'hills' | 'day', tone: CoachTone): string {
  const hills = {
    direct: ' Hills build strength that flat miles do not, so keep a hilly session in the week.',
    encouraging: ' Hills build the kind of strength that flat miles do not, so it is worth keeping a hilly session in your week.',
    analytical: ' Hill work develops strength beyond what flat volume provides; retain one hilly session weekly.',
  }[tone];
  return `${{
    direct: 'A day that feels this good means the training is landing. Note what came before it (sleep, food, an easy day), so you can set it up again before the sessions that matter.',
    encouraging: 'That is lovely to read: a day that feels this good is the training landing. Make a note of what came before today (the sleep, the food, an easy day), so you can set it up again before the sessions that matter.',
    analytical: 'A good day logged: a marker of adaptation and freshness. Record the preceding 48 hours (sleep, nutrition, load) to identify what to replicate before key sessions.',
  }[tone]}${day === 'hills' ? hills : ''}`;
}
