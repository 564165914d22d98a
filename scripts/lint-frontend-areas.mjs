#!/usr/bin/env node
// No cycle between the frontend's areas (docs/architecture.md, "Module contracts"): each feature folder
// (src/features/<name>), components, lib and app. dependency-cruiser checks cycles between files; two areas can still
// lean on each other without a file cycle (admin used community's "Show older" button while the members' area used the
// magazine's ads, whose in-place editor used admin's calls). A piece two areas share goes down to components/ or lib/,
// or to the lower of the two.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const SRC = 'frontend/src';
const areaOf = (path) => {
  const [top, name] = relative(SRC, path).split('/');
  return top === 'features' ? `features/${name}` : top.replace(/\.tsx?$/, '');
};
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });

const uses = new Map();
for (const file of walk(SRC)) {
  const from = areaOf(file);
  for (const [, , target] of readFileSync(file, 'utf8').matchAll(/(from|import\()\s*'(\.[^']*)'/g)) {
    const to = areaOf(normalize(join(dirname(file), target)));
    if (to === from) continue;
    if (!uses.has(from)) uses.set(from, new Map());
    if (!uses.get(from).has(to)) uses.get(from).set(to, `${relative(SRC, file)} imports '${target}'`);
  }
}

const cycles = [];
const done = new Set();
const path = [];
const visit = (area) => {
  const at = path.indexOf(area);
  if (at >= 0) {
    const loop = [...path.slice(at), area];
    return void cycles.push(loop.slice(1).map((to, i) => `${loop[i]} -> ${to} (${uses.get(loop[i]).get(to)})`).join('\n    '));
  }
  if (done.has(area)) return;
  path.push(area);
  for (const next of uses.get(area)?.keys() ?? []) visit(next);
  path.pop();
  done.add(area);
};
for (const area of uses.keys()) visit(area);
if (cycles.length) {
  console.error(`Frontend areas that depend on each other (move the shared piece to components/, lib/ or the lower area):\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}
console.log(`Frontend areas: ${uses.size} areas, no cycle`);
