import { BRAND, BRAND_DARK } from '../web/brand-colours.js';

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
 * The mail read in dark (a phone's mail app at night: Apple Mail, iOS Mail, Outlook on the Mac and the web): the
 * site's dark colours (BRAND_DARK) over the inline light ones (so `!important`), by the classes the parts carry. The
 * color-scheme meta tags say the mail is drawn for both, so Apple Mail in dark does not darken it by its own rules. A
 * mail program without the media query shows the light mail. The newsletter does the same (newsletter-mail.ts).
 */
const DARK_STYLE = `:root { color-scheme: light dark; }
@media (prefers-color-scheme: dark) {
  body, .mail { background: ${BRAND_DARK.paper} !important; color: ${BRAND_DARK.ink} !important; }
  .mail p { color: ${BRAND_DARK.ink} !important; }
  .mail a { color: ${BRAND_DARK.accent} !important; }
  .mail a.mail-button { background: ${BRAND_DARK.accent} !important; color: ${BRAND_DARK.onAccent} !important; }
}`;

/**
 * A short message in the house style: paragraphs, one button-like link, and the same link written out
 * for mail programs that show no buttons. Further links (`action` as a list) follow as plain links, each written out too.
 * A whole HTML document (the subject as its title, for a mail program that shows it), in light and dark. A long address
 * breaks where it must, so a phone's screen shows all of it.
 */
export function composeMail(to: string, subject: string, paragraphs: string[], action?: MailAction | MailAction[], footer?: string): MailMessage {
  const [main, ...more] = Array.isArray(action) ? action : action ? [action] : [];
  const links = [main, ...more].filter((a): a is MailAction => Boolean(a));
  const text = [...paragraphs, ...links.map((a) => `${a.label}: ${a.url}`), ...(footer ? [footer] : []), '— Flying@50'].join('\n\n');
  const p = (s: string) => `<p style="font-size:18px;line-height:1.5;margin:0 0 16px">${escape(s)}</p>`;
  const body = [
    ...paragraphs.map(p),
    main
      ? `<p style="margin:24px 0"><a class="mail-button" href="${escape(main.url)}" style="display:inline-block;background:${BRAND.accent};color:${BRAND.onAccent};padding:12px 20px;border-radius:6px;font-size:18px;text-decoration:none">${escape(main.label)}</a></p>` +
        p(`If the button does not work, copy this address into your browser: ${main.url}`)
      : '',
    ...more.map(
      (a) => `<p style="font-size:18px;line-height:1.5;margin:0 0 16px"><a href="${escape(a.url)}" style="color:${BRAND.accent}">${escape(a.label)}</a>: ${escape(a.url)}</p>`,
    ),
    footer ? p(footer) : '',
    p('— Flying@50'),
  ].join('');
  const html = [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escape(subject)}</title>`,
    `<style>${DARK_STYLE}</style>`,
    '</head>',
    `<body style="margin:0;background:${BRAND.paper}">`,
    `<div class="mail" style="font-family:Georgia,serif;color:${BRAND.ink};background:${BRAND.paper};max-width:560px;padding:24px 16px;overflow-wrap:anywhere;word-break:break-word">${body}</div>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { to, subject, text, html };
}
