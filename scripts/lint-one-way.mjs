#!/usr/bin/env node
// One way to do each thing (docs/architecture.md, Frontend): calls that have a single home in the frontend are refused
// anywhere else, so a second, subtly different way (which once left a list showing the state before a change) cannot
// creep back in.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const RULES = [
  {
    pattern: /\.invalidateQueries\(/,
    home: 'frontend/src/lib/read-again.ts',
    why: 'read answers again with readAgain(client, ...keys) from lib/read-again.ts (it cancels a read already on its way first)',
  },
  {
    pattern: /\bfetch\(\s*['"`]\/api\//,
    home: 'frontend/src/lib/api-client.ts',
    why: 'call the API through the typed client (lib/api-client.ts), so each path is written once',
  },
];

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'frontend/src'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file));
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed but deleted in the work tree
  }
  text.split('\n').forEach((line, i) => {
    for (const rule of RULES) if (file !== rule.home && rule.pattern.test(line)) found.push(`${file}:${i + 1}: ${rule.why}`);
  });
}
if (found.length) {
  console.error(`Calls that have one home elsewhere:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(`One way: ${files.length} frontend files, ${RULES.length} calls each in its home only`);
