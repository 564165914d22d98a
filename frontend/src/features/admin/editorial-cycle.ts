/** GET /api/content/editorial-cycle: the Apple News+ planner's six weeks of a cycle. */

export type WeekStatus = 'published' | 'missed' | 'current' | 'suggested' | 'archived';

export interface CycleWeek {
  week: number;
  theme: string;
  /** Monday (YYYY-MM-DD). */
  starts_on: string;
  /** Sunday (YYYY-MM-DD). */
  ends_on: string;
  status: WeekStatus;
  title: string;
  title_source: 'published' | 'suggested';
  generation_id: number | null;
}

export interface EditorialCycle {
  cycles_ago: number;
  /** 'Current Cycle' or 'Cycle N weeks ago'. */
  label: string;
  current_week: number;
  today?: string;
  cycle_starts_on?: string;
  cycle_ends_on?: string;
  weeks: CycleWeek[];
}

/** The cycle's address: `on` is the editor's calendar day, `cyclesAgo` how many Previous Cycle presses back. */
export function editorialCycleUrl(on: string, cyclesAgo: number): string {
  return `/api/content/editorial-cycle?${new URLSearchParams({ on, cyclesAgo: String(cyclesAgo) })}`;
}

/** The label when the server gives none: 'Current Cycle' or 'Cycle N weeks ago' (six weeks a cycle). */
export function cycleLabel(cyclesAgo: number): string {
  return cyclesAgo === 0 ? 'Current Cycle' : `Cycle ${cyclesAgo * 6} weeks ago`;
}

/** The status line of a week card. */
export function statusLine(week: Pick<CycleWeek, 'status'>): string {
  switch (week.status) {
    case 'published':
      return 'Published';
    case 'missed':
      return 'Missed: no article was published this week';
    case 'current':
      return 'This week: ready to generate';
    case 'archived':
      return 'Archived';
    default:
      return 'Suggested: coming up';
  }
}

/** Where 'Generate' goes: the generator, prefilled with the week's theme and number. */
export function generatorLink(week: Pick<CycleWeek, 'theme' | 'week'>): string {
  return `/admin/content-generator?${new URLSearchParams({ theme: week.theme, week: String(week.week) })}`;
}

/** Only weeks of the current cycle without a published article can still be generated. */
export function canGenerate(cyclesAgo: number, week: Pick<CycleWeek, 'status'>): boolean {
  return cyclesAgo === 0 && week.status !== 'published';
}
