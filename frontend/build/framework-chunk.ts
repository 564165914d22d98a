/// <reference types="node" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

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

/** The module files of react-router's production build (`dist/production/chunk-*.mjs`). */
const REACT_ROUTER_CHUNK = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;

/**
 * Lets the bundler leave out what of react-router the app does not use. Its build names each component and context
 * for React's developer tools (`Link.displayName = "Link"`) and makes them with unmarked calls
 * (`React.forwardRef(...)`, `React.createContext(...)`, `React.memo(...)`): both count as side effects, so every
 * component stayed in the framework file whether imported or not (Form, ScrollRestoration, HistoryRouter, the fetchers,
 * the data router's contexts; about 1.4 KB gzipped). The names are dropped (only developer tools show them) and the
 * calls marked pure. The browser build only: the server renderer keeps the package as it is.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'flying50-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (this.environment?.config.build.ssr || !REACT_ROUTER_CHUNK.test(id)) return null;
      return { code: markReactRouterPure(code), map: null };
    },
  };
}

/** The transform of `reactRouterTreeShaking`: top-level `X.displayName = "..."` lines removed, React's factories pure. */
export function markReactRouterPure(code: string): string {
  return code
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/(?<!@__PURE__ \*\/ )\b(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1');
}
