import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '../../components/site/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { PREMIUM_FEATURES, PREMIUM_GUARANTEE, PREMIUM_INCLUDES, PREMIUM_PRICE } from './premium-features';

/** The Premium marketing page (/premium). */
export function PremiumPage() {
  usePageTitle('Premium');
  return (
    <>
      <PageIntro kicker="Upgrade to Premium" title="Train Smarter, Not Harder After 50" lead="Premium turns your training journal into a coaching conversation, with articles chosen for you.">
        <div className="flex flex-wrap gap-3 pt-2">
          <Link to="/community/auth" className={buttonClasses('primary', 'lg')}>
            Start Your Premium Journey
          </Link>
          <Link to="/community/auth" className={buttonClasses('secondary', 'lg')}>
            Get Instant Insights
          </Link>
        </div>
      </PageIntro>

      <section aria-labelledby="premium-features-heading" className="container-page py-14">
        <h2 id="premium-features-heading" className="mb-8 text-3xl">
          What Premium gives you
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="text-2xl">{feature.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{feature.text}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="premium-pricing-heading" className="container-page">
        <Card className="mx-auto max-w-xl border-2 border-accent">
          <CardHeader className="text-center">
            <p className="kicker">Flying@50 Premium</p>
            <h2 id="premium-pricing-heading" className="text-4xl">
              {PREMIUM_PRICE}
            </h2>
            <CardDescription>{PREMIUM_GUARANTEE}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <ul className="grid gap-3">
              {PREMIUM_INCLUDES.map((item) => (
                <li key={item} className="flex items-start gap-3 text-base">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                  {item}
                </li>
              ))}
            </ul>
            <Link to="/community/auth" className={buttonClasses('primary', 'lg', 'w-full')}>
              Start Your Premium Journey
            </Link>
          </CardContent>
        </Card>
      </section>
    </>
  );
}
