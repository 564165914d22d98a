import { actingNear } from '../../../lib/use-focus-near';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarClock, CheckCircle2, ChevronLeft, Archive, Lightbulb, RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../lib/router-links';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { answer, api } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { editorialToday, formatDateRange } from '../../../lib/editorial-calendar';
import { EDITORIAL_CYCLE_KEY } from '../../generator/generator-api';
import { canGenerate, cycleLabel, earliestCycleReason, generatorLink, statusLine, type CycleWeek, type WeekStatus } from './editorial-cycle';

const STATUS_STYLE: Record<WeekStatus, { card: string; line: string; icon: typeof CheckCircle2 }> = {
  published: { card: 'border-success/40', line: 'text-success', icon: CheckCircle2 },
  missed: { card: 'border-danger/40', line: 'text-danger', icon: AlertTriangle },
  'not-started': { card: 'border-line', line: 'text-muted', icon: CalendarClock },
  current: { card: 'border-accent border-2', line: 'text-accent', icon: CalendarClock },
  suggested: { card: 'border-line', line: 'text-muted', icon: Lightbulb },
  archived: { card: 'border-dashed border-line-strong bg-sunken', line: 'text-muted', icon: Archive },
};

function WeekCard({ week, cyclesAgo, thisWeek }: { week: CycleWeek; cyclesAgo: number; thisWeek: boolean }) {
  const style = STATUS_STYLE[week.status] ?? STATUS_STYLE.suggested;
  const Icon = style.icon;
  return (
    <li className={cn('flex flex-col gap-3 rounded-lg border bg-surface p-5 shadow-card', style.card)} data-status={week.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="kicker">Week {week.week}</p>
        {thisWeek ? <Badge tone="accent">This week</Badge> : null}
      </div>
      <p className="text-base text-muted">{formatDateRange(week.starts_on, week.ends_on)}</p>
      <h3 className="text-xl">{week.theme}</h3>
      <div className="flex-1 space-y-1">
        <p className="text-sm font-semibold text-muted">{week.title_source === 'published' ? 'Published title' : 'Suggested title'}</p>
        <p className="font-serif text-lg">{week.title}</p>
      </div>
      <p className={cn('flex items-center gap-2 text-base font-semibold', style.line)}>
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {statusLine(week)}
      </p>
      {canGenerate(cyclesAgo, week) ? (
        <Link to={generatorLink(week)} className={buttonClasses(week.status === 'current' ? 'primary' : 'secondary', 'sm', 'self-start')}>
          <Sparkles aria-hidden="true" />
          Generate<span className="sr-only"> week {week.week}: {week.theme}</span>
        </Link>
      ) : null}
    </li>
  );
}

/**
 * The Apple News+ tab: the six weeks of an editorial cycle for the editor's calendar day (today in
 * Europe/London by the browser's clock), with Previous Cycle going back one cycle per press.
 */
export function AppleNewsTab() {
  const [cyclesAgo, setCyclesAgo] = useState(0);
  const on = editorialToday();
  const cycle = useQuery({
    queryKey: [...EDITORIAL_CYCLE_KEY, on, cyclesAgo],
    queryFn: () => answer(api.GET('/api/content/editorial-cycle', { params: { query: { on, cyclesAgo } } })),
  });
  const label = cycle.data?.label ?? cycleLabel(cyclesAgo);
  const earliest = earliestCycleReason(cyclesAgo, cycle.data?.weeks);
  const earliestId = useId();
  // Pressed from the keyboard into the earliest cycle, Previous Cycle turns off: the focus goes to Back to Current Cycle
  // (read while the button is still enabled, before the browser drops the focus of a disabled one).
  const previous = useRef<HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const focusBack = useRef(false);
  if (earliest && previous.current && !previous.current.disabled && document.activeElement === previous.current) focusBack.current = true;
  useEffect(() => {
    if (earliest && focusBack.current) {
      focusBack.current = false;
      back.current?.focus();
    }
  }, [earliest]);

  return (
    <section aria-labelledby="apple-news-cycle" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h3 id="apple-news-cycle" className="text-2xl">
            {label}
          </h3>
          {cycle.data && cyclesAgo === 0 ? <p className="text-base text-muted">This is week {cycle.data.current_week} of the cycle.</p> : null}
          {earliest ? (
            <p id={earliestId} className="text-base text-muted">
              {earliest}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            ref={previous}
            variant="secondary"
            size="sm"
            onClick={() => setCyclesAgo((n) => n + 1)}
            disabled={earliest !== null}
            aria-describedby={earliest ? earliestId : undefined}
          >
            <ChevronLeft aria-hidden="true" />
            Previous Cycle
          </Button>
          {cyclesAgo > 0 ? (
            <Button
              ref={back}
              variant="secondary"
              size="sm"
              onClick={actingNear((_, done) => {
                setCyclesAgo(0);
                done();
              })}
            >
              <RotateCcw aria-hidden="true" />
              Back to Current Cycle
            </Button>
          ) : null}
        </div>
      </div>

      {cycle.isPending ? (
        <Spinner label="Loading the editorial cycle" showLabel />
      ) : cycle.isError ? (
        <LoadError message="The editorial cycle could not be loaded." onRetry={() => void cycle.refetch()} />
      ) : (
        <ol aria-label={`${label}: six weeks`} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {cycle.data.weeks.map((week) => (
            <WeekCard key={week.week} week={week} cyclesAgo={cyclesAgo} thisWeek={cyclesAgo === 0 && week.week === cycle.data.current_week} />
          ))}
        </ol>
      )}
    </section>
  );
}
