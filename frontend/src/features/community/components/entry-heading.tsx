import { tieUnits } from '../../../lib/text-preview';
import { entryTitle, titleRepeatsText } from '../journal-utils';
import type { JournalEntry } from '../member-shapes';

/**
 * An entry's title as the heading of its card or printed entry. A number keeps its unit on its line ('Tempo run, 8 km':
 * `tieUnits`). A title made of the text's own words stays the heading for a screen reader but is not shown twice: the
 * text under it is.
 */
export function EntryHeading({
  entry,
  level = 3,
  id,
  className,
}: {
  entry: Pick<JournalEntry, 'title' | 'content' | 'entry_type'>;
  level?: 3 | 4;
  id?: string;
  className: string;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <Heading id={id} className={titleRepeatsText(entry) ? 'sr-only' : className}>
      {tieUnits(entryTitle(entry))}
    </Heading>
  );
}
