#!/usr/bin/env node
// No cycle between the frontend's areas (docs/architecture.md, "Module contracts"): each feature folder
// (src/features/<name>), components, lib and app. dependency-cruiser checks cycles between files; two areas can still
// lean on each other without a file cycle (admin used community's "Show older" button while the members' area used the
// magazine's ads, whose in-place editor used admin's calls). A piece two areas share goes down to components/ or lib/,
// or to the lower of the two.
// Inside a feature, its subfolders (features/admin/website, premium, ads...) depend one way on each other too; the
// files at the feature's top are its shell and what several subfolders share, so edges to and from them are not counted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const SRC = 'frontend/src';
const areaOf = (path) => {
  const [top, name] = relative(SRC, path).split('/');
  return top === 'features' ? `features/${name}` : top.replace(/\.tsx?$/, '');
};
/** features/<name>/<folder> for a file in a feature's subfolder, else null. */
const subareaOf = (path) => {
  const parts = relative(SRC, path).split('/');
  return parts[0] === 'features' && parts.length > 3 ? parts.slice(0, 3).join('/') : null;
};
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });

const uses = new Map();
const subUses = new Map();
const note = (graph, from, to, why) => {
  if (!graph.has(from)) graph.set(from, new Map());
  if (!graph.get(from).has(to)) graph.get(from).set(to, why);
};
for (const file of walk(SRC)) {
  const from = areaOf(file);
  const fromSub = subareaOf(file);
  for (const [, , target] of readFileSync(file, 'utf8').matchAll(/(from|import\()\s*'(\.[^']*)'/g)) {
    const resolved = normalize(join(dirname(file), target));
    const why = `${relative(SRC, file)} imports '${target}'`;
    const to = areaOf(resolved);
    if (to !== from) note(uses, from, to, why);
    const toSub = subareaOf(resolved);
    if (fromSub && toSub && toSub !== fromSub && to === from) note(subUses, fromSub, toSub, why);
  }
}

const cyclesOf = (graph) => {
  const cycles = [];
  const done = new Set();
  const path = [];
  const visit = (area) => {
    const at = path.indexOf(area);
    if (at >= 0) {
      const loop = [...path.slice(at), area];
      return void cycles.push(loop.slice(1).map((to, i) => `${loop[i]} -> ${to} (${graph.get(loop[i]).get(to)})`).join('\n    '));
    }
    if (done.has(area)) return;
    path.push(area);
    for (const next of graph.get(area)?.keys() ?? []) visit(next);
    path.pop();
    done.add(area);
  };
  for (const area of graph.keys()) visit(area);
  return cycles;
};
const cycles = [...cyclesOf(uses), ...cyclesOf(subUses)];
if (cycles.length) {
  console.error(`Frontend areas that depend on each other (move the shared piece to components/, lib/ or the lower area):\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}
console.log(`Frontend areas: ${uses.size} areas, no cycle (nor between the subfolders of a feature)`);
