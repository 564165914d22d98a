import { ChevronDown, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { conflictNames, conflictPlace, conflictSummary, conflictText, type AdConflict } from './ad-conflicts';

/**
 * One place where active ads compete: how many, in one line, and a disclosure button that names them ('Show the N ads';
 * its accessible name says where, as several places may have as many ads). With 300 ads the names of every place took
 * 3,150 px before the first ad card; one line a place keeps the warning short (docs/product.md#ads, Clashes).
 */
function ConflictPlace({ conflict }: { conflict: AdConflict }) {
  const [open, setOpen] = useState(false);
  const count = conflict.ads.length;
  // Two ads: their names are as short as a count, so they stay in the line.
  if (count <= 2) return <li>{conflictText(conflict)}</li>;
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <li>
        <div className="flex flex-wrap items-center gap-x-3">
          <span>{conflictSummary(conflict)}</span>
          <CollapsibleTrigger className="font-semibold text-accent underline underline-offset-4 hover:no-underline focus-visible:outline-2">
            {open ? 'Hide' : 'Show'} the {count} ads<span className="sr-only"> {conflictPlace(conflict)}</span>
          </CollapsibleTrigger>
        </div>
        <CollapsibleContent>
          <ul aria-label={`Active ads ${conflictPlace(conflict)}`} className="list-[circle] space-y-1 pb-2 pl-6">
            {conflictNames(conflict).map((name, index) => (
              <li key={conflict.ads[index].id}>{name}</li>
            ))}
          </ul>
        </CollapsibleContent>
      </li>
    </Collapsible>
  );
}

/** More places than this: on a phone the lines wait behind 'Show the N places' (16 lines took 1,600 px at 390 px). */
const PLACES_SHOWN_ON_PHONES = 3;

/**
 * The Ads tab's warning: the places where two or more active ads compete and readers see one (GET /api/ads/conflicts:
 * a featured slot of the home or theme pages, or the one ad of another page), one line each, naming the one shown. On a
 * phone, with more than a few places, it is a summary and a disclosure button ('Show the 5 places'): the lines wrap to
 * three or four each there, and the first ad card went a phone's height and a half down. From 640 px the lines show.
 */
export function AdConflictsNotice({ conflicts }: { conflicts: readonly AdConflict[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!conflicts.length) return null;
  const folds = conflicts.length > PLACES_SHOWN_ON_PHONES;
  return (
    <div role="status" className="space-y-3 rounded-lg border-2 border-premium bg-premium-soft p-4 sm:p-5">
      <p className="flex items-start gap-2 text-lg leading-snug font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {conflicts.length > 1
          ? `${conflicts.length} places have more than one active ad`
          : conflicts[0].ads.length === 2
            ? 'Two active ads share a place'
            : `${conflicts[0].ads.length} active ads share a place`}
      </p>
      {folds ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-accent underline underline-offset-4 hover:no-underline focus-visible:outline-2 sm:hidden"
        >
          <ChevronDown aria-hidden="true" className={cn('size-6 shrink-0 text-muted transition-transform', !open && '-rotate-90')} />
          {open ? 'Hide' : 'Show'} the {conflicts.length} places
        </button>
      ) : null}
      <ul id={listId} className={cn('list-disc space-y-2 pl-6 text-base sm:space-y-1', folds && !open && 'max-sm:hidden')}>
        {conflicts.map((conflict) => (
          <ConflictPlace key={`${conflict.page}-${conflict.slot}`} conflict={conflict} />
        ))}
      </ul>
      <p className="text-base">Aim one of them at other pages, or switch it off.</p>
    </div>
  );
}
