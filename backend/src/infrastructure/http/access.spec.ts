import { describe, expect, it } from '@jest/globals';
import { apiKeyMayCall } from './access.js';

describe('apiKeyMayCall', () => {
  it('lets both scopes read public routes, staff keys call staff routes, and no key anything else', () => {
    expect(apiKeyMayCall('content', 'public', 'GET')).toBe(true);
    expect(apiKeyMayCall('content', 'public', 'HEAD')).toBe(true);
    expect(apiKeyMayCall('staff', 'public', 'GET')).toBe(true);
    expect(apiKeyMayCall('content', 'public', 'POST')).toBe(false);
    expect(apiKeyMayCall('staff', 'public', 'POST')).toBe(false);
    expect(apiKeyMayCall('content', 'staff', 'GET')).toBe(false);
    expect(apiKeyMayCall('staff', 'staff', 'GET')).toBe(true);
    expect(apiKeyMayCall('staff', 'staff', 'DELETE')).toBe(true);
    for (const policy of ['signed-in', 'admin'] as const) {
      for (const scope of ['content', 'staff'] as const) expect(apiKeyMayCall(scope, policy, 'GET')).toBe(false);
    }
  });

  it('keeps every key off a route marked apiKeys: false, whatever its policy', () => {
    expect(apiKeyMayCall('staff', 'staff', 'GET', { apiKeys: false })).toBe(false);
    expect(apiKeyMayCall('content', 'public', 'GET', { apiKeys: false })).toBe(false);
  });

  it("admits staff keys, never content keys, on a signed-in route marked apiKeys: 'staff'", () => {
    expect(apiKeyMayCall('staff', 'signed-in', 'GET', { apiKeys: 'staff' })).toBe(true);
    expect(apiKeyMayCall('content', 'signed-in', 'GET', { apiKeys: 'staff' })).toBe(false);
    expect(apiKeyMayCall('staff', 'admin', 'GET', { apiKeys: 'staff' })).toBe(false);
  });
});
