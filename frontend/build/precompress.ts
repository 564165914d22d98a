/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Files smaller than this are sent as they are. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file of the build, once,
 * at build time; the server sends the smallest one the browser accepts (backend/src/infrastructure/web/precompressed.ts).
 * A copy that is not smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'flying50-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    closeBundle() {
      if (!outDir) return; // the server renderer's bundle is never sent to browsers
      const root = join(process.cwd(), outDir);
      for (const file of files(root)) {
        if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
        const written = statSync(file).mtimeMs;
        const fresh = (copy: string) => existsSync(copy) && statSync(copy).mtimeMs >= written;
        if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue; // the previous build's assets, kept (keep-previous-build.ts)
        const source = readFileSync(file);
        const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
