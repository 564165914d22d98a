import { describe, expect, it } from '@jest/globals';
import { createRootLogger } from './logger.js';

describe('createRootLogger', () => {
  it('redacts session cookies and API keys from request logs', () => {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info({ req: { headers: { cookie: 'f50_session=secret', authorization: 'Bearer f50_staff_secret', accept: 'application/json' } } }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('secret');
    expect(JSON.parse(lines[0]).req.headers).toEqual({ cookie: '[Redacted]', authorization: '[Redacted]', accept: 'application/json' });
  });
});
