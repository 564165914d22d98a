import type { ReactNode } from 'react';
import { PRIVACY_CONTACT_EMAIL } from '../privacy/privacy-policy';
import { PRIVACY_PATH } from '../privacy/privacy-link';

/** When the terms last changed (docs/product.md#terms). */
export const TERMS_DATE = { iso: '2026-12-01', text: 'December 1, 2026' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-xl">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The terms of using Flying@50 and of Premium, in plain words. What they say must stay true of the code: the account's
 * deletion (community profile), Premium through Stripe with its cancel-at-period-end and the first subscription's
 * 30-day guarantee (billing, docs/product.md#premium), and that coach replies are written by a model or by rules
 * (insights), never by a clinician.
 */
export function TermsText() {
  const mail = (
    <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className="link">
      {PRIVACY_CONTACT_EMAIL}
    </a>
  );
  return (
    <div className="space-y-8 text-lg leading-relaxed">
      <p className="text-base text-muted">
        Last updated: <time dateTime={TERMS_DATE.iso}>{TERMS_DATE.text}</time>
      </p>
      <p>
        These terms cover reading the Flying@50 magazine, keeping a journal in My Insights and paying for Premium. Write to{' '}
        {mail} with any question about them.
      </p>
      <Section title="Your account">
        <p>
          An account is free. Keep your password to yourself; two-step sign-in on your profile adds a code from your phone.
          You can download everything we keep about you, or delete your account with your journal, goals, saved reports and
          photos, from your profile at any time.
        </p>
      </Section>
      <Section title="Premium">
        <p>
          Premium costs £9.99 a month, or the annual price shown when you subscribe, taken by Stripe from the card you give.
          It renews by itself until you cancel. Cancel any time from your profile ('Manage subscription'): Premium carries on
          to the end of the period you paid for, and nothing more is taken.
        </p>
        <p>
          30-day satisfaction guarantee: if your first Premium subscription is not for you, cancel it from your profile
          within 30 days and what you paid is refunded in full. Premium then ends at once; your journal and library are
          kept. A later subscription does not come with the guarantee.
        </p>
        <p>If a payment fails, Premium carries on for a few days while the card is tried again, and ends if it is not paid.</p>
      </Section>
      <Section title="The coach's replies are not medical advice">
        <p>
          Replies to your journal are written by an AI model or by fixed rules, not by a doctor, physiotherapist or
          coach who knows you. They are general training information. See your doctor before you start a new kind of
          training, and stop and get help at once with chest pain, dizziness, unusual breathlessness or a pain that does
          not go away.
        </p>
      </Section>
      <Section title="What you write, and what we publish">
        <p>
          What you write and the photos you add stay yours; we keep and use them only to run your journal (our{' '}
          <a href={PRIVACY_PATH} className="link">
            privacy policy
          </a>{' '}
          says how). Add only photos you may share, and nothing unlawful. The magazine's articles and reports are ours: read
          them, share their links, but do not copy them elsewhere.
        </p>
      </Section>
      <Section title="Changes">
        <p>
          When these terms change, this page says so with a new date, and Premium members are told by e-mail of any change
          to what they pay or get. The law of England and Wales applies.
        </p>
      </Section>
    </div>
  );
}
