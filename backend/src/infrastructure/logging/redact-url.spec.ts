import { describe, expect, it } from '@jest/globals';
import { redactHeaders, redactQuery, redactText, redactUrl } from './redact-url.js';

const KEY = 'f50_staff_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

describe('redactUrl', () => {
  it('hides the token of an e-mailed link and keeps the rest of the address', () => {
    expect(redactUrl('/newsletter/confirm?token=abcDEF_123-x')).toBe('/newsletter/confirm?token=[redacted]');
    expect(redactUrl('/x?a=1&TOKEN=secret&b=2')).toBe('/x?a=1&TOKEN=[redacted]&b=2');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl(undefined)).toBeUndefined();
  });

  it('hides key-like values of any spelling and case, and our keys under any name or in the path', () => {
    for (const name of ['api_key', 'API_KEY', 'apiKey', 'api-key', 'x-api-key', 'key', 'Key', 'access_token', 'accessToken', 'refresh_token', 'id_token', 'auth', 'password', 'client_secret', 'sig', 'signature', 'api%5Fkey']) {
      expect(redactUrl(`/Api/publisher/articles?limit=3&${name}=s3cr3t-value#top`)).toBe(`/Api/publisher/articles?limit=3&${name}=[redacted]#top`);
    }
    expect(redactUrl(`/article/x?ref=${KEY}&page=2`)).toBe('/article/x?ref=f50_staff_[redacted]&page=2');
    expect(redactUrl(`/api/website-content/${KEY}`)).toBe('/api/website-content/f50_staff_[redacted]');
    expect(redactUrl('/search?limit=20&theme=training')).toBe('/search?limit=20&theme=training');
  });

  it('hides what was typed into a search (q), whatever the page, and keeps the rest of the address', () => {
    expect(redactUrl('/publisher/search?q=alice.zed%40example.com')).toBe('/publisher/search?q=[redacted]');
    expect(redactUrl('/search?q=hill+repeats&limit=20')).toBe('/search?q=[redacted]&limit=20');
    expect(redactUrl('/api/publisher/search?limit=5&Q=Alice%20Zed#results')).toBe('/api/publisher/search?limit=5&Q=[redacted]#results');
    expect(redactUrl('/api/community/journal?privacy=private&q=my+wife+jane')).toBe('/api/community/journal?privacy=private&q=[redacted]');
    expect(redactUrl('/api/admin/users?q=')).toBe('/api/admin/users?q=[redacted]');
    // Only the search itself: other names that merely contain a q stay.
    expect(redactUrl('/x?qa=1&faq=2&sq=3')).toBe('/x?qa=1&faq=2&sq=3');
  });
});

describe('redactText, redactQuery and redactHeaders', () => {
  it('hides Bearer and other scheme credentials in any text', () => {
    expect(redactText(`Bearer ${KEY}`)).toBe('Bearer [redacted]');
    expect(redactText('basic dXNlcjpwYXNz, other')).toBe('basic [redacted], other');
  });

  it('hides the values of key-like names and of the search in a parsed query, at any depth', () => {
    expect(redactQuery({ q: 'alice.zed@example.com', theme: 'hills', API_KEY: 'x', nested: { token: ['a', 'b'] }, other: KEY })).toEqual({
      q: '[redacted]',
      theme: 'hills',
      API_KEY: '[redacted]',
      nested: { token: '[redacted]' },
      other: 'f50_staff_[redacted]',
    });
  });

  it('replaces credential headers whole (keeping the scheme) and cleans addresses in the others', () => {
    expect(
      redactHeaders({
        authorization: `Bearer ${KEY}`,
        'proxy-authorization': 'Basic dXNlcjpwYXNz',
        'x-api-key': KEY,
        cookie: 'f50_session=abc',
        referer: `https://flying50.example/search?q=alice.zed%40example.com&access_token=${KEY}&x=1`,
        location: '/newsletter/confirm?token=abc',
        'user-agent': 'curl/8',
        'x-forwarded-for': ['1.2.3.4'],
      }),
    ).toEqual({
      authorization: 'Bearer [redacted]',
      'proxy-authorization': 'Basic [redacted]',
      'x-api-key': '[redacted]',
      cookie: '[redacted]',
      referer: 'https://flying50.example/search?q=[redacted]&access_token=[redacted]&x=1',
      location: '/newsletter/confirm?token=[redacted]',
      'user-agent': 'curl/8',
      'x-forwarded-for': ['1.2.3.4'],
    });
  });
});
