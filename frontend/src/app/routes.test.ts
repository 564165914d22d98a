import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { SIGNED_IN_COOKIE } from '../lib/signed-in-hint';
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
    // Every page's handle (a group's names only its loading shell).
    for (const handle of handles(routes).filter((h) => !h.shell)) expect(handle.file).toMatch(/^src\/features\/.+\.tsx$/);
  });

  it("names the loading shell of each page's layout: the staff bar, the account pages' logo, or the members' bar", async () => {
    const { shellShapeOf } = await import('./router');
    for (const path of ['/admin', '/users', '/admin/content-generator', '/admin/publisher', '/premium-preview/3', '/editor/publisher']) expect([path, shellShapeOf(path)]).toEqual([path, 'staff']);
    for (const path of ['/community/auth', '/community', '/forgot-password', '/reset-password', '/accept-invitation', '/change-email', '/newsletter/confirm', '/newsletter/unsubscribe'])
      expect([path, shellShapeOf(path)]).toEqual([path, 'account']);
    for (const path of ['/journal', '/my-journey', '/profile', '/library', '/premium/welcome', '/content-generator']) expect([path, shellShapeOf(path)]).toEqual([path, 'members']);
  });

  it("sends a staff page asked without a session the staff sign-in's shell (the account pages' header with the area's name)", async () => {
    const { loadingShellOf } = await import('./router');
    expect(loadingShellOf('/admin', true)).toEqual({ shape: 'staff', area: 'Editorial dashboard' });
    expect(loadingShellOf('/admin/content-generator', true)).toEqual({ shape: 'staff', area: 'Content Generator' });
    for (const path of ['/admin', '/users', '/admin/publisher', '/admin/training/archive'])
      expect([path, loadingShellOf(path, false)]).toEqual([path, { shape: 'account', area: 'Editorial dashboard' }]);
    // The premium preview has no sign-in screen of its own.
    for (const signedIn of [true, false]) expect(loadingShellOf('/premium-preview/3', signedIn)).toEqual({ shape: 'staff' });
    expect(loadingShellOf('/admin/content-generator', false)).toEqual({ shape: 'account', area: 'Content Generator' });
    // Other pages' shells do not depend on the session.
    for (const signedIn of [true, false]) {
      expect(loadingShellOf('/journal', signedIn)).toEqual({ shape: 'members' });
      expect(loadingShellOf('/forgot-password', signedIn)).toEqual({ shape: 'account' });
    }
  });

  it("asks who is signed in beside the chunks of a members' or staff page, and nothing for a public page", async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    type Client = InstanceType<typeof QueryClient>;
    const { prefetchRoute } = await import('./router');
    const asked = (path: string) => {
      const keys: string[] = [];
      const client = new QueryClient();
      client.prefetchQuery = (async (options: { queryKey: readonly string[] }) => void keys.push(options.queryKey.join())) as Client['prefetchQuery'];
      prefetchRoute(path, client);
      return keys;
    };
    expect(asked('/journal')).toEqual(['/api/community/auth/me']);
    // The sign-in page asks only when the signed-in hint says someone may be (a signed-out visitor would get a 401).
    expect(asked('/community/auth')).toEqual([]);
    const globals = globalThis as { document?: { cookie: string } };
    globals.document = { cookie: `${SIGNED_IN_COOKIE}=1` };
    try {
      expect(asked('/community/auth')).toEqual(['/api/community/auth/me']);
    } finally {
      delete globals.document;
    }
    expect(asked('/admin')).toEqual(['/api/auth/me']);
    expect(asked('/admin/content-generator')).toEqual(['/api/auth/me']);
    expect(asked('/')).toEqual([]);
    expect(asked('/article/some-article')).toEqual([]);
  });
});

