import { Crown, X } from 'lucide-react';
import { Link } from '../../lib/router-links';
import { busyProps } from '../../components/ui/busy';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { focusAfterChange, mainContent } from '../../lib/focus-after-change';
import { useHideUpgradeOffer, useProfile } from './members-api';

/**
 * The invitation to upgrade, for members on the free plan: a band at the top of the page, in the page's flow, so it
 * never covers a control. Putting it away is saved on the profile (PATCH upgrade_offer_hidden), so it stays away on
 * every page and device. Nothing shows until the profile says whether it was put away.
 * 'Upgrade Now' opens the upgrade offer on the profile page, where the band itself is not shown.
 */
/** Whether the band was away when this tab last knew (sessionStorage), so a page loading does not keep it a place. */
const AWAY_KEY = 'flying50.upgrade-offer-away';
function rememberedAway(): boolean {
  try {
    return sessionStorage.getItem(AWAY_KEY) === '1';
  } catch {
    return false;
  }
}
function rememberAway(away: boolean): void {
  try {
    sessionStorage.setItem(AWAY_KEY, away ? '1' : '0');
  } catch {
    /* storage refused: the band's place is kept while the profile loads */
  }
}

export function UpgradeCard() {
  const profile = useProfile();
  const hide = useHideUpgradeOffer();
  const away = profile.data ? profile.data.profile.upgrade_offer_hidden || profile.data.profile.is_premium : null;
  if (away !== null) rememberAway(away);
  // While the profile loads, the band's place is kept (the same band, unseen and out of reach): appearing later, it
  // pushed the whole page down under the reader (a layout shift), unless this tab last saw it away.
  const placeholder = away === null;
  if (away || (placeholder && (profile.isError || rememberedAway()))) return null;
  return (
    <div className={cn('container-page pt-4', placeholder && 'invisible')} aria-hidden={placeholder || undefined}>
      <aside
        aria-labelledby="upgrade-card-title"
        className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-lg border-2 border-premium/40 bg-surface py-1.5 pr-1 pl-3 sm:pl-4"
      >
        <p className="flex min-w-fit flex-1 items-center gap-2">
          <Crown aria-hidden="true" className="hidden size-5 shrink-0 text-premium sm:block" />
          <span>
            <span id="upgrade-card-title" className="font-serif text-base font-bold sm:text-lg">
              Upgrade to Premium
            </span>
            <span className="hidden text-base text-muted md:inline">
              {' '}
              — Get personalized content recommendations and advanced training insights
            </span>
          </span>
        </p>
        <div className="flex items-center gap-1">
          <Link to="/profile#upgrade" className={buttonClasses('primary', 'sm')}>
            <span>
              Upgrade<span className="hidden sm:inline"> Now</span>
            </span>
          </Link>
          <button
            type="button"
            aria-label="Hide the upgrade offer"
            className={cn('inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-sunken hover:text-ink', hide.isPending && 'cursor-wait opacity-60')}
            {...busyProps<HTMLButtonElement>(hide.isPending, () => {
              hide.mutate();
              // The band goes at once (its button with it): focus goes on to the page's main region.
              focusAfterChange(mainContent);
            })}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </aside>
    </div>
  );
}
