// `npm test`: every suite (unit, API, browser) against the real PostgreSQL, Redis and Chromium.
// Settings: DATABASE_URL (admin connection used to create one database per test file; default
// postgresql://postgres@127.0.0.1:5432/postgres), REDIS_URL (default redis://127.0.0.1:6379),
// CHROMIUM_PATH (default /usr/bin/chromium-headless-shell, else /usr/bin/chromium: scripts/chromium-path.mjs), and Java for the Nu HTML Checker. A missing prerequisite stops the run
// with how to get it.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { prepare } from './prepare.mjs';
import { chromiumPath } from './chromium-path.mjs';
import { compileFakes } from './load-fakes.mjs';

const root = new URL('..', import.meta.url).pathname;
process.env.DATABASE_URL ||= 'postgresql://postgres@127.0.0.1:5432/postgres';
process.env.REDIS_URL ||= 'redis://127.0.0.1:6379';
process.env.CHROMIUM_PATH ||= chromiumPath();

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    socket.setTimeout(3000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const problems = [];
if (!(await reachable(process.env.DATABASE_URL, 5432))) {
  problems.push(`PostgreSQL is not reachable at ${process.env.DATABASE_URL}. Start it (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or set DATABASE_URL.`);
}
if (!(await reachable(process.env.REDIS_URL, 6379))) {
  problems.push(`Redis is not reachable at ${process.env.REDIS_URL}. Start it (redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no) or set REDIS_URL.`);
}
if (!existsSync(process.env.CHROMIUM_PATH)) {
  problems.push(`Chromium is missing at ${process.env.CHROMIUM_PATH}. Install it (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH.`);
}
if (spawnSync('java', ['-version']).status !== 0) {
  problems.push('Java 11 or newer is missing (the Nu HTML Checker, test/api/html-validity.test.ts, runs on it). Install it (apt-get install -y default-jre-headless).');
}
if (problems.length) {
  console.error(`Cannot run the tests:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

prepare();

const only = process.argv[2]; // optional: unit | api | ops | browser
const steps = [
  ['unit and API tests (jest)', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', ...(only && only !== 'browser' && only !== 'ops' ? [only] : ['unit', 'api'])]],
  // One at a time: each file runs whole processes (embedded PostgreSQL, several API processes and workers, killed
  // and restarted on purpose), and two at once on a 2-core machine starve each other's timings.
  ['operations tests (jest, the built app in real processes)', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'ops', '--runInBand']],
  ['browser tests (Playwright, Chromium)', 'node', ['node_modules/@playwright/test/cli.js', 'test', '-c', 'test/browser/playwright.config.ts']],
].filter(([name]) => !only || name.startsWith(only === 'browser' ? 'browser' : only === 'ops' ? 'operations' : only === 'unit' || only === 'api' ? 'unit and API' : ''));

let failed = false;
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  // Each browser-test server loads the fakes; compiled here once instead of by every server starting at once.
  if (name.startsWith('browser')) compileFakes();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
