import { readdirSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API test files (test/api/*.test.ts) run in groups: each group file in test/api/groups imports its share, so the
 * files of a group share one Jest module registry. Loading the backend into a registry costs each file about 1.2 s of
 * CPU (Jest compiles every module again for each test file), a sixth of the whole jest phase when every file paid it.
 * Each file is one `describe` named after it, its hooks inside, so its app lives only while its own tests run (checked
 * by test/support/api-groups.test.ts). A file on its own: `npm run test:api-file -- test/api/ads.test.ts`.
 *
 * Files are dealt to the groups largest first, each to the group with the fewest bytes so far: groups of about the same
 * length, whose count (the files in test/api/groups) keeps the last one short on Jest's three workers.
 */
const API = new URL('../api/', import.meta.url);
const GROUPS = new URL('../api/groups/', import.meta.url);

/** The group files, in order (1.test.ts, 2.test.ts, ...). */
export function groupFiles(): string[] {
  return readdirSync(GROUPS)
    .filter((file) => /^\d+\.test\.ts$/.test(file))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
}

/** For each group, the API test files it runs (names in test/api), in name order. */
export function apiGroups(count = groupFiles().length): string[][] {
  const files = readdirSync(API).filter((file) => file.endsWith('.test.ts'));
  const size = new Map(files.map((file) => [file, statSync(new URL(file, API)).size]));
  const groups = Array.from({ length: count }, () => ({ bytes: 0, files: [] as string[] }));
  for (const file of [...files].sort((a, b) => size.get(b)! - size.get(a)! || a.localeCompare(b))) {
    const lightest = groups.reduce((least, group) => (group.bytes < least.bytes ? group : least));
    lightest.bytes += size.get(file)!;
    lightest.files.push(file);
  }
  return groups.map((group) => group.files.sort());
}

/** Imports the API test files of the group whose file (test/api/groups/<n>.test.ts) is `groupUrl`. */
export async function importApiGroup(groupUrl: string): Promise<void> {
  const index = parseInt(basename(fileURLToPath(groupUrl)), 10);
  const files = apiGroups()[index - 1];
  if (!files) throw new Error(`No API test group ${index}: the group files are ${groupFiles().join(', ')}`);
  for (const file of files) await import(new URL(file, API).href);
}
