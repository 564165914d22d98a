import { describe, expect, it } from '@jest/globals';
import type { RouteObject } from 'react-router';
import { knownRoutePatterns } from './route-paths';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('route table', () => {
  it('lists exactly the paths the router answers, so the server can answer every other path with 404', async () => {
    const { routes } = await import('./routes');
    expect([...paths(routes)].sort()).toEqual([...knownRoutePatterns()].sort());
  });
});
