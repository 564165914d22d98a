import { BookOpen, Check, MessageSquareHeart, Quote, Sparkles, Users } from 'lucide-react';
import { Link } from '../../lib/router-links';
import { InsightsShowcase } from '../../components/site/insights-showcase';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { useSignedInHint } from '../../lib/signed-in-hint';
import { usePageTitle } from '../../lib/use-page-title';
import { useCommunitySession } from '../../lib/community-session';
import { useBillingStatus } from './billing';
import { CheckoutCancelledNotice } from './checkout-cancelled';
import { PlanPicker, SubscriptionDetails } from './plan-picker';
import {
  PREMIUM_FEATURES,
  PREMIUM_GUARANTEE,
  PREMIUM_INCLUDES,
  PREMIUM_PERIOD,
  PREMIUM_PRICE,
  PREMIUM_REASONS,
  PREMIUM_TESTIMONIAL,
} from './premium-features';

const FEATURE_ICONS = [Sparkles, MessageSquareHeart, Users, BookOpen];
const SIGN_IN = '/community/auth';
const UPGRADE = '/profile#upgrade';

/** Whether a member is signed in on this browser, and a Premium one (asked only when the signed-in hint says someone may be). */
function useMember(): { signedIn: boolean; premium: boolean } {
  const hinted = useSignedInHint();
  const session = useCommunitySession({ enabled: hinted });
  const user = hinted ? session.data?.user : undefined;
  return { signedIn: Boolean(user), premium: Boolean(user?.is_premium) };
}

/** What /premium says of the guarantee to a member who has had a subscription and would start a new one. */
export const NO_GUARANTEE_AGAIN = 'Cancel anytime. The 30-day guarantee covers a first subscription only.';

/**
 * The guarantee line: the spec's '30-day satisfaction guarantee, cancel anytime', except to a signed-in member who is not
 * Premium and has had a subscription (refunded, ended): the guarantee covers a first subscription only, as the profile's
 * offer and the refund e-mail say, so a new one is not promised it.
 */
function useGuaranteeText({ signedIn, premium }: { signedIn: boolean; premium: boolean }): string {
  const status = useBillingStatus(undefined, signedIn && !premium);
  return !premium && status.data?.subscription ? NO_GUARANTEE_AGAIN : PREMIUM_GUARANTEE;
}

/**
 * The pricing card of a Premium member: their membership is active, unless a payment failed (Stripe retries it while
 * the grace days keep Premium open): then, as on the profile, 'Your last payment did not go through. Update your card
 * to keep Premium.' with the plan, its status, when Premium ends and 'Update your card'.
 */
function MemberPricing() {
  const status = useBillingStatus();
  if (status.isPending) return null;
  if (status.data?.mode === 'stripe' && status.data.subscription?.status === 'past_due') return <SubscriptionDetails />;
  return (
    <div className="space-y-3 text-center">
      <p className="text-lg font-semibold">Your Premium membership is active.</p>
      <Link to="/profile" className={buttonClasses('secondary', 'lg', 'w-full')}>
        See your plan on your profile
      </Link>
    </div>
  );
}

/**
 * The Premium marketing page (/premium, docs/product.md#premium-page-and-premium-preview). A Premium member is not asked
 * to buy what they have: the calls to action become the way to their journal, reports and plan.
 */
export function PremiumPage() {
  usePageTitle('Premium');
  const { signedIn, premium: member } = useMember();
  const guarantee = useGuaranteeText({ signedIn, premium: member });
  return (
    <>
      <section className="relative isolate overflow-hidden bg-band text-on-band">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,#0c6663_0%,transparent_55%),radial-gradient(circle_at_85%_85%,#7a4d00_0%,transparent_45%)]"
        />
        <div className="container-page grid grid-cols-1 items-center gap-10 py-16 md:py-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <p className="font-sans text-sm font-bold tracking-[0.12em] text-[#f5d58f] uppercase">Upgrade to Premium</p>
            <h1 className="max-w-4xl text-4xl text-white md:text-5xl">Train Smarter, Not Harder After 50</h1>
            <p className="max-w-reading text-lg md:text-xl">
              Premium turns your training journal into a coaching conversation: instant insights on every entry, weekly
              summaries and articles chosen for your goal.
            </p>
            {member ? (
              <div className="space-y-4 pt-2">
                <p role="status" className="text-lg font-semibold text-white">
                  You are a Premium member: everything on this page is already yours.
                </p>
                <div className="flex flex-wrap gap-3">
                  <Link to="/journal" className={buttonClasses('primary', 'lg', 'border border-white whitespace-normal')}>
                    Open your journal
                  </Link>
                  <Link to="/library" className={buttonClasses('secondary', 'lg')}>
                    Your saved reports
                  </Link>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap gap-3 pt-2">
                <a href="#pricing" className={buttonClasses('primary', 'lg', 'border border-white whitespace-normal')}>
                  Start Your Premium Journey
                </a>
                <Link to={SIGN_IN} className={buttonClasses('secondary', 'lg')}>
                  Get Instant Insights
                </Link>
              </div>
            )}
          </div>
          {/* The right half: what a member gets, at a glance, with the price (the pricing card below has the detail). */}
          <aside aria-labelledby="premium-glance-heading" className="rounded-xl border border-white/25 bg-black/35 p-7 shadow-float">
            <h2 id="premium-glance-heading" className="font-sans text-base font-extrabold tracking-[0.08em] text-[#f5d58f] uppercase">
              Every Premium member gets
            </h2>
            <ul className="mt-4 space-y-3 text-lg">
              {PREMIUM_INCLUDES.slice(0, 5).map((item) => (
                <li key={item} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-[#8fd5cf]" />
                  <span className="min-w-0">{item}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-white/25 pt-4 text-lg">
              <span className="font-serif text-4xl font-bold text-white">{PREMIUM_PRICE}</span> {PREMIUM_PERIOD}
            </p>
            <p className="text-base">{guarantee}</p>
          </aside>
        </div>
      </section>

      <section aria-labelledby="premium-features-heading" className="container-page py-16">
        <h2 id="premium-features-heading" className="mb-8 text-3xl">
          What Premium gives you
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {PREMIUM_FEATURES.map((feature, index) => {
            const Icon = FEATURE_ICONS[index % FEATURE_ICONS.length];
            return (
              <li key={feature.title}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon aria-hidden="true" className="size-8 text-accent" />
                    <h3 className="pt-2 text-xl">{feature.title}</h3>
                  </CardHeader>
                  <CardContent>
                    <CardDescription>{feature.text}</CardDescription>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="premium-chat-heading" className="bg-sunken py-16">
        <div className="container-page">
          <h2 id="premium-chat-heading" className="text-3xl">
            See how a week with your insights guide works
          </h2>
          <p className="mt-3 mb-10 max-w-reading text-lg text-muted">A sample conversation, from setting a goal to the weekly summary.</p>
          <InsightsShowcase />
        </div>
      </section>

      <section aria-labelledby="premium-reasons-heading" className="container-page py-16">
        <h2 id="premium-reasons-heading" className="mb-8 text-3xl">
          Why athletes over 50 choose Premium
        </h2>
        <ol className="grid gap-8 md:grid-cols-2">
          {PREMIUM_REASONS.map((reason, index) => (
            <li key={reason.title} className="flex gap-5">
              <span aria-hidden="true" className="font-serif text-5xl leading-none font-bold text-accent">
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="text-xl">{reason.title}</h3>
                <p className="mt-2 text-lg text-muted">{reason.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="What a member says" className="container-page pb-16">
        <figure className="mx-auto max-w-3xl rounded-lg bg-accent-band p-8 text-on-accent-band md:p-12">
          <Quote aria-hidden="true" className="size-10" />
          <blockquote className="mt-4 font-serif text-2xl leading-snug">{PREMIUM_TESTIMONIAL.quote}</blockquote>
          <figcaption className="mt-6 text-lg">
            <strong>{PREMIUM_TESTIMONIAL.name}</strong>, {PREMIUM_TESTIMONIAL.detail}
          </figcaption>
        </figure>
      </section>

      <section id="pricing" aria-labelledby="premium-pricing-heading" className="container-page">
        <CheckoutCancelledNotice />
        <Card className="mx-auto max-w-xl border-2 border-accent">
          <CardHeader className="space-y-3 text-center">
            <h2 id="premium-pricing-heading" className="kicker">
              Flying@50 Premium
            </h2>
            <p className="font-serif text-5xl font-bold text-ink">
              {PREMIUM_PRICE} <span className="font-sans text-xl font-semibold text-muted">{PREMIUM_PERIOD}</span>
            </p>
            <CardDescription>{guarantee}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <ul className="grid gap-3">
              {PREMIUM_INCLUDES.map((item) => (
                <li key={item} className="flex items-start gap-3 text-base">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                  <span className="min-w-0">{item}</span>
                </li>
              ))}
            </ul>
            {member ? (
              <MemberPricing />
            ) : (
              <PlanPicker
                member={signedIn}
                buttonLabel="Start Your Premium Journey"
                fallback={
                  // Demo mode: the demo upgrade is on the member's profile (sign-in first when needed).
                  <Link to={UPGRADE} className={buttonClasses('primary', 'lg', 'w-full')}>
                    Start Your Premium Journey
                  </Link>
                }
              />
            )}
          </CardContent>
        </Card>
      </section>
    </>
  );
}
