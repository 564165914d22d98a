import { Link } from 'react-router';
import { PageIntro } from '../../components/site/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

/** The brand page (/about): who Flying@50 is for and where to go next. */
export function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <PageIntro
        kicker="About Flying@50"
        title="A publisher and coaching brand for athletes over 50"
        lead="Flying@50 is for triathletes, runners, cyclists and swimmers aged 50 and over who want to keep performing: a magazine to read, and a training journal that answers back."
      >
        <div className="flex flex-wrap gap-3 pt-2">
          <Link to="/community/auth" className={buttonClasses('primary', 'lg')}>
            Get Instant Insights
          </Link>
          <Link to="/publisher" className={buttonClasses('secondary', 'lg')}>
            Read Latest Articles
          </Link>
        </div>
      </PageIntro>
      <div className="container-reading space-y-6 py-14 text-lg">
        <h2 className="text-3xl">What you will find here</h2>
        <p>
          <strong>The magazine</strong> publishes articles in six themes: training, nutrition, recovery, mindset, gear
          and racing, written in plain British English for experienced athletes.
        </p>
        <p>
          <strong>My Insights</strong> is a personal training insights guide. You keep a journal of your sessions,
          set a goal, and receive replies and weekly summaries that point out patterns and suggest a focus for the
          week ahead.
        </p>
        <p>
          <strong>Premium</strong> adds personalised article recommendations, deeper insights and the full library of
          premium coaching articles.
        </p>
      </div>
    </>
  );
}
