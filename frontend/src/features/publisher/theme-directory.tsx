import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { THEMES, type ThemeSlug } from '../../lib/themes';

/** "Explore by theme": one card per theme page, optionally leaving out the current one. */
export function ThemeDirectory({
  heading = 'Explore by theme',
  exclude,
  linkPrefix = '/publisher',
}: {
  heading?: string;
  exclude?: ThemeSlug;
  linkPrefix?: string;
}) {
  const themes = THEMES.filter((theme) => theme.slug !== exclude);
  return (
    <section aria-labelledby="theme-directory-heading" className="container-page py-14">
      <h2 id="theme-directory-heading" className="mb-8 text-3xl">
        {heading}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {themes.map((theme) => (
          <li key={theme.slug}>
            <Link
              to={`${linkPrefix}/${theme.slug}`}
              className="group flex h-full flex-col gap-3 rounded-lg border border-line bg-surface p-6 no-underline shadow-card transition-colors hover:border-accent"
            >
              <span className="kicker">{theme.label}</span>
              <span className="font-serif text-2xl font-bold text-ink group-hover:text-accent">{theme.title}</span>
              <span className="text-base text-muted">{theme.description}</span>
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
