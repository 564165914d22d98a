import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Every setting the configuration reads (the properties of env.ts's Env class, and any process.env.NAME read in
// backend/src/config) is documented in .env.example, in README.md's list under "## Settings" and in docs/operations.md.
const ROOT = resolve(import.meta.dirname, '../../..');
const CONFIG_DIR = join(ROOT, 'backend/src/config');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function settingsRead(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(CONFIG_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
    const source = readFileSync(join(CONFIG_DIR, file), 'utf8');
    const envClass = /\nclass Env \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
    for (const [, name] of envClass.matchAll(/^ {2}([A-Z][A-Z0-9_]+)[?!]?:/gm)) names.add(name);
    for (const [, name] of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(name);
  }
  return [...names].sort();
}

const mentions = (text: string, name: string) => new RegExp(`(^|[^A-Z0-9_])${name}([^A-Z0-9_]|$)`).test(text);

describe('settings documentation', () => {
  const names = settingsRead();
  const readmeSettings = /\n## Settings\n([\s\S]*?)\n## /.exec(read('README.md'))?.[1] ?? '';

  it('finds the settings the configuration reads', () => {
    expect(names.length).toBeGreaterThan(40);
    expect(names).toEqual(expect.arrayContaining(['PORT', 'PUBLIC_URL', 'DATABASE_URL', 'DATABASE_WAIT_SECONDS', 'SESSION_SECRET', 'PHOTOS_PER_HOUR']));
    expect(readmeSettings).toContain('All settings are environment variables');
  });

  it.each([
    ['.env.example', read('.env.example')],
    ["README.md's Settings list", readmeSettings],
    ['docs/operations.md', read('docs/operations.md')],
  ])('names every one of them in %s', (_where, text) => {
    expect(names.filter((name) => !mentions(text, name))).toEqual([]);
  });
});
