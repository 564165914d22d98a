import { diffWords } from 'diff';

/** The fields of an article an editor changes, in the order the comparison shows them. */
export const COMPARED_FIELDS: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'title', label: 'Title' },
  { key: 'seo_title', label: 'SEO title' },
  { key: 'subtitle', label: 'Subtitle' },
  { key: 'category', label: 'Category' },
  { key: 'meta_description', label: 'SEO description' },
  { key: 'featured_image', label: 'Featured image' },
  { key: 'featured_image_alt', label: 'Picture description' },
  { key: 'long_form_article', label: 'Article' },
  { key: 'tags', label: 'Tags' },
];

export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

export interface FieldDiff {
  key: string;
  label: string;
  parts: DiffPart[];
}

/** A field as words: tags (a list) one after another, separated by commas. */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.map(text).join(', ') : value == null ? '' : String(value);

/**
 * Word by word, what changed from a revision to the current article, for each field that differs:
 * 'removed' is text only the revision has, 'added' text only the current version has.
 */
export function compareRevision(revision: Record<string, unknown>, current: Record<string, unknown>): FieldDiff[] {
  return COMPARED_FIELDS.filter(({ key }) => key in revision && text(revision[key]) !== text(current[key])).map(({ key, label }) => ({
    key,
    label,
    parts: diffWords(text(revision[key]), text(current[key])).map((part) => ({
      text: part.value,
      change: part.added ? 'added' : part.removed ? 'removed' : 'same',
    })),
  }));
}
