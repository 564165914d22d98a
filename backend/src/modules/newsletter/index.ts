/** The newsletter module's public surface: other modules import from here only (npm run lint checks it). */
export { NewsletterSignupOfQuery, NewsletterSignupRecord } from './queries/member-data.queries.js';
