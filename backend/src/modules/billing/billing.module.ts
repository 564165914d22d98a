import { BillingPlansHandler } from './queries/billing-plans.query.js';
import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller.js';
import { BillingMails } from './billing-mails.js';
import { CustomerEmail } from './customer-email.js';
import { BillingPlans } from './billing-plans.js';
import { CloseBillingAccountHandler, OpenPortalHandler, StartCheckoutHandler } from './commands/billing.commands.js';
import { RefundQuoteHandler, RefundSubscriptionHandler } from './commands/refund.commands.js';
import { BillingCustomerOfMemberHandler, PremiumStartsOfMemberHandler, RefundsOfMemberHandler } from './queries/member-data.queries.js';
import { BillingMembersHandler, MemberSubscriptionHandler, PremiumUntilHandler, SubscriptionsOfMemberHandler } from './queries/billing.queries.js';
import { StripeGateway } from './stripe-gateway.js';
import { NewPremiumMembersHandler, PremiumStartsRecorder } from './premium-starts.js';
import { RefundSync } from './refund-sync.js';
import { SubscriptionSync } from './subscription-sync.js';

/**
 * Paid premium through Stripe (issue 22). Owns billing_customers, subscriptions, billing_refunds, premium_starts and stripe_events; turns
 * webhooks into SubscriptionStarted / Changed / Ended / Paid and PaymentRefunded (a refund made in Stripe), which the community module's entitlement consumer and the mails here follow.
 * Without the STRIPE_ settings the module answers 409 naming demo mode and the demo upgrade toggle is used instead.
 */
@Module({
  controllers: [BillingController],
  providers: [
    BillingCustomerOfMemberHandler,
    PremiumStartsOfMemberHandler,
    RefundsOfMemberHandler,
    BillingPlansHandler,
    StripeGateway,
    SubscriptionSync,
    RefundSync,
    BillingPlans,
    BillingMails,
    CustomerEmail,
    StartCheckoutHandler,
    OpenPortalHandler,
    CloseBillingAccountHandler,
    RefundQuoteHandler,
    RefundSubscriptionHandler,
    MemberSubscriptionHandler,
    PremiumUntilHandler,
    SubscriptionsOfMemberHandler,
    BillingMembersHandler,
    PremiumStartsRecorder,
    NewPremiumMembersHandler,
  ],
  exports: [StripeGateway],
})
export class BillingModule {}
