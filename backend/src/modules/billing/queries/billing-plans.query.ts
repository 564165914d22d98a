import { Logger } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PublicRead } from '../../../infrastructure/cache/public-cache.js';
import { BillingPlans } from '../billing-plans.js';
import type { BillingPlansView } from '../billing-views.js';

/** The billing mode and the plans with their prices (GET /api/billing/plans), for the /premium page rendered on the server. */
export class BillingPlansQuery {}

@QueryHandler(BillingPlansQuery)
export class BillingPlansHandler implements IQueryHandler<BillingPlansQuery, BillingPlansView> {
  private readonly logger = new Logger('BillingPlans');
  constructor(private readonly plans: BillingPlans) {}

  /** While Stripe cannot be asked, the page shows no plan to choose (and is rendered again within a minute). */
  async execute(): Promise<BillingPlansView> {
    return this.plans.view().catch((error: unknown) => {
      this.logger.warn(`The plans' prices could not be read from Stripe: ${String(error)}`);
      return { mode: 'stripe', plans: [] };
    });
  }
}

/** The plans as the /premium page shows them: kept a minute (prices change without an event). */
export const billingPlansRead: PublicRead = { key: 'billing:plans', query: () => new BillingPlansQuery(), tags: [], ttlMs: 60_000 };
