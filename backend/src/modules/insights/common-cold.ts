/**
 * A cold, a cough or flu, and nothing else the matter ('Streaming cold, rest day', 'Ran 5 km with a head cold',
 * 'Chesty cough, skipped swim'): answered with the neck check (the question topic 'illness' in questions.ts), which says
 * when an easy session is fine and when to rest, not with a worry's 'rest while it lasts'. Pure.
 */
import type { CoachTone } from '../ai/index.js';
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

/** Symptoms below the neck: rest, not training ('Ran 5 km with a chesty cough'); not a flu jab. */
const BELOW_NECK = /\b(?:chest(?:y)?\s+(?:cough|cold)|chesty|flu(?!\s+(?:jab|vaccine|vaccination|shot|jabs))|aching\s+all\s+over|achy\s+all\s+over|(?<!hay\s?)fever|feverish|temperature|shivery|coughing\s+up)\b/i;

/**
 * A session done with a cold ('Sore throat and runny nose, did an easy 5 km anyway', 'Ran 5 km with a chesty cough'):
 * 'above' the neck only, 'below' with a chesty cough, flu, aches or a temperature; null for any other entry, or a return.
 */
export function coldInSession(entry: { title?: string | null; content: string }, kind: EntryKind): 'above' | 'below' | null {
  if (kind !== 'session' || isReturn(entry)) return null;
  // 'In the cold', 'the cold made it hard', 'a cold session': the weather in a session's words, not a cold caught ('a cold
  // and a sore throat', 'a cold coming on' are).
  const text = entryText(entry).replace(/\bthe\s+cold\b|\ba\s+cold\s+(?!(?:and|but|so|coming|today|yesterday|this|last|since|all|for|still|that|which|i)\b)[a-z]+\b/gi, ' ');
  if (BELOW_NECK.test(text)) return 'below';
  return new RegExp(ILL.source, 'i').test(text) ? 'above' : null;
}

/** The neck check for a session done with a cold: easy is fine above the neck; below it, rest until it has gone. */
export function trainingWithAColdSentence(where: 'above' | 'below', tone: CoachTone): string {
  if (where === 'above') {
    return {
      direct: 'With symptoms only above the neck (a runny nose, a sore throat), short, easy sessions like this are usually fine. If it moves to your chest, or you get a temperature or aching muscles, rest until it has gone, then ease back in.',
      encouraging: 'With symptoms only above the neck, like a runny nose or a sore throat, short, easy sessions like this are usually fine and may even help you feel brighter. If it moves down to your chest, or you get a temperature or aching muscles, please rest until it has gone, then ease back in.',
      analytical: 'Symptoms above the neck only (rhinitis, sore throat) permit short, easy sessions. Progression to chest symptoms, fever or myalgia calls for rest until resolved, then a graded return.',
    }[tone];
  }
  return {
    direct: 'With a chesty cough, flu, aches or a temperature, rest does more than training: stop until it has gone, then ease back in with short, easy sessions. See your GP if you get breathless, the cough lasts more than three weeks, or you feel worse rather than better.',
    encouraging: 'With a chesty cough, flu, aches or a temperature, rest will do you more good than training, so please stop until it has gone, then ease back in with short, easy sessions. See your GP if you get breathless, the cough lasts more than three weeks, or you feel worse rather than better.',
    analytical: 'Symptoms below the neck (chest congestion, influenza, myalgia, fever) indicate rest until resolved, followed by a graded return with short, easy sessions. Breathlessness, a cough beyond three weeks, or deterioration warrant GP review.',
  }[tone];
}
