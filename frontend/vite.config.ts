import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { deferredBoot } from './build/deferred-boot.ts';
import { inFramework, reactRouterProductionBuild, reactRouterTreeShaking } from './build/framework-chunk.ts';
import { inlineCss } from './build/inline-css.ts';
import { keepPreviousBuild } from './build/keep-previous-build.ts';
import { lucideIconFactory } from './build/lucide-icon-factory.ts';
import { pageChunksFile } from './build/page-chunks.ts';
import { pageFilesServerOnly } from './build/page-files-server-only.ts';
import { precompress } from './build/precompress.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { knownRoutePatterns } from './src/app/route-paths.ts';

/** The Nest API runs on port 3000 in development; the SPA calls it through /api. */
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false },
};

/** Writes dist/route-patterns.json: the server answers paths outside it with 404 (still serving the SPA). */
function routeTable(): Plugin {
  return {
    name: 'flying50-route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'route-patterns.json', source: JSON.stringify(knownRoutePatterns(), null, 2) });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), routeTable(), preloadFonts(), pageFilesServerOnly(), inlineCss(), deferredBoot(), precompress(), keepPreviousBuild(), pageChunksFile(), reactRouterTreeShaking(), lucideIconFactory()],
  resolve: command === 'build' && !isSsrBuild ? { alias: [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] } : {},
  // The server's renderer carries its own production React, router and icons (bundled, tree-shaken): the API process runs
  // them in production mode whatever its NODE_ENV (npm start's embedded default runs without one), and loads only the
  // icons the pages use.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: 'dist',
    // Not emptied: keepPreviousBuild() removes what is two builds old, so pages of the last build still find their chunks.
    emptyOutDir: false,
    target: 'es2022',
    // No modulepreload polyfill (about 0.25 KB gzipped on every page): every browser the build targets but Safari before
    // 17 supports modulepreload, and there the links are only hints (the modules load as the app imports them).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The browser build's entry is started, never imported: its exports need not be kept (small chunks are inlined).
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      output: {
        codeSplitting: {
          // React, React DOM, the router, react-query and openapi-fetch, which every page runs, are one file
          // (build/framework-chunk.ts): kept by browsers across releases of the app's own code, and not cut into the
          // many small chunks rolldown otherwise makes of them (about 1 KB less gzipped per page). Every page is a chunk
          // of its own (app/routes.tsx).
          groups: [{ name: 'framework', test: inFramework }],
          // The code pages share is otherwise cut into a chunk for each set of pages that use it: a members' page needed
          // 58 files, most under 2 KB, fetched six at a time over HTTP/1.1. A shared chunk under 20 KB of source (about
          // 5 KB gzipped) is copied into the chunks that use it instead, with one state and one run for all copies
          // (rolldown's registry): the journal needs 14 files, the home page 5 instead of 21, for the same bytes or
          // fewer; a member who opens every members' page fetches 248 KB instead of 219 (docs/architecture.md).
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: { maxSize: 20_000 } }),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: apiProxy,
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
}));
