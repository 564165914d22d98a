import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { goToSubscribe } from './go-to-subscribe';
import { PRIVACY_PATH } from '../privacy/privacy-link';
import { PrivacyPolicyText } from '../privacy/privacy-policy';
import { TermsText } from '../terms/terms-text';

/** The modals of the landing page (docs/product.md#landing-page). */
export type LandingModal = 'founder' | 'publisher' | 'privacy' | 'terms' | 'contact' | 'news-app';

export const CONTACT_EMAIL = 'hello@flyingat50.com';

interface ModalText {
  title: string;
  description: string;
  body: ReactNode;
}

const TEXTS: Record<LandingModal, ModalText> = {
  founder: {
    title: 'The founder story',
    description: 'Why Flying@50 exists.',
    body: (
      <>
        <p>
          At 49 I entered my first triathlon since my twenties. The training plans I found were written for people half my
          age: too much intensity, too little rest, and nothing about the knees, the sleep or the hormones that change
          the rules after 50.
        </p>
        <p>
          So I started writing down every session, what I felt and what I learned, and asking coaches, physiologists and
          other athletes my age the questions the plans ignored. Flying@50 grew from that notebook: a magazine for
          experienced athletes, and a journal that answers back.
        </p>
        <p>Ten years and many finish lines later, the aim is the same: to help you perform at your best for as long as you want to.</p>
      </>
    ),
  },
  publisher: {
    title: 'About the publisher',
    description: 'Flying@50 publishing and coaching.',
    body: (
      <>
        <p>
          Flying@50 is an independent publisher and performance-coaching brand for triathletes, runners, cyclists and
          swimmers aged 50 and over.
        </p>
        <p>
          We publish articles in six themes (training, nutrition, recovery, mindset, gear and racing) and run My
          Insights, a personal training journal with replies and weekly summaries from your insights guide.
        </p>
      </>
    ),
  },
  terms: {
    title: 'Terms & Conditions',
    description: 'Your account, Premium and its guarantee, and what the coach is not.',
    body: <TermsText />,
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What we keep about you, and why.',
    body: (
      <>
        <PrivacyPolicyText headingLevel={3} />
        <p>
          You can also read or print this policy on{' '}
          <a href={PRIVACY_PATH} className="link">
            its own page
          </a>
          .
        </p>
      </>
    ),
  },
  contact: {
    title: 'Contact us',
    description: 'We read every message.',
    body: (
      <>
        <p>
          Questions about your membership, ideas for an article, partnerships or advertising: write to us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className="link">
            {CONTACT_EMAIL}
          </a>
          .
        </p>
        <p>We reply within 24 hours.</p>
      </>
    ),
  },
  'news-app': {
    title: 'Flying@50 on your news app',
    description: 'Read us wherever you read the news.',
    body: (
      <>
        <p>
          Our premium articles are also published for news apps, with a short summary and a deck line so you can decide in
          seconds whether to read on.
        </p>
        <p>Subscribe to the newsletter and we will tell you when a new issue is out.</p>
      </>
    ),
  },
};

/** The open landing modal, with its actions. */
export function LandingModals({ open, onClose, onOpen }: { open: LandingModal | null; onClose: () => void; onOpen: (modal: LandingModal) => void }) {
  const text = open ? TEXTS[open] : null;
  const subscribe = () => {
    onClose();
    // After the dialog has closed and given focus back.
    window.setTimeout(goToSubscribe, 50);
  };

  return (
    <Dialog open={open !== null} onOpenChange={(value) => !value && onClose()}>
      {text ? (
        <DialogContent hideClose>
          <DialogHeader>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription>{text.description}</DialogDescription>
          </DialogHeader>
          <div className="space-y-4 text-lg">{text.body}</div>
          <DialogFooter>
            {open === 'publisher' ? (
              <a href="/my-journey" className={buttonClasses('primary')}>
                Subscribe
              </a>
            ) : open === 'contact' || open === 'privacy' || open === 'terms' ? (
              <Button onClick={() => onOpen(open === 'contact' ? 'publisher' : 'contact')} variant="secondary">
                {open === 'contact' ? 'About the publisher' : 'Contact us'}
              </Button>
            ) : (
              <Button onClick={subscribe}>Subscribe to the newsletter</Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
