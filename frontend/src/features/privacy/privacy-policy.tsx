import type { ReactNode } from 'react';

/** The policy's date, as the product fixes it (docs/product.md#privacy-policy). */
export const PRIVACY_POLICY_DATE = { iso: '2025-07-31', text: 'July 31, 2025' } as const;

export const PRIVACY_CONTACT_EMAIL = 'hello@flyingat50.com';

type Level = 2 | 3;

function Section({ title, level, children }: { title: string; level: Level; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="space-y-3">
      <Heading className={level === 2 ? 'text-2xl' : 'text-xl'}>{title}</Heading>
      {children}
    </section>
  );
}

/**
 * The privacy policy, written once: the /privacy page shows it (with headings at level 2), the /about page's privacy
 * dialog too (level 3, under the dialog's title). What it says must stay true of the code: what the coach replies send
 * to the model (insights/coach-reply.writer.ts, redaction.ts), what Stripe gets (billing), the request log
 * (infrastructure/logging/logger.ts), the article and ad counts (analytics/article-views.ts, ads/ad-counts.ts) and the retention periods (docs/operations.md).
 */
export function PrivacyPolicyText({ headingLevel = 2 }: { headingLevel?: Level }) {
  const level = headingLevel;
  return (
    <div className="space-y-8 text-lg leading-relaxed">
      <p className="text-base text-muted">
        Last updated: <time dateTime={PRIVACY_POLICY_DATE.iso}>{PRIVACY_POLICY_DATE.text}</time>
      </p>
      <p>
        Flying@50 publishes a magazine and runs My Insights, a training journal with replies from an insights guide. This
        policy says what we keep about you, why, who else handles it and for how long. Write to{' '}
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className="link">
          {PRIVACY_CONTACT_EMAIL}
        </a>{' '}
        with any question about it.
      </p>

      <Section title="What we keep" level={level}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Your account</strong>: your name, e-mail address, your password as a one-way hash (never the password
            itself), your time zone and settings, and the browsers you are signed in on.
          </li>
          <li>
            <strong>Your journal</strong>: the entries, goals, tags and photos you save, and the replies to them. What you
            write can include details of your health, such as injuries, sleep or heart rate. Only you can see your journal.
          </li>
          <li>
            <strong>The newsletter</strong>: your e-mail address, whether you confirmed it, and which newsletters we sent
            you.
          </li>
          <li>
            <strong>Premium</strong>: the state of your subscription and the reference Stripe gives us for you.
          </li>
        </ul>
        <p>We keep this to run the service you signed up for, and nothing more. We never sell your data or share it with advertisers.</p>
      </Section>

      <Section title="Who else handles it" level={level}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>OpenAI, for the replies to your journal.</strong> When you save an entry that is not marked private,
            its title, text and tags, your current goal and a few of your recent entries that are not private are sent to
            OpenAI, which writes the reply. Before they are sent we take out your name, e-mail addresses, phone numbers,
            links, street addresses, postcodes, dates of birth and the names of people and places we can recognise. Your
            health details stay in the text. Private entries and photos are never sent: the reply to a private entry is
            written on our own server.
          </li>
          <li>
            <strong>Stripe, for payments.</strong> When you upgrade to Premium, your name, e-mail address and payment
            details go to Stripe, which takes the payments. We never see your card number.
          </li>
          <li>
            <strong>Our e-mail service</strong> delivers the messages we send you: confirmation links, password resets,
            receipts and the newsletter.
          </li>
          <li>
            <strong>Pexels.</strong> Some of the magazine&apos;s photos are loaded from Pexels, which, like any site a
            picture is loaded from, sees the address of your device.
          </li>
        </ul>
      </Section>

      <Section title="Cookies, reading and logs" level={level}>
        <p>
          We use essential cookies only, three of them, set when you register, sign in or set a new password (a reader who
          never signs in gets none):
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>f50_session</strong> keeps you signed in: 30 days from when you signed in, or until you sign out or
            delete your account.
          </li>
          <li>
            <strong>f50_signed_in</strong> tells our pages that you are signed in, so they only ask who you are when you
            are; it holds no more than that. Same lifetime as f50_session.
          </li>
          <li>
            <strong>f50_known</strong> remembers that your account signed in with this browser, so sign-ins from it still
            work while someone else is guessing your password. It holds your account number and a code that only we can
            make. 400 days; signing out keeps it, deleting your account removes it.
          </li>
        </ul>
        <p>
          Your browser may show the first and the last with &quot;__Host-&quot; before their names (__Host-f50_session,
          __Host-f50_known): that tells it to take them only from our own site, over a secure connection.
        </p>
        <p>
          Besides these cookies, your browser keeps a few things for our pages on your device. They are never sent to us,
          and clearing this site&apos;s data in your browser removes them:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Your appearance and text size</strong> (Automatic, Light or Dark; Standard, Larger or Largest), if you
            choose other than the standard ones, until you choose again.
          </li>
          <li>
            <strong>While the tab is open</strong>: what you have written and not yet sent (a journal entry or a message to
            your coach, kept under your account and removed when you sign out), where you were on a page, and whether you
            put the Premium offer away.
          </li>
        </ul>
        <p>
          Article reading is counted without cookies and without storing your IP address: we keep one number per article
          and day. Ads are counted the same way, whatever your browser&apos;s Do Not Track setting, because nothing about you is
          kept: when at least half of an ad has been on your screen for a second, or you follow its link, we add one to
          that ad&apos;s numbers for the day. Our server logs store neither your IP address nor your browser either: a code
          that changes every day stands in for the address, so that we can stop abuse within a day.
        </p>
      </Section>

      <Section title="How long we keep it" level={level}>
        <ul className="list-disc space-y-2 pl-6">
          <li>Your account, your journal and your newsletter subscription: until you delete them or unsubscribe.</li>
          <li>Sign-in sessions: deleted as soon as they expire.</li>
          <li>Links we e-mail you (to confirm an address or reset a password): deleted 30 days after they were used or expired.</li>
          <li>Newsletter sign-ups that were never confirmed: deleted after 30 days.</li>
          <li>
            Records of the e-mails we send: deleted after 7 days. The list of newsletters we sent to your address stays with
            your newsletter subscription (so a newsletter is never sent to you twice) and is deleted with it: 30 days after
            you unsubscribe.
          </li>
          <li>
            When you delete your account, everything we keep about you is deleted, except what the law requires to be kept
            about payments, which Stripe holds. The newsletter subscription of your address, and the records of the
            newsletters sent to it, go too once you have shown the address is yours (by resetting your password from the
            link we e-mail you, or turning on two-step sign-in); until then they belong to whoever confirmed the
            subscription from that inbox, and the unsubscribe link in every newsletter ends it.
          </li>
        </ul>
      </Section>

      <Section title="Your rights" level={level}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Download your data</strong>: &lsquo;Download My Data&rsquo; on your profile saves a copy of everything we
            keep about you.
          </li>
          <li>Correct your name and e-mail address on your profile.</li>
          <li>Delete your account, and everything in it, from your profile at any time.</li>
          <li>Unsubscribe from any e-mail with one click.</li>
          <li>
            Ask us anything, or object to how we use your data, at{' '}
            <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className="link">
              {PRIVACY_CONTACT_EMAIL}
            </a>
            . You can also complain to the Information Commissioner&apos;s Office (ico.org.uk).
          </li>
        </ul>
      </Section>
    </div>
  );
}
