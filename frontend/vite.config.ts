import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { deferredBoot } from './build/deferred-boot';
import { inlineCss } from './build/inline-css';
import { keepPreviousBuild } from './build/keep-previous-build';
import { pageChunksFile } from './build/page-chunks';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { knownRoutePatterns } from './src/app/route-paths';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), routeTable(), preloadFonts(), inlineCss(), deferredBoot(), precompress(), keepPreviousBuild(), pageChunksFile()],
  build: {
    outDir: 'dist',
    // Not emptied: keepPreviousBuild() removes what is two builds old, so pages of the last build still find their chunks.
    emptyOutDir: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React, React DOM, the router, react-query and openapi-fetch, which every page runs, are one file: kept by
        // browsers across releases of the app's own code, and not cut into the many small chunks rolldown otherwise makes
        // of them (about 1 KB less gzipped per page). Every page is a chunk of its own (app/routes.tsx).
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|openapi-fetch)[\\/]/ }],
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
});
