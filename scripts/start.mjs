// `npm start`: install and build what is missing, then serve the whole product on PORT (default 3000).
// Settings come from the environment, and from a .env file in the project folder when there is one
// (variables already set win). NODE_ENV=production is fine: the build tools are installed all the same
// (scripts/prepare.mjs) and the app then runs in production mode.
import './check-node.mjs';
import { existsSync } from 'node:fs';
import { prepare } from './prepare.mjs';

const envFile = new URL('../.env', import.meta.url).pathname;
try {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
} catch (error) {
  console.error(`${envFile} could not be read (${error.message}); fix it (lines of NAME=value, see .env.example) and run npm start again.`);
  process.exit(1);
}

// Say it before spending a minute on installing and building: production refuses the development secret.
if (process.env.NODE_ENV === 'production' && !process.env.SESSION_SECRET) {
  console.error('SESSION_SECRET is required when NODE_ENV=production: set it to at least 32 random characters (e.g. `openssl rand -hex 32`) and run npm start again.');
  process.exit(1);
}

prepare();
await import('../backend/dist/main.js');
