import { Link } from 'react-router';
import { AdminModeBanner } from '../../components/site/admin-mode-banner';
import { PageIntro } from '../../components/site/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { ThemeDirectory } from './theme-directory';

/** The magazine home (/ and /publisher). With `adminEmail` it is the admin-mode view. */
export function PublisherHomePage({ adminEmail }: { adminEmail?: string }) {
  usePageTitle(adminEmail ? 'Magazine (admin mode)' : 'Magazine');
  const linkPrefix = adminEmail ? '/admin' : '/publisher';
  return (
    <>
      {adminEmail ? <AdminModeBanner email={adminEmail} /> : null}
      <PageIntro
        kicker="The Flying@50 magazine"
        title="Perform at your best after 50"
        lead="Articles on training, nutrition, recovery, mindset, gear and racing, written for triathletes, runners, cyclists and swimmers aged 50 and over."
      >
        <div className="flex flex-wrap gap-3 pt-2">
          <a href="#theme-directory-heading" className={buttonClasses('primary', 'lg')}>
            Browse the themes
          </a>
          <Link to="/premium" className={buttonClasses('secondary', 'lg')}>
            Discover Premium
          </Link>
        </div>
      </PageIntro>
      <ThemeDirectory linkPrefix={linkPrefix} />
      <section aria-labelledby="insights-heading" className="container-page">
        <div className="grid gap-6 rounded-xl bg-accent p-8 text-on-accent md:grid-cols-[2fr_1fr] md:items-center md:p-12">
          <div className="space-y-3">
            <h2 id="insights-heading" className="text-3xl text-on-accent">
              Keep a training journal with a coach on hand
            </h2>
            <p className="text-lg">
              My Insights is your personal training insights guide: write about your sessions, set a goal and get
              replies that help you plan the next week.
            </p>
          </div>
          <div className="md:text-right">
            <Link
              to="/community/auth"
              className={buttonClasses('secondary', 'lg', 'border-white focus-visible:outline-white')}
            >
              Get Instant Insights
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
