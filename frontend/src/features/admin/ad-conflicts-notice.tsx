import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible';
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

/** The Ads tab's warning: the places where two or more active ads compete (GET /api/ads/conflicts), one line each. */
export function AdConflictsNotice({ conflicts }: { conflicts: readonly AdConflict[] }) {
  if (!conflicts.length) return null;
  return (
    <div role="status" className="space-y-2 rounded-lg border-2 border-premium bg-premium-soft p-5">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {conflicts.length === 1 ? 'Two active ads share a place' : `${conflicts.length} places have more than one active ad`}
      </p>
      <ul className="list-disc space-y-1 pl-6 text-base">
        {conflicts.map((conflict) => (
          <ConflictPlace key={`${conflict.page}-${conflict.slot}`} conflict={conflict} />
        ))}
      </ul>
      <p className="text-base">Change a position or a page, or switch one of them off.</p>
    </div>
  );
}
