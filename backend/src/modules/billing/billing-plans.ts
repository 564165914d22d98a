import { Injectable } from '@nestjs/common';
import type { BillingPlansView, PlanView } from './billing-views.js';
import { PLANS } from './premium-until.js';
import { StripeGateway } from './stripe-gateway.js';

const FRESH_MS = 10 * 60 * 1000;

/** The plans sold on /premium, with their prices as Stripe has them (read at most every 10 minutes per process). */
@Injectable()
export class BillingPlans {
  private cached?: { at: number; plans: PlanView[] };

  constructor(private readonly gateway: StripeGateway) {}

  async view(): Promise<BillingPlansView> {
    if (!this.gateway.configured) return { mode: 'demo', plans: [{ plan: 'monthly', amount_pence: 999, currency: 'gbp', interval: 'month' }] };
    if (!this.cached || Date.now() - this.cached.at > FRESH_MS) {
      const plans = await Promise.all(
        PLANS.map(async (plan) => {
          const price = await (await this.gateway.stripe()).prices.retrieve(this.gateway.settings.prices[plan]);
          return { plan, amount_pence: price.unit_amount ?? 0, currency: price.currency, interval: price.recurring?.interval === 'year' ? ('year' as const) : ('month' as const) };
        }),
      );
      this.cached = { at: Date.now(), plans };
    }
    return { mode: 'stripe', plans: this.cached.plans };
  }
}
