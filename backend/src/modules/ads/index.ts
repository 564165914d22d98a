/** The ads module's public surface: other modules import from here only (npm run lint checks it). */
export { ADS_TAG, activeAdsRead } from './public-reads.js';
