/** How long a title made from an entry's words may be (before the ellipsis). */
export const DERIVED_TITLE_CHARS = 60;

/**
 * The title of an entry written without one (chat messages, a journal entry with the title left blank): its first
 * words, on one line, cut at a word boundary to at most 60 characters, with "…" when cut. migrations/
 * Migration20261211000000_member_preferences.ts gives older untitled entries the same title in SQL.
 */
export function titleFromContent(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= DERIVED_TITLE_CHARS) return text;
  // Up to the last space within the limit (the character after it decides whether the last word is whole).
  const head = text.slice(0, DERIVED_TITLE_CHARS + 1);
  const words = head.includes(' ') ? head.replace(/ \S*$/, '') : text.slice(0, DERIVED_TITLE_CHARS);
  return `${words.replace(/[\s.,;:!?…-]+$/, '')}…`;
}

/** The title to store: the one given, else one made from the entry's words. */
export function entryTitleFor(title: string | null | undefined, content: string): string {
  return title?.trim() || titleFromContent(content);
}
