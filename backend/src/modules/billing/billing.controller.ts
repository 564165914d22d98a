import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { ApiListPage, PAGING_TEXT, pageRequest, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { BillingPlans } from './billing-plans.js';
import {
  BillingMembersDto,
  BillingMembersView,
  BillingPlansView,
  BAD_DAYS,
  BillingStatusView,
  CheckoutDto,
  NewPremiumMemberView,
  NewPremiumMembersDto,
  RedirectView,
  RefundQuoteView,
  RefundView,
  WebhookAnswer,
  type SubscriptionView,
} from './billing-views.js';
import { OpenPortalCommand, StartCheckoutCommand } from './commands/billing.commands.js';
import { RefundQuoteQuery, RefundSubscriptionCommand } from './commands/refund.commands.js';
import { REFUND_MESSAGES } from './refund-guarantee.js';
import { BillingMembersQuery, MemberSubscriptionQuery } from './queries/billing.queries.js';
import { NewPremiumMembersQuery } from './premium-starts.js';
import { BILLING_MESSAGES, isStripeError, StripeGateway } from './stripe-gateway.js';
import { SubscriptionSync } from './subscription-sync.js';

/** Paid premium through Stripe (issue 22): plans, checkout, the member's subscription, the portal, the webhook, staff figures and new members. */
@ApiTags('billing')
@Controller('api/billing')
export class BillingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly plans: BillingPlans,
    private readonly gateway: StripeGateway,
    private readonly sync: SubscriptionSync,
  ) {}

  @Get('plans')
  @Access('public')
  @ApiOperation({ summary: 'The billing mode (stripe or demo) and the plans with their prices' })
  @ApiOkResponse({ type: BillingPlansView })
  plansView(): Promise<BillingPlansView> {
    return this.plans.view();
  }

  @Get('subscription')
  @Access('signed-in')
  @ApiOperation({ summary: "The member's premium now and newest subscription (the page after checkout polls this until it is confirmed)" })
  @ApiOkResponse({ type: BillingStatusView })
  async status(@CurrentUser() user: AuthUser): Promise<BillingStatusView> {
    const subscription = await this.queries.execute<MemberSubscriptionQuery, SubscriptionView | null>(new MemberSubscriptionQuery(user.id));
    if (subscription && !this.gateway.configured) subscription.guarantee_until = null; // no refunds without Stripe
    return { mode: this.gateway.configured ? 'stripe' : 'demo', is_premium: user.is_premium, subscription };
  }

  @Post('checkout')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({ summary: 'Start Stripe Checkout for a plan; answers the address to send the member to' })
  @ApiErrorAnswer(
    409,
    `Demo mode (no Stripe settings), or the member already has a subscription Stripe bills: '${BILLING_MESSAGES.alreadyPremium}', or when its last payment failed (past due, whatever the grace days) '${BILLING_MESSAGES.paymentFailed}'`,
    BILLING_MESSAGES.paymentFailed,
  )
  @ApiOkResponse({ type: RedirectView })
  checkout(@Body() dto: CheckoutDto, @CurrentUser() user: AuthUser): Promise<RedirectView> {
    return this.commands.execute(new StartCheckoutCommand(user, dto.plan, dto.next));
  }

  @Post('portal')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({ summary: 'Open the Stripe Customer Portal (change card, switch plan, cancel); answers its address' })
  @ApiErrorAnswer(404, 'The member has never subscribed (no billing account)', BILLING_MESSAGES.noCustomer)
  @ApiErrorAnswer(409, 'Demo mode (no Stripe settings)', BILLING_MESSAGES.demoMode)
  @ApiOkResponse({ type: RedirectView })
  portal(@CurrentUser() user: AuthUser): Promise<RedirectView> {
    return this.commands.execute(new OpenPortalCommand(user));
  }

  @Get('refund')
  @Access('signed-in')
  @ApiOperation({ summary: "What the 30-day satisfaction guarantee would refund now (the member's first subscription's paid invoices, read from Stripe)" })
  @ApiErrorAnswer(409, `Demo mode (no Stripe settings), or the guarantee does not apply (the same reasons as POST /api/billing/refund)`, REFUND_MESSAGES.notFirst)
  @ApiOkResponse({ type: RefundQuoteView })
  refundQuote(@CurrentUser() user: AuthUser): Promise<RefundQuoteView> {
    return this.queries.execute(new RefundQuoteQuery(user));
  }

  @Post('refund')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({
    summary: "The 30-day satisfaction guarantee: refunds the member's first subscription in full and ends it (and Premium) at once",
    description:
      "Checked on the server: the account's first and only subscription, started less than 30 days ago, not refunded before. " +
      'Every paid invoice of it is refunded through Stripe (the amounts are Stripe\'s) and the subscription is cancelled at once; ' +
      'a refund receipt is mailed. Two requests at once make one refund: the second is told it is under way (409).',
  })
  @ApiErrorAnswer(
    409,
    `Demo mode (no Stripe settings: '${BILLING_MESSAGES.demoMode}'), or the guarantee does not apply: no subscription, a second subscription ('${REFUND_MESSAGES.notFirst}'), refunded before ('${REFUND_MESSAGES.already}'), a refund under way ('${REFUND_MESSAGES.underWay}'), already ended, or 30 days past its start ('The 30-day guarantee ended on <date>. ...')`,
    REFUND_MESSAGES.already,
  )
  @ApiErrorAnswer(503, 'Stripe could not be reached: nothing was refunded (try again), or the refund began and the next try finishes it', REFUND_MESSAGES.failed)
  @ApiOkResponse({ type: RefundView })
  refund(@CurrentUser() user: AuthUser): Promise<RefundView> {
    return this.commands.execute(new RefundSubscriptionCommand(user));
  }

  @Post('webhook')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    summary: "Stripe's webhook: signed events about checkouts, subscriptions, invoices and refunds (charge.refunded, charge.refund.updated)",
    description:
      'The Stripe-Signature header is checked against the raw body (STRIPE_WEBHOOK_SECRET). Each event id is handled once; ' +
      "the subscription (and for a refund, the charge and its refunds) is read again from Stripe, so late or out-of-order events only re-apply its current state. " +
      "A refund not made by the 30-day guarantee is recorded against the subscription and its receipt mailed once; it does not end the subscription or Premium.",
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  // Read as the bytes that came (the signature is over them), not through a DTO.
  @ApiBody({ description: 'A Stripe event (JSON), as Stripe signed it', schema: { type: 'object', additionalProperties: true } })
  @ApiErrorAnswer(400, 'The signature is missing or does not match the body; nothing was changed', BILLING_MESSAGES.badSignature)
  @ApiErrorAnswer(409, 'Demo mode (no Stripe settings)', BILLING_MESSAGES.demoMode)
  @ApiErrorAnswer(503, 'Stripe could not be asked about the event (its objects are read again from Stripe): nothing was kept; Stripe sends the event again', BILLING_MESSAGES.webhookRetry)
  @ApiOkResponse({ type: WebhookAnswer })
  async webhook(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookAnswer> {
    const { webhookSecret } = this.gateway.settings;
    const stripe = await this.gateway.stripe();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.rawBody ?? Buffer.alloc(0), signature ?? '', webhookSecret);
    } catch {
      throw new BadRequestException(BILLING_MESSAGES.badSignature);
    }
    try {
      return { received: true, outcome: await this.sync.handle(event) };
    } catch (error) {
      // Stripe, asked for the event's objects as they are now, did not answer: nothing was kept, and any answer but a
      // 2xx makes Stripe send the event again later.
      if (isStripeError(error)) throw new ServiceUnavailableException(BILLING_MESSAGES.webhookRetry);
      throw error;
    }
  }

  @Get('members')
  @Access('admin', { apiKeys: false })
  @ApiOperation({ summary: "Staff figures for the Users tab: paying members, MRR, new and cancelled this month, and the plan and status of the accounts asked for" })
  @ApiOkResponse({ type: BillingMembersView })
  @ApiBadInput('user_ids is not a list of up to 100 account ids (nothing is read)', 'user_ids must be up to 100 account ids, comma-separated')
  members(@Query() dto: BillingMembersDto): Promise<BillingMembersView> {
    const ids = [...new Set((dto.user_ids ?? '').split(',').filter(Boolean).map(Number))];
    return this.queries.execute(new BillingMembersQuery(ids));
  }

  @Get('new-members')
  @Access('admin', { apiKeys: false })
  @ApiOperation({
    summary: 'New Premium members for the Users tab: the subscriptions that began giving Premium in the last 7 or 30 days, newest first, with who and the subscription now',
    description: `${PAGING_TEXT} Ordered by (started_at, id). Each start is recorded from the SubscriptionStarted event; the counts are also in GET /api/billing/members (totals.new_7_days, new_30_days).`,
  })
  @ApiListPage(NewPremiumMemberView)
  @ApiBadInput('days, limit or before is malformed (nothing is read)', BAD_DAYS)
  async newMembers(@Query() dto: NewPremiumMembersDto, @Res({ passthrough: true }) res: Response): Promise<NewPremiumMemberView[]> {
    const { limit, before } = pageRequest(dto);
    return sendListPage(res, await this.queries.execute<NewPremiumMembersQuery, ListPage<NewPremiumMemberView>>(new NewPremiumMembersQuery(dto.days ?? 30, limit, before)));
  }
}
