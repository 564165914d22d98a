import { IMAGE_SLOTS } from '../../modules/ai/content-package.generator.js';
import { UPLOADS_PATH } from './upload.service.js';

/**
 * Where a stored upload can be in use, as SQL conditions on its address (`url`: a SQL expression holding the
 * relative `/uploads/<name>` form, the only form any table stores): journal entries (image_url), profiles
 * (users.profile_image_url) and content generations (generated_images, one address per slot). The serving
 * check, the sweep and the release after a change all ask these questions, so they cannot disagree.
 */
const inEntries = (url: string, condition = 'true') => `exists (select 1 from journal_entries e where e.image_url = ${url} and ${condition})`;
const inProfiles = (url: string) => `exists (select 1 from users p where p.profile_image_url = ${url})`;
const inGenerations = (url: string) =>
  `exists (select 1 from content_generations g where ${IMAGE_SLOTS.map((slot) => `g.generated_images @> jsonb_build_object('${slot}', ${url}::text)`).join(' or ')})`;

const inAds = (url: string) => `exists (select 1 from ads ad_use where ad_use.image_url = ${url})`;
const inWebsite = (url: string) => `exists (select 1 from website_content w_use where w_use.featured_image = ${url})`;

/** The address of the ledger row under `alias` (`/uploads/<name>`). */
export const addressOf = (alias: string) => `('${UPLOADS_PATH}' || ${alias}.name)`;

/** True when anything uses the address (the sweep deletes only uploads for which this is false). */
export const usedSql = (url: string) => `(${inEntries(url)} or ${inProfiles(url)} or ${inGenerations(url)} or ${inAds(url)} or ${inWebsite(url)})`;

/**
 * True when everyone may see the address: a non-private entry, a profile or a generation uses it, and no private
 * entry does (a private entry's photo stays its owner's even if it is also used elsewhere).
 */
export const publicSql = (url: string) =>
  `(not ${inEntries(url, 'e.is_private')} and (${inEntries(url, 'not e.is_private')} or ${inProfiles(url)} or ${inGenerations(url)} or ${inAds(url)} or ${inWebsite(url)}))`;

/**
 * True when the address is a magazine picture: an article's or an ad's, and no member's (no journal entry, no profile
 * uses it). Those may be kept by the edges in front (serve-uploads.ts); members' photos never are.
 */
export const magazineSql = (url: string) => `((${inWebsite(url)} or ${inAds(url)}) and not ${inEntries(url)} and not ${inProfiles(url)})`;
