/**
 * Small hand-made charts for the Momentum tab (an SVG ring, CSS bars and meters, so their text stays at reading
 * size). Each is one role="img" with a text alternative that says what the picture shows.
 */
import { barHeights, clampPercent, ringDash, weekLabel, weeklySummary } from '../momentum-view';

/** A ring filled to a percentage, the figure in its centre. */
export function PercentRing({ percent, label }: { percent: number; label: string }) {
  const radius = 52;
  const { circumference, filled } = ringDash(percent, radius);
  return (
    <svg viewBox="0 0 128 128" role="img" aria-label={label} className="size-32 shrink-0">
      <circle cx="64" cy="64" r={radius} fill="none" strokeWidth="14" className="stroke-sunken" />
      {filled > 0 ? (
        <circle
          cx="64"
          cy="64"
          r={radius}
          fill="none"
          strokeWidth="14"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          transform="rotate(-90 64 64)"
          className="stroke-accent"
        />
      ) : null}
      <text x="64" y="64" textAnchor="middle" dominantBaseline="central" className="fill-ink font-serif text-[1.75rem] font-bold">
        {Math.round(clampPercent(percent))}%
      </text>
    </svg>
  );
}

/** A track filled up to a count, with a tick and number at each message tier (text stays at reading size). */
export function TierMeter({ value, tiers, label }: { value: number; tiers: readonly number[]; label: string }) {
  const top = tiers[tiers.length - 1];
  const max = Math.max(top * 1.25, value);
  const at = (n: number) => `${(Math.min(n, max) / max) * 100}%`;
  return (
    <div role="img" aria-label={label} className="relative h-14 w-full">
      <div className="absolute inset-x-0 top-2 h-4 rounded-full bg-sunken" />
      {value > 0 ? <div className="absolute top-2 left-0 h-4 min-w-4 rounded-full bg-accent" style={{ width: at(value) }} /> : null}
      {tiers.map((tier) => (
        <div key={tier} className="absolute top-0 flex -translate-x-1/2 flex-col items-center" style={{ left: at(tier) }}>
          <span className={`h-8 w-0.5 ${value >= tier ? 'bg-accent-hover' : 'bg-line-strong'}`} />
          <span className="text-sm font-semibold text-muted">{tier}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * One bar per week (oldest first), its figure above it and its week below: the entries per week, or (given `label`,
 * the chart in words, and `figure`) any other weekly figure.
 */
export function WeeklyBars({
  weeks,
  label = weeklySummary(weeks),
  figure = (count: number) => String(count),
}: {
  weeks: ReadonlyArray<{ week_start: string; count: number }>;
  label?: string;
  figure?: (count: number) => string;
}) {
  const chartHeight = 160;
  const heights = barHeights(
    weeks.map((week) => week.count),
    chartHeight,
  );
  return (
    <div role="img" aria-label={label} className="max-w-xl">
      <div className="grid grid-cols-4 items-end gap-3 border-b-2 border-line sm:gap-6">
        {weeks.map((week, index) => (
          <div key={week.week_start} className="flex flex-col items-center justify-end gap-1" style={{ height: chartHeight + 40 }}>
            <span className="text-lg font-bold">{figure(week.count)}</span>
            <span
              className={`w-full max-w-16 rounded-t-md ${week.count === 0 ? 'bg-line' : index === weeks.length - 1 ? 'bg-accent-hover' : 'bg-accent'}`}
              style={{ height: heights[index] }}
            />
          </div>
        ))}
      </div>
      <div className="grid grid-cols-4 gap-3 sm:gap-6">
        {weeks.map((week, index) => (
          <span key={week.week_start} className="pt-2 text-center text-base text-muted">
            {weekLabel(week.week_start, index, weeks.length)}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * The last weeks as a row of dots, filled for a week with an entry, each named under it ('8 Nov', 'Last week', 'This
 * week'): the dots alone did not say which week was which, nor that the newest is on the right.
 */
export function WeekDots({ weeks }: { weeks: ReadonlyArray<{ week_start: string; count: number }> }) {
  return (
    <ol className="grid max-w-xs grid-cols-4 gap-1" aria-label="The last 4 weeks">
      {weeks.map((week, index) => {
        const label = weekLabel(week.week_start, index, weeks.length);
        return (
          <li key={week.week_start} className="flex min-w-0 flex-col items-center gap-1 text-center">
            <span
              aria-hidden="true"
              className={`flex size-11 items-center justify-center rounded-full border-2 text-sm font-bold ${
                week.count > 0 ? 'border-accent bg-accent text-on-accent' : 'border-line-strong bg-surface text-muted'
              }`}
            >
              {week.count > 0 ? '✓' : '–'}
            </span>
            <span aria-hidden="true" className="text-sm leading-tight text-muted">
              {label.replace('w/c ', '')}
            </span>
            <span className="sr-only">
              {label.replace('w/c', 'Week starting')}: {week.count > 0 ? 'written' : 'no entry'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A track filled up to `done` of `target`, with a tick where an even pace is today (`expected`). */
export function ProgressTrack({ done, target, expected, label }: { done: number; target: number; expected: number; label: string }) {
  const at = (n: number) => `${(Math.min(Math.max(n, 0), target) / target) * 100}%`;
  return (
    <div role="img" aria-label={label} className="relative h-10 w-full">
      <div className="absolute inset-x-0 top-2 h-4 rounded-full bg-sunken" />
      {done > 0 ? <div className="absolute top-2 left-0 h-4 min-w-4 rounded-full bg-accent" style={{ width: at(done) }} /> : null}
      {expected > 0 && expected < target ? (
        <span className="absolute top-0 h-8 w-0.5 -translate-x-1/2 bg-ink" style={{ left: at(expected) }} />
      ) : null}
    </div>
  );
}
