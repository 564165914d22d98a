import { importApiGroup } from '../../support/api-groups.js';

// One group of the API test files (test/support/api-groups.ts deals them out), run in one module registry.
await importApiGroup(import.meta.url);
