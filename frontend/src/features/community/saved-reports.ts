/** The Library's theme filter and labels (docs/product.md#library), free of DOM and React. */
import { THEMES, type Theme } from '../../lib/themes';

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

/** The theme label to show on a report: the matching theme's title, else the stored text. */
export function themeLabel(editorialTheme: string | null | undefined): string | null {
  const theme = THEMES.find((item) => matchesTheme(editorialTheme, item));
  return theme?.title ?? (editorialTheme?.trim() || null);
}

/** The theme a saved report shows: the one the server placed it in (what the filter matches), else its stored text's. */
export function savedReportTheme(report: { premium_content: { theme: string | null; editorial_theme: string | null } }): string | null {
  return report.premium_content.theme ?? themeLabel(report.premium_content.editorial_theme);
}

/**
 * The line under the filter: how many the member has saved (`total`) or, with a theme chosen, how many of them are in it
 * (`inTheme`); while older ones are not loaded, how many are shown.
 */
export function libraryCountText(inTheme: number | null, loaded: number, total: number, more: boolean): string {
  const saved = (n: number) => `${n} saved ${n === 1 ? 'report' : 'reports'}`;
  const newest = more ? `, the newest ${loaded} shown` : '';
  if (inTheme === null) return more ? `${saved(total)}${newest}` : `All ${saved(total)}`;
  return `${inTheme} of ${saved(total)} in this theme${newest}`;
}
