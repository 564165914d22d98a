/**
 * Common English words that say nothing about a member's training: goal matching (momentum.ts), the words a coach
 * reply must be grounded in (reply-checks.ts) and the reasons of recommendations leave them out, so a goal never
 * "connects" to an entry through "under" or "this".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are around as at back be because been before being below ' +
    'between both but by can could did do does doing done down during each even every few for from further get gets got ' +
    'had has have having he her here hers him his how i if in into is it its itself just less like make many me might ' +
    'more most much must my near next no nor not now of off on once one only onto or other our ours out over own per ' +
    'quite really same she should so some still such than that the their theirs them then there these they thing things ' +
    'this those through to too under until up upon us very was way we well were what when where which while who whom ' +
    'why will with within without would year years yet you your yours able want wants going aim aiming try trying ' +
    'felt feel feeling today yesterday tomorrow week weeks month months day days time name place email link phone'
  ).split(' '),
);

/** The words of a text worth matching on: lower case, at least `minLength` letters, no stop-words, no repeats. */
export function contentWords(text: string | null | undefined, minLength = 4): string[] {
  const words = (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= minLength && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

/**
 * Words every training entry and every training report use ("session", "morning", "last", "keeping", "easy", "minutes"):
 * a recommendation that matched on one of them matched on nothing, so the search for premium reports and the words a
 * recommendation's reason names leave them out, with the stop-words and bare numbers.
 */
export const GENERIC_TRAINING_WORDS: ReadonlySet<string> = new Set(
  (
    'session sessions training train trains trained workout workouts exercise exercises morning mornings evening ' +
    'evenings afternoon afternoons night nights tonight last first keep keeps keeping kept easy easier easiest hard ' +
    'harder hardest good great nice fine okay better best strong stronger long longer short shorter legs body lots ' +
    'little bit start started starting finish finished finishing went done plan plans planned minute minutes mins hour ' +
    'hours second seconds secs mile miles metres meters kilometres kilometers pace steady total usual usually normal ' +
    'again weekend'
  ).split(' '),
);

/** The content words of a text that can match something specific: no stop-words, generic training words or numbers. */
export function specificWords(text: string | null | undefined): string[] {
  return contentWords(text).filter((word) => !GENERIC_TRAINING_WORDS.has(word) && !/^\p{N}+$/u.test(word));
}
