/**
 * A cold, a cough or flu, and nothing else the matter ('Streaming cold, rest day', 'Ran 5 km with a head cold',
 * 'Chesty cough, skipped swim'): answered with the neck check (the question topic 'illness' in questions.ts), which says
 * when an easy session is fine and when to rest, not with a worry's 'rest while it lasts'. Pure.
 */
import { entryText } from './entry-facts.js';
import { entryKind, isReturn, type EntryKind } from './entry-kind.js';

/**
 * A cold or flu's words; not a vague 'ill' or 'sick', a stomach bug or covid, nor a fever or a temperature, which
 * healthSentence answers with complete rest.
 */
const ILL =
  /\b(?:(?:a|head|chest|my|the|bad|heavy|streaming|stinking|horrible|nasty|rotten)\s+cold\b(?!\s+(?:morning|weather|day|days|water|air|wind|snap|start|swim|hands|feet))|colds|flu|cough|coughing|coughs|sore\s+throat|chesty|sniffles|sniffly|runny\s+nose|blocked\s+nose|bunged\s+up|snotty|under\s+the\s+weather)\b/gi;

const FEVERISH = /\b(?:(?<!hay\s?)fever|feverish|temperature|coughing\s+up|shivers|shivery|aching\s+all\s+over|achy\s+all\s+over)\b/i;

/**
 * True when the entry names an illness of that kind and, those words aside, no worry: 'cold and my knee hurts' is not
 * this, nor a fever. For a worry, a rest day or a note; a return ('back from a cold', 'feeling better today') keeps its own answer.
 */
export function onlyACold(entry: { title?: string | null; content: string }, kind: EntryKind): boolean {
  if (kind === 'session' || isReturn(entry)) return false;
  const text = entryText(entry);
  if (FEVERISH.test(text)) return false;
  if (!new RegExp(ILL.source, 'i').test(text)) return false;
  return entryKind({ title: '', content: text.replace(ILL, ' ') }) !== 'health';
}
