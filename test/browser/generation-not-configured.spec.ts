import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, expectToast, PASSWORD, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';
import { secondServer } from './second-server.js';
import { violations } from './axe.js';

/**
 * Without OPENAI_API_KEY a generation is refused at once (503, reason not_configured, the message naming the setting;
 * docs/product.md#content-generator). The suite's server has the fake OpenAI, so this file starts a second one without
 * it (second-server.ts) on the worker's port + 6. The reason stays beside the form after the toast has gone (until the
 * next try), never tells the editor to try again, and no progress is polled for a run that never started (which would
 * answer 404 and leave a console error). The second server has no SMTP_URL either: the newsletter's sends are not offered.
 */
const { port, origin } = secondServer(6);
const MISSING = 'Content generation is not configured: set OPENAI_API_KEY.';

test.use({ baseURL: origin });

/** Collects console errors and failed progress polls; the generate request's own 503 (the refusal shown) is expected. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const refusal = /status of 503/.test(message.text()) && /\/api\/(content|website-content|premium-content)\/generate$/.test(message.location().url);
    if (!refusal) problems.push(`${message.text()} ${message.location().url}`);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/content/generate/progress/') && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** A member made an editor on the second server (its invitations go to its log, not a mail inbox). */
async function signInAsEditorHere(page: Page): Promise<void> {
  const email = uniqueEmail('no-key-editor');
  await registerMemberInUi(page, email, 'Nora Nokey');
  // Off the member's journal first: signing in as staff ends the member's session, and that page's refetches would
  // then be refused (401) while the test watches the console.
  await page.goto('about:blank');
  await browserDatabaseQuery(`update users set role = 'editor' where email = $1`, [email], port);
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
}

test('the generator keeps the missing setting on the page until the next try, and polls no progress for it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditorHere(page);
  const problems = watchProblems(page);
  await page.goto('/admin/content-generator');
  await page.getByRole('textbox', { name: 'Topic' }).fill('Hill repeats for masters runners');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expectToast(page, 'Generation Failed', MISSING);
  const failure = page.getByRole('alert').filter({ hasText: 'Nothing was generated' });
  await expect(failure).toContainText(MISSING);
  await expect(failure).not.toContainText('try again');
  await expect(page.getByRole('button', { name: 'Generate Content' })).toBeEnabled();
  // The toast goes after 5 seconds; the reason stays.
  await expect(page.getByText('Generation Failed', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(failure).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/generator-not-configured-1440.png' });

  // The next try clears it while it runs (held here until checked), and fails the same way.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/content/generate', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(page.getByRole('button', { name: 'Generating (~2 mins)...' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  release();
  await expect(failure).toContainText(MISSING);
  expect(problems).toEqual([]);
});

test("the Website and Premium generate dialogs name the missing setting without 'Please try again.'", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditorHere(page);
  const problems = watchProblems(page);
  await page.goto('/admin');

  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: 'Generate New for Gear & Tech' }).click();
  const website = page.getByRole('dialog', { name: 'Generate New: Gear & Tech' });
  await website.getByRole('textbox', { name: 'Topic' }).fill('Heart-rate straps compared');
  await website.getByRole('button', { name: 'Generate New' }).click();
  await expectToast(page, 'Generation Failed', `Failed to generate website content for Gear & Tech. ${MISSING}`);
  const websiteFailure = website.getByRole('alert');
  await expect(websiteFailure).toContainText('Failed to generate website content for Gear & Tech.');
  await expect(websiteFailure).toContainText(MISSING);
  await expect(websiteFailure).not.toContainText('try again');
  await page.keyboard.press('Escape');
  await expect(website).toHaveCount(0);

  await page.getByRole('tab', { name: 'Premium' }).click();
  await page.getByRole('button', { name: /^Generate (New|Content) for Gear & Tech$/ }).click();
  const premium = page.getByRole('dialog', { name: /^Generate (New|Content): Gear & Tech$/ });
  await premium.getByRole('textbox', { name: 'Topic' }).fill('Power meters for older riders');
  await premium.getByRole('button', { name: /^Generate (New|Content)$/ }).click();
  await expectToast(page, 'Generation Failed', MISSING);
  const premiumFailure = premium.getByRole('alert');
  await expect(premiumFailure).toContainText('Failed to generate premium content for Gear & Tech.');
  await expect(premiumFailure).toContainText(MISSING);
  await expect(premiumFailure).not.toContainText('try again');
  expect(problems).toEqual([]);
});

test('without SMTP_URL the newsletter sends and tests are disabled, with the reason beside them; the preview still opens', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditorHere(page);
  const stamp = Date.now();
  const title = `Easy miles on Sunday ${stamp}`;
  await browserDatabaseQuery(
    `insert into website_content (title, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tags)
     values ($1, $2, 'Training & Performance', 'Training & Performance', 'published', now(), 'Keep it easy.', '[]', '[]')`,
    [title, `easy-miles-${stamp}`],
    port,
  );
  const problems = watchProblems(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  const note = page.getByRole('note').filter({ hasText: 'No mail server is set up (SMTP_URL is empty)' });
  await expect(note).toBeVisible();
  const digest = page.getByRole('group', { name: 'Weekly digest' });
  for (const name of ['Send me a test', 'Send the weekly digest now']) {
    const button = digest.getByRole('button', { name });
    await expect(button).toBeDisabled();
    // The reason is read with the button (it was enabled, and refused only once pressed).
    await expect(button).toHaveAccessibleDescription(/No mail server is set up \(SMTP_URL is empty\)/);
  }
  await expect(digest.getByRole('button', { name: 'Preview' })).toBeEnabled();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: `Send as newsletter: "${title}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send as newsletter' });
  await expect(dialog.getByRole('note')).toContainText('No mail server is set up (SMTP_URL is empty)');
  await expect(dialog.getByRole('button', { name: 'Send a test to me' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Send to all subscribers' })).toBeDisabled();
  await expect(dialog.getByText('opens once the test is sent')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/newsletter-no-mail-server.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await browserDatabaseQuery(`update website_content set status = 'archived' where slug = $1`, [`easy-miles-${stamp}`], port);
  expect(problems).toEqual([]);
});

test('without PEXELS_API_KEY the image picker says so once, offers Upload and an address instead, and Cancel stays in reach', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditorHere(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Manual Create for Gear & Tech' }).click();
  const create = page.getByRole('dialog', { name: 'Manual Create: Gear & Tech' });
  await create.getByRole('button', { name: 'Choose featured image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  // The search run as the picker opens fails in its panel, naming the setting; no toast on top of it.
  const panel = picker.getByRole('alert').filter({ hasText: 'Error searching for images:' });
  await expect(panel).toContainText('Failed to search images: 503');
  await expect(panel).toContainText('Image search is not configured: set PEXELS_API_KEY.');
  await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await expect(page.getByText('Search failed', { exact: true })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/image-picker-not-configured-1440.png' });

  await panel.getByRole('button', { name: 'Upload a picture' }).click();
  await expect(picker.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByRole('button', { name: 'Upload image' })).toBeFocused();
  await picker.getByRole('tab', { name: 'Browse Images' }).click();
  await picker.getByRole('alert').getByRole('button', { name: 'Use an image address' }).click();
  await expect(picker.getByRole('textbox', { name: 'Image URL' })).toBeFocused();
  // An editor who asks again is told with the toast too.
  await picker.getByRole('tab', { name: 'Browse Images' }).click();
  await picker.getByRole('searchbox', { name: 'Search images' }).fill('masters rower');
  await picker.getByRole('button', { name: 'Search', exact: true }).click();
  await expectToast(page, 'Search failed', 'Failed to search images: 503 Service Unavailable. Image search is not configured: set PEXELS_API_KEY.');
  // From the keyboard: a pointer's click while the toast slides in was once lost on a busy machine.
  await picker.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(create).toBeVisible();
});
