/** The billing module's public surface: other modules import from here only (npm run lint checks it). */
export { SubscriptionChanged, SubscriptionEnded, SubscriptionPaid, SubscriptionStarted } from './events/subscription.events.js';
export { PremiumUntilQuery, SubscriptionRecord, SubscriptionsOfMemberQuery } from './queries/billing.queries.js';
export { CloseBillingAccountCommand } from './commands/billing.commands.js';
export { BILLING_MESSAGES } from './stripe-gateway.js';
export { billingPlansRead } from './queries/billing-plans.query.js';
export {
  BillingCustomerOfMemberQuery,
  BillingCustomerRecord,
  FIRST_REFUND,
  PremiumStartRecord,
  PremiumStartsOfMemberQuery,
  RefundRecord,
  RefundsOfMemberQuery,
  type RefundsCursor,
  type RefundsPage,
} from './queries/member-data.queries.js';
