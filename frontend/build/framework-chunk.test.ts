import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inFramework, reactRouterProductionBuild } from './framework-chunk';

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
