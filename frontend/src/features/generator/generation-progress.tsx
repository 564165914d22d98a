import { Check, Circle, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import type { GenerationProgress } from './generator-api';
import { formatName } from './generation';

/** What each stage of a generation is called on screen. Unknown stages are shown by name. */
const STAGE_LABELS: Record<string, string> = {
  queued: 'Waiting for the writer',
  writing: 'Writing the article, headlines and formats',
  images: 'Choosing real-life photos',
  checking: 'Checking the house style',
  saving: 'Saving your content package',
  done: 'Ready',
};

export function stageLabel(stage: string): string {
  return STAGE_LABELS[stage] ?? formatName(stage);
}

function useElapsedSeconds(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1000));
}

function formatElapsed(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The live stage list of a running generation. The current stage is announced politely to
 * screen readers; the elapsed-time clock is not (it would talk every second).
 */
export function GenerationProgressPanel({ progress, startedAt }: { progress: GenerationProgress | null | undefined; startedAt: number }) {
  const elapsed = useElapsedSeconds(startedAt);
  const stages: GenerationProgress['stages'] = progress?.stages.length ? progress.stages.filter((stage) => stage !== 'done') : [];
  const current = progress ? stages.indexOf(progress.stage) : -1;
  const announcement = progress ? `${stageLabel(progress.stage)}…` : 'Starting the generation…';

  return (
    <div className="space-y-4 rounded-lg border border-accent/30 bg-accent-soft p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">Writing your content package</p>
        <p className="text-sm text-muted tabular-nums">
          <span className="sr-only">Time elapsed: </span>
          {formatElapsed(elapsed)}
        </p>
      </div>
      <p role="status" aria-live="polite" className="text-base text-ink">
        {announcement}
        {progress?.detail ? <span className="block text-sm text-muted">{progress.detail}</span> : null}
      </p>
      {stages.length ? (
        <ol aria-label="Generation stages" className="space-y-2">
          {stages.map((stage, index) => {
            const state = progress?.stage === 'done' || index < current ? 'done' : index === current ? 'current' : 'upcoming';
            return (
              <li
                key={stage}
                aria-current={state === 'current' ? 'step' : undefined}
                className={cn('flex items-center gap-3 text-base', state === 'upcoming' ? 'text-muted' : 'text-ink', state === 'current' && 'font-semibold')}
              >
                {state === 'done' ? (
                  <Check aria-hidden="true" className="size-5 shrink-0 text-success" strokeWidth={3} />
                ) : state === 'current' ? (
                  <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-accent" />
                ) : (
                  <Circle aria-hidden="true" className="size-5 shrink-0 text-line-strong" />
                )}
                <span>
                  {stageLabel(stage)}
                  <span className="sr-only">{state === 'done' ? ' (done)' : state === 'current' ? ' (in progress)' : ' (to come)'}</span>
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className="text-sm text-muted">A package takes about 2 minutes. You can keep this page open while it works.</p>
    </div>
  );
}
