import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { knownRoutePatterns } from './route-paths';
import type { RouteHandle } from './routes';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('route table', () => {
  it('lists exactly the paths the router answers, so the server can answer every other path with 404', async () => {
    const { routes } = await import('./routes');
    expect([...paths(routes)].sort()).toEqual([...knownRoutePatterns()].sort());
  });

  it("names, for each page in a chunk of its own, the module its loader imports (the server preloads that file's chunks)", async () => {
    const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
    const calls = [...source.matchAll(/lazyPage\(([^,]+), \(\) => import\(([^)]+)\)/g)].map(([, file, specifier]) => ({ file, specifier }));
    expect(calls.length).toBe(source.split('lazyPage(').length - 1);
    for (const { file, specifier } of calls) expect(file.replace(/^'src\//, "'../").replace(/\.tsx'$/, "'")).toBe(specifier);

    const { routes } = await import('./routes');
    const handles = (list: RouteObject[]): RouteHandle[] => list.flatMap((route) => [...(route.handle ? [route.handle as RouteHandle] : []), ...handles(route.children ?? [])]);
    for (const handle of handles(routes)) expect(handle.file).toMatch(/^src\/features\/.+\.tsx$/);
  });
});
