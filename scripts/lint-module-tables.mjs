#!/usr/bin/env node
// Each module's SQL names only its own tables (docs/architecture.md, "Module contracts"). A module reads another's
// tables through that module's queries (QueryBus) and changes them through its commands; the tables' owners are listed
// in module-owners.mjs. KNOWN lists the reads and writes still to be moved behind queries and events: a new one fails, and so does a
// listed one that is gone (so the list only shrinks).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { OWNERS } from './module-owners.mjs';

/** `file: table` pairs still crossing a boundary (issue 21): each is to become a query, a command or an event. */
const KNOWN = new Set(
  readFileSync(new URL('./module-tables-known.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean),
);

const root = new URL('../backend/src/modules/', import.meta.url).pathname;
const walk = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
});
const SQL_TABLE = /\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi;
const found = new Set();
const errors = [];
for (const file of walk(root)) {
  const module = relative(root, file).split('/')[0];
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(SQL_TABLE)) {
    const table = match[1].toLowerCase();
    const owner = OWNERS[table];
    if (!owner || owner === module || owner === 'infrastructure') continue;
    const key = `${relative(join(root, '..', '..', '..'), file)}: ${table}`;
    if (found.has(key)) continue;
    found.add(key);
    if (!KNOWN.has(key)) errors.push(`${key} (owned by ${owner}): use the ${owner} module's queries, commands or events`);
  }
}
for (const key of KNOWN) if (!found.has(key)) errors.push(`${key} no longer crosses a boundary: remove it from scripts/module-tables-known.txt`);
if (errors.length) {
  console.error(`Module tables: ${errors.length} problem(s)\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
console.log(`Module tables: every module's SQL names its own tables (${KNOWN.size} known crossings left to move, see scripts/module-tables-known.txt)`);
