#!/usr/bin/env node
// Writes docs/modules.md, the map of the backend's modules, from the code itself: the tables each owns
// (module-owners.mjs), the events it publishes (@EventType) and consumes (@OnEvent), its jobs (@JobType, @JobHandler and
// their schedules), its routes (docs/openapi.json, by controller) and the modules it uses (imports of their index).
// `--check` (npm run lint) fails when docs/modules.md is not what the code says, so the map stays true. Both fail for an
// event with no row in docs/architecture.md's events table, or with no consumer and no reason there.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { OWNERS } from './module-owners.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const SRC = join(ROOT, 'backend/src');
const OUT = join(ROOT, 'docs/modules.md');
const INFRA = 'infrastructure';

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.includes('/migrations/') ? [path] : [];
  });
const files = walk(SRC).map((path) => {
  const rel = relative(SRC, path);
  const [top, name] = rel.split('/');
  return { rel, owner: top === 'modules' ? name : top === INFRA ? INFRA : undefined, text: readFileSync(path, 'utf8') };
});
const modules = readdirSync(join(SRC, 'modules')).filter((name) => statSync(join(SRC, 'modules', name)).isDirectory()).sort();
const owners = [...modules, INFRA];
const shortPath = (rel) => rel.replace(/^modules\/[^/]+\//, '');

// Constants an interval is written with (`HOUR`, `60 * MINUTE`, `5 * 60_000`), worked out where they are plain arithmetic.
// A name defined in the handler's own file wins; else the one definition in the backend (a name defined twice apart is
// left as written).
const constantsIn = (text) => new Map([...text.matchAll(/\bconst ([A-Z][A-Z0-9_]*)\s*=\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
const definitions = new Map();
for (const file of files) for (const [name, value] of constantsIn(file.text)) definitions.set(name, definitions.has(name) && definitions.get(name) !== value ? undefined : value);
function valueOf(expression, names, depth = 0) {
  if (depth > 5) return undefined;
  const substituted = expression.replace(/\b[A-Z][A-Z0-9_]*\b/g, (name) => {
    const inner = names.get(name) !== undefined ? valueOf(names.get(name), names, depth + 1) : undefined;
    return inner === undefined ? 'NaN' : String(inner);
  });
  if (!/^[\d_\s*+\-/().]+$/.test(substituted)) return undefined;
  const number = Function(`"use strict"; return (${substituted.replace(/_/g, '')});`)();
  return Number.isFinite(number) ? number : undefined;
}
function every(expression, names) {
  const ms = valueOf(expression, names);
  if (ms === undefined) return `every ${expression}`;
  for (const [unit, size] of [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000], ['second', 1000]]) {
    if (ms % size === 0) return ms === size ? `every ${unit}` : `every ${ms / size} ${unit}s`;
  }
  return `every ${ms} ms`;
}
// A schedule's offset past each whole interval (`offset: 7 * MINUTE` is "at 7 min past"); nothing for none or 0.
function offset(expression, names) {
  if (expression === undefined) return '';
  const ms = valueOf(expression, names);
  if (ms === undefined) return `, at ${expression} past`;
  if (ms === 0) return '';
  const parts = [['h', 3_600_000], ['min', 60_000], ['s', 1000], ['ms', 1]].map(([unit, size], index, all) => {
    const amount = Math.floor((index ? ms % all[index - 1][1] : ms) / size);
    return amount ? `${amount} ${unit}` : '';
  });
  return `, at ${parts.filter(Boolean).join(' ')} past`;
}
// The options of `@JobHandler(Type, { every: ..., offset: ... })`, each as written.
function scheduleOptions(text) {
  const option = (key) => new RegExp(`\\b${key}:\\s*([^,]+?)\\s*(?:,|$)`).exec(text ?? '')?.[1];
  return { every: option('every'), offset: option('offset') };
}

// Events: where each is defined (its publisher's module) and who consumes it.
const events = new Map();
for (const file of files) {
  if (!file.owner) continue;
  for (const [, type, name] of file.text.matchAll(/@EventType\(\s*'([^']+)'[^)]*\)\s*(?:export\s+)?class\s+(\w+)/g)) {
    events.set(name, { type, owner: file.owner, file: file.rel, consumers: [] });
  }
}
for (const file of files) {
  if (!file.owner) continue;
  for (const [, list] of file.text.matchAll(/^[ \t]*@OnEvent\(\s*(\[[^\]]*\]|[A-Za-z_]\w*)/gm)) {
    for (const name of list.replace(/[[\]\s]/g, '').split(',').filter(Boolean)) {
      const event = events.get(name);
      if (!event) throw new Error(`${file.rel}: @OnEvent(${name}) names no @EventType class`);
      event.consumers.push({ owner: file.owner, file: file.rel });
    }
  }
}

// Jobs: their queue and name, who runs them and how often.
const jobs = new Map();
for (const file of files) {
  if (!file.owner) continue;
  for (const [, queue, type, name] of file.text.matchAll(/@JobType\(\s*'([^']+)'\s*,\s*'([^']+)'\s*\)\s*(?:export\s+)?class\s+(\w+)/g)) {
    jobs.set(name, { queue, type, owner: file.owner, handlers: [] });
  }
}
for (const file of files) {
  if (!file.owner) continue;
  for (const [, name, options] of file.text.matchAll(/^[ \t]*@JobHandler\(\s*(\w+)\s*(?:,\s*\{([^}]*)\})?\s*\)/gm)) {
    const job = jobs.get(name);
    if (!job) throw new Error(`${file.rel}: @JobHandler(${name}) names no @JobType class`);
    const names = new Map([...definitions, ...constantsIn(file.text)]);
    const schedule = scheduleOptions(options?.trim());
    job.handlers.push({ owner: file.owner, file: file.rel, every: schedule.every ? `${every(schedule.every, names)}${offset(schedule.offset, names)}` : undefined });
  }
}

// Routes, from the OpenAPI document: an operation's id starts with its controller's class.
const controllers = new Map();
for (const file of files) for (const [, name] of file.text.matchAll(/export class (\w+Controller)\b/g)) controllers.set(name, file);
const routes = new Map(owners.map((owner) => [owner, []]));
const openapi = JSON.parse(readFileSync(join(ROOT, 'docs/openapi.json'), 'utf8'));
for (const [path, operations] of Object.entries(openapi.paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    if (!operation?.operationId) continue;
    const controller = controllers.get(operation.operationId.split('_')[0]);
    if (!controller?.owner) throw new Error(`${method.toUpperCase()} ${path}: no controller ${operation.operationId.split('_')[0]} under backend/src`);
    routes.get(controller.owner).push(`${method.toUpperCase()} ${path}`);
  }
}

// Modules used: imports of another module's index.
const uses = new Map(owners.map((owner) => [owner, new Set()]));
for (const file of files) {
  if (!file.owner || file.owner === INFRA) continue;
  for (const [, used] of file.text.matchAll(/from '(?:\.\.\/)+([a-z0-9-]+)\/index\.js'/g)) if (used !== file.owner && modules.includes(used)) uses.get(file.owner).add(used);
}

// Every event has a row in the events table of docs/architecture.md (its first cell names it; the second says what its
// consumers do, or 'none: why' for an event nobody consumes).
const eventRows = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\s*\|/.test(line))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, first = '', second = '']) => ({ first, second }));
const rowOf = (name) => eventRows.find((row) => new RegExp(`\\b${name}\\b`).test(row.first));
const problems = [...events.entries()].flatMap(([name, event]) => {
  const row = rowOf(name);
  if (!row) return [`${name} (${event.file}) has no row in the events table of docs/architecture.md ('| ${name} (${event.owner}) | what its consumers do |')`];
  if (!event.consumers.length && !row.second.startsWith('none:')) return [`${name} has no consumer: its row in the events table of docs/architecture.md says why ('none: ...')`];
  return [];
});
if (problems.length) {
  console.error(`Events:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const tablesOf = (owner) => Object.keys(OWNERS).filter((table) => OWNERS[table] === owner).sort();
const eventsOf = (owner) => [...events.entries()].filter(([, event]) => event.owner === owner).sort(([a], [b]) => a.localeCompare(b));
const consumedBy = (owner) =>
  [...events.entries()].flatMap(([name, event]) => event.consumers.filter((consumer) => consumer.owner === owner).map((consumer) => ({ name, event, consumer }))).sort((a, b) => a.name.localeCompare(b.name) || a.consumer.file.localeCompare(b.consumer.file));
const jobsOf = (owner) => [...jobs.entries()].filter(([, job]) => job.owner === owner).sort(([a], [b]) => a.localeCompare(b));
const list = (items) => (items.length ? items.join(', ') : 'none');
const code = (text) => `\`${text}\``;

const lines = [
  '# Modules',
  '',
  '<!-- Written by `node scripts/module-map.mjs` from the code; `npm run lint` fails when it is out of date. Do not edit. -->',
  '',
  "The backend's modules (`backend/src/modules/<name>`) and the infrastructure they share, as the code has them: the",
  'tables each owns (`scripts/module-owners.mjs`; no other module names them), the events it publishes (`@EventType`) and',
  'who consumes them (`@OnEvent`), its jobs (`@JobType`, `@JobHandler` and schedules), its routes (`docs/openapi.json`,',
  'by controller) and the modules whose public index it imports. Why they are cut this way, and the rules between them:',
  'docs/architecture.md ("Module contracts", "State changes and events", "The two core flows, step by step").',
  '',
  '| Module | Tables | Publishes | Consumes | Jobs | Routes | Uses |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...owners.map(
    (owner) =>
      `| [${owner}](#${owner}) | ${tablesOf(owner).length} | ${eventsOf(owner).length} | ${new Set(consumedBy(owner).map(({ name }) => name)).size} | ${jobsOf(owner).length} | ${routes.get(owner).length} | ${list([...uses.get(owner)].sort())} |`,
  ),
  '',
];
for (const owner of owners) {
  const where = owner === INFRA ? 'backend/src/infrastructure' : `backend/src/modules/${owner}`;
  lines.push(`## ${owner}`, '', `In \`${where}\`.`, '');
  lines.push(`- **Tables**: ${list(tablesOf(owner).map(code))}`);
  const published = eventsOf(owner).map(([name, event]) => {
    const by = event.consumers.map((consumer) => `${consumer.owner} (${code(shortPath(consumer.file))})`);
    return `  - ${code(name)} (${code(shortPath(event.file))}): ${by.length ? `consumed by ${by.join(', ')}` : 'no consumer (why: the events table of docs/architecture.md)'}`;
  });
  lines.push(published.length ? '- **Publishes**:' : '- **Publishes**: none', ...published);
  const consumed = consumedBy(owner).map(({ name, event, consumer }) => `  - ${code(name)} from ${event.owner}, in ${code(shortPath(consumer.file))}`);
  lines.push(consumed.length ? '- **Consumes**:' : '- **Consumes**: none', ...consumed);
  const ran = jobsOf(owner).map(([name, job]) => {
    const by = job.handlers.map((handler) => `${code(shortPath(handler.file))}${handler.every ? `, ${handler.every}` : ''}`);
    return `  - ${code(name)} (queue ${code(job.queue)}, ${code(job.type)}): run by ${by.length ? by.join('; ') : 'no handler'}`;
  });
  lines.push(ran.length ? '- **Jobs**:' : '- **Jobs**: none', ...ran);
  const served = routes.get(owner);
  lines.push(served.length ? `- **Routes** (${served.length}):` : '- **Routes**: none', ...served.map((route) => `  - ${code(route)}`));
  if (owner !== INFRA) lines.push(`- **Uses**: ${list([...uses.get(owner)].sort())}`);
  lines.push('');
}
const text = `${lines.join('\n').trimEnd()}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // missing: reported below
  }
  if (current !== text) {
    console.error('docs/modules.md is not what the code says: run `node scripts/module-map.mjs` and commit it.');
    process.exit(1);
  }
  console.log(`Module map: docs/modules.md is true (${owners.length} parts, ${events.size} events, ${jobs.size} jobs)`);
} else {
  writeFileSync(OUT, text);
  console.log(`Wrote docs/modules.md (${owners.length} parts, ${events.size} events, ${jobs.size} jobs)`);
}
