import { describe, expect, it } from '@jest/globals';
import { redactTokens } from './redact-url.js';

describe('redactTokens', () => {
  it('hides the token of an e-mailed link and keeps the rest of the address', () => {
    expect(redactTokens('/newsletter/confirm?token=abcDEF_123-x')).toBe('/newsletter/confirm?token=[redacted]');
    expect(redactTokens('/x?a=1&TOKEN=secret&b=2')).toBe('/x?a=1&TOKEN=[redacted]&b=2');
    expect(redactTokens('/api/health')).toBe('/api/health');
    expect(redactTokens(undefined)).toBeUndefined();
  });
});
