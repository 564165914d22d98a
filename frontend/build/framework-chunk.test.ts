import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inFramework, markReactRouterPure, reactRouterProductionBuild } from './framework-chunk';
import { isLucideFactory } from './lucide-icon-factory';

const nm = (path: string) => `/app/node_modules/${path}`;

describe('inFramework', () => {
  it('puts what every page runs into the framework file', () => {
    for (const id of [
      'react/cjs/react.production.js',
      'react-dom/cjs/react-dom-client.production.js',
      'scheduler/cjs/scheduler.production.js',
      'react-router/dist/production/chunk-7RTFRKQW.mjs',
      '@tanstack/query-core/build/modern/queryClient.js',
      '@tanstack/query-core/build/modern/queryObserver.js',
      '@tanstack/react-query/build/modern/useQuery.js',
      '@tanstack/react-query/build/modern/useMutation.js',
      '@tanstack/query-core/build/modern/mutationObserver.js',
      'openapi-fetch/dist/index.mjs',
    ])
      expect([id, inFramework(nm(id))]).toEqual([id, true]);
  });

  it('leaves out the react-query parts only the staff and members\u2019 pages use, and everything else', () => {
    for (const id of [
      nm('@tanstack/react-query/build/modern/useQueries.js'),
      nm('@tanstack/query-core/build/modern/queriesObserver.js'),
      nm('@tanstack/react-query/build/modern/useInfiniteQuery.js'),
      nm('@tanstack/query-core/build/modern/infiniteQueryObserver.js'),
      nm('@tanstack/react-query/build/modern/useMutationState.js'),
      nm('@radix-ui/react-slot/dist/index.mjs'),
      nm('lucide-react/dist/esm/Icon.mjs'),
      '/app/frontend/src/app/routes.tsx',
    ])
      expect([id, inFramework(id)]).toEqual([id, false]);
  });

  it('reads Windows paths too', () => {
    expect(inFramework('C:\\app\\node_modules\\react-dom\\client.js')).toBe(true);
    expect(inFramework('C:\\app\\node_modules\\@tanstack\\react-query\\build\\modern\\useQueries.js')).toBe(false);
  });
});

describe('reactRouterProductionBuild', () => {
  it("is react-router's production build: the development warnings are switched off", () => {
    const file = reactRouterProductionBuild();
    expect(file).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    // The index re-exports its chunks; the one with the router's code says whether warnings are on.
    const chunks = [...readFileSync(file, 'utf8').matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map((match) => join(dirname(file), match[1]));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((chunk) => existsSync(chunk))).toBe(true);
    const flags = chunks.flatMap((chunk) => [...readFileSync(chunk, 'utf8').matchAll(/var ENABLE_DEV_WARNINGS = (true|false);/g)].map((match) => match[1]));
    expect(flags).toEqual(['false']);
  });
});

describe('markReactRouterPure', () => {
  it("drops the developer tools' names and marks React's factories pure, so what is not imported can be left out", () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext({ outlet: null });',
      'RouteContext.displayName = "Route";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      'function inner() {',
      '  FetcherForm2.displayName = "fetcher.Form";',
      '}',
    ].join('\n');
    const out = markReactRouterPure(code);
    expect(out).not.toMatch(/^\w+\.displayName/m);
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var RouteContext = /* @__PURE__ */ React.createContext({ outlet: null });');
    expect(out).toContain('var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);');
    // Inside a function a name is set when it runs, not when the module loads: left as it is.
    expect(out).toContain('  FetcherForm2.displayName = "fetcher.Form";');
    // Marking twice adds nothing.
    expect(markReactRouterPure(out)).toBe(out);
  });

  it("finds what it changes in react-router's production build", () => {
    const file = reactRouterProductionBuild();
    const chunks = [...readFileSync(file, 'utf8').matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map((match) => readFileSync(join(dirname(file), match[1]), 'utf8'));
    const code = chunks.join('\n');
    expect(code).toMatch(/^Link\.displayName = "Link";$/m);
    expect(markReactRouterPure(code)).not.toMatch(/^Link\.displayName/m);
    expect(markReactRouterPure(code)).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  });
});

describe('isLucideFactory', () => {
  it("is lucide-react's icon factory only", () => {
    expect(isLucideFactory(nm('lucide-react/dist/esm/createLucideIcon.mjs'))).toBe(true);
    expect(isLucideFactory('C:\\app\\node_modules\\lucide-react\\dist\\esm\\createLucideIcon.mjs')).toBe(true);
    expect(isLucideFactory(nm('lucide-react/dist/esm/Icon.mjs'))).toBe(false);
    expect(isLucideFactory(nm('lucide-react/dist/esm/icons/search.mjs'))).toBe(false);
  });
});
