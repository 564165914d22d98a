import { Lightbulb } from 'lucide-react';
import { Link } from '../../lib/router-links';
import { buttonClasses } from '../../components/ui/button';
import { AdSlot } from './ad-slot';
import type { adsFor } from './publisher-api';
import type { ThemePageConfig } from './theme-config';

/** A theme page's sidebar (topics, three tips, square ads, the Premium box): the theme page and its archive pages. */
export function ThemeSidebar({ config, ads }: { config: ThemePageConfig; ads: ReturnType<typeof adsFor> }) {
  return (
    <aside aria-label={`${config.theme.label} sidebar`} className="space-y-8">
      <section aria-labelledby="topics-heading" className="rounded-lg border border-line bg-surface p-6 shadow-card">
        <h2 id="topics-heading" className="mb-4 font-sans text-base font-extrabold tracking-[0.08em] uppercase">
          Topics
        </h2>
        {/* What the theme covers, as a plain bulleted list: no dividers or menu look, since a topic is not a link. */}
        <ul className="grid list-disc gap-1.5 pl-6 text-base marker:text-accent">
          {config.topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tips-heading" className="rounded-lg bg-accent-soft p-6">
        <h2 id="tips-heading" className="mb-4 flex items-center gap-2 font-sans text-base font-extrabold tracking-[0.08em] uppercase">
          <Lightbulb aria-hidden="true" className="size-5 text-accent" />
          {config.theme.label} Tips
        </h2>
        <ol className="grid list-decimal gap-3 pl-6 text-base">
          {config.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </section>
      {ads.map((ad) => (
        <AdSlot key={ad.id} ad={ad} className="rounded-lg border border-line bg-surface p-4 shadow-card" />
      ))}
      <section aria-labelledby="theme-premium-heading" className="rounded-lg bg-band p-6 text-on-band">
        <h2 id="theme-premium-heading" className="text-2xl text-white">
          Go further with Premium
        </h2>
        <p className="mt-2 text-base">Coaching articles chosen for your goal, and replies to your training journal.</p>
        <Link to="/premium" className={buttonClasses('secondary', 'md', 'mt-4')}>
          Discover Premium
        </Link>
      </section>
    </aside>
  );
}
