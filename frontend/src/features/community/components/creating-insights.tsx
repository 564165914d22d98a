import { Sparkles } from 'lucide-react';

/** The 'Creating Insights' placeholder, on the left where the coach's reply will appear. */
export function CreatingInsights() {
  return (
    <div className="flex justify-start">
      <p className="flex items-center gap-3 rounded-lg rounded-tl-sm border border-line bg-surface px-5 py-4 text-lg shadow-card">
        <Sparkles aria-hidden="true" className="size-5 animate-pulse text-accent" />
        Creating Insights
      </p>
    </div>
  );
}
