/** Slugs as the server accepts them: lowercase letters, numbers and single hyphens, at most 120 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** The address a title suggests (the server's slugify: accents dropped, '&' as 'and', other characters as hyphens). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
}

/** What is wrong with a slug, in the server's words, or undefined when it is fine. */
export function slugProblem(slug: string): string | undefined {
  if (!slug) return 'Enter the address, e.g. hill-repeats-after-50.';
  if (slug.length > SLUG_MAX) return `Slug must be at most ${SLUG_MAX} characters`;
  if (!SLUG_PATTERN.test(slug)) return 'Slug may contain only lowercase letters, numbers and single hyphens';
  return undefined;
}
