import { describe, expect, it } from '@jest/globals';
import { looksLikeEmailAddress } from './staff-invitations-api';

describe('looksLikeEmailAddress', () => {
  it('refuses what cannot be an address', () => {
    for (const typo of ['not-an-email', 'ann@', '@example.com', 'ann@example', 'ann smith@example.com', 'ann@@example.com']) {
      expect(looksLikeEmailAddress(typo)).toBe(false);
    }
  });

  it('takes ordinary addresses, with spaces around them', () => {
    for (const address of ['ann@example.com', ' chloé.o-brien+dashboard@mail.example.co.uk ', 'x@y.io']) {
      expect(looksLikeEmailAddress(address)).toBe(true);
    }
  });
});
