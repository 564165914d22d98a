import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { MemberChannel, type MemberMessage } from './member-channel.js';

/** Without REDIS_URL (npm start on the embedded database): messages reach the streams of this process. */
describe('MemberChannel in one process', () => {
  const channel = () => new MemberChannel({ queuePrefix: 'f50test', redisUrl: undefined } as unknown as AppConfig);

  it("sends a member's messages to each of their listeners, and to nobody else", async () => {
    const members = channel();
    const got: Array<[string, MemberMessage]> = [];
    const stopA = await members.listen(1, (m) => got.push(['a', m]));
    const stopB = await members.listen(1, (m) => got.push(['b', m]));
    await members.listen(2, (m) => got.push(['other', m]));
    await members.send(1, { event: 'reply', data: { entry_id: 7 } });
    expect(got).toEqual([
      ['a', { event: 'reply', data: { entry_id: 7 } }],
      ['b', { event: 'reply', data: { entry_id: 7 } }],
    ]);
    expect(members.members).toBe(2);
    stopA();
    stopB();
    expect(members.members).toBe(1);
    await members.send(1, { event: 'reply', data: { entry_id: 8 } });
    expect(got).toHaveLength(2);
  });
});

/** With REDIS_URL: each connection opens on its own first use, so a process that only sends opens no subscriber. */
describe('MemberChannel through Redis', () => {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `f50test:${randomBytes(4).toString('hex')}`;
  const admin = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  /** The suffixes of this prefix's named connections (CLIENT LIST), sorted. */
  const connections = async () =>
    ((await admin.client('LIST')) as string)
      .split('\n')
      .map((line) => /(?:^| )name=(\S*)/.exec(line)?.[1] ?? '')
      .filter((name) => name.startsWith(`${prefix}:`))
      .map((name) => name.slice(prefix.length + 1))
      .sort();
  afterAll(() => admin.quit());

  it('opens the publisher to send (a worker writing coach replies) and the subscriber only for a stream', async () => {
    const members = new MemberChannel({ queuePrefix: prefix, redisUrl } as unknown as AppConfig);
    try {
      expect(await connections()).toEqual([]);
      await members.send(1, { event: 'reply', data: { entry_id: 7 } });
      expect(await connections()).toEqual(['member-publish']);
      const got: MemberMessage[] = [];
      const stop = await members.listen(1, (m) => got.push(m));
      expect(await connections()).toEqual(['member-publish', 'member-subscribe']);
      await members.send(1, { event: 'reply', data: { entry_id: 8 } });
      for (let i = 0; i < 100 && !got.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(got).toEqual([{ event: 'reply', data: { entry_id: 8 } }]);
      stop();
    } finally {
      await members.onApplicationShutdown();
    }
  });
});
