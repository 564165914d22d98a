/** The premium module's public surface: other modules import from here only (npm run lint checks it). */
export type { PremiumImages } from './entities/premium-content.entity.js';
export { PremiumImageAltsView, PremiumImagesView } from './premium-content-view.js';
export { parseTheme, requireTheme, themeOf, unknownTheme } from './premium-themes.js';
export { UPGRADE_NEEDED, mayReadPremium } from './entitlement.js';
export { PremiumItemsQuery, PublishedCardsQuery, SearchPremiumQuery } from './queries/premium-reads.queries.js';
export type { PremiumCard, PremiumItem, PremiumMatch } from './queries/premium-reads.queries.js';
export { holdPremiumItems } from './premium-holds.js';
export { PremiumDeleted, PremiumPublished, PremiumReplaced, PremiumUpdated } from './events/premium-lifecycle.events.js';
