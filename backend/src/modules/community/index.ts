/** The community module's public surface: other modules import from here only (npm run lint checks it). */
export { EntryCreated } from './events/entry-created.event.js';
export { MemberDeleted } from './events/member-deleted.event.js';
