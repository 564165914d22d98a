/** The api-keys module's public surface: other modules import from here only (npm run lint checks it). */
export { ApiKeyIdsByNameQuery, ApiKeyNamesQuery } from './queries/api-keys.queries.js';
export { ApiKeysOfCreatorQuery, CreatedApiKeyRecord } from './queries/member-data.queries.js';
