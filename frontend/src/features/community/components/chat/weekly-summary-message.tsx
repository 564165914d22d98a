import type { JournalEntry } from '../../member-shapes';

/** A weekly summary, centred. */
export function WeeklySummaryMessage({ entry }: { entry: JournalEntry }) {
  return (
    <div className="flex justify-center">
      <div className="w-full max-w-xl space-y-3 rounded-lg border-2 border-premium/40 bg-premium-soft px-6 py-5 text-center">
        <p className="kicker !text-premium">Weekly Summary</p>
        {entry.title ? <p className="font-serif text-xl font-bold">{entry.title}</p> : null}
        <p className="text-lg break-words whitespace-pre-line text-ink">{entry.content}</p>
        {entry.aiResponses.map((reply) => (
          <p key={reply.id} className="text-lg break-words whitespace-pre-line text-ink">
            {reply.response_content}
          </p>
        ))}
      </div>
    </div>
  );
}
