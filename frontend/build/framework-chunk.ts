/// <reference types="node" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The `framework` file of the browser build (vite.config.ts `codeSplitting.groups`): React, React DOM, the router,
 * react-query and openapi-fetch, which every page runs, in one file that browsers keep across releases of the app's own
 * code. Left out: the react-query parts that only the staff and members' pages use (useQueries, infinite queries,
 * useMutationState); they go with the pages that use them instead of into every public page (about 1.2 KB gzipped).
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|openapi-fetch)[\\/]/;
const MEMBERS_AND_STAFF_ONLY = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|useMutationState)\.js$/;

/** Whether the module `id` (a resolved path) goes into the framework file. */
export function inFramework(id: string): boolean {
  return FRAMEWORK.test(id) && !MEMBERS_AND_STAFF_ONLY.test(id);
}

/**
 * react-router's production build. The package's exports name its development build for every bundler (there is no
 * production condition); the production build differs only in leaving out the development warnings
 * (ENABLE_DEV_WARNINGS = false), about 0.5 KB gzipped of every page. The browser build is aliased to it; the dev server
 * and the server renderer keep the package's own choice.
 */
export function reactRouterProductionBuild(): string {
  return join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');
}
