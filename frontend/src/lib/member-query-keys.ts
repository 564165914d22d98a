/** The members' area's query keys: the URLs, so the default query function can load them. */
export const JOURNAL_KEY = ['/api/community/journal'] as const;
export const GOALS_KEY = ['/api/community/goals'] as const;
export const GOAL_HISTORY_KEY = ['/api/community/goals/history'] as const;
export const PROFILE_KEY = ['/api/community/profile'] as const;
export const LIBRARY_KEY = ['/api/community/library'] as const;
export const MOMENTUM_KEY = ['/api/community/momentum'] as const;
/** The year's distance on the momentum tab: read again whenever the momentum figures are. */
export const YEAR_PROGRESS_KEY = ['/api/community/insights/year-progress'] as const;
export const TWO_STEP_KEY = ['/api/community/auth/two-factor'] as const;
