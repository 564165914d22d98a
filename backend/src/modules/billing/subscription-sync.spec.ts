import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { subscriptionIdOf } from './subscription-sync.js';

const event = (type: string, object: object) => ({ id: 'evt_1', type, data: { object } }) as unknown as Stripe.Event;

describe('subscriptionIdOf', () => {
  it('finds the subscription of subscription, checkout and invoice events (old and new invoice shapes)', () => {
    expect(subscriptionIdOf(event('customer.subscription.updated', { id: 'sub_1' }))).toBe('sub_1');
    expect(subscriptionIdOf(event('checkout.session.completed', { id: 'cs_1', subscription: 'sub_2' }))).toBe('sub_2');
    expect(subscriptionIdOf(event('checkout.session.completed', { id: 'cs_1', subscription: { id: 'sub_3' } }))).toBe('sub_3');
    expect(subscriptionIdOf(event('invoice.payment_failed', { id: 'in_1', subscription: 'sub_4' }))).toBe('sub_4');
    expect(subscriptionIdOf(event('invoice.paid', { id: 'in_1', parent: { subscription_details: { subscription: 'sub_5' } } }))).toBe('sub_5');
  });

  it('answers null for events about no subscription', () => {
    expect(subscriptionIdOf(event('customer.created', { id: 'cus_1' }))).toBeNull();
    expect(subscriptionIdOf(event('checkout.session.completed', { id: 'cs_1', subscription: null }))).toBeNull();
    expect(subscriptionIdOf(event('invoice.paid', { id: 'in_1', parent: null }))).toBeNull();
  });
});
