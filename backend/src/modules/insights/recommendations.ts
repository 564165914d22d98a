import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SearchPremiumQuery, type PremiumMatch } from '../premium/index.js';
import { groundingWords } from './reply-checks.js';

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
const list = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export function reasonFor(entryWords: string[], goalWords: string[], theme: string | null): string {
  const covers = theme ? `which this ${theme} report covers in depth` : 'which this report covers in depth';
  const parts: string[] = [];
  if (entryWords.length) parts.push(`Your entry mentions ${list(entryWords.slice(0, 3))}, ${covers}.`);
  if (goalWords.length) parts.push(`It also speaks to your goal through ${list(goalWords.slice(0, 2))}.`);
  return parts.join(' ') || `It matches what you wrote, ${covers}.`;
}

/**
 * Published premium content ranked by relevance to an entry (premium's SearchPremiumQuery: full-text search of the entry's
 * and goal's lexemes). The reason names the member's own words that the report covers.
 */
@Injectable()
export class RecommendationFinder {
  constructor(private readonly queries: QueryBus) {}

  async find(entryText: string, goal: string | null, limit = 3): Promise<Recommendation[]> {
    const entryWords = groundingWords(entryText).slice(0, MAX_WORDS);
    const goalWords = groundingWords(goal).slice(0, MAX_WORDS);
    const rows = await this.queries.execute<SearchPremiumQuery, PremiumMatch[]>(new SearchPremiumQuery(`${entryText} ${goal ?? ''}`, entryWords, goalWords, limit));
    return rows.map((row) => ({
      premium_content_id: row.id,
      topic: row.topic,
      summary: row.apple_news_deck,
      relevance_score: Math.min(1, Math.max(0, Math.round(Number(row.score) * 1000) / 1000)),
      recommendation_reason: reasonFor(row.entry_words, row.goal_words, row.editorial_theme),
    }));
  }
}
