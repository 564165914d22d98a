import { describe, expect, it } from '@jest/globals';
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
