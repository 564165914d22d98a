import { describe, expect, it } from '@jest/globals';
import { RETURN_PATH_MAX, sitePath } from './return-path.js';

describe('sitePath', () => {
  it('keeps a path of this site, with its query and fragment, normalised', () => {
    expect(sitePath('/journal?report=12')).toBe('/journal?report=12');
    expect(sitePath('/my-journey?tab=insights&report=3#x')).toBe('/my-journey?tab=insights&report=3#x');
    expect(sitePath('/a/../journal')).toBe('/journal');
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['dot segments that normalise to a second slash', '/..//evil.com'],
    ['dot segments deeper', '/a/../..//evil.com/x'],
    ['absolute https', 'https://x'],
    ['javascript', 'javascript:alert(1)'],
    ['backslash host', '/\\evil.com'],
    ['tab hiding a second slash', '/\t/evil.com'],
    ['no leading slash', 'journal'],
    ['empty', ''],
    ['not a string', 12],
    ['too long', `/${'a'.repeat(RETURN_PATH_MAX)}`],
  ])('refuses %s', (_, value) => {
    expect(sitePath(value)).toBeNull();
  });
});
