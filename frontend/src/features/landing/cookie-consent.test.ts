import { describe, expect, it } from '@jest/globals';
import { COOKIE_CONSENT_KEY, readCookieChoice, saveCookieChoice } from './cookie-consent';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('cookie consent', () => {
  it('is remembered under the product key', () => {
    const storage = memoryStorage();
    expect(readCookieChoice(storage)).toBeNull();
    saveCookieChoice(storage, 'declined');
    expect(storage.getItem(COOKIE_CONSENT_KEY)).toBe('declined');
    expect(readCookieChoice(storage)).toBe('declined');
    expect(COOKIE_CONSENT_KEY).toBe('flying50.cookie-consent');
  });

  it('ignores unknown values and storage that refuses', () => {
    expect(readCookieChoice({ getItem: () => 'maybe' })).toBeNull();
    expect(readCookieChoice({ getItem: () => { throw new Error('denied'); } })).toBeNull();
    expect(() => saveCookieChoice({ setItem: () => { throw new Error('denied'); } }, 'accepted')).not.toThrow();
    expect(readCookieChoice(undefined)).toBeNull();
  });
});
