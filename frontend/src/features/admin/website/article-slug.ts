/**
 * Slugs as the server accepts them: lowercase letters, numbers and single hyphens, at most 120 characters, never numbers
 * only (/article/{numbers} is an article's id).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
const ONLY_NUMBERS = /^\d+$/;

/**
 * The address a title suggests (the server's slugify: accents dropped, '&' as 'and', other characters as hyphens, a
 * word before numbers alone).
 */
export function slugFromTitle(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return ONLY_NUMBERS.test(base) ? `article-${base}` : base;
}

/** What is wrong with a slug, in the server's words, or undefined when it is fine. */
export function slugProblem(slug: string): string | undefined {
  if (!slug) return 'Enter the address, e.g. hill-repeats-after-50.';
  if (slug.length > SLUG_MAX) return `Slug must be at most ${SLUG_MAX} characters`;
  if (!SLUG_PATTERN.test(slug)) return 'Slug may contain only lowercase letters, numbers and single hyphens';
  if (ONLY_NUMBERS.test(slug)) return 'Slug may not be numbers only (an address of numbers is read as an article id): add a word, such as article-2026';
  return undefined;
}
