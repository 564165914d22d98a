import { Award, CalendarCheck, Flame, Mountain, Target } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { formatUsLongDate } from '../../../../lib/format';
import { entryTitle } from '../../journal-utils';
import { activeGoal, useGoals, useJournal } from '../../members-api';
import {
  alignmentMessage,
  computeMomentum,
  consistencyMessage,
  effortMessage,
  milestoneMessage,
  MOMENTUM_WINDOW_DAYS,
} from '../../momentum';

function Stat({ icon, title, value, detail, message }: { icon: ReactNode; title: string; value: string; detail: string; message: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-5 shadow-card">
      <h3 className="flex items-center gap-2 font-sans text-base font-bold tracking-wide text-accent-hover uppercase">
        {icon}
        {title}
      </h3>
      <p className="font-serif text-4xl font-bold">{value}</p>
      <p className="text-base text-muted">{detail}</p>
      <p className="mt-auto border-t border-line pt-3 text-base">{message}</p>
    </li>
  );
}

function weekLabel(weekStart: Date, index: number, total: number): string {
  if (index === total - 1) return 'This week';
  if (index === total - 2) return 'Last week';
  return `Week of ${weekStart.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
}

/** Momentum tab: consistency, weekly streak, weekly entries, effort, goal alignment and milestones over 30 days. */
export function MomentumTab({ onWrite }: { onWrite: () => void }) {
  const journal = useJournal();
  const goals = useGoals();
  const goal = activeGoal(goals.data)?.goal ?? null;
  const momentum = useMemo(() => computeMomentum(journal.data ?? [], goal, new Date()), [journal.data, goal]);

  if (journal.isPending) return <Spinner label="Working out your momentum" showLabel />;
  if (journal.isError) return <LoadError message="Your momentum could not be worked out: your entries did not load." onRetry={() => void journal.refetch()} />;

  const { consistency, streak, weeks, effort, alignment, milestones, recentCount } = momentum;
  const busiest = Math.max(1, ...weeks.map((week) => week.count));

  return (
    <div className="space-y-6">
      <p className="max-w-reading text-lg text-muted">
        Worked out from your own entries over the last {MOMENTUM_WINDOW_DAYS} days ({recentCount}{' '}
        {recentCount === 1 ? 'entry' : 'entries'}). Weeks start on Sunday.
      </p>
      {recentCount === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-line-strong bg-surface p-6">
          <p className="text-lg">No entries in the last {MOMENTUM_WINDOW_DAYS} days yet. Your momentum builds with every entry you write.</p>
          <Button onClick={onWrite}>Write a Journal Entry</Button>
        </div>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Stat
          icon={<CalendarCheck aria-hidden="true" className="size-5" />}
          title="Consistency"
          value={`${consistency.percent}%`}
          detail={`You journaled on ${consistency.activeDays} of the last ${MOMENTUM_WINDOW_DAYS} days.`}
          message={consistencyMessage(consistency.percent)}
        />
        <Stat
          icon={<Flame aria-hidden="true" className="size-5" />}
          title="Weekly streak"
          value={`${streak} ${streak === 1 ? 'week' : 'weeks'}`}
          detail="Weeks in a row, up to this one, with at least one entry."
          message={
            streak === 0
              ? 'Write an entry this week to start a streak.'
              : streak >= 4
                ? 'A month or more without a gap. Impressive.'
                : 'Keep it going: one entry a week keeps the streak alive.'
          }
        />
        <Stat
          icon={<Mountain aria-hidden="true" className="size-5" />}
          title="Effort sessions"
          value={String(effort.length)}
          detail="Entries that describe a hard, tough or intense session."
          message={effortMessage(effort.length)}
        />
        <Stat
          icon={<Target aria-hidden="true" className="size-5" />}
          title="Goal alignment"
          value={alignment.percent === null ? 'No goal' : `${alignment.percent}%`}
          detail={
            alignment.percent === null
              ? 'Set a goal in the Goals tab.'
              : `${alignment.aligned} of ${alignment.total} recent entries mention your goal.`
          }
          message={alignmentMessage(alignment.percent)}
        />
        <Stat
          icon={<Award aria-hidden="true" className="size-5" />}
          title="Milestones"
          value={String(milestones.length)}
          detail="Personal bests, races, finishes and breakthroughs you wrote about."
          message={milestoneMessage(milestones.length)}
        />
      </ul>

      <section aria-labelledby="weekly-entries-heading" className="space-y-4 rounded-lg border border-line bg-surface p-5 shadow-card">
        <h3 id="weekly-entries-heading" className="text-2xl">
          Entries per week
        </h3>
        <ol className="space-y-3">
          {weeks.map((week, index) => (
            <li key={week.weekStart.toISOString()} className="grid grid-cols-[8.5rem_1fr_auto] items-center gap-3 text-base">
              <span>{weekLabel(week.weekStart, index, weeks.length)}</span>
              <span aria-hidden="true" className="h-6 rounded-sm bg-sunken">
                <span className="block h-6 rounded-sm bg-accent" style={{ width: `${(week.count / busiest) * 100}%` }} />
              </span>
              <span className="font-semibold">
                {week.count} {week.count === 1 ? 'entry' : 'entries'}
              </span>
            </li>
          ))}
        </ol>
      </section>

      {milestones.length ? (
        <section aria-labelledby="milestones-heading" className="space-y-3 rounded-lg border border-line bg-surface p-5 shadow-card">
          <h3 id="milestones-heading" className="text-2xl">
            Your milestones
          </h3>
          <ul className="space-y-2">
            {milestones.map(({ entry, keyword }) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 text-base">
                <span className="font-semibold">{entryTitle(entry)}</span>
                <span className="text-muted">
                  {formatUsLongDate(entry.created_at)} · mentions “{keyword}”
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
