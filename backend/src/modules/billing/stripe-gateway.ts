import { Inject, Injectable, ConflictException } from '@nestjs/common';
import type Stripe from 'stripe';
import { AppConfig, type StripeSettings } from '../../config/app-config.js';

export const BILLING_MESSAGES = {
  demoMode: 'Payments are not set up on this site (demo mode: STRIPE_SECRET_KEY is not set). Use the demo upgrade, PUT /api/community/profile/upgrade.',
  stripeMode: 'Premium is paid through Stripe on this site: start a checkout with POST /api/billing/checkout. The demo upgrade is off.',
  alreadyPremium: 'You already have an active Premium subscription. Manage it from your profile.',
  paymentFailed: 'Your last payment did not go through. Update your card to keep Premium.',
  noCustomer: 'You have no billing account yet: subscribe first.',
  badSignature: 'The webhook signature does not match this payload.',
  webhookRetry: 'Stripe could not be asked about this event just now; nothing was kept. Stripe sends it again.',
  closeFailed: 'We could not reach our payment provider to end your Premium subscription, so your account has not been deleted. Please try again in a few minutes.',
};

/** An error of the `stripe` library (Stripe refused, or could not be reached), as opposed to one of ours. */
export const isStripeError = (error: unknown): boolean => typeof (error as { type?: unknown } | null)?.type === 'string' && (error as { type: string }).type.startsWith('Stripe');

/** The Stripe client (the `stripe` library), made from the STRIPE_ settings; STRIPE_API_URL points it elsewhere (tests). */
@Injectable()
export class StripeGateway {
  private client?: Stripe;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.stripe);
  }

  get settings(): StripeSettings {
    if (!this.config.stripe) throw new ConflictException(BILLING_MESSAGES.demoMode);
    return this.config.stripe;
  }

  /**
   * The client; 409 naming the mode when Stripe is not configured. The `stripe` library is loaded by the first call
   * that needs it, so processes of a site without Stripe (and every start) do without it.
   */
  async stripe(): Promise<Stripe> {
    const settings = this.settings;
    if (!this.client) {
      const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
      const { default: StripeClient } = await import('stripe');
      this.client ??= new StripeClient(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(url
          ? { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol.replace(':', '') as 'http' | 'https' }
          : {}),
      });
    }
    return this.client;
  }
}
