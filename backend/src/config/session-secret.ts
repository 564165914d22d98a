import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './app-config.js';

/**
 * The secret sessions, link tokens and limit keys are signed with. Without SESSION_SECRET (allowed outside production)
 * a random one is kept in DATA_DIR, so sessions survive restarts and an API process and a worker sharing DATA_DIR sign
 * alike (never the development default written in the source, which anyone could read).
 */
export function persistedSessionSecret(config: AppConfig): string {
  if (process.env.SESSION_SECRET) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' }); // only if there is none yet
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
