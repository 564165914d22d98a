// The built app's entries on a Node.js older than the project needs (package.json "engines"): each stops at once with
// the one message scripts/check-node.mjs prints for npm start / npm test, instead of crashing (Node 20 died with a
// segmentation fault, exit code 139, and no message). Run on this machine's old system Node when there is one (Debian's
// /usr/bin/node v20), and always on this Node.js with its version faked to an old one before the entry loads.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { oldNodeMessage } from '../../backend/src/node-version.mjs';
import { MAIN, ROOT, childEnv } from './built-app.js';

const ENTRIES = ['main.js', 'worker.js', 'migrate.js'].map((name) => join(dirname(MAIN), name));
const FAKED = 'v20.20.2';

/** The system Node.js when it is older than the project needs (its version), else undefined. */
function oldSystemNode(): { node: string; version: string } | undefined {
  const node = '/usr/bin/node';
  if (!existsSync(node)) return undefined;
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return oldNodeMessage(version) ? { node, version } : undefined;
}

function run(node: string, args: string[]) {
  const result = spawnSync(node, args, { cwd: ROOT, env: childEnv({ DATABASE_URL: 'postgresql://127.0.0.1:1/never-reached' }), encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

describe('the built entries on an older Node.js', () => {
  it('main.js, worker.js and migrate.js stop with the message of scripts/check-node.mjs and exit code 1', () => {
    const fake = `data:text/javascript,Object.defineProperty(process, 'version', { value: '${FAKED}' })`;
    const runs = [
      ...ENTRIES.map((entry) => ({ entry, version: FAKED, result: run(process.execPath, ['--import', fake, entry]) })),
      ...[oldSystemNode()].flatMap((old) => (old ? ENTRIES.map((entry) => ({ entry, version: old.version, result: run(old.node, [entry]) })) : [])),
    ];
    for (const { entry, version, result } of runs) {
      expect({ entry, version, ...result }).toEqual({ entry, version, code: 1, signal: null, stdout: '', stderr: `${oldNodeMessage(version)}\n` });
    }
    // npm start / npm test say the same.
    const script = run(process.execPath, ['--import', fake, join(ROOT, 'scripts/check-node.mjs')]);
    expect(script).toEqual({ code: 1, signal: null, stdout: '', stderr: `${oldNodeMessage(FAKED)}\n` });
  }, 60_000);
});
