#!/usr/bin/env node
// No source file over 400 lines (docs/architecture.md): a longer file holds more than one thing; split it by what each
// part does. Generated files (the API types) and migrations (history) are exempt. Nor does a source file hold a control
// character other than a tab or a line end: a pattern's '\b' written through a tool as a backspace (U+0008) matches
// nothing and fails silently (entry-mentions.ts's slow rewarm did, unseen, until 2026-12-07).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 400;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'backend/src', 'frontend/src', 'scripts', 'test'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file));
const long = [];
const control = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed but deleted in the work tree
  }
  const lines = text.split('\n');
  const at = lines.findIndex((line) => CONTROL.test(line));
  if (at >= 0) control.push(`${file}:${at + 1}: U+${lines[at].match(CONTROL)[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`);
  if (lines.length - 1 > MAX_LINES && !/\/migrations\/|api-schema\.d\.ts$/.test(file)) long.push(`${file}: ${lines.length - 1} lines`);
}
if (long.length) console.error(`Files over ${MAX_LINES} lines (split each by what its parts do):\n  ${long.join('\n  ')}`);
if (control.length) console.error(`Control characters in source (write '\\b', '\\f' and the like as escapes):\n  ${control.join('\n  ')}`);
if (long.length || control.length) process.exit(1);
console.log(`File size: ${files.length} source files, none over ${MAX_LINES} lines, none with a control character`);
