/**
 * Pure helpers of the journal pages (no DOM, no React): tags, previews, month names, photo checks
 * (search and filters run on the server: journal-pages.ts). Unit-tested in journal-utils.test.ts.
 */

import type { Schema } from '../../lib/api-types';

/** A tag an entry can carry (the document's list: the server refuses others). */
export type JournalTag = Schema<'EntryView'>['tags'][number];

/** The tags in the order the chips show them. */
export const TAG_OPTIONS = ['Training', 'Mindset', 'Nutrition', 'Race Day', 'Recovery', 'Life Balance'] as const satisfies readonly JournalTag[];

/** Journal photos: at most 10 MB. */
export const JOURNAL_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Profile photos: at most 5 MB, and only these types. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The most a journal entry or chat message may hold (the server's limit). */
export const ENTRY_MAX_CHARS = 10000;
export const TITLE_MAX_CHARS = 200;
export const GOAL_MAX_CHARS = 500;

/** Card previews are cut at 150 characters, journal-entry context at 100. */
export const CARD_PREVIEW_CHARS = 150;
export const CONTEXT_PREVIEW_CHARS = 100;
/** Coach replies longer than this get Read more / Show less. */
export const INSIGHT_PREVIEW_CHARS = 200;

/** "November 2026" for a month key. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  if (!year || !month) return key;
  return new Date(year, month - 1, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** The minimal facts about a chosen file that the checks need. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Phones sometimes give HEIC/HEIF photos no MIME type; the server reads the type from the bytes. */
function looksLikeImageName(name: string): boolean {
  return /\.(jpe?g|png|gif|webp|heic|heif|avif)$/i.test(name);
}

/** A journal photo: any image type, at most 10 MB. Returns the message to show, or null when fine. */
export function checkJournalImage(file: FileFacts): string | null {
  const isImage = file.type ? file.type.startsWith('image/') : looksLikeImageName(file.name);
  if (!isImage) return 'Please choose an image file (a photo such as JPEG, PNG, GIF, WebP or HEIC).';
  if (file.size > JOURNAL_IMAGE_MAX_BYTES) return 'Image must be smaller than 10MB';
  return null;
}

/** A profile photo: JPEG, PNG, GIF or WebP, at most 5 MB. Returns the message to show, or null. */
export function checkProfileImage(file: FileFacts): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please select a JPEG, PNG, GIF, or WebP image.';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'Please select an image smaller than 5MB.';
  return null;
}

/** "November 22, 2026 at 7:45 AM" (journal dates use the long US form). */
export function formatUsDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${day} at ${time}`;
}

/** "7:45 AM" */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/**
 * True when the title is made of the text's own words: the whole of a short text, or its first words cut with "…" (the
 * title the server gives an entry written without one, a chat message). The cards then show the text, its line breaks
 * kept, and the title is their heading for a screen reader only: drawn as a heading it read the same words twice, or
 * made a short message a large heading with its line breaks lost.
 */
export function titleRepeatsText(entry: { title: string | null; content: string }): boolean {
  const title = entry.title?.trim() ?? '';
  const text = entry.content.replace(/\s+/g, ' ').trim();
  if (!title) return false;
  if (text === title) return true;
  const words = title.endsWith('…') ? title.slice(0, -1).trim() : '';
  return words.length > 0 && text.startsWith(words);
}

/** An entry's title, or a stand-in for chat messages written without one. */
export function entryTitle(entry: { title: string | null; entry_type?: string }): string {
  const title = entry.title?.trim();
  if (title) return title;
  return entry.entry_type === 'user_entry' ? 'Message to your coach' : 'Journal entry';
}
