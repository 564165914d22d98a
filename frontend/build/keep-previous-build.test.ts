import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pruneAssets } from './keep-previous-build';

function build(dir: string, names: string[]): string[] {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const name of names) for (const file of [name, `${name}.br`, `${name}.gz`]) writeFileSync(join(dir, 'assets', file), name);
  return pruneAssets(dir, names);
}

describe('keeping the previous build', () => {
  it("keeps this build's and the last build's hashed assets with their copies; older ones go", () => {
    const dir = mkdtempSync(join(tmpdir(), 'f50-build-'));
    expect(build(dir, ['index-aaa.js', 'admin-aaa.js'])).toEqual([]);
    expect(build(dir, ['index-bbb.js', 'admin-aaa.js'])).toEqual([]);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(
      ['admin-aaa.js', 'index-aaa.js', 'index-bbb.js'].flatMap((name) => [name, `${name}.br`, `${name}.gz`]).sort(),
    );
    // A third build: the first build's own file goes, the one it shares with the second stays.
    expect(build(dir, ['index-ccc.js', 'admin-ccc.js']).sort()).toEqual(['index-aaa.js', 'index-aaa.js.br', 'index-aaa.js.gz']);
    expect(readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.js')).sort()).toEqual(['admin-aaa.js', 'admin-ccc.js', 'index-bbb.js', 'index-ccc.js']);
  });
});
