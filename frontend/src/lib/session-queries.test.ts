import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api';
import { isBriefFailure, retryBriefFailures } from './session-queries';

describe('the member session check', () => {
  it('asks again after no answer or a server error, at most twice', () => {
    const unavailable = new ApiError(503, 'Service Unavailable', '');
    expect(isBriefFailure(unavailable)).toBe(true);
    expect(isBriefFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(retryBriefFailures(0, unavailable)).toBe(true);
    expect(retryBriefFailures(1, unavailable)).toBe(true);
    expect(retryBriefFailures(2, unavailable)).toBe(false);
  });

  it('never asks again after a refusal (4xx)', () => {
    expect(retryBriefFailures(0, new ApiError(403, 'Forbidden', ''))).toBe(false);
    expect(retryBriefFailures(0, new ApiError(429, 'Too Many Requests', ''))).toBe(false);
  });
});
