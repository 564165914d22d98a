import type { JournalEntry } from '../../member-shapes';
import { CoachReply } from '../coach-reply';
import { CreatingInsights } from '../creating-insights';

/** Coach replies on the left; the placeholder only while the server says one is on its way. */
export function CoachReplies({ entry, saveFailure }: { entry: JournalEntry; saveFailure: string }) {
  if (entry.aiResponses.length) {
    return (
      <div className="space-y-3">
        {entry.aiResponses.map((reply) => (
          <div key={reply.id} className="flex justify-start">
            <CoachReply reply={reply} journalEntryId={entry.id} saveFailure={saveFailure} className="w-full sm:max-w-[85%]" />
          </div>
        ))}
      </div>
    );
  }
  return entry.insight_pending ? <CreatingInsights /> : null;
}
