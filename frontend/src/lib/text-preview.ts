/** Previews of plain text (no DOM, no React): a card's or a reply's first words, cut at a word, and its paragraphs. */

/** The first `limit` characters of a text, with an ellipsis when it was cut (cut at a word if one is near). */
export function previewText(text: string | null | undefined, limit: number): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  // No full stop or comma before the ellipsis ('can land.…' reads as four dots).
  return `${(lastSpace > limit * 0.7 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** True when the text is longer than the preview limit (so a "read more" is worth showing). */
export function isCut(text: string | null | undefined, limit: number): boolean {
  return (text ?? '').replace(/\s+/g, ' ').trim().length > limit;
}

/** The paragraphs of a plain text: split at blank lines, each trimmed, empty ones left out. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Fewer characters than this left for a paragraph after whole ones: the preview ends at the last whole one. */
const SHORTEST_CUT_PARAGRAPH = 60;

/**
 * A preview of about `limit` characters that keeps the text's paragraphs: those that fit whole (as written, line breaks
 * too), then the next one cut
 * at a word, unless only a scrap of it would fit (under 60 characters), where the preview ends on the last whole
 * paragraph ('Read more' follows it). A first paragraph too long for the preview is cut as `previewText` cuts.
 */
export function previewParagraphs(text: string | null | undefined, limit: number): string[] {
  const shown: string[] = [];
  let left = limit;
  for (const paragraph of paragraphsOf(text)) {
    const clean = paragraph.replace(/\s+/g, ' ');
    if (clean.length <= left) {
      shown.push(paragraph);
      left -= clean.length + 1;
      continue;
    }
    if (!shown.length || left >= SHORTEST_CUT_PARAGRAPH) shown.push(previewText(clean, left));
    break;
  }
  return shown;
}

const UNIT = String.raw`(?:km|m|mi|miles?|k|min|mins|minutes?|h|hrs?|hours?|s|secs?|seconds?|kg|lbs?|bpm|W|kcal|%)`;
const NUMBER_UNIT = new RegExp(String.raw`(\d) (${UNIT})(?![\p{L}\d])`, 'gu');
const TIMES = /(\d) ([×x]) (?=\d)/g;

/**
 * A number tied to its unit and a '×' to its numbers by no-break spaces ('6 × 400 m', '10 km', '45 min', '150 bpm'), so
 * where a line wraps (a phone, large text) '400' never ends one line with 'm' starting the next.
 */
export function tieUnits(text: string): string {
  return text.replace(TIMES, '$1\u00a0$2\u00a0').replace(NUMBER_UNIT, '$1\u00a0$2');
}
