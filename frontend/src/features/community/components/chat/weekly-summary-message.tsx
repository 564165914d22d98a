import { WrittenText } from '../../../../components/ui/written-text';
import { tieUnits } from '../../../../lib/text-preview';
import type { JournalEntry } from '../../member-shapes';
import { helplineLinks } from '../../helpline-links';

/** A weekly summary, centred. */
export function WeeklySummaryMessage({ entry }: { entry: JournalEntry }) {
  return (
    <div className="flex justify-center">
      <div className="w-full max-w-xl space-y-3 rounded-lg border-2 border-premium/40 bg-premium-soft px-6 py-5 text-center">
        <p className="kicker !text-premium">Weekly Summary</p>
        {entry.title ? <p className="font-serif text-xl font-bold">{tieUnits(entry.title)}</p> : null}
        {/* Written by the weekly-summary job: its helpline numbers (a week with thoughts of suicide leads with them) are links. */}
        <WrittenText text={entry.content} className="text-lg text-ink" render={helplineLinks} />
        {entry.aiResponses.map((reply) => (
          <WrittenText key={reply.id} text={reply.response_content} className="text-lg text-ink" render={helplineLinks} />
        ))}
      </div>
    </div>
  );
}
