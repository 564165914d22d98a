import { describe, expect, it } from '@jest/globals';
import { carriesKey } from './keys-in-url.js';

const KEY = 'f50_content_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

describe('carriesKey', () => {
  it('finds key parameters on every path, whatever the letter case of the path or the name', () => {
    for (const path of ['/api/publisher/articles', '/API/publisher/articles', '/Api/ads', '/article/x', '/', '/assets/app.js', '/rss.xml']) {
      for (const name of ['api_key', 'API_KEY', 'Api_Key', 'apiKey', 'api-key', 'x-api-key', 'key', 'KEY', 'access_token', 'Access_Token', 'accessToken', 'auth_token', 'api%5Fkey', 'bearer']) {
        expect([path, name, carriesKey(`${path}?a=1&${name}=anything`)]).toEqual([path, name, true]);
      }
    }
  });

  it('finds our keys under any name and in the path', () => {
    expect(carriesKey(`/article/x?q=${KEY}`)).toBe(true);
    expect(carriesKey(`/api/x?${KEY}=1`)).toBe(true);
    expect(carriesKey(`/api/website-content/${KEY}`)).toBe(true);
    expect(carriesKey(`/api/website-content/${KEY.toUpperCase()}`)).toBe(true);
  });

  it('lets ordinary addresses through (the newsletter link keeps its token)', () => {
    for (const url of ['/api/publisher/articles', '/search?q=hill+repeats', '/newsletter/confirm?token=abc', '/api/publisher/most-read?limit=3', '/publisher/training?monkey=1']) {
      expect([url, carriesKey(url)]).toEqual([url, false]);
    }
  });
});
