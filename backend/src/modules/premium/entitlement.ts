import { STAFF_ROLES, type AuthUser } from '../../infrastructure/http/access.js';

/**
 * The one rule for premium text (issue 22): the full text of a premium report (article, TL;DR, formats, inline
 * visuals, the editor's prompt) goes only to premium members and staff. Everyone else gets the teaser: title,
 * subtitle, theme, deck, headlines, cover image and `locked: true`, which the screens turn into the way to upgrade.
 *
 * `user.is_premium` is the member's premium *now*: the session lookup computes it with `PREMIUM_NOW_SQL`
 * (auth/user-view.ts) from the demo toggle or the subscription's `premium_until`, so a lapsed member is not premium.
 * A content API key has no member behind it and never reaches a members' route; a staff key does an editor's work.
 */
export function mayReadPremium(user: AuthUser | null | undefined): boolean {
  if (!user) return false;
  return STAFF_ROLES.includes(user.role) || (!user.apiKey && user.is_premium);
}

/** The answer's words for a member without premium who asks for something only premium members get. */
export const UPGRADE_NEEDED = 'This is part of Premium membership. Upgrade at /premium to read and save premium reports.';
