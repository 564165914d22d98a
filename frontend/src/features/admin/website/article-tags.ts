/**
 * An article's tags as the preview editor writes them: one comma-separated text, read back as the list the server
 * stores (PUT /api/website-content/{id} `tags`: at most TAGS_MAX, each at most TAG_MAX characters).
 */
export const TAGS_MAX = 20;
export const TAG_MAX = 50;

/** The tags as the text box shows them. */
export function tagsText(tags: readonly string[] | null | undefined): string {
  return (tags ?? []).join(', ');
}

/** The tags a text holds: split at commas, trimmed, blanks dropped, and each tag once (the first spelling kept). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** What the server would refuse in these tags, in its words, or undefined when they are fine. */
export function tagsProblem(tags: readonly string[]): string | undefined {
  if (tags.length > TAGS_MAX) return `At most ${TAGS_MAX} tags`;
  if (tags.some((tag) => tag.length > TAG_MAX)) return `Each tag must be at most ${TAG_MAX} characters`;
  return undefined;
}
