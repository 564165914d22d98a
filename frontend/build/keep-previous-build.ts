/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the hashed assets of the last build are listed (the server never sends it; spa.ts). */
export const BUILD_FILES = 'build-files.json';

/** The base file a precompressed copy was made from ('a.js.br' → 'a.js'). */
const original = (name: string) => name.replace(/\.(br|gz)$/, '');

/**
 * Empties `assets/` of every hashed file that belongs neither to this build nor to the one before, with its
 * precompressed copies, and records this build's files for the next. Returns what it removed.
 */
export function pruneAssets(outDir: string, current: string[]): string[] {
  const assets = join(outDir, 'assets');
  const manifest = join(outDir, BUILD_FILES);
  const previous: string[] = existsSync(manifest) ? ((JSON.parse(readFileSync(manifest, 'utf8')) as { assets?: string[] }).assets ?? []) : [];
  const keep = new Set([...current, ...previous]);
  const removed = existsSync(assets) ? readdirSync(assets).filter((name) => !keep.has(original(name))) : [];
  for (const name of removed) rmSync(join(assets, name), { force: true });
  writeFileSync(manifest, JSON.stringify({ assets: [...current].sort() }, null, 2));
  return removed;
}

/**
 * Keeps the previous build's hashed assets beside the new ones. A page loaded before a deploy (an open tab, or a server
 * still running the old build while the new one is written) asks for its own chunks by name when the reader moves on;
 * with the directory emptied they were gone and the page went blank. Two builds back they go.
 */
export function keepPreviousBuild(): Plugin {
  let outDir = '';
  const current: string[] = [];
  return {
    name: 'flying50-keep-previous-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      current.push(...Object.keys(bundle).filter((file) => file.startsWith('assets/')).map((file) => file.slice('assets/'.length)));
    },
    closeBundle: {
      order: 'post',
      sequential: true, // after precompress has written this build's copies
      handler() {
        if (outDir) pruneAssets(outDir, current);
      },
    },
  };
}
