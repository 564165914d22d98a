import { expect, type Page } from '@playwright/test';
import { registerMemberInUi, signInAsAdmin, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * Leaving a page inside the app with typed text not saved asks first (docs/product.md#unsaved-changes): a link in the
 * header or the browser's Back go through the 'Discard your changes?' question of the form holding the text. 'Keep
 * editing' stays on the page with the text and the address as they were; 'Discard' goes where the reader asked. A page
 * with nothing typed is left at once.
 */

const SHOTS = 'test-results/member-leaving';
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard your changes?' });
const headerLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

/** The question shows over the page; 'Keep editing' leaves the address at `path`. */
async function keepEditing(page: Page, path: RegExp): Promise<void> {
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(path);
}

test('a member leaving a page with a goal, a name or an entry typed is asked first; Back asks too', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerMemberInUi(page, uniqueEmail('leaving'));

  // Nothing typed: the link goes at once.
  await headerLink(page, 'Profile').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(question(page)).toHaveCount(0);

  // The name, changed in place: a header link asks; Keep editing keeps it; Discard goes.
  await page.getByRole('button', { name: 'Change your name' }).click();
  const name = page.getByRole('textbox', { name: 'Your name' });
  await name.fill('Patricia Runner');
  await headerLink(page, 'Journal').click();
  await expect(question(page)).toContainText('The change you made to your account has not been saved.');
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: `${SHOTS}/leaving-profile-1440.png`, animations: 'disabled' });
  await keepEditing(page, /\/profile$/);
  await expect(name).toHaveValue('Patricia Runner');
  await headerLink(page, 'Journal').click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(question(page)).toHaveCount(0);

  // A goal typed on the journal: the browser's Back asks, and the address stays; Discard goes back.
  const goal = page.getByLabel('Your goal');
  await goal.fill('Walk the Pennine Way by September');
  await page.goBack();
  await keepEditing(page, /\/journal$/);
  await expect(goal).toHaveValue('Walk the Pennine Way by September');
  await headerLink(page, 'Profile').click();
  await keepEditing(page, /\/journal$/);
  await expect(goal).toHaveValue('Walk the Pennine Way by September');
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(/\/journal$/);
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Change your name' })).toBeVisible();
  // Forward again, nothing typed now: at once.
  await page.goForward();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(goal).toHaveValue('');
  await expect(question(page)).toHaveCount(0);

  // A classic journal entry edited in place asks before a link takes it away.
  await page.goto('/journal-old');
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Tempo run');
  await form.getByLabel('Journal entry').fill('Marathon pace tempo, 8 km.');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('heading', { name: 'Tempo run' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit entry: Tempo run' }).click();
  const card = page.getByRole('article', { name: 'Edit entry: Tempo run' });
  await card.getByLabel('Title').fill('Tempo run, 8 km');
  await headerLink(page, 'Profile').click();
  await keepEditing(page, /\/journal-old$/);
  await expect(card.getByLabel('Title')).toHaveValue('Tempo run, 8 km');
  await headerLink(page, 'Profile').click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // At 390 px, the phone's menu link asks the same question.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Change your name' }).click();
  await name.fill('Pat R.');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'My Journal Journey' }).click();
  await expect(question(page)).toBeVisible();
  await reviewScreenshot(page, { path: `${SHOTS}/leaving-profile-390.png`, animations: 'disabled' });
  await keepEditing(page, /\/profile$/);
  await expect(name).toHaveValue('Pat R.');
});

test('an editor rewriting a field in the generator is asked before the Dashboard link takes it away', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  const topic = `Leaving the generator ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(page.getByRole('heading', { name: topic })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Long-form Article' }).click();
  const box = page.getByRole('textbox', { name: 'Long-form Article' });
  await box.fill('My rewrite, not saved yet.');

  const dashboard = page.getByRole('link', { name: 'Dashboard' });
  await dashboard.click();
  await expect(question(page)).toContainText('Your edit to this package has not been saved.');
  await keepEditing(page, /\/admin\/content-generator$/);
  await expect(box).toHaveValue('My rewrite, not saved yet.');
  await dashboard.click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a link to a page the server makes asks too; after Discard the browser's own question does not follow", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByRole('textbox', { name: 'Email address' }).fill('new-coach@example.com');
  const docs = page.getByRole('link', { name: 'API documentation' });
  await docs.click();
  await expect(question(page)).toContainText('The invitation you started has not been sent.');
  await keepEditing(page, /\/admin$/);
  await expect(invite.getByRole('textbox', { name: 'Email address' })).toHaveValue('new-coach@example.com');
  await docs.click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/api\/docs/);
  expect(dialogs).toEqual([]);
});

test("the header's search leaves the page too: an editor's hero title typed in place is asked about first", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  await page.goto('/admin/gear');
  await page.getByRole('button', { name: 'Edit hero title' }).click();
  const title = page.getByRole('textbox', { name: 'Hero title' });
  await title.fill('Kit that lasts past 50');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' });
  await search.fill('knees');
  await search.press('Enter');
  await expect(question(page)).toContainText('Your hero title has not been saved.');
  await keepEditing(page, /\/admin\/gear$/);
  await expect(title).toHaveValue('Kit that lasts past 50');
  await search.press('Enter');
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/search\?q=knees$/);
});

test('a topic or prompt typed in the generator and not sent is asked about before a link takes it away', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  await page.getByRole('textbox', { name: 'Topic' }).fill('Cadence drills for masters cyclists');
  await page.getByRole('checkbox', { name: 'Advanced Options' }).check();
  const prompt = page.getByRole('textbox', { name: 'Custom AI Prompt (Optional)' });
  await prompt.fill('Write for riders returning after a long break; keep every drill under 20 minutes.');
  const dashboard = page.getByRole('link', { name: 'Dashboard' });
  await dashboard.click();
  await expect(question(page)).toContainText('The topic or prompt you typed has not been sent to be generated.');
  await keepEditing(page, /\/admin\/content-generator$/);
  await expect(prompt).toHaveValue('Write for riders returning after a long break; keep every drill under 20 minutes.');
  await dashboard.click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
