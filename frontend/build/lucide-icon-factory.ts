/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** lucide-react's icon factory, which each of its icon modules imports. */
const LUCIDE_FACTORY = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;

/** Whether the module `id` (a resolved path) is lucide-react's icon factory, which the build replaces. */
export function isLucideFactory(id: string): boolean {
  return LUCIDE_FACTORY.test(id);
}

/**
 * Points lucide-react's `createLucideIcon.mjs` at `src/lib/lucide-icon.ts`, which draws the same <svg> without the
 * package's generic renderer (about 1.2 KB gzipped of every page: the header's search button has an icon).
 */
export function lucideIconFactory(): Plugin {
  const own = fileURLToPath(new URL('../src/lib/lucide-icon.ts', import.meta.url));
  return {
    name: 'flying50-lucide-icon-factory',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('createLucideIcon.mjs') || !importer?.includes('lucide-react')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && isLucideFactory(resolved.id) ? own : null;
    },
  };
}
