import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Community's journal entries and goals as other modules change them inside their own transactions (the caller's `em`,
 * in Outbox.transactional): a coach reply held to its entry, a weekly summary written with its ledger row, the goal
 * marked reached by the reply that congratulated it. They never name journal_entries or goals themselves (docs/architecture.md, "Module contracts").
 */

/**
 * The entry's member, holding the entry (FOR KEY SHARE, as a foreign key check does) until the caller's transaction
 * ends, so a row written for it meanwhile (a coach reply) cannot outlive its deletion; null when the entry is gone.
 */
export async function holdEntry(em: EntityManager, entryId: number): Promise<{ user_id: number } | null> {
  const [row] = await em.execute<{ user_id: number }[]>('select user_id from journal_entries where id = ? for key share', [entryId]);
  return row ?? null;
}

/** Writes a weekly summary entry for the member (no EntryCreated: a summary gets no coach reply); answers its id. */
export async function addWeeklySummaryEntry(em: EntityManager, userId: number, title: string, content: string): Promise<number> {
  const [entry] = await em.execute<{ id: number }[]>(
    `insert into journal_entries (user_id, title, content, tags, entry_type) values (?, ?, ?, '[]', 'weekly_summary') returning id`,
    [userId, title, content],
  );
  return entry.id;
}

/**
 * Marks the member's active goal reached at `at` (the entry's time), the first time only, and only while its text is
 * still `goal` (the one the reply read): later entries are then reminded of that day (MemberActivityQuery's
 * goal_reached_at). Answers whether it marked it.
 */
export async function markGoalReached(em: EntityManager, userId: number, goal: string, at: Date): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    'update goals set reached_at = ? where user_id = ? and is_active and goal = ? and reached_at is null and created_at <= ? returning id',
    [at, userId, goal, at],
  );
  return rows.length > 0;
}
