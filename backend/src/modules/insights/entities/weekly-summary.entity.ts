import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The ledger of weekly summaries: one row per member and week (primary key), so a week is never summarised twice. */
export const WeeklySummarySchema = defineEntity({
  name: 'WeeklySummary',
  tableName: 'weekly_summaries',
  properties: {
    user_id: p.integer().primary(),
    /** The Sunday that starts the week (London calendar day). */
    week_start: p.string().primary(),
    journal_entry_id: p.integer().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export type WeeklySummary = InferEntity<typeof WeeklySummarySchema>;
