/** The insights module's public surface: other modules import from here only (npm run lint checks it). */
export { CoachRepliesOfMemberQuery, CoachReplyRecord } from './queries/member-data.queries.js';
export type { CoachRepliesPage } from './queries/member-data.queries.js';
