// Compiles the fake OpenAI and Pexels servers of test/fakes to plain JavaScript (into node_modules/.cache)
// and imports them, for scripts that run without a TypeScript loader: the benchmark and the browser tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'node_modules/.cache/flying50-fakes');

export async function loadFakes() {
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'scripts/fakes.tsconfig.json')], { stdio: 'inherit' });
  // node_modules is outside the project's package scope: mark the output as ES modules.
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
  return import(join(out, 'index.js'));
}
