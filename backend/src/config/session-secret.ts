import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const kept = readKept(file);
  if (kept) return kept;
  mkdirSync(config.dataDir, { recursive: true });
  // Written whole under another name, then linked into place only if there is none yet: a process starting at the
  // same moment reads either no file (and links its own, or finds the first one's) or a complete one, never an empty one.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EXDEV') createIfAbsent(draft, file); // no hard links here
    else if (code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readKept(file);
  if (!secret) throw new Error(`${file} is empty: delete it (a new secret is made at the next start) or set SESSION_SECRET.`);
  return secret;
}

/** The secret kept in the file, or undefined when there is no file (a folder the process may only read is fine). */
function readKept(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Where hard links are not possible: a plain exclusive create (the window of an empty file is back, but small). */
function createIfAbsent(draft: string, file: string): void {
  try {
    writeFileSync(file, readFileSync(draft), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
