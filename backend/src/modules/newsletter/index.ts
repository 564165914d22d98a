/** The newsletter module's public surface: other modules import from here only (npm run lint checks it). */
export {
  NewsletterDeliveriesOfQuery,
  NewsletterDeliveryRecord,
  NewsletterSignupOfQuery,
  NewsletterSignupRecord,
  type NewsletterDeliveriesPage,
} from './queries/member-data.queries.js';
export { ARCHIVE_TAG, cursorOf, newsletterArchiveRead } from './queries/issue-archive.query.js';
