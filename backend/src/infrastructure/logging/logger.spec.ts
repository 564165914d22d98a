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

  it('redacts key-like values from the address, the query and every header of a logged request or response', () => {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info(
      {
        req: {
          url: '/Api/ads?access_token=hunter2&limit=3',
          query: { access_token: 'hunter2', limit: '3' },
          headers: { referer: 'https://x.example/?api_key=hunter2', 'x-api-key': 'hunter2', 'x-other': 'Bearer hunter2' },
        },
        res: { statusCode: 302, headers: { location: '/next?token=hunter2' } },
      },
      'request completed',
    );
    expect(lines[0]).not.toContain('hunter2');
    const line = JSON.parse(lines[0]);
    expect(line.req.url).toBe('/Api/ads?access_token=[redacted]&limit=3');
    expect(line.req.query).toEqual({ access_token: '[redacted]', limit: '3' });
    expect(line.req.headers).toEqual({ referer: 'https://x.example/?api_key=[redacted]', 'x-api-key': '[Redacted]', 'x-other': 'Bearer [redacted]' });
    expect(line.res.headers.location).toBe('/next?token=[redacted]');
  });
});
