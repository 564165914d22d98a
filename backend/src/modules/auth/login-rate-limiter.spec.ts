import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { LoginRateLimiter, TOO_MANY_ATTEMPTS } from './login-rate-limiter.js';

describe('LoginRateLimiter', () => {
  it('blocks an address after the allowed failures, per client and e-mail, until reset', () => {
    const limiter = new LoginRateLimiter(loadConfig({ LOGIN_MAX_FAILURES: '2' }));
    limiter.recordFailure('1.1.1.1', 'Pat@example.com');
    limiter.assertAllowed('1.1.1.1', 'pat@example.com');
    limiter.recordFailure('1.1.1.1', 'pat@example.com');
    expect(() => limiter.assertAllowed('1.1.1.1', 'pat@example.com')).toThrow(TOO_MANY_ATTEMPTS);
    expect(() => limiter.assertAllowed('2.2.2.2', 'pat@example.com')).not.toThrow();
    expect(() => limiter.assertAllowed('1.1.1.1', 'sam@example.com')).not.toThrow();
    limiter.reset('1.1.1.1', 'pat@example.com');
    expect(() => limiter.assertAllowed('1.1.1.1', 'pat@example.com')).not.toThrow();
  });
});
