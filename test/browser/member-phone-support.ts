import type { Browser, BrowserContextOptions } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { browserDatabaseQuery, registerMemberInUi, uniqueEmail } from './support.js';

/** What the members' phone journeys share (member-phone.spec.ts, member-phone-journal.spec.ts). */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/wt-memphone-shots';
mkdirSync(SHOTS, { recursive: true });

export async function member(browser: Browser, options: BrowserContextOptions, name: string) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const email = uniqueEmail(name);
  await registerMemberInUi(page, email, 'Morag Phone');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>('select id from users where email = $1', [email]);
  return { context, page, email, id };
}
