import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * The suite runs on several Playwright workers, each against an app of its own (serve.mjs: its own database, mail
 * sink and ports; playwright.config.ts starts one per worker): worker slot N uses BROWSER_TEST_PORT + 10 × N, its mail
 * inbox that + 2, and a spec's second server that + 4.
 */
export function appPort(offset = 0): number {
  return Number(process.env.BROWSER_TEST_PORT || 3870) + 10 * Number(process.env.TEST_PARALLEL_INDEX || 0) + offset;
}

/** This worker's app. */
export const appOrigin = () => `http://127.0.0.1:${appPort()}`;

/** A step that puts back what a journey changed (see `putBack`). */
export type PutBack = (step: () => Promise<unknown>) => void;

/** Playwright's test, aimed at this worker's app. */
export const test = base.extend<{ putBack: PutBack }>({
  baseURL: async ({}, use) => use(appOrigin()),
  /**
   * The journeys of a worker run one after another on one app and database, so what a journey changes that later ones
   * count on (a theme's articles, the newest post, a page's hero, an ad) is put back: `putBack(step)` as soon as it is
   * changed, and the steps run after the journey, newest first, whether it passed, failed or ran out of time (the end
   * of a journey that failed is never reached; a fixture's teardown always is, with the page still open).
   */
  putBack: async ({ page }, use) => {
    void page;
    const steps: Array<() => Promise<unknown>> = [];
    await use((step) => void steps.push(step));
    const failures: unknown[] = [];
    for (const step of steps.reverse()) await step().catch((error: unknown) => failures.push(error));
    if (failures.length) throw failures[0];
  },
});

export const ADMIN_EMAIL = 'admin@flyingat50.test';
/** A second address on ADMIN_EMAILS that only the staff invitation journey uses (other specs share ADMIN_EMAIL). */
export const NEW_ADMIN_EMAIL = 'new-admin@flyingat50.test';
export const PASSWORD = 'correct-horse-battery';

/** A unique address per test run, so journeys never collide on a reused database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Screenshots taken along the journeys for people to look at (each screen at 1440 and 390 px), written only when
 * BROWSER_SCREENSHOTS=1 (nobody looks at the 400-odd in CI; failing journeys keep theirs either way).
 * `BROWSER_SCREENSHOTS=1 npm test browser` writes them (in test-results/ and the /tmp/*-shots folders the specs name).
 */
export async function reviewScreenshot<T extends Page | Locator>(target: T, options: NonNullable<Parameters<T['screenshot']>[0]>): Promise<void> {
  if (process.env.BROWSER_SCREENSHOTS !== '1') return;
  await (target.screenshot as (options: unknown) => Promise<Buffer>).call(target, options);
}

/** Toasts: Radix briefly duplicates the text for screen readers, so match exactly and take the first. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

/** True when a toast shown now lies over any part of the element (its box meets a toast's). */
export const underToast = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...document.querySelectorAll('[data-toast-side] li[data-state="open"]')].some((toast) => {
      const over = toast.getBoundingClientRect();
      return over.left < box.right && box.left < over.right && over.top < box.bottom && box.top < over.bottom;
    });
  });

/**
 * The '·' separators in `root` that begin a line (a meta line such as 'Set October 22, 2026 · Archived November 21,
 * 2026' wrapped just before one), each as the words it begins: a dot with nothing drawn before it on its line.
 */
export const dotsStartingLines = (root: Locator) =>
  root.evaluate((element) => {
    const found: string[] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = text.indexOf('·'); at >= 0; at = text.indexOf('·', at + 1)) {
        const dot = document.createRange();
        dot.setStart(node, at);
        dot.setEnd(node, at + 1);
        const box = dot.getBoundingClientRect();
        if (!box.width) continue; // not drawn at this width
        const before = document.createRange();
        before.setStart(element, 0);
        before.setEnd(node, at);
        const onItsLine = [...before.getClientRects()].some((rect) => rect.width > 0.5 && rect.top < box.bottom - 2 && rect.bottom > box.top + 2);
        if (!onItsLine) found.push(`${text.slice(at)}${node.parentElement?.nextSibling?.textContent ?? ''}`.slice(0, 40));
      }
    }
    return found;
  });

/**
 * The dates (<time>) in `root` whose day and month are drawn on different lines ('30' ending a byline's line and
 * 'November 2026' beginning the next), each as its text.
 */
export const datesSplitAtTheDay = (root: Locator) =>
  root.evaluate((element) =>
    [...element.querySelectorAll('time')]
      .filter((time) => {
        const text = time.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return false;
        const second = (text.textContent ?? '').search(/\s\S/) + 1;
        if (second <= 0) return false;
        const day = document.createRange();
        day.setStart(text, 0);
        day.setEnd(text, 1);
        const month = document.createRange();
        month.setStart(text, second);
        month.setEnd(text, second + 1);
        const [a, b] = [day.getBoundingClientRect(), month.getBoundingClientRect()];
        return a.width > 0 && Math.abs(a.top - b.top) > 2;
      })
      .map((time) => time.textContent ?? ''),
  );

export async function registerMemberInUi(page: Page, email: string, name = 'Pat Runner'): Promise<void> {
  await page.goto('/community/auth');
  await appReady(page); // the server's card: its tabs and forms work once the app runs
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/journal$/);
}

export const EDITOR_EMAIL = 'editor@flyingat50.test';

/**
 * Signs the page's browser context in as a staff member the settings invite at start (ADMIN_EMAILS, STAFF_EMAILS),
 * accepting the invitation mailed to the address on first use (the account may exist when the suite runs).
 */
async function signInAsInvited(page: Page, email: string, name: string): Promise<void> {
  const signedIn = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  if (signedIn.status() === 200) return;
  const token = new URL(linkIn(await inbox(email, INVITATION_SUBJECT), '/accept-invitation')).hash.slice('#token='.length);
  const accepted = await page.request.post('/api/auth/invitations/accept', { data: { token, name, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(accepted.status()).toBe(200);
}

export const signInAsEditor = (page: Page) => signInAsInvited(page, EDITOR_EMAIL, 'Eddie Editor');
/** Signs in as the admin of ADMIN_EMAILS. */
export const signInAsAdmin = (page: Page) => signInAsInvited(page, ADMIN_EMAIL, 'Ada Admin');

/**
 * The ids of the website articles a spec file publishes, each deleted by an editor once the file's tests are done
 * (push to the array returned): later files count the published articles per theme.
 */
export function deletedAfterAll(): number[] {
  const ids: number[] = [];
  test.afterAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsEditor(page);
    for (const id of ids) expect((await page.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
    await context.close();
  });
  return ids;
}

/**
 * Publishes an article for a reader's test, as the editor in a context of its own (the test's page stays a reader's),
 * and gives its id, slug and page address once the page answers. Its id goes into `published` (deletedAfterAll).
 */
export async function publishForReaders(browser: Browser, published: number[], data: Record<string, unknown>): Promise<{ id: number; slug: string; path: string }> {
  const editor = await browser.newContext();
  const staff = await editor.newPage();
  await signInAsEditor(staff);
  const created = await staff.request.post('/api/website-content', { data });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  expect((await staff.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
  published.push(id);
  await editor.close();
  const path = `/article/${slug}`;
  await expect.poll(async () => (await fetch(new URL(path, appOrigin()))).status, { timeout: 10_000 }).toBe(200);
  return { id, slug, path };
}

export const INVITATION_SUBJECT = "You're invited to the Flying@50 editorial team";
export const RESET_SUBJECT = 'Reset your Flying@50 password';

export interface InboxMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}


/** The mail sink's inbox (serve.mjs) of this worker's app. */
export const inboxUrl = () => `http://127.0.0.1:${appPort(2)}/messages`;

/** The newest message to the address with the subject, from the SMTP sink of serve.mjs (waits for it). */
export async function inbox(to: string, subject: string, after = 0): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await fetch(inboxUrl())).json()) as InboxMail[];
      found = messages.filter((m) => m.to.includes(to) && m.subject === subject && m.receivedAt > after).at(-1);
      return Boolean(found);
    }, { message: `a "${subject}" message to ${to}`, timeout: 15_000 })
    .toBe(true);
  return found!;
}

/** The address of the first link to `path` in a message (with its #token). */
export function linkIn(mail: InboxMail, path: '/accept-invitation' | '/reset-password' | '/change-email'): string {
  const match = new RegExp(`https?://\\S*${path}#token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in "${mail.subject}"`);
  return match[0];
}

/**
 * A connection to the database of the app under test (serve.mjs names it f50_browser_<port>_<pid>; the newest one on
 * our port is ours), or of a second server a spec started on `port`. The caller ends it.
 */
export async function browserDatabaseClient(port = appPort()) {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query('select datname from pg_database where datname like $1 order by oid desc limit 1', [`f50_browser_${port}_%`]);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0].datname}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** One query on the database of the app under test (see browserDatabaseClient). */
export async function browserDatabaseQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = [], port = appPort()): Promise<T[]> {
  const client = await browserDatabaseClient(port);
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Waits until the app runs on the page (<html data-app="ready">). The public pages arrive rendered by the server and
 * the app starts after their first paint: until then links work but buttons and app-handled forms do not.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/** Text at 200 % (what Android's and iOS's text size does to this app, which sizes in rem). */
export const LARGE_TEXT = 'html { font-size: 200% !important; }';

/** Opens `path` once the app runs there, with its text at 200 %. */
export async function openWithLargeText(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
  await page.addStyleTag({ content: LARGE_TEXT });
}

/** How far the page scrolls sideways (0 when it fits the screen). */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Holds back the build's chunk named `name` (frontend/dist/assets/<name>-<hash>.js, a lazyPart's code) until `release`,
 * so that a dialog opened meanwhile shows 'Opening' (DialogOpening). `release` lets it through and waits until it has
 * arrived, run, and React has drawn what it holds.
 */
export async function holdChunk(page: Page, name: string): Promise<() => Promise<void>> {
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  const chunk = new RegExp(`/assets/${name}-[^/]*\\.js(\\?.*)?$`);
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    const arrived = page.waitForResponse(chunk);
    letThrough();
    await arrived;
    // Two frames, and the moment a dialog would take to show.
    await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 300)));
  };
}
