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

/**
 * A short message in the house style: paragraphs, one button-like link, and the same link written out
 * for mail programs that show no buttons.
 */
export function composeMail(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }, footer?: string): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), ...(footer ? [footer] : []), '— Flying@50'].join('\n\n');
  const p = (s: string) => `<p style="font-size:18px;line-height:1.5;margin:0 0 16px">${escape(s)}</p>`;
  const html = [
    '<div style="font-family:Georgia,serif;color:#1c1917;max-width:560px">',
    ...paragraphs.map(p),
    action
      ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#9a3412;color:#fff;padding:12px 20px;border-radius:6px;font-size:18px;text-decoration:none">${escape(action.label)}</a></p>` +
        p(`If the button does not work, copy this address into your browser: ${action.url}`)
      : '',
    footer ? p(footer) : '',
    p('— Flying@50'),
    '</div>',
  ].join('');
  return { to, subject, text, html };
}
