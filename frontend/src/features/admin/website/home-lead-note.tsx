import { House } from 'lucide-react';
import { homeLead, useHeroArticle, useLatestArticles } from '../../../lib/magazine-articles';

/**
 * Which article leads the magazine's home page, as the home page chooses it (homeLead): the one marked Hero, else
 * the newest published. Shown above the Website tab's themes, so an editor knows what readers open on without opening
 * the magazine, and that the newest takes the lead by itself while none is marked. Its lines keep their place while
 * the answers load (the title and the reason two each on a phone), so the themes below do not move when it arrives.
 */
export function HomeLeadNote() {
  const hero = useHeroArticle();
  const latest = useLatestArticles();
  const loading = hero.isPending || latest.isPending;
  const marked = hero.data?.article ?? null;
  const lead = homeLead(marked, latest.data ?? []);
  const reason = loading ? '' : !lead ? 'It shows the first article published.' : marked ? 'Marked Hero.' : 'The newest published; none is marked Hero.';
  return (
    <section aria-labelledby="home-lead-heading" aria-busy={loading || undefined} className="flex items-start gap-3 rounded-lg border border-line bg-surface px-4 py-3">
      <House aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <h3 id="home-lead-heading" className="text-base font-semibold text-muted">
          Home page lead
        </h3>
        <p className="line-clamp-2 min-h-[2lh] text-lg font-semibold sm:min-h-0">
          {loading ? (
            '…'
          ) : lead ? (
            <a href={`/article/${lead.slug}`} target="_blank" rel="noopener" className="link">
              {lead.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            'No article is published yet.'
          )}
        </p>
        <p className="min-h-[2lh] text-base text-muted sm:min-h-[1lh]">{reason}</p>
      </div>
    </section>
  );
}
