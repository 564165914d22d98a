import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The fields of an item as they were before a save (kind 'website' now), with the summary its revisions list shows
 * (title and word count of the body, kept when it is saved: a list page never reads the fields).
 */
export const ContentRevisionSchema = defineEntity({
  name: 'ContentRevision',
  tableName: 'content_revisions',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.string(),
    content_id: p.integer(),
    version: p.integer(),
    fields: p.json<Record<string, unknown>>(),
    title: p.text().nullable(),
    word_count: p.integer().default(0),
    saved_by: p.integer().nullable(),
    saved_at: p.datetime().onCreate(() => new Date()),
  },
});
export type ContentRevision = InferEntity<typeof ContentRevisionSchema>;
