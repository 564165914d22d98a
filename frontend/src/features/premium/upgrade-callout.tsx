import { Crown, Lock } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/router-links';
import { buttonClasses } from '../../components/ui/button';
import { reportPlace, upgradePath } from './upgrade-return';

/**
 * In place of a premium report's text for a reader without Premium: what it is and the way to upgrade. With the
 * report's `contentId`, the upgrade leads back to it on this page once paid for (upgrade-return.ts).
 */
export function UpgradeCallout({ contentId }: { contentId?: number }) {
  const { pathname, search } = useLocation();
  return (
    <div className="rounded-lg border-2 border-premium/40 bg-premium-soft p-5 md:p-6">
      <p className="flex items-center gap-2 text-xl font-semibold">
        <Lock aria-hidden="true" className="size-5 text-premium" />
        This report is for Premium members
      </p>
      <p className="mt-2 text-lg">Upgrade to read the full report, with its summary and training plan, and to save reports to your library.</p>
      <Link to={upgradePath(contentId ? reportPlace(pathname, search, contentId) : null)} className={buttonClasses('primary', 'md', 'mt-4')}>
        <Crown aria-hidden="true" />
        Upgrade Now
      </Link>
    </div>
  );
}
