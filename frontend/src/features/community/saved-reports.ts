/** Theme filtering of saved reports (docs/product.md#library), free of DOM and React. */
import { findTheme, THEMES, type Theme } from '../../lib/themes';

/** The Library's theme filter: 'all' plus the six themes, labelled with their full titles. */
export const LIBRARY_THEME_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'all', label: 'All Saved Reports' },
  ...THEMES.map((theme) => ({ value: theme.slug, label: theme.title })),
];

/** Whether an editorial theme text belongs to a theme: any of its keywords as a case-insensitive substring. */
export function matchesTheme(editorialTheme: string | null | undefined, theme: Theme): boolean {
  const text = (editorialTheme ?? '').toLowerCase();
  return text !== '' && theme.keywords.some((keyword) => text.includes(keyword));
}

/** Saved reports of one theme ('all' keeps every report). */
export function filterReportsByTheme<T extends { premium_content: { editorial_theme: string | null } }>(
  reports: readonly T[],
  themeSlug: string,
): T[] {
  const theme = findTheme(themeSlug);
  if (!theme) return [...reports];
  return reports.filter((report) => matchesTheme(report.premium_content.editorial_theme, theme));
}

/** The theme label to show on a report: the matching theme's title, else the stored text. */
export function themeLabel(editorialTheme: string | null | undefined): string | null {
  const theme = THEMES.find((item) => matchesTheme(editorialTheme, item));
  return theme?.title ?? (editorialTheme?.trim() || null);
}

/**
 * The line under the filter: how many the member has saved and, while older ones are not loaded, how many are shown;
 * with a theme chosen (`inTheme`), how many of those shown are in it.
 */
export function libraryCountText(inTheme: number | null, loaded: number, total: number, more: boolean): string {
  const saved = (n: number) => `${n} saved ${n === 1 ? 'report' : 'reports'}`;
  if (inTheme === null) return more ? `${saved(total)}, the newest ${loaded} shown` : `All ${saved(total)}`;
  return more ? `${inTheme} of the ${loaded} newest saved reports in this theme (of ${total})` : `${inTheme} of ${saved(total)} in this theme`;
}
