import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A premium report a member saved to their library, optionally linked to one of their journal entries. */
export const SavedReportSchema = defineEntity({
  name: 'SavedReport',
  tableName: 'saved_reports',
  properties: {
    id: p.integer().primary().autoincrement(),
    user_id: p.integer(),
    premium_content_id: p.integer(),
    journal_entry_id: p.integer().nullable(),
    /** The premium report's theme (premium's themeOf), kept here for the Library's theme filter; null: none of the six. */
    theme: p.text().nullable(),
    saved_at: p.datetime().onCreate(() => new Date()),
  },
});
export type SavedReport = InferEntity<typeof SavedReportSchema>;
