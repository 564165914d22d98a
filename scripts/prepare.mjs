// Installs dependencies and builds what is missing or out of date. Used by `npm start`, `npm test` and the bench.
//
// The build needs the devDependencies (TypeScript, type packages, Vite). npm leaves them out when
// NODE_ENV=production is set, so every install here asks for them (--include=dev), and an install that lacks
// them (an earlier `npm install` under NODE_ENV=production) is completed before building. The app itself then
// runs in whatever mode NODE_ENV says.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
export const INSTALL = 'npm install --include=dev --no-audit --no-fund';
const WORKSPACES = ['backend', 'frontend'];

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
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});

/** devDependencies of the root and the workspaces that are not installed (where Node would look for them). */
export function missingDevTools(root = ROOT) {
  const missing = [];
  for (const dir of ['.', ...WORKSPACES]) {
    for (const name of Object.keys(readJson(join(root, dir, 'package.json')).devDependencies ?? {})) {
      const found = [join(root, dir, 'node_modules', name), join(root, 'node_modules', name)].some((p) => existsSync(join(p, 'package.json')));
      if (!found) missing.push(name);
    }
  }
  return missing;
}

/**
 * What has to happen before the app can run: a list of { step, reason, command } (empty when everything is
 * installed and built). Pure apart from reading the file system, so it can be tested.
 */
export function plan(root = ROOT) {
  const steps = [];
  const installed = join(root, 'node_modules/.package-lock.json');
  const backendStale = newest(join(root, 'backend/src')) > mtime(join(root, 'backend/dist/main.js'));
  const frontendInputs = Math.max(newest(join(root, 'frontend/src')), newest(join(root, 'frontend/build')), mtime(join(root, 'frontend/index.html')), mtime(join(root, 'frontend/vite.config.ts')));
  const frontendStale = frontendInputs > Math.min(mtime(join(root, 'frontend/dist/index.html')), mtime(join(root, 'frontend/dist-ssr/entry-server.js')));

  let installReason;
  if (!existsSync(installed)) installReason = 'dependencies are not installed';
  else if (Math.max(mtime(join(root, 'package-lock.json')), mtime(join(root, 'package.json'))) > mtime(installed)) installReason = 'package.json or package-lock.json changed';
  else if (backendStale || frontendStale) {
    const missing = missingDevTools(root);
    if (missing.length) installReason = `the build tools are missing (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}), as after an install with NODE_ENV=production`;
  }
  if (installReason) steps.push({ step: 'install', reason: installReason, command: INSTALL });
  if (backendStale) steps.push({ step: 'build-backend', reason: 'backend/src is newer than backend/dist', command: 'npm run build -w backend' });
  if (frontendStale) steps.push({ step: 'build-frontend', reason: 'frontend sources are newer than frontend/dist', command: 'npm run build -w frontend' });
  return steps;
}

const FAILED = {
  install: 'Installing the dependencies failed (npm install, output above); fix what it names and run the command again.',
  'build-backend': 'Building the backend failed (TypeScript errors above); fix them, or run `npm install --include=dev` if a type package is missing, and run the command again.',
  'build-frontend': 'Building the frontend failed (Vite output above); fix what it names and run the command again.',
};

/**
 * Runs the plan; on a failing step prints one sentence (after the tool's own output) and exits. `steps`: only these of
 * it (a command that runs the backend alone leaves the frontend's files as they are, for the app or tests serving them).
 */
export function prepare({ quiet = false, root = ROOT, steps } = {}) {
  for (const { step, reason, command } of plan(root).filter(({ step }) => !steps || steps.includes(step))) {
    if (!quiet) console.log(`${step === 'install' ? 'Installing dependencies' : `Building the ${step.slice(6)}`} (${reason}): ${command}`);
    try {
      execSync(command, { cwd: root, stdio: 'inherit' });
    } catch {
      console.error(FAILED[step]);
      process.exit(1);
    }
  }
}
