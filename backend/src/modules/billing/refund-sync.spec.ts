import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { refundedChargeOf } from './refund-sync.js';

const event = (type: string, object: object) => ({ id: 'evt_1', type, data: { object } }) as unknown as Stripe.Event;

describe('refundedChargeOf', () => {
  it('finds the charge of charge.refunded (the charge) and charge.refund.updated (a refund of it)', () => {
    expect(refundedChargeOf(event('charge.refunded', { id: 'ch_1', object: 'charge' }))).toBe('ch_1');
    expect(refundedChargeOf(event('charge.refund.updated', { id: 're_1', object: 'refund', charge: 'ch_2' }))).toBe('ch_2');
    expect(refundedChargeOf(event('charge.refund.updated', { id: 're_1', object: 'refund', charge: { id: 'ch_3' } }))).toBe('ch_3');
  });

  it('answers null for other events, so they go the subscription way', () => {
    expect(refundedChargeOf(event('charge.succeeded', { id: 'ch_1' }))).toBeNull();
    expect(refundedChargeOf(event('invoice.paid', { id: 'in_1' }))).toBeNull();
    expect(refundedChargeOf(event('charge.refund.updated', { id: 're_1', charge: null }))).toBeNull();
  });
});
