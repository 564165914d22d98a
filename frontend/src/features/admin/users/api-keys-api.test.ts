import { describe, expect, it } from '@jest/globals';
import { keySearchWords } from './api-keys-api';

describe('keySearchWords', () => {
  it("drops a pasted prefix's key head (refused in any address) and keeps the rest of the search", () => {
    expect(keySearchWords('f50_content_AbCd')).toBe('AbCd');
    expect(keySearchWords('  F50_STAFF_x9  partner ')).toBe('x9 partner');
    expect(keySearchWords('Partner app')).toBe('Partner app');
  });
});
