// Installs dependencies and builds what is missing or out of date. Used by `npm start` and `npm test`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

export function prepare({ quiet = false } = {}) {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed) || mtime(join(root, 'package-lock.json')) > mtime(installed) || mtime(join(root, 'package.json')) > mtime(installed)) {
    if (!quiet) console.log('Installing dependencies (npm install)...');
    run('npm install --no-audit --no-fund');
  }
  const backendOut = join(root, 'backend/dist/main.js');
  if (newest(join(root, 'backend/src')) > mtime(backendOut)) {
    if (!quiet) console.log('Building the backend...');
    run('npm run build -w backend');
  }
  const frontendOut = join(root, 'frontend/dist/index.html');
  const frontendInputs = Math.max(newest(join(root, 'frontend/src')), mtime(join(root, 'frontend/index.html')), mtime(join(root, 'frontend/vite.config.ts')));
  if (frontendInputs > mtime(frontendOut)) {
    if (!quiet) console.log('Building the frontend...');
    run('npm run build -w frontend');
  }
}
