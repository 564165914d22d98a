import { describe, expect, it } from '@jest/globals';
import { attemptsOf } from '../queue/domain-event.js';
import { BACKOFF_MS } from '../queue/job-queue.js';
import { MailRequested } from './mail-requested.event.js';

describe('MailRequested retries', () => {
  it('are spread over hours, so an SMTP outage of an afternoon delays mail instead of losing it', () => {
    expect(new MailRequested({ sealed: 'x' }).type).toBe('MailRequested');
    const attempts = attemptsOf('MailRequested')!;
    // The waits between tries: 1 s, 2 s, 4 s ... (the queues' exponential backoff).
    const span = Array.from({ length: attempts - 1 }, (_, i) => BACKOFF_MS * 2 ** i).reduce((a, b) => a + b, 0);
    expect(span / 3_600_000).toBeGreaterThan(8);
    expect(span / 3_600_000).toBeLessThan(10);
  });
});
