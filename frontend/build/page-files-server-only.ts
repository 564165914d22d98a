import type { Plugin } from 'vite';

const ROUTES = /\/src\/app\/routes\.tsx$/;
const PAGE_FILE = /lazyPage\(\s*(['"])src\/[^'"]+\1/g;

/**
 * Leaves the page modules' names (`lazyPage('src/features/…', …)`, app/routes.tsx) out of the browser's build: only the
 * server renderer reads them (`pageFiles`, for dist/page-chunks.json: build/page-chunks.ts), and in the browser they
 * were about 0.3 KB gzipped of the JavaScript every public page loads. The server renderer's build keeps them.
 */
export function pageFilesServerOnly(): Plugin {
  return {
    name: 'flying50-page-files-server-only',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !ROUTES.test(id)) return null;
      return { code: code.replace(PAGE_FILE, "lazyPage(''"), map: null };
    },
  };
}
