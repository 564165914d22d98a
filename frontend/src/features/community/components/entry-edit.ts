import { useState } from 'react';
import { useSaveConflict } from '../../../components/ui/save-conflict';
import { useJournalCache } from '../journal-cache';
import { fetchEntry } from '../members-api';
import type { EntryUpdate, JournalEntry } from '../member-shapes';
import { entryValues, type EntryValues } from './entry-editor';
import { photoIdentity } from './photo-picker';

/**
 * Editing an entry that may be open in another tab too (docs/product.md, "Editing in two tabs"): the save sends only the
 * fields changed since the version the edit began from, and names that version, so an older tab's save never writes
 * back, unchanged, what a newer save changed. When the server refuses it (409, changed meanwhile), the form keeps what
 * was typed and `conflict` (for <SaveConflict>) offers the latest version, which then becomes the version named.
 */
export function useEntryEdit(entry: JournalEntry) {
  const [opened, setOpened] = useState(entry);
  const [reloads, setReloads] = useState(0);
  const cache = useJournalCache();
  const { refused, props } = useSaveConflict(
    () => fetchEntry(entry.id),
    (latest) => {
      cache.put(latest);
      setOpened(latest);
      setReloads((count) => count + 1);
    },
  );
  const initial = entryValues(opened);
  return {
    /** The form's starting values (the latest version after a reload). */
    initial,
    /** The editor's key: a reload puts the latest version in a fresh form. */
    editorKey: `${entry.id}:${reloads}`,
    /** Whether the photo was changed (a new one, another one, or removed). */
    photoChanged: (values: EntryValues) => values.photo.kind !== initial.photo.kind || photoIdentity(values.photo) !== photoIdentity(initial.photo),
    /** The body of the save: what changed, the photo when `imageUrl` is given (undefined: unchanged), and the version. */
    changes: (values: EntryValues, imageUrl?: string | null): EntryUpdate => ({
      id: entry.id,
      ...(values.title !== initial.title ? { title: values.title } : {}),
      ...(values.content !== initial.content ? { content: values.content } : {}),
      ...(values.tags.join('\n') !== initial.tags.join('\n') ? { tags: values.tags } : {}),
      ...(values.isPrivate !== initial.isPrivate ? { is_private: values.isPrivate } : {}),
      ...(imageUrl !== undefined ? { image_url: imageUrl } : {}),
      expected_updated_at: opened.updated_at,
    }),
    /** After a failed save: keeps the server's words when the entry had changed meanwhile. */
    refused,
    /** For <SaveConflict>, or null. */
    conflict: props,
  };
}

export type EntryEdit = ReturnType<typeof useEntryEdit>;
