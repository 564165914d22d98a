import { describe, expect, it } from '@jest/globals';
import { pageChunks, type ChunkGraph } from './page-chunks';

const graph: ChunkGraph = {
  entry: 'assets/index-1.js',
  imports: {
    'assets/index-1.js': ['assets/framework-1.js'],
    'assets/framework-1.js': [],
    'assets/card-1.js': ['assets/framework-1.js', 'assets/icon-1.js'],
    'assets/icon-1.js': [],
    'assets/members-1.js': ['assets/framework-1.js', 'assets/icon-1.js', 'assets/card-1.js'],
  },
  modules: {
    'src/main.tsx': 'assets/index-1.js',
    'src/features/community/member-layout.tsx': 'assets/members-1.js',
    'src/features/community/pages/journal-page.tsx': 'assets/members-1.js',
  },
};
const files: Record<string, string[]> = {
  '/journal': ['src/features/community/member-layout.tsx', 'src/features/community/pages/journal-page.tsx'],
  '/article/x': [],
};

describe('pageChunks', () => {
  it("lists the chunks of each page's modules and what they import at any depth, once each, without the entry's", () => {
    expect(pageChunks(graph, ['/journal', '/article/:idOrSlug'], (path) => files[path] ?? [])).toEqual({
      '/journal': ['/assets/members-1.js', '/assets/icon-1.js', '/assets/card-1.js'],
    });
  });

  it('fails the build when a page names a module the build does not have', () => {
    expect(() => pageChunks(graph, ['/profile'], () => ['src/features/community/pages/profile-page.tsx'])).toThrow(
      'page-chunks: /profile shows src/features/community/pages/profile-page.tsx, which is in no chunk or in several',
    );
  });
});
