// The entry of the API process (`node backend/dist/main.js`). An older Node.js is refused with a clear message first: static
// imports are loaded before any code runs, so the API process itself (api-process.ts) is imported only after the check.
import { exitOnOldNode } from './node-version.mjs';

exitOnOldNode();
await import('./api-process.js');
