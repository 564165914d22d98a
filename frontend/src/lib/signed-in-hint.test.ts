import { describe, expect, it } from '@jest/globals';
import { hasSignedInHint } from './signed-in-hint';

describe('the signed-in hint', () => {
  it('is found among the cookies a script can read, and only by its exact name', () => {
    expect(hasSignedInHint('f50_signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; f50_signed_in=1; other=2')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('x_f50_signed_in=1; f50_signed_inx=1')).toBe(false);
  });
});
