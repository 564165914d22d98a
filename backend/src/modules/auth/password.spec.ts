import { describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import { MAX_WAITING, TOO_BUSY, verifyPassword } from './password.js';

describe('password checks', () => {
  it('wait their turn, two at a time; past MAX_WAITING waiting a check is refused at once (503) rather than queued', async () => {
    const hash = await argon2.hash('right-password', { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const burst = MAX_WAITING + 6;
    const outcomes = await Promise.allSettled(Array.from({ length: burst }, (_, i) => verifyPassword(hash, i === 0 ? 'right-password' : 'wrong')));
    const refused = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(refused.every((o) => (o.reason as { status?: number; message?: string }).status === 503 && (o.reason as Error).message === TOO_BUSY)).toBe(true);
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: true });
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === false)).toHaveLength(burst - 1 - refused.length);
    // Once the burst is over, checks are taken again.
    expect(await verifyPassword(hash, 'right-password')).toBe(true);
  }, 30_000);
});
