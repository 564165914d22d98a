#!/usr/bin/env node
// No cycle between backend modules (docs/architecture.md, "Module contracts"): dependency-cruiser checks cycles between
// files; two modules can still lean on each other through their indexes without a file cycle (a imports b's index,
// b's other file imports a's index). The graph here is module to module, from every import of another module's index.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'backend/src/modules';
const modules = readdirSync(ROOT).filter((name) => statSync(join(ROOT, name)).isDirectory());
const uses = new Map(modules.map((name) => [name, new Set()]));
const walk = (dir, owner) => {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, owner);
    else if (path.endsWith('.ts') && !path.endsWith('.spec.ts')) {
      for (const [, used] of readFileSync(path, 'utf8').matchAll(/from '(?:\.\.\/)+([a-z0-9-]+)\/index\.js'/g)) {
        if (used !== owner && uses.has(used)) uses.get(owner).add(used);
      }
    }
  }
};
for (const name of modules) walk(join(ROOT, name), name);

const cycles = [];
const done = new Set();
const path = [];
const visit = (name) => {
  const at = path.indexOf(name);
  if (at >= 0) return void cycles.push([...path.slice(at), name].join(' -> '));
  if (done.has(name)) return;
  path.push(name);
  for (const next of uses.get(name)) visit(next);
  path.pop();
  done.add(name);
};
for (const name of modules) visit(name);
if (cycles.length) {
  console.error(`Modules that depend on each other (move the shared part to one of them, or to a module both use):\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}
console.log(`Module dependencies: ${modules.length} modules, no cycle`);
