/** How long a title made from an entry's words may be (before the ellipsis). */
export const DERIVED_TITLE_CHARS = 60;

/** A unit starting what follows a cut ('7| km easy'). */
const UNIT_AFTER = /^\s+(?:km|k|m|mi|miles?|mins?|minutes?|h|hrs?|hours?|secs?|seconds?|kg|bpm|x|×|%)\b/i;

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
  let words = head.includes(' ') ? head.replace(/ \S*$/, '') : text.slice(0, DERIVED_TITLE_CHARS);
  // A number whose unit did not fit goes too ('…so I ran instead, 7…' would be a number without its meaning).
  if (UNIT_AFTER.test(text.slice(words.length)) && / \d[\d.,:]*$/.test(words)) words = words.replace(/ \d[\d.,:]*$/, '');
  return `${words.replace(/[\s.,;:!?…-]+$/, '')}…`;
}

/** The title to store: the one given, else one made from the entry's words. */
export function entryTitleFor(title: string | null | undefined, content: string): string {
  return title?.trim() || titleFromContent(content);
}
