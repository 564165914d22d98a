import { Catch } from '@nestjs/common';
import type { Request, Response } from 'express';
import { HttpErrorFilter, type ErrorBody } from '../../infrastructure/http/error.filter.js';
import { FRONTEND_DIST } from '../../config/frontend-dist.js';
import { BRAND, BRAND_DARK, type BrandColours } from '../../infrastructure/web/brand-colours.js';
import { inlineScriptTags } from '../../infrastructure/web/inline-scripts.js';
import { escapeHtml, SITE_ICON_LINKS } from '../../infrastructure/web/page-template.js';

const colours = (c: BrandColours) =>
  `--paper: ${c.paper}; --surface: ${c.surface}; --ink: ${c.ink}; --line: ${c.line}; --muted: ${c.muted}; --accent: ${c.accent}; --on-accent: ${c.onAccent};`;

/**
 * The pages' look: the site's colours and the mail's serif. Dark as the app's pages are (index.css): by the choice made
 * on this device (index.html's head script sets data-scheme), else, where no script runs, by the device's setting.
 * The text size chosen on the device (data-text) scales every size here, as it does in the app.
 */
const STYLE = `
  :root { color-scheme: light; ${colours(BRAND)} }
  :root[data-scheme="dark"] { color-scheme: dark; ${colours(BRAND_DARK)} }
  @media (prefers-color-scheme: dark) { :root:not([data-scheme]) { color-scheme: dark; ${colours(BRAND_DARK)} } }
  @media screen {
    :root[data-text="larger"] { font-size: calc(100% * 7 / 6); }
    :root[data-text="largest"] { font-size: calc(100% * 4 / 3); }
  }
  body { margin: 0; padding: 0 1rem; background: var(--paper); color: var(--ink); font: 1.125rem/1.6 Georgia, 'Times New Roman', serif; }
  main { max-width: 32rem; margin: 4rem auto; padding: 2rem; background: var(--surface); border: 1px solid var(--line); border-radius: 8px; overflow-wrap: anywhere; }
  @media (max-width: 30rem) { main { margin: 1.5rem auto; padding: 1.5rem 1.25rem; } }
  h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
  button, a.button { display: block; width: 100%; box-sizing: border-box; margin-top: 1rem; padding: 0.8rem 1rem; border-radius: 6px;
    font: 600 1.1rem/1.4 system-ui, sans-serif; text-align: center; text-decoration: none; cursor: pointer; }
  button { background: var(--accent); color: var(--on-accent); border: 0; }
  a.button { background: var(--surface); color: var(--ink); border: 1px solid var(--muted); }
  button:focus-visible, a.button:focus-visible { outline: 3px solid var(--ink); outline-offset: 2px; }
`;

/**
 * The newsletter's small pages, made by the server without the app (only index.html's head script runs, for light or
 * dark and the text size): what a browser gets from the newsletter's routes when no app runs. The page of GET /api/newsletter/unsubscribe (a mail program opened the List-Unsubscribe address in a
 * browser instead of making the one-click POST: one form posting the same body as the one-click POST, RFC 8058, to the
 * same address), the answer to that form, and the answer to the sign-up form of the magazine's pages posted before
 * (or without) the app's script.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Flying@50</title>
${SITE_ICON_LINKS}
${inlineScriptTags(FRONTEND_DIST)}
<style>${STYLE}</style>
</head>
<body><main>
<p><strong>Flying@50</strong></p>
<h1>${escapeHtml(title)}</h1>
${body}
<a class="button" href="/publisher">Read the magazine</a>
</main></body>
</html>`;
}

const ASK_TITLE = 'Unsubscribe from the newsletter';
/** The title of an unsubscribe link opened once its address is off the list (the app's page says the same). */
export const ALREADY_TITLE = 'Already unsubscribed';

export function unsubscribeAskPage(token: string): string {
  return page(
    ASK_TITLE,
    `<p>Stop the Flying@50 newsletter for this address? It takes effect at once; you can sign up again at any time.</p>
<form method="post" action="/api/newsletter/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`,
  );
}

/**
 * The link opened again once its address is off the list (after unsubscribing, a reload, a mail program's one click):
 * it says so, with the way to sign up again (the newsletter archive's sign-up box), and no Unsubscribe button.
 */
export function unsubscribeAlreadyPage(message: string): string {
  return page(ALREADY_TITLE, `<p role="status">${escapeHtml(message)}</p>\n<a class="button" href="/newsletter#subscribe">Subscribe again</a>`);
}

export function unsubscribeDonePage(message: string): string {
  return page('You are unsubscribed', `<p role="status">${escapeHtml(message)}</p>`);
}

/** The page of a refusal (a link that is not valid, the database away for a moment): what went wrong, and no button. */
export function unsubscribeErrorPage(message: string): string {
  return page(ASK_TITLE, `<p role="alert">${escapeHtml(message)}</p>`);
}

/** The page of a newsletter's web copy that does not exist (an unknown address; a send that reached nobody). */
export function webCopyMissingPage(): string {
  return page(
    'Newsletter not found',
    `<p role="alert">There is no newsletter at this address. Check the link in your e-mail, or read the latest articles in the magazine.</p>`,
  );
}

const SUBSCRIBE_TITLE = 'Newsletter sign-up';

/** The answer to the sign-up form posted without the app: what the JSON answer says ("check your inbox"). */
export function subscribeDonePage(message: string): string {
  return page(SUBSCRIBE_TITLE, `<p role="status">${escapeHtml(message)}</p>`);
}

/** The sign-up form's refusal (not an e-mail address, too many sign-ups): the JSON answer's words. */
export function subscribeErrorPage(message: string): string {
  return page(SUBSCRIBE_TITLE, `<p role="alert">${escapeHtml(message)}</p>`);
}

/**
 * Whether the request is a browser's that gets a page back: the GET of the List-Unsubscribe address (unless the client
 * asks for JSON rather than HTML), and the POST of a plain HTML form (urlencoded, Accept text/html: the unsubscribe page's
 * button, the sign-up form before the app runs). Mail programs' one-click POSTs and the SPA get JSON.
 */
export const wantsPage = (req: Request) =>
  req.method === 'GET' ? req.accepts(['html', 'json']) === 'html' : Boolean(req.is('application/x-www-form-urlencoded')) && req.accepts(['json', 'html']) === 'html';

/** A newsletter route's errors: a page for a browser (wantsPage, `errorPage` with the error's words), the usual JSON error body otherwise. */
@Catch()
export class NewsletterPageErrors extends HttpErrorFilter {
  constructor(private readonly errorPage: (message: string) => string) {
    super();
  }

  protected override send(req: Request, res: Response, body: ErrorBody): void {
    if (!wantsPage(req)) return super.send(req, res, body);
    res.status(body.statusCode).type('text/html; charset=utf-8').send(this.errorPage(body.error));
  }
}
