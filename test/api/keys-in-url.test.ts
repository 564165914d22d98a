import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createRootLogger } from '../../backend/src/infrastructure/logging/logger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 18: keys never travel in addresses (any path, any letter case), and the log never holds a key or token. */
describe('keys-in-url', () => {
  let t: TestApp;
  const lines: string[] = [];
  const KEY_BODY = 'Zq9xLw3RtY7uP2mN5bV8cX1aS4dF6gH0jK3lQ7wE9rT';
  const KEY = `f50_content_${KEY_BODY}`;
  const REFUSED = 'API keys are accepted only in the Authorization header ("Authorization: Bearer <key>"), never in the address.';

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process', logger: createRootLogger('info', { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('keys in addresses', () => {
    it('are refused on every path, whatever the letter case of the path or the parameter', async () => {
      const paths = ['/api/publisher/articles', '/API/publisher/articles', '/Api/ads', '/api/WEBSITE-CONTENT/latest', '/article/x', '/', '/rss.xml', '/publisher/training'];
      const queries = [`api_key=${KEY}`, `access_token=${KEY}`, 'API_KEY=anything', 'Access_Token=anything', 'apiKey=anything', 'x-api-key=anything', 'key=anything', `q=${KEY}`];
      for (const path of paths) {
        for (const query of queries) {
          const res = await request(t.server).get(`${path}?${query}`);
          expect([path, query, res.status, res.body.error]).toEqual([path, query, 400, REFUSED]);
        }
      }
      // Without a key the same addresses answer as usual.
      expect((await request(t.server).get('/API/publisher/articles')).status).toBe(200);
      expect((await request(t.server).get('/api/publisher/articles?limit=3')).status).not.toBe(400);
    });
  });

  describe('the request log', () => {
    it('holds no key, token or credential, only the redaction mark', async () => {
      lines.length = 0;
      await request(t.server).get('/api/publisher/articles').set('Authorization', `Bearer ${KEY}`); // 401, logged
      await request(t.server).get('/newsletter/confirm?token=MAILEDTOKEN123').set('Referer', `https://partner.example/page?api_key=REFERERSECRET&x=1`);
      await request(t.server).get('/api/ads?password=PASSWORDSECRET&session=SESSIONSECRET');
      await request(t.server).get('/api/health?x=1').set('X-Api-Key', 'HEADERSECRET').set('Proxy-Authorization', 'Basic UFJPWFlTRUNSRVQ=');
      await request(t.server).get(`/API/publisher/articles?api_key=${KEY}`); // refused before the log
      await new Promise((r) => setTimeout(r, 200));
      const log = lines.join('\n');
      expect(log).toContain('/api/publisher/articles');
      expect(log).toContain('/newsletter/confirm?token=[redacted]');
      for (const secret of [KEY_BODY, 'MAILEDTOKEN123', 'REFERERSECRET', 'PASSWORDSECRET', 'SESSIONSECRET', 'HEADERSECRET', 'UFJPWFlTRUNSRVQ']) expect([secret, log.includes(secret)]).toEqual([secret, false]);
      expect(log).toContain('[redacted]');
      const entries = lines.map((line) => JSON.parse(line) as { req?: { url: string; query?: unknown; headers: Record<string, unknown> } });
      const ads = entries.find((e) => e.req?.url?.startsWith('/api/ads'));
      expect(ads?.req?.url).toBe('/api/ads?password=[redacted]&session=[redacted]');
      expect(ads?.req?.query).toEqual({ password: '[redacted]', session: '[redacted]' });
      const confirm = entries.find((e) => e.req?.url?.startsWith('/newsletter/confirm'));
      expect(confirm?.req?.headers.referer).toBe('https://partner.example/page?api_key=[redacted]&x=1');
    });

    it('holds no search words: q is written [redacted] in the address, the parsed query and the Referer', async () => {
      lines.length = 0;
      for (const path of ['/publisher/search', '/search', '/api/publisher/search']) {
        await request(t.server).get(`${path}?q=alice.zed%40example.com`).set('Referer', 'https://flying50.example/search?q=Alice+Zed');
      }
      await new Promise((r) => setTimeout(r, 200));
      // The words in any form they could be written; not a bare "zed", which random ids and hashes in the log may hold.
      expect(lines.join('\n').match(/.{0,80}(alice[.+ ]|alice%2e|alice%20|zed(@|%40|\+|%20))/i)?.[0]).toBeUndefined();
      const entries = lines.map((line) => JSON.parse(line) as { req?: { url: string; query?: unknown; headers: Record<string, unknown> } });
      for (const path of ['/publisher/search', '/search', '/api/publisher/search']) {
        const entry = entries.find((e) => e.req?.url?.startsWith(`${path}?`));
        expect(entry?.req?.url).toBe(`${path}?q=[redacted]`);
        expect(entry?.req?.query).toEqual({ q: '[redacted]' });
        expect(entry?.req?.headers.referer).toBe('https://flying50.example/search?q=[redacted]');
      }
    });

    it("holds no reader's IP address or user agent, the view beacon's included: a daily pseudonym of the address instead", async () => {
      lines.length = 0;
      const beacon = (ip: string) =>
        request(t.server)
          .post('/api/analytics/article-views')
          .set('X-Forwarded-For', ip)
          .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')
          .send({ article_id: 1 });
      await beacon('198.51.100.23');
      await beacon('198.51.100.23');
      await beacon('198.51.100.99');
      await request(t.server).get('/publisher/training').set('X-Forwarded-For', '198.51.100.23').set('User-Agent', 'Mozilla/5.0 Firefox/140.0');
      await new Promise((r) => setTimeout(r, 200));
      const log = lines.join('\n');
      // (The Host header names the server, not the reader: it stays.)
      for (const leaked of ['198.51.100', '::1', 'Mozilla', 'Firefox', 'remoteAddress', 'remotePort', 'x-forwarded-for', 'user-agent']) {
        expect([leaked, log.includes(leaked)]).toEqual([leaked, false]);
      }
      const clients = lines
        .map((line) => JSON.parse(line) as { req?: { url: string; client?: string } })
        .filter((e) => e.req?.url === '/api/analytics/article-views')
        .map((e) => e.req?.client);
      expect(clients).toHaveLength(3);
      expect(clients[0]).toMatch(/^[0-9a-f]{16}$/);
      expect(clients[1]).toBe(clients[0]);
      expect(clients[2]).not.toBe(clients[0]);
    });
  });
});
