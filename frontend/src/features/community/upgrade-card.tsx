import { Crown, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/**
 * Floating invitation to upgrade, for members on the free plan. It can be put away for this visit.
 * 'Upgrade Now' opens the upgrade offer on the profile page, where the card itself is hidden.
 * On phones it is a compact bar (the layout leaves room below the page so the last content scrolls clear).
 */
export function UpgradeCard({ hidden = false }: { hidden?: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || hidden) return null;
  return (
    <aside
      aria-labelledby="upgrade-card-title"
      className="fixed inset-x-3 bottom-3 z-30 rounded-lg border-2 border-premium/40 bg-surface p-3 pr-14 shadow-float sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-full sm:max-w-sm sm:p-5 sm:pr-12"
    >
      <button
        type="button"
        aria-label="Hide the upgrade offer"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-sunken hover:text-ink"
        onClick={() => setDismissed(true)}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <p className="mb-1 flex items-center gap-2">
        <Crown aria-hidden="true" className="size-5 text-premium" />
        <span id="upgrade-card-title" className="font-serif text-xl font-bold">
          Upgrade to Premium
        </span>
      </p>
      <p className="sr-only text-base text-muted sm:not-sr-only sm:mb-4 sm:block">
        Get personalized content recommendations and advanced training insights
      </p>
      <Link to="/profile#upgrade" className={buttonClasses('primary', 'md', 'mt-2 w-full sm:mt-0')}>
        Upgrade Now
      </Link>
    </aside>
  );
}
