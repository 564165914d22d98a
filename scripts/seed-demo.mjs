// `npm run seed:demo`: loads the demo magazine (about a dozen articles across the six themes, a hero, featured articles
// and three ads with pictures made locally) into the configured database, so a fresh install can be explored without an
// API key. Idempotent. Uses DATABASE_URL, or the embedded database in DATA_DIR (stop `npm start` first: the embedded
// database belongs to one process at a time). `npm start` never runs this.
import './check-node.mjs';
import { existsSync } from 'node:fs';
import { prepare } from './prepare.mjs';

const envFile = new URL('../.env', import.meta.url).pathname;
if (existsSync(envFile)) process.loadEnvFile(envFile);
// The seed runs the backend only: a frontend rebuilt here would swap the files under a running app (or the tests).
prepare({ steps: ['install', 'build-backend'] });
await import('../backend/dist/seed-demo.js');
