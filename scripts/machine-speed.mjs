// How fast this machine runs JavaScript right now, to read a test run's times by: the same fixed work (building,
// serialising and parsing objects, sorting, a regular expression over text, as the app and its tests do) timed on one
// core, the best of three. The load average beside it says how much else was running.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

function work() {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, title: `Article ${i} about running after fifty`, tags: ['run', 'ride', 'swim'].slice(i % 3), score: (i * 7919) % 1000 }));
  let total = 0;
  for (let round = 0; round < 6; round += 1) {
    const copy = JSON.parse(JSON.stringify(rows));
    copy.sort((a, b) => a.score - b.score || a.id - b.id);
    total += copy.filter((row) => /fifty$/.test(row.title) && row.tags.includes('run')).length;
  }
  return total;
}

/** Milliseconds the fixed work took (best of three) and the 1-minute load average when it ran. */
export function machineSpeed() {
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return { ms: Math.round(best), load: loadavg()[0] };
}

/** The same, in a new process: a process that ran the work before runs it faster (its compiled code is warm). */
export function machineSpeedFresh() {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--json'], { encoding: 'utf8' });
  return JSON.parse(child.stdout);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ms, load } = machineSpeed();
  if (process.argv[2] === '--json') console.log(JSON.stringify({ ms, load }));
  else console.log(`machine speed: the reference work took ${ms} ms (load average ${load.toFixed(2)})`);
}
