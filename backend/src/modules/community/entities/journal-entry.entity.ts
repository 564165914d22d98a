import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const JOURNAL_TAGS = ['Training', 'Mindset', 'Nutrition', 'Race Day', 'Recovery', 'Life Balance'] as const;
export type JournalTag = (typeof JOURNAL_TAGS)[number];

/** user_entry: a chat message; journal: the journal form; weekly_summary: written by the insights work. */
export const ENTRY_TYPES = ['user_entry', 'journal', 'weekly_summary'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** A member's journal entry (or chat message). Deleted with the member (foreign key on delete cascade). */
export const JournalEntrySchema = defineEntity({
  name: 'JournalEntry',
  tableName: 'journal_entries',
  properties: {
    id: p.integer().primary().autoincrement(),
    user_id: p.integer(),
    title: p.string().default(''),
    content: p.text(),
    tags: p.json<string[]>(),
    image_url: p.text().nullable(),
    is_private: p.boolean().default(false),
    entry_type: p.string().default('journal').$type<EntryType>(),
    /** The key the member's page sent it with (unique per member): a repeat with the key answers this entry. */
    client_key: p.uuid().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type JournalEntry = InferEntity<typeof JournalEntrySchema>;
