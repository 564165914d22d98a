import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
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

/**
 * Published premium content ranked by relevance to an entry, with PostgreSQL full-text search: the entry's (and
 * goal's) lexemes OR-ed into one tsquery against premium_content.search_vector (a generated, weighted tsvector of
 * topic, subtitle, theme, summary, deck, tags and article; GIN index). The reason names the member's own words that
 * the report covers.
 */
const SQL = `with q as (
    select (select string_agg(quote_literal(l), ' | ') from unnest(tsvector_to_array(to_tsvector('english', ?))) l)::tsquery as query
  )
  select p.id, p.topic, p.apple_news_deck, p.editorial_theme, ts_rank_cd(p.search_vector, q.query, 32) as score,
    array(select w from jsonb_array_elements_text(?::jsonb) w where p.search_vector @@ plainto_tsquery('english', w)) as entry_words,
    array(select w from jsonb_array_elements_text(?::jsonb) w where p.search_vector @@ plainto_tsquery('english', w)) as goal_words
  from premium_content p, q
  where q.query is not null and p.status = 'published' and p.search_vector @@ q.query
  order by score desc, p.id desc
  limit ?`;

const MAX_WORDS = 40;
const list = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export function reasonFor(entryWords: string[], goalWords: string[], theme: string | null): string {
  const covers = theme ? `which this ${theme} report covers in depth` : 'which this report covers in depth';
  const parts: string[] = [];
  if (entryWords.length) parts.push(`Your entry mentions ${list(entryWords.slice(0, 3))}, ${covers}.`);
  if (goalWords.length) parts.push(`It also speaks to your goal through ${list(goalWords.slice(0, 2))}.`);
  return parts.join(' ') || `It matches what you wrote, ${covers}.`;
}

@Injectable()
export class RecommendationFinder {
  async find(em: EntityManager, entryText: string, goal: string | null, limit = 3): Promise<Recommendation[]> {
    const entryWords = groundingWords(entryText).slice(0, MAX_WORDS);
    const goalWords = groundingWords(goal).slice(0, MAX_WORDS);
    const rows = await em.execute<{ id: number; topic: string; apple_news_deck: string; editorial_theme: string | null; score: number; entry_words: string[]; goal_words: string[] }[]>(
      SQL,
      [`${entryText} ${goal ?? ''}`, JSON.stringify(entryWords), JSON.stringify(goalWords), limit],
    );
    return rows.map((row) => ({
      premium_content_id: row.id,
      topic: row.topic,
      summary: row.apple_news_deck,
      relevance_score: Math.min(1, Math.max(0, Math.round(Number(row.score) * 1000) / 1000)),
      recommendation_reason: reasonFor(row.entry_words, row.goal_words, row.editorial_theme),
    }));
  }
}
