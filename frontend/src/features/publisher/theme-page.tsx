import { Link } from 'react-router';
import { AdminModeBanner } from '../../components/site/admin-mode-banner';
import { buttonClasses } from '../../components/ui/button';
import type { Theme } from '../../lib/themes';
import { usePageTitle } from '../../lib/use-page-title';
import { ThemeDirectory } from './theme-directory';

/** A theme page (/publisher/{theme}); with `adminEmail` it is the admin-mode view (/admin/{theme}). */
export function ThemePage({ theme, adminEmail }: { theme: Theme; adminEmail?: string }) {
  usePageTitle(adminEmail ? `${theme.title} (admin mode)` : theme.title);
  return (
    <>
      {adminEmail ? <AdminModeBanner email={adminEmail} /> : null}
      <section className="relative isolate overflow-hidden bg-ink text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,#0c6663_0%,transparent_55%),radial-gradient(circle_at_85%_80%,#094f4d_0%,transparent_50%)] opacity-90"
        />
        <div className="container-page flex min-h-80 flex-col justify-end gap-4 py-12 md:min-h-96">
          <p className="font-sans text-xs font-bold tracking-[0.12em] text-[#b8e6e2] uppercase">{theme.label}</p>
          <h1 className="max-w-4xl text-4xl text-white md:text-5xl">{theme.title}</h1>
          <p className="max-w-reading text-lg text-[#e9e5dd] md:text-xl">{theme.description}</p>
        </div>
      </section>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="theme-about-heading" className="space-y-4">
          <h2 id="theme-about-heading" className="text-3xl">
            About this section
          </h2>
          <p className="max-w-reading text-lg">
            {theme.title} articles from the Flying@50 editorial team appear on this page as they are published,
            newest first. Each one is written for athletes aged 50 and over, in plain British English.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to="/publisher" className={buttonClasses('secondary')}>
              Back to the magazine
            </Link>
            <Link to="/premium" className={buttonClasses('primary')}>
              Premium coaching articles
            </Link>
          </div>
        </section>
        {theme.topics.length > 0 ? (
          <aside aria-labelledby="theme-topics-heading" className="rounded-lg border border-line bg-surface p-6 shadow-card">
            <h2 id="theme-topics-heading" className="mb-4 text-2xl">
              Topics
            </h2>
            <ul className="grid gap-2">
              {theme.topics.map((topic) => (
                <li key={topic} className="border-b border-line pb-2 text-base last:border-b-0">
                  {topic}
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>

      <ThemeDirectory heading="More themes" exclude={theme.slug} linkPrefix={adminEmail ? '/admin' : '/publisher'} />
    </>
  );
}
