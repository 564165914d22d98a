import { ArrowRight } from 'lucide-react';
import { Link } from '../../lib/router-links';
import type { ThemeSlug } from '../../lib/themes';
import { articleCountText } from '../../lib/format';
import { THEMES } from '../../lib/themes';
import { THEME_DESCRIPTIONS } from '../../lib/theme-descriptions';

/** EXPLORE BY THEME: one card per theme page with its description and, when known, its article count. */
export function ThemeDirectory({
  heading = 'EXPLORE BY THEME',
  counts,
  linkPrefix = '/publisher',
}: {
  heading?: string;
  counts?: Record<ThemeSlug, number>;
  linkPrefix?: string;
}) {
  return (
    <section aria-labelledby="theme-directory-heading">
      <h2 id="theme-directory-heading" className="section-title">
        {heading}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2">
        {THEMES.map((theme) => (
          <li key={theme.slug}>
            <Link
              to={`${linkPrefix}/${theme.slug}`}
              className="group flex h-full flex-col gap-3 rounded-lg border border-line bg-surface p-6 no-underline shadow-card transition-colors hover:border-accent"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="kicker">{theme.label}</span>
                {counts ? <span className="rounded-full bg-accent-soft px-3 py-0.5 text-sm whitespace-nowrap font-semibold text-accent-hover">{articleCountText(counts[theme.slug] ?? 0)}</span> : null}
              </span>
              <span className="font-serif text-2xl font-bold text-ink group-hover:text-accent">{theme.title}</span>
              <span className="text-base text-muted">{THEME_DESCRIPTIONS[theme.slug]}</span>
              <span className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-accent">
                Read {theme.label.toLowerCase()} articles
                <ArrowRight aria-hidden="true" className="size-5 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
