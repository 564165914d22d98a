import { describe, expect, it } from '@jest/globals';
import { routeMatcher } from './route-patterns.js';

describe('routeMatcher', () => {
  const known = routeMatcher(['/', '/publisher/training', '/article/:idOrSlug', '/premium-preview/:id']);

  it('knows static and parameter paths, with or without a trailing slash', () => {
    expect(known('/')).toBe(true);
    expect(known('/publisher/training')).toBe(true);
    expect(known('/publisher/training/')).toBe(true);
    expect(known('/article/42')).toBe(true);
    expect(known('/article/hill-repeats-after-50')).toBe(true);
  });

  it('rejects everything else', () => {
    expect(known('/publisher/knitting')).toBe(false);
    expect(known('/article')).toBe(false);
    expect(known('/article/42/comments')).toBe(false);
    expect(known('/no-such-page')).toBe(false);
  });
});
