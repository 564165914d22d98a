import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../infrastructure/database/int-array.js';
import type { PremiumImages } from '../entities/premium-content.entity.js';
import { imageAltsOf, type PremiumImageAltsView } from '../premium-content-view.js';

/**
 * Premium content as other modules read it (the members' library, the coach's recommendations), so they never name
 * premium_content (docs/architecture.md, "Module contracts"): queries by ids (one statement for a whole list) and the
 * search.
 */

/** What a saved report shows of its premium item (the text and images only to entitled members: the caller decides). */
export interface PremiumItem {
  id: number;
  topic: string;
  editorial_theme: string | null;
  editorial_week: number | null;
  subtitle: string | null;
  apple_news_deck: string;
  long_form_article: string;
  /** The TL;DR summary members read after the article. */
  tldr_summary: string;
  generated_images: PremiumImages;
  /** What each picture shows (premium-content-view.ts imageAltsOf). */
  image_alts: PremiumImageAltsView;
}

/** The published items with these ids (a deleted one, archived, or a draft is absent: members no longer see it). */
export class PremiumItemsQuery {
  constructor(public readonly ids: readonly number[]) {}
}

@QueryHandler(PremiumItemsQuery)
export class PremiumItemsHandler implements IQueryHandler<PremiumItemsQuery, Map<number, PremiumItem>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: PremiumItemsQuery): Promise<Map<number, PremiumItem>> {
    if (!ids.length) return new Map();
    const rows = await this.em.fork().execute<Array<Omit<PremiumItem, 'image_alts'> & { image_details: Record<string, unknown> | null }>>(
      `select id, topic, editorial_theme, editorial_week, subtitle, apple_news_deck, long_form_article, tldr_summary, generated_images, image_details
         from premium_content where id = any(?::int[]) and status = 'published'`,
      [intArray(new Set(ids))],
    );
    return new Map(rows.map(({ image_details, ...row }) => [Number(row.id), { ...row, image_alts: imageAltsOf(row.generated_images ?? {}, image_details) }]));
  }
}

/** A recommended item as a coach reply shows it (docs/insights.md): its card, never its text. */
export interface PremiumCard {
  id: number;
  topic: string;
  subtitle: string | null;
  editorial_week: number | null;
  editorial_theme: string | null;
  cover_image: string | null;
}

/** The cards of the items with these ids that are published (archived, draft and deleted ones are absent). */
export class PublishedCardsQuery {
  constructor(public readonly ids: readonly number[]) {}
}

@QueryHandler(PublishedCardsQuery)
export class PublishedCardsHandler implements IQueryHandler<PublishedCardsQuery, Map<number, PremiumCard>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: PublishedCardsQuery): Promise<Map<number, PremiumCard>> {
    if (!ids.length) return new Map();
    const rows = await this.em.fork().execute<PremiumCard[]>(
      `select id, topic, subtitle, editorial_week, editorial_theme, generated_images->>'coverImage' as cover_image
         from premium_content where id = any(?::int[]) and status = 'published'`,
      [intArray(new Set(ids))],
    );
    return new Map(rows.map((row) => [Number(row.id), row]));
  }
}

/** A published item found by SearchPremiumQuery, with its rank and which of the given words it covers. */
export interface PremiumMatch {
  id: number;
  topic: string;
  apple_news_deck: string;
  editorial_theme: string | null;
  score: number;
  entry_words: string[];
  goal_words: string[];
}

/**
 * Published premium content ranked by relevance to an entry, with PostgreSQL full-text search against
 * premium_content.search_vector (a generated, weighted tsvector of topic, subtitle, theme, summary, deck, tags and
 * article; GIN index): the lexemes of the entry's and the goal's words, OR-ed into one tsquery, rank the reports (the
 * whole report counts). A report qualifies only when what it is about (topic, subtitle, theme, summary, deck or tags:
 * weights A to C) covers a word of the entry itself, not a passing mention in its text or the goal alone.
 * `entryWords` and `goalWords` come back as the ones each item's teaser covers (its topic, subtitle, theme, deck and
 * tags, what its preview shows), never matched against the article or the summary, so a reason naming them tells a
 * member without premium nothing about the text they cannot read. The caller passes specific words only (no
 * stop-words or generic training words).
 */
export class SearchPremiumQuery {
  constructor(
    public readonly entryWords: string[],
    public readonly goalWords: string[],
    public readonly limit: number,
  ) {}
}

const LEXEMES = `(select string_agg(quote_literal(l), ' | ') from unnest(tsvector_to_array(to_tsvector('english', ?))) l)::tsquery`;
const SEARCH_SQL = `with q as (select ${LEXEMES} as entry_query, ${LEXEMES} as query),
  top as (
    select p.id, ts_rank_cd(p.search_vector, q.query, 32) as score
    from premium_content p, q
    where q.entry_query is not null and p.status = 'published' and p.search_vector @@ q.entry_query
      and ts_filter(p.search_vector, '{a,b,c}') @@ q.entry_query
    order by score desc, p.id desc
    limit ?
  )
  select p.id, p.topic, p.apple_news_deck, p.editorial_theme, top.score,
    array(select w from jsonb_array_elements_text(?::jsonb) w where t.teaser @@ plainto_tsquery('english', w)) as entry_words,
    array(select w from jsonb_array_elements_text(?::jsonb) w where t.teaser @@ plainto_tsquery('english', w)) as goal_words
  from top join premium_content p on p.id = top.id,
    lateral (select to_tsvector('english', concat_ws(' ', p.topic, p.subtitle, p.editorial_theme, p.apple_news_deck, p.tags::text)) as teaser) t
  order by top.score desc, p.id desc`;

@QueryHandler(SearchPremiumQuery)
export class SearchPremiumHandler implements IQueryHandler<SearchPremiumQuery, PremiumMatch[]> {
  constructor(private readonly em: EntityManager) {}

  execute({ entryWords, goalWords, limit }: SearchPremiumQuery): Promise<PremiumMatch[]> {
    if (!entryWords.length) return Promise.resolve([]);
    const entry = entryWords.join(' ');
    return this.em.fork().execute<PremiumMatch[]>(SEARCH_SQL, [entry, `${entry} ${goalWords.join(' ')}`, limit, JSON.stringify(entryWords), JSON.stringify(goalWords)]);
  }
}
