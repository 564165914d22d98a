import { describe, expect, it } from '@jest/globals';
import { premiumUntil } from './premium-until.js';

const end = new Date('2026-12-31T00:00:00Z');
const at = (status: string, extra: Partial<Parameters<typeof premiumUntil>[0]> = {}) =>
  premiumUntil({ status, currentPeriodEnd: end, cancelAtPeriodEnd: false, pastDueSince: null, endedAt: null, ...extra }, 7);

describe('premiumUntil', () => {
  it('active and trialing: the period end plus the grace days, exactly the period end when cancelling', () => {
    expect(at('active')).toEqual(new Date('2027-01-07T00:00:00Z'));
    expect(at('trialing')).toEqual(new Date('2027-01-07T00:00:00Z'));
    expect(at('active', { cancelAtPeriodEnd: true })).toEqual(end);
  });

  it('past_due: the grace days from the first failed payment', () => {
    expect(at('past_due', { pastDueSince: new Date('2026-12-01T00:00:00Z') })).toEqual(new Date('2026-12-08T00:00:00Z'));
  });

  it('canceled: until the paid period ends or the subscription did, whichever is sooner; incomplete, unpaid and paused: nothing', () => {
    expect(at('canceled')).toEqual(end);
    expect(at('canceled', { endedAt: end })).toEqual(end);
    expect(at('canceled', { endedAt: new Date('2027-01-02T00:00:00Z') })).toEqual(end);
    // Ended before the period did (Stripe gave up on a failed payment; cancelled at once): premium ends with it.
    expect(at('canceled', { endedAt: new Date('2026-12-10T00:00:00Z') })).toEqual(new Date('2026-12-10T00:00:00Z'));
    expect(at('canceled', { currentPeriodEnd: null, endedAt: new Date('2026-12-10T00:00:00Z') })).toEqual(new Date('2026-12-10T00:00:00Z'));
    for (const status of ['incomplete', 'incomplete_expired', 'unpaid', 'paused']) expect(at(status)).toBeNull();
    expect(at('active', { currentPeriodEnd: null })).toBeNull();
  });

  it('refunded (the 30-day guarantee): nothing once it has ended; while the refund is under way it still gives premium', () => {
    expect(at('canceled', { endedAt: new Date('2026-12-10T00:00:00Z'), refunded: true })).toBeNull();
    expect(at('canceled', { refunded: true })).toBeNull();
    expect(at('active', { refunded: true })).toEqual(new Date('2027-01-07T00:00:00Z'));
  });
});
