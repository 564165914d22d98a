/**
 * Words the replies quote back ('PB', '3rd V55', 'Leeds'), as the member wrote them: their capitals kept, a sentence's
 * capital first letter not ('Hard session today' is quoted 'hard'). Pure.
 */
import { list } from './entry-facts.js';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word or phrase as the first of the texts that has it writes it, else as given. */
export function asWritten(phrase: string, ...texts: string[]): string {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${phrase.trim().split(/[\s-]+/).map(escapeRegExp).join('[\\s-]+')}(?![\\p{L}\\p{N}])`, 'iu');
  for (const text of texts) {
    const found = pattern.exec(text);
    if (!found) continue;
    const written = found[0].replace(/\s+/g, ' ');
    // Capitalised only as the first word of a sentence: the word's own case is lower.
    const first = /(?:^|[.!?:]\s+|\n\s*)$/.test(text.slice(0, found.index));
    return first && written.slice(1) === written.slice(1).toLowerCase() ? written.toLowerCase() : written;
  }
  return phrase;
}

/** The words quoted, as written in the texts, and listed: "'PB' and 'first time'". */
export const quoted = (words: string[], ...texts: string[]) => list(words.map((word) => `'${asWritten(word, ...texts)}'`));
