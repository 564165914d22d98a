import { createHash } from 'node:crypto';
import { ConflictException, Inject, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import type { AuthUser } from '../../../infrastructure/http/access.js';
import { sitePath } from '../../../infrastructure/http/return-path.js';
import { AccountQuery, type User } from '../../auth/index.js';
import type { RedirectView } from '../billing-views.js';
import type { Plan } from '../premium-until.js';
import { BILLING_MESSAGES, StripeGateway } from '../stripe-gateway.js';

/**
 * The member's Stripe customer id, made once. Stripe is asked outside any transaction (a slow Stripe must not hold a
 * database connection); its idempotency key makes two tabs' first checkouts one customer, and the first row stays.
 */
async function customerOf(em: EntityManager, queries: QueryBus, gateway: StripeGateway, user: AuthUser, publicUrl: string): Promise<string> {
  const known = () => em.execute<{ stripe_customer_id: string; closed: boolean }[]>('select stripe_customer_id, closed_at is not null as closed from billing_customers where user_id = ?', [user.id]);
  const [existing] = await known();
  if (existing && !existing.closed) return existing.stripe_customer_id;
  const account = await queries.execute<AccountQuery, User | null>(new AccountQuery(user.id));
  const customer = await (await gateway.stripe()).customers.create(
    { email: user.email, name: user.name ?? undefined, metadata: { userId: String(user.id) } },
    // The key names everything sent, so Stripe never sees one key with other values (a changed name), which it
    // refuses, and the account's creation time: a database made afresh within Stripe's 24 hours, whose ids and
    // members start again, must not be handed the previous database's customer. The same member's two tabs send the same.
    // A customer closed by a deletion that stopped half-way is named too, so the new one is not the deleted one again.
    {
      idempotencyKey: `flying50-customer-${createHash('sha256')
        .update(JSON.stringify([publicUrl, user.id, user.email, user.name ?? null, account ? new Date(account.created_at).toISOString() : null, existing?.stripe_customer_id ?? null]))
        .digest('hex')}`,
    },
  );
  // A row left closing (an account deletion that stopped half-way) gives way to the new customer.
  await em.execute(
    `insert into billing_customers (user_id, stripe_customer_id) values (?, ?)
     on conflict (user_id) do update set stripe_customer_id = excluded.stripe_customer_id, closed_at = null where billing_customers.closed_at is not null`,
    [user.id, customer.id],
  );
  const [stored] = await known();
  return stored.stripe_customer_id;
}

/**
 * Why a member whose subscriptions have these statuses cannot start another, or null: one Stripe still bills (active,
 * trialing, past_due). A failed payment is named as such: Stripe keeps retrying it for weeks, well past the grace
 * days, and the way back to Premium is the card (the Customer Portal), not a second subscription.
 */
function refusalOf(statuses: string[]): string | null {
  if (statuses.some((s) => s === 'active' || s === 'trialing')) return BILLING_MESSAGES.alreadyPremium;
  if (statuses.includes('past_due')) return BILLING_MESSAGES.paymentFailed;
  return null;
}

export class StartCheckoutCommand {
  /** `next`: where the member was (a locked report), a path of this site; the welcome page leads back there. */
  constructor(public readonly user: AuthUser, public readonly plan: Plan, public readonly next?: string) {}
}

/** Where Checkout sends the member after paying: /premium/welcome, with ?next= when it names a path of this site. */
export function successUrl(publicUrl: string, next?: string): string {
  const path = sitePath(next);
  return `${publicUrl}/premium/welcome?session_id={CHECKOUT_SESSION_ID}${path ? `&next=${encodeURIComponent(path)}` : ''}`;
}

/**
 * Where Checkout's "Back" sends a member who leaves without paying: the page the checkout was started from, with
 * ?checkout=cancelled (and the plan chosen, ?plan=), which that page reads in the browser to say that no payment was taken
 * (frontend/src/features/premium/checkout-cancelled.tsx; the server renders both pages the same for any query). With
 * `next` (a path of this site: the locked report the upgrade began at) that is the profile's upgrade offer with the same
 * ?next= kept (frontend/src/features/premium/upgrade-return.ts `upgradePath`), so 'Upgrade Now' there still leads back to
 * the report after paying, and 'Back to your report' goes there without paying; without it, /premium's plans.
 */
export function cancelUrl(publicUrl: string, next: string | undefined, plan: Plan): string {
  const path = sitePath(next);
  // The plan chosen goes back too (?plan=), so the plans show it chosen again, not the first one.
  return path
    ? `${publicUrl}/profile?next=${encodeURIComponent(path)}&checkout=cancelled&plan=${plan}#upgrade`
    : `${publicUrl}/premium?checkout=cancelled&plan=${plan}#pricing`;
}

/**
 * A Stripe Checkout session for the chosen plan. The member comes back to /premium/welcome (with the page they came
 * from as ?next=, when it is a path of this site), which waits for the webhook to confirm the subscription; leaving
 * Checkout without paying, to where they started (cancelUrl). 409 in demo mode and for a member who already has a subscription Stripe bills
 * (they manage it in the Customer Portal): as recorded here, or as Stripe has it (paid in another tab, its webhook not
 * yet here); past due, the answer says the last payment failed and to update the card. The member's other open checkouts are expired, so an older tab cannot start a second
 * subscription.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, RedirectView> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly gateway: StripeGateway,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ user, plan, next }: StartCheckoutCommand): Promise<RedirectView> {
    // One checkout of a member at a time (two tabs, a double tap): each sees the one before it and expires it, so at
    // most one stays open and no request meets a session another has just expired. The lock holds one connection
    // for the few Stripe calls below.
    return this.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('f50:checkout:' || ?))`, [user.id]);
      return this.start(em, user, plan, next);
    });
  }

  private async start(em: EntityManager, user: AuthUser, plan: Plan, next?: string): Promise<RedirectView> {
    const { prices } = this.gateway.settings;
    const recorded = await em.execute<{ status: string }[]>('select status from subscriptions where user_id = ?', [user.id]);
    const known = refusalOf(recorded.map((s) => s.status));
    if (known) throw new ConflictException(known);
    const customer = await customerOf(em, this.queries, this.gateway, user, this.config.publicUrl);
    const stripe = await this.gateway.stripe();
    const subscriptions = await stripe.subscriptions.list({ customer, status: 'all', limit: 20 });
    const refused = refusalOf(subscriptions.data.map((s) => s.status));
    if (refused) throw new ConflictException(refused);
    for await (const open of stripe.checkout.sessions.list({ customer, status: 'open', limit: 20 })) await stripe.checkout.sessions.expire(open.id);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: prices[plan], quantity: 1 }],
      subscription_data: { metadata: { userId: String(user.id), plan } },
      success_url: successUrl(this.config.publicUrl, next),
      cancel_url: cancelUrl(this.config.publicUrl, next, plan),
    });
    if (!session.url) throw new ConflictException('Stripe did not give a checkout address; please try again.');
    return { url: session.url };
  }
}

export class OpenPortalCommand {
  constructor(public readonly user: AuthUser) {}
}

/** A Stripe Customer Portal session (change card, switch plan, cancel); back to /profile. 404 without a customer. */
@CommandHandler(OpenPortalCommand)
export class OpenPortalHandler implements ICommandHandler<OpenPortalCommand, RedirectView> {
  constructor(private readonly em: EntityManager, private readonly gateway: StripeGateway, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ user }: OpenPortalCommand): Promise<RedirectView> {
    this.gateway.settings;
    const [known] = await this.em.fork().execute<{ stripe_customer_id: string }[]>('select stripe_customer_id from billing_customers where user_id = ? and closed_at is null', [user.id]);
    if (!known) throw new NotFoundException(BILLING_MESSAGES.noCustomer);
    const session = await (await this.gateway.stripe()).billingPortal.sessions.create({ customer: known.stripe_customer_id, return_url: `${this.config.publicUrl}/profile` });
    return { url: session.url };
  }
}

export class CloseBillingAccountCommand {
  constructor(public readonly userId: number) {}
}

/**
 * Before an account is deleted: its Stripe customer is deleted, which ends its subscriptions at once (nothing is charged
 * once the account is gone) and removes the card and address Stripe kept. A customer Stripe no longer knows counts as
 * done. The customer is marked closing first, so Stripe's webhooks about the ending subscriptions, which can arrive
 * before the account's deletion commits, are ignored (no "your Premium has ended" mail to a member who just left).
 * 503 when Stripe cannot be reached: the mark is lifted and the account is not deleted; the member can try again.
 * The billing rows go with the account (its foreign keys).
 */
@CommandHandler(CloseBillingAccountCommand)
export class CloseBillingAccountHandler implements ICommandHandler<CloseBillingAccountCommand, void> {
  private readonly log = new Logger('Billing');

  constructor(private readonly em: EntityManager, private readonly gateway: StripeGateway) {}

  async execute({ userId }: CloseBillingAccountCommand): Promise<void> {
    const em = this.em.fork();
    const rows = await em.execute<{ id: string }[]>(
      `select stripe_customer_id as id from billing_customers where user_id = ?
       union select stripe_customer_id from subscriptions where user_id = ?`,
      [userId, userId],
    );
    if (!rows.length) return;
    if (!this.gateway.configured) {
      this.log.warn(`Account ${userId} has Stripe customers (${rows.map((r) => r.id).join(', ')}) but STRIPE_SECRET_KEY is not set: close them in Stripe's dashboard`);
      return;
    }
    await em.execute('update billing_customers set closed_at = now() where user_id = ?', [userId]);
    const stripe = await this.gateway.stripe();
    for (const { id } of rows) {
      try {
        await stripe.customers.del(id);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) continue;
        this.log.warn(`Deleting Stripe customer ${id} of account ${userId} failed: ${String(error)}`);
        await em.execute('update billing_customers set closed_at = null where user_id = ?', [userId]);
        throw new ServiceUnavailableException(BILLING_MESSAGES.closeFailed);
      }
    }
  }
}
