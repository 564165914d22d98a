import type { Answer } from '../../../lib/api-types';

/** GET /api/content/editorial-cycle: the Apple News+ planner's six weeks of a cycle (from the OpenAPI document). */
export type EditorialCycle = Answer<'/api/content/editorial-cycle', 'get'>;
export type CycleWeek = EditorialCycle['weeks'][number];
export type WeekStatus = CycleWeek['status'];

/** How far back Previous Cycle goes (GET /api/content/editorial-cycle takes cyclesAgo up to 100). */
export const MAX_CYCLES_AGO = 100;

/**
 * Why Previous Cycle goes no further, or null when it can: past the route's limit, or a cycle whose weeks all ended
 * before planning began (the first generation), so every earlier one is empty too.
 */
export function earliestCycleReason(cyclesAgo: number, weeks: ReadonlyArray<Pick<CycleWeek, 'status'>> | undefined): string | null {
  if (cyclesAgo >= MAX_CYCLES_AGO) return `The planner goes back ${MAX_CYCLES_AGO} cycles at most.`;
  if (weeks?.length && weeks.every((week) => week.status === 'not-started')) return 'Planning began after these weeks, so no earlier cycle holds an article.';
  return null;
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
    case 'not-started':
      return 'Before planning began';
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
