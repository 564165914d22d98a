// The entry of the worker process (`node backend/dist/worker.js`). An older Node.js is refused with a clear message first: static
// imports are loaded before any code runs, so the worker process itself (worker-process.ts) is imported only after the check.
import { exitOnOldNode } from './node-version.mjs';

exitOnOldNode();
await import('./worker-process.js');
