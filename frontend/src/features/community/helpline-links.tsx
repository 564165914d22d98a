import type { ReactNode } from 'react';

/**
 * The numbers a coach reply or a weekly summary sends a member to (the backend's crisis.ts and emergency-signs.ts:
 * Samaritans 116 123, 999, NHS 111, SHOUT by text to 85258), as links a phone calls or texts with one tap.
 */
const HELPLINE = /(116[\s\u00a0]123|NHS[\s\u00a0]111|(?<![\d£$.,])999(?!\d|[.,]\d)|\b85258\b)/;

/** True when a reply sends the member to a helpline: it is shown whole, never folded behind 'Read more'. */
export const sendsToHelp = (text: string) => HELPLINE.test(text);

/** Where a number written in a reply goes: a call, or SHOUT's text. */
export function helplineHref(said: string): string {
  const digits = said.replace(/\D/g, '');
  return digits === '85258' ? 'sms:85258?&body=SHOUT' : `tel:${digits}`;
}

/** A paragraph of a reply, its helpline numbers as links. */
export function helplineLinks(text: string): ReactNode[] {
  return text.split(HELPLINE).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={helplineHref(part)} className="font-semibold whitespace-nowrap underline underline-offset-4">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
