// The entry of the migration step (`node backend/dist/migrate.js`). An older Node.js is refused with a clear message first: static
// imports are loaded before any code runs, so the migration step itself (migrate-process.ts) is imported only after the check.
import { exitOnOldNode } from './node-version.mjs';

exitOnOldNode();
await import('./migrate-process.js');
