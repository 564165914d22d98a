/** The analytics module's public surface: other modules import from here only (npm run lint checks it). */
export { AnalyticsModule } from './analytics.module.js';
export { addDays, dayIn, londonDay, longDay, weekStartOf, weekdayName } from './momentum/calendar.js';
export { MomentumReader } from './momentum/momentum-reader.js';
export type { RecentEntry } from './momentum/momentum-reader.js';
export { ALIGNMENT_TIERS, CONSISTENCY_TIERS, EFFORT_KEYWORDS, MESSAGES, MILESTONE_KEYWORDS, computeMomentum, goalWords, goalWordsIn, keywordsIn, tierOf } from './momentum/momentum.js';
export type { Momentum } from './momentum/momentum.js';
export { mostReadRead } from './public-reads.js';
export { weekdayOf } from './momentum/calendar.js';
export { contentWords, specificWords } from './text/stop-words.js';
export { ActivitiesOfMemberQuery, ActivityRecord } from './queries/member-data.queries.js';
export { GoalWordsQueryDto } from './dto/analytics.dto.js';
