// Status coverage: every status the API tests observe must be documented for its operation in docs/openapi.json.
// The api project's globalSetup (`setup`) makes an empty folder and names it in F50_STATUS_LOG; every test app
// (test/support/test-app.ts, `recordStatuses`) appends one JSON line per answer to <folder>/<pid>.jsonl; the
// globalTeardown (`check`) maps each answer to its operation and fails the run listing every undocumented status.
// By hand, on the logs of the last run: node test/support/status-coverage.mjs [folder]
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const LOG_ENV = 'F50_STATUS_LOG';
const root = new URL('../..', import.meta.url).pathname;
// One folder per checkout, so runs in other checkouts on the same machine keep their own.
const defaultFolder = () => join(tmpdir(), `f50-status-coverage-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The segments of an express route path (`/rss/:theme.xml`) or a document path (`/rss/{theme}.xml`), each parameter `{}`. */
const segments = (path) => path.replace(/\/+$/, '').split('/').map((s) => s.replace(/:\w+/g, '{}').replace(/\{[^}]+\}/g, '{}'));
const literal = (segment) => !segment.includes('{}');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const segmentPattern = (segment) => new RegExp(`^${segment.split('{}').map(escape).join('[^/]+')}$`, 'i'); // express routes ignore case

/**
 * The document path of one observed answer: the path of the route that answered (express's `req.route.path`), or, for
 * a request refused before routing (403 cross-site, 413, 415, bad JSON), the document path its address fits, literal
 * segments first (as the routes are declared: /a/recent before /a/{id}).
 */
export function operationOf(paths, { method, route, path }) {
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  if (!METHODS.includes(verb)) return undefined;
  const want = route === undefined ? path.replace(/\/+$/, '').split('/') : segments(route);
  const fits = (template) => {
    const t = segments(template);
    if (t.length !== want.length) return -1;
    const same = t.every((segment, i) => (route === undefined ? segmentPattern(segment).test(want[i]) : segment === want[i]));
    return same ? t.filter(literal).length : -1;
  };
  let best;
  for (const template of Object.keys(paths)) {
    if (!paths[template][verb]) continue;
    const score = fits(template);
    if (score >= 0 && (!best || score > best.score)) best = { template, score };
  }
  return best && { method: verb, path: best.template };
}

/** Observed answers whose status the document does not give for their operation, one line each (sorted). */
export function undocumentedStatuses(doc, observations) {
  const problems = new Map();
  for (const seen of observations) {
    const op = operationOf(doc.paths, seen);
    if (!op) continue; // not an API operation (static files, SPA pages, unknown addresses)
    const responses = doc.paths[op.path][op.method].responses ?? {};
    const status = String(seen.status);
    if (status in responses || `${status[0]}XX` in responses || 'default' in responses) continue;
    const key = `${op.method.toUpperCase()} ${op.path} ${status}`;
    if (!problems.has(key)) problems.set(key, `${key} (e.g. ${seen.method} ${seen.path}${seen.test ? ` in ${seen.test}` : ''})`);
  }
  return [...problems.values()].sort();
}

/** Test apps: record every answer of this server while a folder is named (the api project's runs). */
export function recordStatuses(server, test) {
  const folder = process.env[LOG_ENV];
  if (!folder) return;
  const file = join(folder, `${process.pid}.jsonl`);
  server.on('request', (req, res) => {
    res.on('finish', () => {
      const route = typeof req.route?.path === 'string' ? req.route.path : undefined;
      const path = (req.originalUrl ?? req.url ?? '').split('?')[0];
      appendFileSync(file, JSON.stringify({ method: req.method, route, path, status: res.statusCode, test }) + '\n');
    });
  });
}

function readObservations(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)));
}

/** globalSetup: an empty folder for this run's observations (kept after the run for a look by hand). */
export function setup() {
  const folder = defaultFolder();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  process.env[LOG_ENV] = folder;
}

/** globalTeardown: fails the run when an observed status is not in docs/openapi.json. */
export function check(folder = process.env[LOG_ENV] ?? defaultFolder()) {
  const doc = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'));
  const observations = readObservations(folder);
  const problems = undocumentedStatuses(doc, observations);
  if (problems.length) {
    throw new Error(
      `Status coverage: the API tests saw ${problems.length} answer(s) that docs/openapi.json does not document for their operation. ` +
        `Add the response to the route (e.g. @ApiConflictResponse) or, for answers every route gives, to openapi-finish.ts, then npm run openapi:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
  }
  console.log(`\nStatus coverage: ${observations.length} answers observed, every status documented in docs/openapi.json.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    check(process.argv[2]);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
