import { describe, expect, it } from '@jest/globals';
import { safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/journal')).toBe('/journal');
    expect(safeReturnPath('/library?theme=strength#saved')).toBe('/library?theme=strength#saved');
    expect(safeReturnPath('/my-journey')).toBe('/my-journey');
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/journal'],
    ['dot segments that normalise to a second slash', '/..//evil.com'],
    ['absolute https', 'https://evil.com/journal'],
    ['absolute http', 'http://evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['backslash host', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['backslash inside', '/journal\\..\\@evil.com'],
    ['tab hiding a second slash', '/\t/evil.com'],
    ['newline', '/journal\n//evil.com'],
    ['no leading slash', 'journal'],
    ['empty', ''],
    ['missing', null],
    ['the sign-in page itself', '/community/auth'],
    ['the sign-in page with a slash', '/community/auth/'],
    ['dot segments that resolve to a second slash', '/..//evil.example/phish'],
    ['a dot segment before a second slash', '/.//evil.example/x'],
    ['encoded dot segments', '/%2e%2e//evil.example/y'],
    ['a folder and a dot segment', '/a/..//evil.example'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses a path too long to be one of ours', () => {
    expect(safeReturnPath(`/${'a'.repeat(2001)}`)).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries a safe return path, encoded', () => {
    expect(signInPath('/library?theme=strength')).toBe('/community/auth?next=%2Flibrary%3Ftheme%3Dstrength');
  });

  it('leaves out /journal, where signing in goes anyway', () => {
    expect(signInPath('/journal')).toBe('/community/auth');
  });

  it('drops one that is not safe', () => {
    expect(signInPath('//evil.com')).toBe('/community/auth');
  });
});
