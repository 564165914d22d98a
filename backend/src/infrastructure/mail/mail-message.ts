import { BRAND } from '../web/brand-colours.js';

/** One e-mail: plain text always, HTML built from the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A link in a mail: its words and its address. */
export interface MailAction {
  label: string;
  url: string;
}

/**
 * A short message in the house style: paragraphs, one button-like link, and the same link written out
 * for mail programs that show no buttons. Further links (`action` as a list) follow as plain links, each written out too.
 */
export function composeMail(to: string, subject: string, paragraphs: string[], action?: MailAction | MailAction[], footer?: string): MailMessage {
  const [main, ...more] = Array.isArray(action) ? action : action ? [action] : [];
  const links = [main, ...more].filter((a): a is MailAction => Boolean(a));
  const text = [...paragraphs, ...links.map((a) => `${a.label}: ${a.url}`), ...(footer ? [footer] : []), '— Flying@50'].join('\n\n');
  const p = (s: string) => `<p style="font-size:18px;line-height:1.5;margin:0 0 16px">${escape(s)}</p>`;
  const html = [
    `<div style="font-family:Georgia,serif;color:${BRAND.ink};max-width:560px">`,
    ...paragraphs.map(p),
    main
      ? `<p style="margin:24px 0"><a href="${escape(main.url)}" style="background:${BRAND.accent};color:${BRAND.onAccent};padding:12px 20px;border-radius:6px;font-size:18px;text-decoration:none">${escape(main.label)}</a></p>` +
        p(`If the button does not work, copy this address into your browser: ${main.url}`)
      : '',
    ...more.map(
      (a) => `<p style="font-size:18px;line-height:1.5;margin:0 0 16px"><a href="${escape(a.url)}" style="color:${BRAND.accent}">${escape(a.label)}</a>: ${escape(a.url)}</p>`,
    ),
    footer ? p(footer) : '',
    p('— Flying@50'),
    '</div>',
  ].join('');
  return { to, subject, text, html };
}
