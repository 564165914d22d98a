/**
 * Where an entry asks: the question as written, found by clause, so that 'Easy 8 km this morning, knees stiff at the
 * start, wondering should I be stretching before or after my runs?' asks 'should I be stretching before or after my
 * runs', and the session before it is read from the rest (entry-facts.ts). Pure text; questions.ts answers it.
 */

/** A question's first words ('Should I…', 'Is it ok to…', 'How many…', 'Any tips for…'); not an exclamation ('What a morning!'). */
const OPENS = String.raw`(?:should|shall|can|could|must|do|does|am|is|are|would|will)\s+(?:i|we|it|this|that|my)\b|is\s+it\b|(?:how|what|when|why|which|where)\b(?!\s+(?:a|an)\b|\s+(?:good|great|lovely|nice|amazing|brilliant|wonderful|hard|tough)\b)|any\s+(?:tips|advice|ideas|thoughts|suggestions)\b`;
/** A question opening a sentence, after a joining word or a 'Q:'. */
const OPENS_SENTENCE = new RegExp(String.raw`^(?:(?:q|question)\s*:\s*)?(?:so\s+|and\s+|but\s+)?(?:${OPENS})`, 'i');
/** A question opening a clause inside a sentence, after 'wondering' or a joining word ('…, wondering should I…'). */
const OPENS_CLAUSE = new RegExp(String.raw`^(?:so\s+|and\s+|but\s+)?(?:(?:i'?m\s+|i\s+am\s+|just\s+)?wondering\s+)?(?:${OPENS})`, 'i');
/** A question that a stop ends is asked only in the forms that cannot be anything else ('is it normal…', 'should I…'). */
const ASKS_WITHOUT_MARK = /^(?:(?:so|and|but)\s+)?(?:(?:i'?m\s+|i\s+am\s+|just\s+)?wondering\s+)?(?:(?:should|shall|can|could|must|do|does|am)\s+i\b|is\s+it\s+(?:ok|okay|safe|normal|worth|better|wise|bad|too)\b|any\s+(?:tips|advice|ideas|suggestions)\b)/i;

export interface Asked {
  /** The question as written, without its mark and any 'wondering' before it. */
  question: string;
  /** Where it starts and ends in the text. */
  start: number;
  end: number;
  /**
   * False for a sentence that only ends in '?' ('Parkrun in 26:10, not bad for 60?'): asked, but of what it tells, so
   * its session stays (withoutQuestions).
   */
  opens: boolean;
}

/**
 * A sentence that opens with 'how', 'what'... and ends in a stop asks only when a question's word follows ('How many
 * rest days…', "What's a good warm up…"), not 'When I got home I stretched.' or "What's more, I ran".
 */
const WH = /^(?:(?:q|question)\s*:\s*)?(?:so\s+|and\s+|but\s+)?(?:how|what|when|why|which|where)\b/i;
const WH_ASKING =
  /^(?:(?:q|question)\s*:\s*)?(?:so\s+|and\s+|but\s+)?(?:(?:how|what|when|why|which|where)\s+(?:should|shall|can|could|do|does|did|is|are|would|will|many|much|often|long|far)\b|(?:what|where|how)['’]?s\s+(?:a|an|the|best|good|right|better|normal|safe)\b)/i;

/** True when a sentence opens as a question ('Should I…', 'How many…'), whatever ends it. */
export const opensAsQuestion = (sentence: string) => OPENS_SENTENCE.test(sentence) && (sentence.endsWith('?') || !WH.test(sentence) || WH_ASKING.test(sentence));

const tidy = (question: string) => question.replace(/^(?:(?:q|question)\s*:\s*)|^(?:(?:i'?m\s+|i\s+am\s+|just\s+)?wondering\s+)(?=\S)/i, '').replace(/[.!?\s]+$/, '');

/** The first question the text asks, or null. */
export const askedIn = (text: string): Asked | null => questionsIn(text).next().value ?? null;

/** The questions the text asks, one a sentence at most, in order. */
function* questionsIn(text: string): Generator<Asked> {
  for (const match of text.matchAll(/[^.!?\n]+[.!?]*/g)) {
    const sentence = match[0];
    const lead = sentence.length - sentence.trimStart().length;
    const trimmed = sentence.trim();
    if (!trimmed) continue;
    const marked = trimmed.endsWith('?');
    const start = match.index + lead;
    if (opensAsQuestion(trimmed)) {
      yield { question: tidy(trimmed), start, end: start + trimmed.length, opens: true };
      continue;
    }
    // A clause after a comma: to the end of a sentence that asks, or the clause alone when a stop ends it.
    let at = 0;
    let found: Asked | null = null;
    for (const clause of trimmed.split(',')) {
      const words = clause.trimStart();
      const from = at + (clause.length - words.length);
      at += clause.length + 1;
      if (from === 0) continue;
      if (marked ? OPENS_CLAUSE.test(words) : ASKS_WITHOUT_MARK.test(words)) {
        const asked = marked ? trimmed.slice(from) : words;
        found = { question: tidy(asked), start: start + from, end: start + from + asked.trimEnd().length, opens: true };
        break;
      }
    }
    if (found) yield found;
    else if (marked) yield { question: tidy(trimmed), start, end: start + trimmed.length, opens: false };
  }
}

/**
 * The text without the questions that open as questions (the session it tells of stays): empty when it only asks
 * ('What should I eat before a 100 km ride?' tells of no ride).
 */
export function withoutQuestions(text: string): string {
  let rest = text;
  for (const asked of [...questionsIn(text)].reverse()) if (asked.opens) rest = `${rest.slice(0, asked.start)} ${rest.slice(asked.end)}`;
  return /\p{L}/u.test(rest) ? rest : '';
}
