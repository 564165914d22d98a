/// <reference types="node" />
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the server finds, for each address of the app, the chunks its page needs (backend infrastructure/web/page-chunks.ts). */
export const PAGE_CHUNKS = 'page-chunks.json';
/** The browser build's chunks, kept for the server renderer's build (which runs second) and removed by it. */
const GRAPH = 'chunk-graph.json';

/** The browser build's chunks: the entry's, what each imports, and which chunk holds each module of src/. */
export interface ChunkGraph {
  entry: string;
  imports: Record<string, string[]>;
  /** A module of src/ that is in one chunk ('src/features/article/article-page.tsx') → that chunk ('assets/article-page-x.js'). */
  modules: Record<string, string>;
}

export function chunkGraph(bundle: OutputBundle, root: string): ChunkGraph {
  const graph: ChunkGraph = { entry: '', imports: {}, modules: {} };
  const holders = new Map<string, string[]>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    if (chunk.isEntry) graph.entry = chunk.fileName;
    graph.imports[chunk.fileName] = chunk.imports;
    for (const id of chunk.moduleIds) {
      const file = relative(root, id).split(sep).join('/');
      if (file.startsWith('src/')) holders.set(file, [...(holders.get(file) ?? []), chunk.fileName]);
    }
  }
  if (!graph.entry) throw new Error('page-chunks: the build has no entry chunk.');
  // A page (a module another imports with import()) is in one chunk; a small shared module may be copied into several
  // (vite.config.ts), and is not looked up.
  for (const [file, chunks] of holders) if (chunks.length === 1) graph.modules[file] = chunks[0];
  return graph;
}

/** A chunk and every chunk it imports statically, at any depth. */
function closure(graph: ChunkGraph, chunk: string, into = new Set<string>()): Set<string> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const imported of graph.imports[chunk] ?? []) closure(graph, imported, into);
  return into;
}

/** A path the pattern matches ('/article/:idOrSlug' → '/article/x'). */
const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, 'x');

/**
 * For each route pattern of the app, the URLs of the chunks its page modules need beyond the entry's (which every page
 * already names). `pageFiles` is the server renderer's: the page modules (LazyPage.file) a path shows.
 */
export function pageChunks(graph: ChunkGraph, patterns: string[], pageFiles: (path: string) => string[]): Record<string, string[]> {
  const loaded = closure(graph, graph.entry);
  const table: Record<string, string[]> = {};
  for (const pattern of patterns) {
    const chunks = new Set<string>();
    for (const file of pageFiles(samplePath(pattern))) {
      const chunk = graph.modules[file];
      if (!chunk) throw new Error(`page-chunks: ${pattern} shows ${file}, which is in no chunk or in several (a lazyPage names a file its loader does not import?).`);
      closure(graph, chunk, chunks);
    }
    const urls = [...chunks].filter((chunk) => !loaded.has(chunk)).map((chunk) => `/${chunk}`);
    if (urls.length) table[pattern] = urls;
  }
  return table;
}

/**
 * Writes dist/page-chunks.json once both builds are done: the browser build records its chunks, the server renderer's
 * build (run second) says which page modules each address shows. The server puts a page's chunks in its HTML
 * (modulepreload links, or the boot script's list on server-rendered pages), so the browser fetches them beside the
 * entry instead of once the entry has run and found the route.
 */
export function pageChunksFile(): Plugin {
  let ssrOut = '';
  let root = '';
  return {
    name: 'flying50-page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssrOut = config.build.ssr ? join(config.root, config.build.outDir) : '';
    },
    generateBundle(_options, bundle) {
      if (ssrOut) return;
      this.emitFile({ type: 'asset', fileName: GRAPH, source: JSON.stringify(chunkGraph(bundle, root)) });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!ssrOut) return; // the browser build: its graph is read once the server renderer exists
        const dist = join(root, 'dist');
        const graphFile = join(dist, GRAPH);
        if (!existsSync(graphFile)) throw new Error(`page-chunks: ${graphFile} is missing; build the browser bundle first (npm run build).`);
        const graph = JSON.parse(readFileSync(graphFile, 'utf8')) as ChunkGraph;
        const patterns = JSON.parse(readFileSync(join(dist, 'route-patterns.json'), 'utf8')) as string[];
        const server = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as { pageFiles: (path: string) => string[] };
        writeFileSync(join(dist, PAGE_CHUNKS), JSON.stringify(pageChunks(graph, patterns, server.pageFiles), null, 1));
        for (const file of [GRAPH, `${GRAPH}.br`, `${GRAPH}.gz`]) rmSync(join(dist, file), { force: true });
      },
    },
  };
}
