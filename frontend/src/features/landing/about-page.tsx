import { ArrowDown, ArrowRight, Quote } from 'lucide-react';
import { useState } from 'react';
import { InsightsShowcase } from '../../components/site/insights-showcase';
import { FooterSmallPrint } from '../../components/site/site-footer';
import { Button, buttonClasses } from '../../components/ui/button';
import { DialogOpening } from '../../components/ui/dialog-opening';
import { THEMES } from '../../lib/themes';
import { scrollToSection } from '../../lib/scroll-to';
import { lazyPart } from '../../lib/lazy-part';
import { usePageTitle } from '../../lib/use-page-title';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { CookieConsent } from './cookie-consent';
import type { LandingModal } from './landing-modals';
import { LandingNav } from './landing-nav';

/**
 * The footer's modals are in a chunk of their own with the dialog they open in (Radix, about 15 KB gzipped), loaded
 * when a reader first opens one: most visitors never do, and the page loads without it.
 */
const landingModals = lazyPart(
  () => import('./landing-modals'),
  (module) => module.LandingModals,
  ({ open, onClose }) => <DialogOpening open={open !== null} onCancel={onClose} />,
);

/** Footer links (docs/product.md#landing-page): the theme short addresses and the community, plus the pages behind the modals. */
const FOOTER_THEMES = THEMES.map((theme) => ({ href: `/${theme.slug}`, label: theme.title }));

function FooterLink({ href, onClick, children }: { href?: string; onClick?: () => void; children: string }) {
  const className = 'inline-flex min-h-11 cursor-pointer items-center text-left hover:text-white hover:underline';
  return href ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <button type="button" onClick={onClick} className={className}>
      {children}
    </button>
  );
}

function LandingFooter({ open }: { open: (modal: LandingModal) => void }) {
  const company: Array<{ label: string; href?: string; modal?: LandingModal }> = [
    { label: 'About the publisher', modal: 'publisher' },
    { label: 'Work With Us', modal: 'contact' },
    { label: 'Advertise With Us', modal: 'contact' },
    { label: 'Contact', modal: 'contact' },
  ];
  const members: Array<{ label: string; href?: string; modal?: LandingModal }> = [
    { label: 'Community', href: '/community' },
    { label: 'Success Stories', modal: 'founder' },
    { label: 'Member Resources', href: '/premium' },
    { label: 'Events & Meetups', href: '/racing' },
    { label: 'Privacy Policy', modal: 'privacy' },
    { label: 'Terms & Conditions', modal: 'terms' },
  ];
  const column = (title: string, items: typeof company) => (
    <nav aria-label={title}>
      <h2 className="mb-3 font-sans text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.label}>
            <FooterLink href={item.href} onClick={item.modal ? () => open(item.modal!) : undefined}>
              {item.label}
            </FooterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <footer className="border-t border-line bg-band text-on-band [&_:focus-visible]:outline-accent-on-band">
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div className="space-y-3">
          <p className="font-serif text-2xl font-bold text-white">
            Flying<span className="text-accent-on-band">@</span>50
          </p>
          <p className="text-base">Performance, health and adventure for athletes aged 50 and over.</p>
        </div>
        {column('Themes', FOOTER_THEMES)}
        {column('Company', company)}
        {column('Members', members)}
      </div>
      <FooterSmallPrint />
    </footer>
  );
}

/** The brand landing page (/about, docs/product.md#landing-page). */
export function AboutPage() {
  usePageTitle('About');
  const [modal, setModal] = useState<LandingModal | null>(null);
  // Once opened, the modals stay rendered (closed), so closing one plays out and the next opens at once.
  const [modalsUsed, setModalsUsed] = useState(false);
  const openModal = (next: LandingModal | null) => {
    if (next) setModalsUsed(true);
    setModal(next);
  };

  return (
    <div className="min-h-screen">
      <LandingNav />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <section aria-labelledby="landing-hero-title" className="relative isolate flex min-h-[92vh] items-end overflow-hidden bg-band [&_:focus-visible]:outline-accent-on-band">
          <img src="/images/hero-default.svg" alt="" fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover" />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/50 to-black/30" />
          <div className="container-page space-y-6 pt-32 pb-16 md:pb-24">
            <p className="font-sans text-sm font-bold tracking-[0.12em] text-accent-on-band uppercase">Flying@50</p>
            <h1 id="landing-hero-title" className="max-w-4xl text-4xl text-white md:text-6xl">
              Your best performances can still be ahead of you
            </h1>
            <p className="max-w-reading text-lg text-on-band md:text-xl">
              Training, nutrition, recovery and mindset for triathletes, runners, cyclists and swimmers over 50, and a
              personal insights guide that learns how you train.
            </p>
            <div className="flex flex-wrap gap-3 pt-2">
              <a href="/community/auth" className={buttonClasses('primary', 'lg', 'border border-white')}>
                Get Instant Insights
              </a>
              <a href="/publisher" className={buttonClasses('secondary', 'lg')}>
                Read Latest Articles
              </a>
            </div>
          </div>
        </section>

        <section aria-labelledby="founder-heading" className="container-page grid gap-10 py-20 md:grid-cols-[1fr_1.2fr] md:items-center">
          <div className="space-y-4">
            <p className="kicker">Our story</p>
            <h2 id="founder-heading" className="text-3xl md:text-4xl">
              Started by an athlete who refused to slow down
            </h2>
          </div>
          <div className="space-y-5 text-lg">
            <p>
              Flying@50 began as one athlete's training notebook at 49: what worked, what hurt, and what nobody was writing
              about for people our age. It became a magazine, and then a journal that answers back.
            </p>
            <Button variant="secondary" onClick={() => openModal('founder')}>
              Read the founder story
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </section>

        <section aria-label="Quote" className="bg-sunken py-20">
          <figure className="container-reading text-center">
            <Quote aria-hidden="true" className="mx-auto size-10 text-accent" />
            <blockquote className="mt-4 font-serif text-3xl leading-snug text-ink">
              Age is a number on the start list. What matters is how well you prepare for the line.
            </blockquote>
            <figcaption className="mt-4 text-lg text-muted">The Flying@50 founder</figcaption>
          </figure>
        </section>

        <section aria-labelledby="banner-heading" className="bg-accent-band py-16 text-on-accent-band">
          <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="space-y-2">
              <h2 id="banner-heading" className="text-3xl text-on-accent-band">
                Write about a session, get an answer in moments
              </h2>
              <p className="text-lg">See how the personal insights guide works, stage by stage.</p>
            </div>
            {/* A link, so it works on the server-rendered page before the app starts; once it runs, the scroll is smooth. */}
            <a
              href="#journal"
              className={buttonClasses('secondary', 'lg', 'shrink-0')}
              onClick={(event) => {
                event.preventDefault();
                const section = document.getElementById('journal');
                scrollToSection(section);
                section?.focus({ preventScroll: true });
              }}
            >
              See how it works
              <ArrowDown aria-hidden="true" />
            </a>
          </div>
        </section>

        <section id="journal" aria-labelledby="journal-heading" tabIndex={-1} className="py-20 focus:outline-none">
          <div className="container-page">
            <p className="kicker">My Insights</p>
            <h2 id="journal-heading" className="mt-2 text-3xl md:text-4xl">
              Your personal insights guide
            </h2>
            <p className="mt-3 mb-10 max-w-reading text-lg text-muted">
              Set a goal, share your sessions (with a photo if you like), get instant insights and a weekly summary of your
              training patterns, a key insight and next week's focus.
            </p>
            <InsightsShowcase />
            <a href="/community/auth" className={buttonClasses('primary', 'lg', 'mt-10')}>
              Get Instant Insights
            </a>
          </div>
        </section>

        <section aria-labelledby="magazine-heading" className="bg-sunken py-20">
          <div className="container-page grid gap-10 md:grid-cols-2 md:items-center">
            <div className="space-y-4">
              <p className="kicker">The magazine</p>
              <h2 id="magazine-heading" className="text-3xl md:text-4xl">
                Six themes, written for athletes over 50
              </h2>
              <p className="text-lg">
                New articles every week on training, nutrition, recovery, mindset, gear and racing, in plain British
                English. Also on your{' '}
                <button type="button" onClick={() => openModal('news-app')} className="link cursor-pointer">
                  news app
                </button>
                .
              </p>
              <a href="/publisher" className={buttonClasses('primary', 'lg')}>
                Read Latest Articles
              </a>
            </div>
            <ul className="grid grid-cols-2 gap-3">
              {THEMES.map((theme) => (
                <li key={theme.slug}>
                  <a
                    href={`/publisher/${theme.slug}`}
                    className="flex min-h-20 items-center rounded-lg border border-line bg-surface p-4 font-serif text-lg font-bold text-ink no-underline shadow-card hover:border-accent hover:text-accent"
                  >
                    <span className="min-w-0">{theme.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="subscribe" aria-labelledby="subscribe-heading" className="py-20">
          <div className="container-reading space-y-4 text-center">
            <h2 id="subscribe-heading" className="text-3xl md:text-4xl">
              Get the newsletter
            </h2>
            <p className="text-lg text-muted">The week's new articles and one practical tip, every Sunday. We will ask you to confirm your address.</p>
            <NewsletterForm className="mx-auto max-w-lg text-left" />
            <p className="text-base">
              <button type="button" onClick={() => openModal('publisher')} className="link inline-flex min-h-11 cursor-pointer items-center">
                About the publisher
              </button>
            </p>
          </div>
        </section>
      </main>
      <LandingFooter open={openModal} />
      <CookieConsent onPrivacy={() => openModal('privacy')} />
      {modalsUsed ? <landingModals.Part open={modal} onClose={() => setModal(null)} onOpen={openModal} /> : null}
    </div>
  );
}
