#!/usr/bin/env node
// No source file over 400 lines (docs/architecture.md): a longer file holds more than one thing; split it by what each
// part does. Generated files (the API types) and migrations (history) are exempt.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 400;
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'backend/src', 'frontend/src', 'scripts', 'test'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !/\/migrations\/|api-schema\.d\.ts$/.test(file));
const long = [];
for (const file of files) {
  let lines;
  try {
    lines = readFileSync(file, 'utf8').split('\n').length - 1;
  } catch {
    continue; // listed but deleted in the work tree
  }
  if (lines > MAX_LINES) long.push(`${file}: ${lines} lines`);
}
if (long.length) {
  console.error(`Files over ${MAX_LINES} lines (split each by what its parts do):\n  ${long.join('\n  ')}`);
  process.exit(1);
}
console.log(`File size: ${files.length} source files, none over ${MAX_LINES} lines`);
