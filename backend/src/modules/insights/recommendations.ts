import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SearchPremiumQuery, type PremiumMatch } from '../premium/index.js';
import { goalWords, goalWordsIn, specificWords } from '../analytics/index.js';
import { entryText } from './entry-facts.js';
import { escapeRegExp, quoted } from './quoted.js';

export interface Recommendation {
  premium_content_id: number;
  topic: string;
  /**
   * The report's teaser (its deck), which is all the coach model is shown of it: a reply to a member without premium
   * recommends the report without quoting its text (see premium/entitlement.ts).
   */
  summary: string;
  /** ts_rank_cd normalised to 0..1 (rank / (rank + 1)), three decimals. */
  relevance_score: number;
  recommendation_reason: string;
}

const MAX_WORDS = 40;

/**
 * The words (in the order the text has them) with those the text writes side by side joined: 'heart' and 'rate' of
 * "heart rate" are named 'heart rate', not "'heart' and 'rate'".
 */
export function joinAdjacent(words: string[], text: string): string[] {
  const lower = text.toLowerCase();
  const joined: string[] = [];
  for (const word of words) {
    const last = joined.at(-1);
    const together = last && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(last)}[\\s-]+${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u').test(lower);
    if (together) joined[joined.length - 1] = `${last} ${word}`;
    else joined.push(word);
  }
  return joined;
}

/**
 * Why a report is recommended. `entryWords`: the entry's specific words the report's teaser covers; `goalWords`: those
 * of the goal words the entry itself uses (the reply's goal link) that the teaser covers, so the reason never claims a
 * goal the reply says the entry does not mention. Without either it claims no match. `text`: the entry's, whose
 * capitals the words keep ('PB', 'Leeds').
 */
export function reasonFor(entryWords: string[], goalWords: string[], theme: string | null, text = ''): string {
  const report = theme ? `this ${theme} report` : 'this report';
  const parts: string[] = [];
  if (entryWords.length) parts.push(`Your entry mentions ${quoted(entryWords.slice(0, 3), text)}, which ${report} covers in depth.`);
  if (goalWords.length) parts.push(`${parts.length ? 'It also speaks' : 'It speaks'} to your goal through ${quoted(goalWords.slice(0, 2), text)}, which you mention here.`);
  return parts.join(' ') || `Further reading from ${theme ? `the ${theme} reports` : 'the premium reports'}, for when you want to go deeper.`;
}

/**
 * Published premium content ranked by relevance to an entry (premium's SearchPremiumQuery: full-text search of the
 * entry's and goal's specific words, analytics' specificWords: no stop-words, generic training words such as
 * "session" or "morning", or numbers). Only reports about a word of the entry qualify, so an entry with nothing
 * specific in it (or nothing the reports are about) gets no recommendation. The reason names the member's own words
 * that the report covers.
 */
@Injectable()
export class RecommendationFinder {
  constructor(private readonly queries: QueryBus) {}

  async find(entry: { title: string; content: string }, goal: string | null, limit = 3): Promise<Recommendation[]> {
    const entryWords = specificWords(`${entry.title} ${entry.content}`).slice(0, MAX_WORDS);
    const goalSpecific = specificWords(goal).slice(0, MAX_WORDS);
    if (!entryWords.length) return [];
    const rows = await this.queries.execute<SearchPremiumQuery, PremiumMatch[]>(new SearchPremiumQuery(entryWords, goalSpecific, limit));
    // The goal words the entry uses, as the reply's goal paragraph counts them (goal-paragraph.ts).
    const linked = new Set(goalWordsIn(entry, goalWords(goal)));
    return rows.map((row) => ({
      premium_content_id: row.id,
      topic: row.topic,
      summary: row.apple_news_deck,
      relevance_score: Math.min(1, Math.max(0, Math.round(Number(row.score) * 1000) / 1000)),
      recommendation_reason: reasonFor(
        joinAdjacent(row.entry_words, `${entry.title} ${entry.content}`),
        row.goal_words.filter((word) => linked.has(word)),
        row.editorial_theme,
        entryText(entry),
      ),
    }));
  }
}
