import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('gives working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.runWorkers).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.cookieSecure).toBe(false);
    expect(config.pexelsBaseUrl).toBe('https://api.pexels.com');
  });

  it('reads lists, booleans and numbers', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ,ed@example.com', RUN_WORKERS: 'false', PORT: '8080', PUBLIC_URL: 'https://flyingat50.com/' });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ed@example.com']);
    expect(config.runWorkers).toBe(false);
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://flyingat50.com');
    expect(config.cookieSecure).toBe(true);
  });

  it('names every bad setting', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', RUN_WORKERS: 'maybe', OPENAI_BASE_URL: 'not a url', ADMIN_EMAILS: 'nobody' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/RUN_WORKERS/);
    expect(message).toMatch(/OPENAI_BASE_URL/);
    expect(message).toMatch(/"nobody" is not an e-mail address/);
  });

  it('reads the budgets, with generous defaults, and refuses ones that cannot work', () => {
    expect(loadConfig({})).toMatchObject({ journalEntriesPerHour: 30, photosPerHour: 60, coachModelCallsPerDay: 100, coachModelCallsPerDayTotal: 5000, imageSearchesPerMinute: 30 });
    expect(loadConfig({ JOURNAL_ENTRIES_PER_HOUR: '5', COACH_MODEL_CALLS_PER_DAY: '0', COACH_MODEL_CALLS_PER_DAY_TOTAL: '2', IMAGE_SEARCHES_PER_MINUTE: '12' })).toMatchObject({
      journalEntriesPerHour: 5,
      coachModelCallsPerDay: 0,
      coachModelCallsPerDayTotal: 2,
      imageSearchesPerMinute: 12,
    });
    expect(() => loadConfig({ JOURNAL_ENTRIES_PER_HOUR: '0', COACH_MODEL_CALLS_PER_DAY: '-1', COACH_MODEL_CALLS_PER_DAY_TOTAL: 'many', IMAGE_SEARCHES_PER_MINUTE: 'lots' })).toThrow(
      /JOURNAL_ENTRIES_PER_HOUR[\s\S]*COACH_MODEL_CALLS_PER_DAY[\s\S]*COACH_MODEL_CALLS_PER_DAY_TOTAL[\s\S]*IMAGE_SEARCHES_PER_MINUTE/,
    );
    // The free members' share of the site's model calls: a percentage.
    expect(loadConfig({}).coachModelCallsFreePercent).toBe(80);
    expect(loadConfig({ COACH_MODEL_CALLS_FREE_PERCENT: '0' }).coachModelCallsFreePercent).toBe(0);
    for (const value of ['101', '-1', 'most']) expect(() => loadConfig({ COACH_MODEL_CALLS_FREE_PERCENT: value })).toThrow(/COACH_MODEL_CALLS_FREE_PERCENT/);
  });

  it('runs in demo mode without Stripe settings, and needs all four to take payments', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({}).billingGraceDays).toBe(7);
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_ANNUAL: 'price_a' };
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111', BILLING_GRACE_DAYS: '3' })).toMatchObject({
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', prices: { monthly: 'price_m', annual: 'price_a' }, apiUrl: 'http://127.0.0.1:12111' },
      billingGraceDays: 3,
    });
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_ANNUAL: '' })).toThrow(/missing: STRIPE_PRICE_ANNUAL/);
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).sessionSecret).toBe('x'.repeat(40));
  });
});
