import { describe, expect, it } from '@jest/globals';
import { BusyException } from '../http/too-many-requests.js';
import { DECODES_BUSY, DecodeLine } from './decode-line.js';

/** A decode that ends when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, work: () => done };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeLine', () => {
  it('runs at most `atOnce` decodes together, the rest in the order they came, and answers 503 at once beyond `waiting`', async () => {
    const line = new DecodeLine(1, 2);
    const order: number[] = [];
    const decodes = [held(), held(), held()];
    const runs = decodes.map((decode, i) => line.run(async () => (order.push(i), decode.work())));
    await settle();
    expect(order).toEqual([0]);

    const refused = await line.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyException);
    expect((refused as BusyException).getStatus()).toBe(503);
    expect((refused as BusyException).message).toBe(DECODES_BUSY);
    expect((refused as BusyException).retryAfterSeconds).toBeGreaterThan(0);

    decodes[0].finish();
    await settle();
    expect(order).toEqual([0, 1]);
    decodes[1].finish();
    decodes[2].finish();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2]);
    expect(line.peak).toBe(1);
    expect(line.started).toBe(3);
  });

  it('frees its place when a decode fails', async () => {
    const line = new DecodeLine(1, 0);
    await expect(line.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await expect(line.run(async () => 'next')).resolves.toBe('next');
  });
});
