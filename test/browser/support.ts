import { expect, type Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@flyingat50.test';
export const PASSWORD = 'correct-horse-battery';

/** A unique address per test run, so journeys never collide on a reused database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Toasts: Radix briefly duplicates the text for screen readers, so match exactly and take the first. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

export async function registerMemberInUi(page: Page, email: string, name = 'Pat Runner'): Promise<void> {
  await page.goto('/community/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/journal$/);
}

export const EDITOR_EMAIL = 'editor@flyingat50.test';

/** Signs the page's browser context in as the allow-listed editor (registering on first use). */
export async function signInAsEditor(page: Page): Promise<void> {
  const body = { email: EDITOR_EMAIL, password: PASSWORD, confirmPassword: PASSWORD, name: 'Eddie Editor' };
  const registered = await page.request.post('/api/auth/register', { data: body });
  if (registered.status() === 409) {
    const login = await page.request.post('/api/auth/login', { data: { email: EDITOR_EMAIL, password: PASSWORD } });
    expect(login.status()).toBe(200);
  } else {
    expect(registered.status()).toBe(200);
  }
}

/** The database of the app under test (serve.mjs names it f50_browser_<pid>; the newest one is ours). */
export async function browserDatabaseQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query("select datname from pg_database where datname like 'f50_browser_%' order by oid desc limit 1");
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0].datname}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
