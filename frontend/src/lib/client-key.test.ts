import { describe, expect, it } from '@jest/globals';
import { clientKeyFor, newUuid, sendConfirmed } from './client-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('client keys', () => {
  it('keeps the key of a send for its retries, gives a new message a new key, and a new key once the server had it', () => {
    const first = clientKeyFor('chat', 'Tempo run');
    expect(first).toMatch(UUID);
    expect(clientKeyFor('chat', 'Tempo run')).toBe(first);
    expect(clientKeyFor('chat', 'Tempo run, windy')).not.toBe(first);
    expect(clientKeyFor('journal-old-entry', 'Tempo run')).not.toBe(first);
    sendConfirmed('chat', 'Tempo run');
    expect(clientKeyFor('chat', 'Tempo run')).not.toBe(first);
  });

  it('makes version 4 UUIDs', () => {
    expect(new Set(Array.from({ length: 50 }, () => newUuid())).size).toBe(50);
    expect(newUuid()).toMatch(UUID);
  });
});
