/**
 * Small hand-made SVG charts for the Momentum tab. Each is one role="img" with a text alternative
 * that says what the picture shows, so screen-reader users get the same facts.
 */
import { barHeights, clampPercent, ringDash, weekLabel, weeklySummary } from '../momentum-view';

/** A ring filled to a percentage, the figure in its centre. */
export function PercentRing({ percent, label }: { percent: number; label: string }) {
  const radius = 52;
  const { circumference, filled } = ringDash(percent, radius);
  return (
    <svg viewBox="0 0 128 128" role="img" aria-label={label} className="size-32 shrink-0">
      <circle cx="64" cy="64" r={radius} fill="none" strokeWidth="14" className="stroke-sunken" />
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
      <text x="64" y="64" textAnchor="middle" dominantBaseline="central" className="fill-ink font-serif text-[1.75rem] font-bold">
        {Math.round(clampPercent(percent))}%
      </text>
    </svg>
  );
}

/** A track filled up to a count, with a tick and number at each message tier. */
export function TierMeter({ value, tiers, label }: { value: number; tiers: readonly number[]; label: string }) {
  const top = tiers[tiers.length - 1];
  const max = Math.max(top * 1.25, value);
  const x = (n: number) => 8 + (Math.min(n, max) / max) * 284;
  return (
    <svg viewBox="0 0 300 56" role="img" aria-label={label} className="h-auto w-full">
      <rect x="8" y="12" width="284" height="16" rx="8" className="fill-sunken" />
      {value > 0 ? <rect x="8" y="12" width={Math.max(16, x(value) - 8)} height="16" rx="8" className="fill-accent" /> : null}
      {tiers.map((tier) => (
        <g key={tier}>
          <line x1={x(tier)} x2={x(tier)} y1="6" y2="34" strokeWidth="2" className={value >= tier ? 'stroke-accent-hover' : 'stroke-line-strong'} />
          <text x={x(tier)} y="50" textAnchor="middle" className="fill-muted text-[0.8rem] font-semibold">
            {tier}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** One bar per week (oldest first), its count above it and its week below. */
export function WeeklyBars({ weeks }: { weeks: ReadonlyArray<{ week_start: string; count: number }> }) {
  const chartHeight = 120;
  const heights = barHeights(
    weeks.map((week) => week.count),
    chartHeight,
  );
  const slot = 320 / Math.max(1, weeks.length);
  const barWidth = Math.min(56, slot * 0.55);
  return (
    <svg viewBox="0 0 320 190" role="img" aria-label={weeklySummary(weeks)} className="h-auto w-full max-w-xl">
      <line x1="0" x2="320" y1={chartHeight + 30} y2={chartHeight + 30} strokeWidth="2" className="stroke-line" />
      {weeks.map((week, index) => {
        const cx = slot * index + slot / 2;
        const height = heights[index];
        const current = index === weeks.length - 1;
        return (
          <g key={week.week_start}>
            <rect
              x={cx - barWidth / 2}
              y={chartHeight + 30 - height}
              width={barWidth}
              height={height}
              rx="6"
              className={week.count === 0 ? 'fill-line' : current ? 'fill-accent-hover' : 'fill-accent'}
            />
            <text x={cx} y={chartHeight + 22 - height} textAnchor="middle" className="fill-ink text-[1rem] font-bold">
              {week.count}
            </text>
            <text x={cx} y={chartHeight + 54} textAnchor="middle" className="fill-muted text-[0.8rem]">
              {weekLabel(week.week_start, index, weeks.length)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The last weeks as a row of flames: lit for a week with an entry. */
export function WeekDots({ weeks }: { weeks: ReadonlyArray<{ week_start: string; count: number }> }) {
  return (
    <ol className="flex gap-2" aria-label="The last 4 weeks">
      {weeks.map((week, index) => (
        <li
          key={week.week_start}
          className={`flex size-11 items-center justify-center rounded-full border-2 text-sm font-bold ${
            week.count > 0 ? 'border-accent bg-accent text-on-accent' : 'border-line-strong bg-surface text-muted'
          }`}
        >
          <span aria-hidden="true">{week.count > 0 ? '✓' : '–'}</span>
          <span className="sr-only">
            {weekLabel(week.week_start, index, weeks.length).replace('w/c', 'Week starting')}: {week.count > 0 ? 'written' : 'no entry'}
          </span>
        </li>
      ))}
    </ol>
  );
}
