import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { isKnownDevice, knownDeviceOwner, knownDeviceValue } from './known-device.js';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const legacy = (claim: string) => createHmac('sha256', SECRET).update(claim).digest('base64url');

describe('known-browser cookie', () => {
  it('keeps the forms of cookies made before the password and the generation took part', () => {
    const set = new Date('2026-11-20T10:00:00.123Z');
    expect(knownDeviceValue(SECRET, knownDeviceOwner({ id: 7 }))).toBe(`7.${legacy('known-device:7')}`);
    expect(knownDeviceValue(SECRET, knownDeviceOwner({ id: 7, password_changed_at: set, known_devices_generation: 0 }))).toBe(`7.${legacy(`known-device:7:${set.getTime()}`)}`);
    // A raw row's time as text (what the database driver may give) reads as the same instant.
    expect(knownDeviceOwner({ id: 7, password_changed_at: '2026-11-20 10:00:00.123+00', known_devices_generation: '2' })).toEqual({ id: 7, password_changed_at: set, known_devices_generation: 2 });
  });

  it("signing out other devices (a new generation) makes every earlier cookie stale, and the new one the account's", () => {
    const before = knownDeviceOwner({ id: 7, password_changed_at: null, known_devices_generation: 0 });
    const after = knownDeviceOwner({ id: 7, password_changed_at: null, known_devices_generation: 1 });
    const old = knownDeviceValue(SECRET, before);
    const fresh = knownDeviceValue(SECRET, after);
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/^7\.[A-Za-z0-9_-]{43}$/);
    expect(isKnownDevice([SECRET], old, after)).toBe(false);
    expect(isKnownDevice([SECRET], fresh, after)).toBe(true);
    expect(isKnownDevice([SECRET], fresh, { ...after, known_devices_generation: 2 })).toBe(false);
  });
});
