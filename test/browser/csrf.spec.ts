import { expect, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PASSWORD, registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * Cross-site request forgery in a real Chromium: an attacker's page on another port of this machine (another
 * origin; from localhost another site, from 127.0.0.1 the same site, so SameSite=Lax cookies go along) submits
 * HTML forms to the app as soon as it loads.
 */
let attacker: Server;
let attackerPort: number;
/** The page each path of the attacker's server answers with (set by each test). */
const pages = new Map<string, string>();

test.beforeAll(async () => {
  attacker = createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  // No host: both 127.0.0.1 and localhost (which Chromium may resolve to ::1) reach it.
  await new Promise<void>((resolve) => attacker.listen(0, resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page that submits a form to `action` on load. */
function autoSubmit(action: string, enctype: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html><title>Win a bike</title><form method="post" action="${escape(action)}" enctype="${enctype}">${inputs}</form>
<script>document.forms[0].submit()</script>`;
}

/** Opens the attacker's page and waits for its form post to the app to be answered; returns the status. */
async function visitAttacker(page: Page, host: string, path: string, target: string): Promise<number> {
  const answered = page.waitForResponse((res) => res.url() === target && res.request().method() === 'POST');
  await page.goto(`http://${host}:${attackerPort}${path}`);
  return (await answered).status();
}

async function signedInEmail(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/community/auth/me');
  return res.ok() ? ((await res.json()) as { user: { email: string } }).user.email : null;
}

test('a cross-site page cannot sign the visitor into the attacker’s account (login CSRF)', async ({ page, playwright, baseURL }) => {
  // The attacker's own account, made elsewhere.
  const attackerEmail = uniqueEmail('attacker');
  const api = await playwright.request.newContext({ baseURL });
  const registered = await api.post('/api/community/auth/register', { data: { email: attackerEmail, password: PASSWORD, confirmPassword: PASSWORD, name: 'Mallory' } });
  expect(registered.status()).toBe(200);
  await api.dispose();

  const victimEmail = uniqueEmail('victim');
  await registerMemberInUi(page, victimEmail, 'Vic Tim');
  expect(await signedInEmail(page)).toBe(victimEmail);

  const target = `${baseURL}/api/community/auth/login`;
  pages.set('/login', autoSubmit(target, 'application/x-www-form-urlencoded', { email: attackerEmail, password: PASSWORD }));
  // localhost is another site than 127.0.0.1.
  expect(await visitAttacker(page, 'localhost', '/login', target)).toBe(403);
  expect(await signedInEmail(page)).toBe(victimEmail);

  // A text/plain form carrying JSON-looking text is refused as well.
  pages.set('/login-text', autoSubmit(target, 'text/plain', { [`{"email":"${attackerEmail}","password":"${PASSWORD}","x":"`]: '"}' }));
  expect(await visitAttacker(page, 'localhost', '/login-text', target)).toBe(403);
  expect(await signedInEmail(page)).toBe(victimEmail);
});

test('a page on another port of the same host cannot write to the signed-in member’s journal (same-site CSRF)', async ({ page, baseURL }) => {
  const victimEmail = uniqueEmail('victim');
  await registerMemberInUi(page, victimEmail, 'Vic Tim');
  const entries = async () => (await (await page.request.get('/api/community/journal')).json()) as unknown[];
  expect(await entries()).toEqual([]);

  const target = `${baseURL}/api/community/journal`;
  pages.set('/plant', autoSubmit(target, 'multipart/form-data', { title: 'Planted', content: 'Written by someone else' }));
  // 127.0.0.1 on another port: the same site, so the SameSite=Lax session cookie goes along with the post.
  expect(await visitAttacker(page, '127.0.0.1', '/plant', target)).toBe(403);
  expect(await signedInEmail(page)).toBe(victimEmail);
  expect(await entries()).toEqual([]);

  // The member's own pages still write (same origin).
  await page.goto('/journal-old');
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('My own entry');
  await form.getByLabel('Journal entry').fill('Easy 5 km by the river.');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('heading', { name: 'My own entry' })).toBeVisible();
  expect(await entries()).toHaveLength(1);
});
