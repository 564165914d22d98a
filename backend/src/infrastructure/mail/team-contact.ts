/**
 * How readers and members reach the Flying@50 team (docs/product.md: the landing page's contact dialog and the privacy
 * policy give the same address, frontend CONTACT_EMAIL). A mail that asks a member to tell the team something gives it.
 */
export const TEAM_CONTACT_EMAIL = 'hello@flyingat50.com';

/** A mailto: link to the team with a subject already written, for a mail's action. */
export const teamMailto = (subject: string): string => `mailto:${TEAM_CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`;
