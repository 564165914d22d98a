import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';

/** Every committed migration, in order. Add new ones at the end. */
export const migrationsList = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
];
