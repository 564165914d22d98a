/** The community module's public surface: other modules import from here only (npm run lint checks it). */
export { EntryCreated } from './events/entry-created.event.js';
export { GoalReachUnmarked } from './events/goal-reach-unmarked.event.js';
export { MemberDeleted } from './events/member-deleted.event.js';
export { addWeeklySummaryEntry, holdEntry, markGoalReached } from './member-entries.js';
export { MemberActivityQuery, MemberEntriesSinceQuery, MemberEntryQuery, RecentEntriesQuery, WritersAmongQuery } from './queries/member-entries.queries.js';
export type { EntryCursor, MemberActivityRows, MemberEntry } from './queries/member-entries.queries.js';
export { EntryRepliesQuery, PinnedEntriesQuery } from './queries/journal.queries.js';
export { absoluteUrl, ExportedEntry, ExportedGoal, ExportedSavedReport, ExportedSavedReportRemoval, MemberEntriesPageQuery, MemberGoalsAndReportsQuery } from './queries/member-data.queries.js';
export type { MemberEntriesPage, MemberGoalsAndReports } from './queries/member-data.queries.js';
export { SavedContentQuery, savedKey } from './queries/saved-content.queries.js';
export { CurrentGoalsQuery } from './queries/goals.queries.js';
export { ProfileView, toProfileView } from './views.js';
