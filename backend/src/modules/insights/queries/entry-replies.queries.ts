import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { preparedQuery } from '../../../infrastructure/database/prepared-query.js';
import { EntryRepliesQuery, PinnedEntriesQuery, SavedContentQuery, savedKey } from '../../community/index.js';
import { PublishedCardsQuery, type PremiumCard } from '../../premium/index.js';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The replies of the entries with their recommendations, as JSON built by PostgreSQL (InsightView's fields in order,
 * the recommended item by id): one statement for a page of entries, on the unique journal_entry_id index.
 */
const REPLIES_SQL = `select r.journal_entry_id as entry_id, max(r.user_id) as user_id, json_agg(json_build_object('id', r.id, 'response_content', r.response_content,
    'created_at', to_char(r.created_at at time zone 'UTC', ${ISO}), 'is_pinned', r.is_pinned, 'source', r.source,
    'rules_reason', r.rules_reason,
    'recommendations', coalesce((select json_agg(json_build_object('id', c.id, 'recommendation_reason', c.recommendation_reason,
        'relevance_score', c.relevance_score, 'premium_content_id', c.premium_content_id) order by c.position)
      from ai_recommendations c where c.ai_response_id = r.id), '[]'::json)) order by r.id)::text as replies
  from ai_responses r where r.journal_entry_id = any($1::int[]) group by r.journal_entry_id`;

interface StoredRecommendation {
  id: number;
  recommendation_reason: string;
  relevance_score: number;
  premium_content_id: number;
}

interface StoredReply {
  recommendations: StoredRecommendation[];
  [field: string]: unknown;
}

/**
 * Answers community's EntryRepliesQuery: the replies of a page of entries (one statement), their recommended items'
 * cards from premium (one read, published items only, so archived or deleted ones drop out), each entry's replies as
 * the JSON array the journal embeds.
 */
@QueryHandler(EntryRepliesQuery)
export class EntryRepliesHandler implements IQueryHandler<EntryRepliesQuery, Map<number, string>> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ entryIds }: EntryRepliesQuery): Promise<Map<number, string>> {
    if (!entryIds.length) return new Map();
    const rows = await preparedQuery<{ entry_id: number; user_id: number; replies: string }>(this.em, 'f50_entry_replies_v2', REPLIES_SQL, [intArray(entryIds)]);
    const replies = rows.map((row) => ({ entryId: Number(row.entry_id), userId: Number(row.user_id), replies: JSON.parse(row.replies) as StoredReply[] }));
    const shown = replies.flatMap((entry) => entry.replies.flatMap((reply) => reply.recommendations.map((rec) => ({ userId: entry.userId, itemId: rec.premium_content_id }))));
    // The recommended items' cards (premium's) and which of them the entry's member has saved (community's Library):
    // one read each for the whole answer, for just the items shown.
    const [cards, saved] = await Promise.all([
      this.queries.execute<PublishedCardsQuery, Map<number, PremiumCard>>(new PublishedCardsQuery(shown.map((rec) => rec.itemId))),
      this.queries.execute<SavedContentQuery, Set<string>>(new SavedContentQuery(shown.map((rec) => rec.userId), shown.map((rec) => rec.itemId))),
    ]);
    return new Map(replies.map((entry) => [entry.entryId, JSON.stringify(entry.replies.map((reply) => withCards(reply, cards, (id) => saved.has(savedKey(entry.userId, id)))))]));
  }
}

/**
 * The reply with each recommendation's item card (premiumContent) in place of its id and whether the member has it in
 * their Library (`saved`); unpublished items left out.
 */
function withCards(reply: StoredReply, cards: Map<number, PremiumCard>, isSaved: (itemId: number) => boolean): Record<string, unknown> {
  const recommendations = reply.recommendations.flatMap(({ premium_content_id, ...rec }) => {
    const card = cards.get(premium_content_id);
    return card ? [{ ...rec, premiumContent: card, saved: isSaved(premium_content_id) }] : [];
  });
  return { ...reply, recommendations };
}

/** The member's ($1) entries whose reply is pinned: on ai_responses_pinned_index, which holds the pinned replies only. */
export const PINNED_ENTRIES_SQL = 'select journal_entry_id as id from ai_responses where user_id = $1 and is_pinned';

/** Answers community's PinnedEntriesQuery: the member's entries whose reply is pinned. */
@QueryHandler(PinnedEntriesQuery)
export class PinnedEntriesHandler implements IQueryHandler<PinnedEntriesQuery, number[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PinnedEntriesQuery): Promise<number[]> {
    const rows = await preparedQuery<{ id: number }>(this.em, 'f50_pinned_entries', PINNED_ENTRIES_SQL, [userId]);
    return rows.map((row) => Number(row.id));
  }
}
