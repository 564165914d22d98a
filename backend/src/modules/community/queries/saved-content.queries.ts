import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { preparedQuery } from '../../../infrastructure/database/prepared-query.js';

/**
 * Which of the given (member, premium item) pairs are in that member's Library: the `saved` flag of the reports an
 * answer shows (a coach reply's recommendations). `userIds[i]` goes with `contentIds[i]`; only the pairs shown are asked.
 */
export class SavedContentQuery {
  constructor(
    public readonly userIds: readonly number[],
    public readonly contentIds: readonly number[],
  ) {}
}

/** The pairs asked for that are saved, on saved_reports_user_content_unique (one statement for a whole answer). */
const SAVED_PAIRS_SQL = `select s.user_id, s.premium_content_id from saved_reports s
  join unnest($1::int[], $2::int[]) as p(user_id, content_id) on s.user_id = p.user_id and s.premium_content_id = p.content_id`;

/** A saved pair's key in SavedContentQuery's answer. */
export const savedKey = (userId: number, contentId: number): string => `${Number(userId)}:${Number(contentId)}`;

/** Answers SavedContentQuery: the keys (savedKey) of the pairs that are saved. */
@QueryHandler(SavedContentQuery)
export class SavedContentHandler implements IQueryHandler<SavedContentQuery, Set<string>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds, contentIds }: SavedContentQuery): Promise<Set<string>> {
    if (!contentIds.length) return new Set();
    const rows = await preparedQuery<{ user_id: number; premium_content_id: number }>(this.em, 'f50_saved_content', SAVED_PAIRS_SQL, [
      intArray(userIds),
      intArray(contentIds),
    ]);
    return new Set(rows.map((row) => savedKey(row.user_id, row.premium_content_id)));
  }
}
