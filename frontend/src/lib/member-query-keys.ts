/** The members' area's query keys: the URLs, so the default query function can load them. */
export const JOURNAL_KEY = ['/api/community/journal'] as const;
export const GOALS_KEY = ['/api/community/goals'] as const;
export const GOAL_HISTORY_KEY = ['/api/community/goals/history'] as const;
export const PROFILE_KEY = ['/api/community/profile'] as const;
export const LIBRARY_KEY = ['/api/community/library'] as const;
export const MOMENTUM_KEY = ['/api/community/momentum'] as const;
/** The year's distance on the momentum tab. */
export const YEAR_PROGRESS_KEY = ['/api/community/insights/year-progress'] as const;
/** Each sport's distance week by week on the momentum tab. */
export const WEEKLY_DISTANCE_KEY = ['/api/community/insights/weekly-distance'] as const;
/** What the momentum tab shows, worked out from the journal, the goal and the time zone: read again together when one changes. */
export const MOMENTUM_READS = [MOMENTUM_KEY, YEAR_PROGRESS_KEY, WEEKLY_DISTANCE_KEY] as const;
export const TWO_STEP_KEY = ['/api/community/auth/two-factor'] as const;
