// Compiles the fake OpenAI and Pexels servers of test/fakes to plain JavaScript (into node_modules/.cache)
// and imports them, for scripts that run without a TypeScript loader: the benchmark and the browser tests.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// One output per checkout: work trees that share node_modules (a symlink to the main checkout's) must not run each
// other's fakes, compiled from other sources.
const out = join(root, `node_modules/.cache/flying50-fakes-${createHash('sha1').update(root).digest('hex').slice(0, 12)}`);

/** Whether the compiled fakes are older than a source (or missing): two browser-test servers start at once, each compiled them. */
function outOfDate() {
  const sources = join(root, 'test/fakes');
  let built;
  try {
    built = statSync(join(out, 'index.js')).mtimeMs;
  } catch {
    return true;
  }
  return readdirSync(sources).some((name) => name.endsWith('.ts') && statSync(join(sources, name)).mtimeMs > built);
}

/** Compiles the fakes when a source is newer than the output (npm test does it once before the browser servers start). */
export function compileFakes() {
  if (outOfDate()) execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'scripts/fakes.tsconfig.json'), '--outDir', out], { stdio: 'inherit' });
}

export async function loadFakes() {
  compileFakes();
  // node_modules is outside the project's package scope: mark the output as ES modules.
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
  return import(join(out, 'index.js'));
}
