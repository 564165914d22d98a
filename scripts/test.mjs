// `npm test`: every suite (unit, API, browser) against the real PostgreSQL, Redis and Chromium.
// Settings: DATABASE_URL (admin connection used to create one database per test file; default
// postgresql://postgres@127.0.0.1:5432/postgres), REDIS_URL (default redis://127.0.0.1:6379),
// CHROMIUM_PATH (default /usr/bin/chromium-headless-shell, else /usr/bin/chromium: scripts/chromium-path.mjs), and Java for the Nu HTML Checker. A missing prerequisite stops the run
// with how to get it.
import './check-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { prepare } from './prepare.mjs';
import { chromiumPath } from './chromium-path.mjs';
import { compileFakes } from './load-fakes.mjs';
import { machineSpeedFresh } from './machine-speed.mjs';
import { failedJourneyPages } from './failed-journey-pages.mjs';

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
// The operations tests (a full run, or `npm test ops`) also start Varnish and throwaway PostgreSQL 15 clusters.
if (!process.argv[2] || process.argv[2] === 'ops') {
  const varnish = spawnSync('varnishd', ['-V']);
  if (varnish.error || varnish.status !== 0) {
    problems.push('Varnish is missing (the edge tests, test/ops/edge-cache.test.ts, run it). Install it with its xkey vmod (apt-get install -y varnish varnish-modules).');
  }
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) {
    problems.push('The PostgreSQL 15 server binaries are missing in /usr/lib/postgresql/15/bin (the fault tests start their own clusters). Install them (apt-get install -y postgresql-15).');
  }
}
if (problems.length) {
  console.error(`Cannot run the tests:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

prepare();

const only = process.argv[2]; // optional: unit | api | ops | browser
const jest = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects'];
const suites = {
  jest: ['unit and API tests (jest)', 'node', [...jest, ...(only === 'unit' || only === 'api' ? [only] : ['unit', 'api'])]],
  // One file at a time: each runs whole processes (embedded PostgreSQL, several API processes and workers, killed
  // and restarted on purpose), and two at once on a 2-core machine starve each other's timings.
  ops: ['operations tests (jest, the built app in real processes)', 'node', [...jest, 'ops', '--runInBand']],
  browser: ['browser tests (Playwright, Chromium)', 'node', ['node_modules/@playwright/test/cli.js', 'test', '-c', 'test/browser/playwright.config.ts']],
};

/**
 * What each phase took, printed at the end beside the machine's speed (scripts/machine-speed.mjs): the same suites take
 * from 14 to 33 minutes on this kind of machine from one day to the next, and these lines tell a slower machine from
 * slower tests (docs/operations.md, "How long the tests take").
 */
const phases = [];
const speedAtStart = machineSpeedFresh();
const timed = async (name, body) => {
  const start = Date.now();
  const ok = await body();
  phases.push(`${name}: ${((Date.now() - start) / 60_000).toFixed(1)} min${ok ? '' : ' (failed)'}`);
  return ok;
};

function run([name, cmd, args]) {
  console.log(`\n=== ${name} ===`);
  return timed(name, () => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status === 0);
}

/**
 * The operations tests mostly wait (processes starting, stopping, timers: about a third of the machine's CPU over their
 * 5-6 minutes) while the browser tests keep both cores busy, so the two run side by side: the whole run is 2-4 minutes
 * shorter. The browser tests print as they go; the operations tests' output is kept in a file and printed when
 * both are done.
 */
async function opsBesideBrowser() {
  compileFakes(); // each browser-test server loads the fakes: compiled here once instead of by every server at once
  // Not under test-results/: Playwright empties that folder when it starts.
  const logPath = join(tmpdir(), `flying50-ops-${process.pid}.log`);
  const log = createWriteStream(logPath);
  const [name, cmd, args] = suites.ops;
  console.log(`\n=== ${name}: started beside the browser tests, output in ${logPath} until they end ===`);
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const opsDone = timed(`${name}, beside the browser tests`, () => new Promise((resolve) => child.on('close', (code) => resolve(code === 0))));
  const [bName, bCmd, bArgs] = suites.browser;
  const browserOk = await timed(bName, () => new Promise((resolve) => {
    console.log(`\n=== ${bName} ===`);
    spawn(bCmd, bArgs, { cwd: root, stdio: 'inherit', env: process.env }).on('close', (code) => resolve(code === 0));
  }));
  const opsOk = await opsDone;
  await new Promise((resolve) => log.end(resolve));
  console.log(`\n=== ${name} (ran beside the browser tests) ===`);
  process.stdout.write(readFileSync(logPath, 'utf8'));
  rmSync(logPath, { force: true });
  return browserOk && opsOk;
}

let ok = true;
if (!only || only === 'unit' || only === 'api') ok = (await run(suites.jest)) && ok;
if (!only) ok = (await opsBesideBrowser()) && ok;
if (only === 'ops') ok = await run(suites.ops);
if (only === 'browser') {
  compileFakes();
  ok = await run(suites.browser);
}
// What each failed journey's page showed, last, where a log cut to its end still has it.
const pages = ok ? '' : failedJourneyPages(join(root, 'test-results'));
if (pages) console.log(`\n=== what the failed journeys' pages showed (accessibility tree) ===\n${pages}`);
const speedAtEnd = machineSpeedFresh();
const speed = ({ ms, load }) => `${ms} ms at load average ${load.toFixed(1)}`;
console.log(`\n=== times ===\n${phases.join('\n')}\nmachine speed (scripts/machine-speed.mjs; idle, 90-120 ms on a fast day, 200-300 ms on a slow one): ${speed(speedAtStart)} before, ${speed(speedAtEnd)} after`);
process.exit(ok ? 0 : 1);
