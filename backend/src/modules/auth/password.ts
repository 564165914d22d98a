import { ServiceUnavailableException } from '@nestjs/common';
import argon2 from 'argon2';
import pLimit from 'p-limit';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing runs on libuv's thread pool (4 threads), which also reads files, compresses and resizes photos. At
 * most two hashes run at once (19 MB and tens of milliseconds each), so a burst of sign-ins leaves the other threads
 * free; past MAX_WAITING waiting ones the answer is 503 at once instead of a queue nobody is served from.
 */
const hashing = pLimit(2);
export const MAX_WAITING = 64;
export const TOO_BUSY = 'Too many sign-ins at this moment. Please try again in a few seconds.';

function limited<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= MAX_WAITING) return Promise.reject(new ServiceUnavailableException(TOO_BUSY));
  return hashing(work);
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the same time, so timing reveals no accounts. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash('not-a-real-password', OPTIONS);
    await limited(async () => argon2.verify(await dummyHash!, password).catch(() => false));
    return false;
  }
  return limited(() => argon2.verify(hash, password).catch(() => false));
}
