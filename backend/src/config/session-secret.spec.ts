import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config.js';
import { persistedSessionSecret } from './session-secret.js';

describe('the session secret without SESSION_SECRET', () => {
  it('is made once in DATA_DIR and shared by every process using it, never the default in the source', () => {
    const saved = process.env.SESSION_SECRET;
    delete process.env.SESSION_SECRET;
    try {
      const config = loadConfig({ DATA_DIR: join(mkdtempSync(join(tmpdir(), 'f50-secret-')), 'data') });
      const first = persistedSessionSecret(config);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(first).not.toBe(config.sessionSecret);
      expect(persistedSessionSecret(config)).toBe(first);
    } finally {
      if (saved !== undefined) process.env.SESSION_SECRET = saved;
    }
  });
});
