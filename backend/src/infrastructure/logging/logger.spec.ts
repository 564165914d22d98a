import { describe, expect, it } from '@jest/globals';
import { dailyPseudonym } from '../crypto/daily-pseudonym.js';
import { createRootLogger, logRequest, requestSerializer } from './logger.js';

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

describe('the request serializer', () => {
  const SECRET = 'a-session-secret-for-the-test';
  const reader = (ip: string, extra: Record<string, string> = {}) => ({
    method: 'POST',
    url: '/api/analytics/article-views',
    remoteAddress: '10.0.0.7',
    remotePort: 51234,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
      'x-forwarded-for': `${ip}, 10.0.0.7`,
      forwarded: `for=${ip};proto=https`,
      'x-real-ip': ip,
      'cf-connecting-ip': ip,
      'true-client-ip': ip,
      'sec-ch-ua-platform': '"macOS"',
      ...extra,
    },
    raw: { ip },
  });

  it('stores no IP address, port or user agent of a reader, in any header', () => {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info({ req: reader('203.0.113.45') }, 'request completed');
    logger.info({ req: requestSerializer(SECRET)(reader('2001:db8:1:2:3:4:5:6')) }, 'request completed');
    for (const line of lines) {
      for (const leaked of ['203.0.113.45', '2001:db8', '10.0.0.7', '51234', 'Mozilla', 'Safari', 'macOS']) expect([leaked, line.includes(leaked)]).toEqual([leaked, false]);
      const { req } = JSON.parse(line);
      expect(req.headers).toEqual({ 'content-type': 'application/json' });
      expect(req).not.toHaveProperty('remoteAddress');
      expect(req).not.toHaveProperty('remotePort');
      expect(req.url).toBe('/api/analytics/article-views');
    }
  });

  it('names the client by a pseudonym that is the same all day and changes with the day and the key', () => {
    const serialize = requestSerializer(SECRET);
    const client = (ip: string) => (serialize(reader(ip)) as { client?: string }).client;
    const today = client('203.0.113.45');
    expect(today).toMatch(/^[0-9a-f]{16}$/);
    expect(client('203.0.113.45')).toBe(today);
    expect(client('203.0.113.46')).not.toBe(today);
    // One IPv6 client is its /64, as the rate limits count it.
    expect(client('2001:db8:1:2::9')).toBe(client('2001:db8:1:2:ffff::1'));
    expect(dailyPseudonym(SECRET, 'log-client-key', '203.0.113.45').slice(0, 16)).toBe(today);
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(dailyPseudonym(SECRET, 'log-client-key', '203.0.113.45', tomorrow).slice(0, 16)).not.toBe(today);
    expect((requestSerializer('another-secret')(reader('203.0.113.45')) as { client?: string }).client).not.toBe(today);
    // Without a key (the root logger), no pseudonym either.
    expect(logRequest(reader('203.0.113.45'))).not.toHaveProperty('client');
  });
});
