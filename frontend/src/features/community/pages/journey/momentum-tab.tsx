import { Award, CalendarCheck, Flame, Mountain, Route, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../../lib/router-links';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { PercentRing, ProgressTrack, TierMeter, WeekDots, WeeklyBars } from '../../components/momentum-charts';
import { timeZoneLabel } from '../../../../lib/time-zone';
import { useMomentum, useWeeklyDistance, useYearProgress } from '../../members-api';
import { activeDays, distanceText, nextTier, plural, TIERS, weeklySummary } from '../../momentum-view';

function MetricCard({ icon, title, children, message }: { icon: ReactNode; title: string; children: ReactNode; message: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-card">
      <h3 className="flex items-center gap-2 font-sans text-base font-bold tracking-wide text-accent-hover uppercase">
        {icon}
        {title}
      </h3>
      {children}
      <p className="mt-auto border-t border-line pt-3 text-lg">{message}</p>
    </li>
  );
}

/** "2 more to reach 5", or that the top level is reached. */
function tierHint(value: number, tiers: readonly number[], unit: [string, string]): string {
  const next = nextTier(value, tiers);
  return next ? `${plural(next.toGo, `more ${unit[0]}`, `more ${unit[1]}`)} to reach ${next.at}.` : 'Top level reached.';
}

function streakMessage(streak: number): string {
  if (streak === 0) return 'Write an entry this week to start a streak.';
  if (streak >= 4) return 'A month or more without a gap. Impressive.';
  return 'Keep it going: one entry a week keeps the streak alive.';
}

const distance = distanceText;

/**
 * The year's distance, when the active goal sets one ('Run 1000 km in 2027'): the sessions' distances so far against
 * an even pace (GET /api/community/insights/year-progress). Nothing for any other goal, or while it loads.
 */
function YearDistanceCard() {
  const { data } = useYearProgress();
  const p = data?.progress;
  if (!p) return null;
  const evenPace = p.days_left > 0 && p.expected > 0 ? ` An even pace is at ${distance(p.expected, p.unit)} today.` : '';
  return (
    <MetricCard icon={<Route aria-hidden="true" className="size-5" />} title={`Distance in ${p.year}`} message={p.message}>
      <p className="font-serif text-5xl font-bold">
        {distance(p.done, p.unit)} <span className="text-2xl whitespace-nowrap">of {distance(p.target, p.unit)}</span>
      </p>
      <ProgressTrack
        done={p.done}
        target={p.target}
        expected={p.days_left > 0 ? p.expected : 0}
        label={`${distance(p.done, p.unit)} of ${distance(p.target, p.unit)} in ${p.year}.${evenPace}`}
      />
      <p className="text-base text-muted">
        Added up from the distances of your {p.counted} in {p.year} ({p.entries === 1 ? '1 entry' : `${p.entries} entries`}).{evenPace}
      </p>
    </MetricCard>
  );
}

const figure = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });

/**
 * Each sport's distance in the tab's weeks (GET /api/community/insights/weekly-distance), a chart a sport, the most
 * first, each with its sentence on how its weeks changed (when worth one); until an entry gives a distance, how to give
 * one. Nothing while it loads.
 */
function WeeklyDistance() {
  const { data } = useWeeklyDistance();
  if (!data) return null;
  // Swimming is in metres or yards, as pools are measured; the sports on land in km or miles.
  const pool = data.sports.find((sport) => sport.unit === 'm' || sport.unit === 'yards')?.unit;
  const units = pool && data.sports.some((sport) => sport.unit === data.unit) ? `${data.unit} (swimming in ${pool === 'm' ? 'metres' : 'yards'})` : pool === 'm' ? 'metres' : (pool ?? data.unit);
  return (
    <section aria-labelledby="weekly-distance-heading" className="space-y-4 rounded-lg border border-line bg-surface p-5 shadow-card">
      <h3 id="weekly-distance-heading" className="text-2xl">
        Distance per week
      </h3>
      {data.sports.length ? (
        <p className="max-w-reading text-base text-muted">Added up from the distances your entries give, in {units}. Plans and week totals are left out.</p>
      ) : (
        <p className="max-w-reading text-lg">
          No distances in these four weeks yet. Write a session's distance in your entry ('Easy 8 km run', 'Rode 40 miles with the club') and it is added up
          here, week by week, for each sport.
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        {data.sports.map((sport) => {
          const weeks = data.weeks.map((week_start, index) => ({ week_start, count: sport.distances[index] ?? 0 }));
          return (
            <div key={sport.sport} role="group" aria-labelledby={`distance-${sport.sport}`} className="space-y-2">
              <h4 id={`distance-${sport.sport}`} className="font-sans text-lg font-bold">
                {sport.name} ({sport.unit})
              </h4>
              <WeeklyBars weeks={weeks} label={weeklySummary(weeks, `${sport.name} per week`, (value) => distance(value, sport.unit))} figure={figure} />
              {sport.message ? <p className="max-w-reading text-lg">{sport.message}</p> : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** Momentum tab: the figures of GET /api/community/momentum (worked out by the server) as charts and the tier messages. */
export function MomentumTab({ onWrite }: { onWrite: () => void }) {
  const query = useMomentum();

  if (query.isPending) return <Spinner label="Working out your momentum" showLabel />;
  if (query.isError || !query.data) return <LoadError message="Your momentum could not be loaded." onRetry={() => void query.refetch()} />;

  const m = query.data;
  const days = activeDays(m.consistency_score, m.window_days);
  const effortHint = tierHint(m.effort_sessions, TIERS.effort, ['session', 'sessions']);
  const milestoneHint = tierHint(m.milestones, TIERS.milestones, ['milestone', 'milestones']);

  return (
    <div className="space-y-6">
      <p className="max-w-reading text-lg text-muted">
        Your last {m.window_days} days at a glance, worked out from your journal. Weeks start on Sunday, in your time zone (
        {timeZoneLabel(m.time_zone)}: <Link to="/profile" className="underline underline-offset-4">change it in your profile</Link>).
      </p>
      {m.total_entries === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-line-strong bg-surface p-6">
          <p className="text-lg">No entries in the last {m.window_days} days yet. Your momentum builds with every entry you write.</p>
          <Button onClick={onWrite}>Write a Journal Entry</Button>
        </div>
      ) : null}

      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <MetricCard icon={<CalendarCheck aria-hidden="true" className="size-5" />} title="Consistency" message={m.messages.consistency}>
          <div className="flex items-center gap-4">
            <PercentRing
              percent={m.consistency_score}
              label={`Consistency ${m.consistency_score}%: you wrote on ${plural(days, 'day', 'days')} of the last ${m.window_days}.`}
            />
            <p className="text-lg">
              You wrote on <strong>{plural(days, 'day', 'days')}</strong> of the last {m.window_days}.
            </p>
          </div>
        </MetricCard>

        <MetricCard icon={<Flame aria-hidden="true" className="size-5" />} title="Weekly streak" message={streakMessage(m.weekly_streak)}>
          <p className="font-serif text-5xl font-bold">
            {m.weekly_streak} <span className="text-2xl">{m.weekly_streak === 1 ? 'week' : 'weeks'}</span>
          </p>
          <p className="text-base text-muted">Weeks in a row, up to this one, with at least one entry.</p>
          <WeekDots weeks={m.weekly_entries} />
        </MetricCard>

        <MetricCard icon={<Target aria-hidden="true" className="size-5" />} title="Goal alignment" message={m.messages.alignment}>
          {m.goal_words.length ? (
            <div className="flex items-center gap-4">
              <PercentRing percent={m.goal_alignment} label={`Goal alignment ${m.goal_alignment}%: the share of your recent entries that mention your goal.`} />
              <p className="text-lg">
                Of your recent entries, {m.goal_alignment}% mention words from your goal ({m.goal_words.slice(0, 4).join(', ')}).
              </p>
            </div>
          ) : m.has_goal ? (
            // A goal in short words only ('Run a 5k'): no share to count; the message above says why.
            <p className="text-lg">
              No share to count yet.{' '}
              <Link to="/my-journey?tab=goals" className="font-semibold underline underline-offset-4">
                Change your goal
              </Link>
            </p>
          ) : (
            // No share to show without a goal (0% would read as a score).
            <p className="text-lg">
              No goal yet.{' '}
              <Link to="/my-journey?tab=goals" className="font-semibold underline underline-offset-4">
                Set a goal
              </Link>
            </p>
          )}
        </MetricCard>

        <YearDistanceCard />

        <MetricCard icon={<Mountain aria-hidden="true" className="size-5" />} title="Effort sessions" message={m.messages.effort}>
          <p className="font-serif text-5xl font-bold">{m.effort_sessions}</p>
          <p className="text-base text-muted">Entries about a hard, tough or intense session.</p>
          <TierMeter
            value={m.effort_sessions}
            tiers={TIERS.effort}
            label={`Effort sessions: ${m.effort_sessions}. Levels at ${TIERS.effort.join(', ')}. ${effortHint}`}
          />
          <p className="text-base">{effortHint}</p>
        </MetricCard>

        <MetricCard icon={<Award aria-hidden="true" className="size-5" />} title="Milestones" message={m.messages.milestones}>
          <p className="font-serif text-5xl font-bold">{m.milestones}</p>
          <p className="text-base text-muted">Personal bests, races, finishes and breakthroughs you wrote about.</p>
          <TierMeter
            value={m.milestones}
            tiers={TIERS.milestones}
            label={`Milestones: ${m.milestones}. Levels at ${TIERS.milestones.join(' and ')}. ${milestoneHint}`}
          />
          <p className="text-base">{milestoneHint}</p>
        </MetricCard>
      </ul>

      <section aria-labelledby="weekly-entries-heading" className="space-y-4 rounded-lg border border-line bg-surface p-5 shadow-card">
        <h3 id="weekly-entries-heading" className="text-2xl">
          Entries per week
        </h3>
        <WeeklyBars weeks={m.weekly_entries} />
      </section>

      <WeeklyDistance />
    </div>
  );
}
