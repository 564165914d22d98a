import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { appReady, browserDatabaseQuery, expectToast, PASSWORD, registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * Keyboard-only journeys (a screen-reader user with low vision): after an action that takes away the control pressed
 * (an editor closed, a photo chosen or removed, a dialog or banner put away), focus lands on a sensible control, never
 * on the page's body; the classic journal's Cancel asks before throwing an edit away; a blank title is marked invalid
 * and focused; a time zone is picked by typing its usual name; focus rings can be seen.
 */

/** Presses the control with the keyboard (focus, then Enter), as a keyboard user does. */
async function press(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

async function photo(name: string) {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function writeEntry(page: Page, title: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Journal entry').fill(`${title}: an easy hour, steady breathing throughout.`);
  await press(page, form.getByRole('button', { name: 'Save Entry' }));
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
}

test('classic journal, two cards a row: the edit ends on its Edit button, Cancel asks first, a photo keeps focus', async ({ page }) => {
  test.setTimeout(90_000);
  await registerMemberInUi(page, uniqueEmail('focus-classic'), 'Cal Classic');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/journal-old');
  await writeEntry(page, 'Hill repeats');
  await writeEntry(page, 'Recovery swim');

  // Choosing a photo: Add Photo gives way to Replace and Remove; focus goes to Remove Photo and the name is said.
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  const chooser = page.waitForEvent('filechooser');
  await press(page, form.getByRole('button', { name: 'Add Photo' }));
  await (await chooser).setFiles(await photo('lake.jpg'));
  await expect(form.getByRole('img', { name: 'Selected photo' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove Photo' })).toBeFocused();
  await expect(form.getByText('Photo attached: lake.jpg')).toHaveAttribute('aria-live', 'polite');
  // Removing it: focus goes back to Add Photo; the hidden file input is never reached with Tab.
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'Add Photo' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Journal photo')).not.toBeFocused();
  await expect(page.locator(':focus')).toHaveCount(1);

  // Edit, change, Cancel: 'Discard your changes?' first; Keep editing keeps the text.
  await press(page, page.getByRole('button', { name: 'Edit entry: Recovery swim' }));
  const card = page.getByRole('article', { name: 'Edit entry: Recovery swim' });
  await expect(card.getByLabel('Title')).toBeFocused();
  await card.getByLabel('Title').fill('Recovery swim, 1 km');
  await press(page, card.getByRole('button', { name: 'Cancel' }));
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(discard).toBeHidden();
  await expect(card.getByLabel('Title')).toHaveValue('Recovery swim, 1 km');
  // Discard: the card is drawn again in its two-card row, and focus is on its Edit button.
  await press(page, card.getByRole('button', { name: 'Cancel' }));
  await press(page, discard.getByRole('button', { name: 'Discard' }));
  await expect(page.getByRole('button', { name: 'Edit entry: Recovery swim' })).toBeFocused();

  // Save Changes: focus is on the saved card's Edit button.
  await page.keyboard.press('Enter');
  await page.getByRole('article', { name: 'Edit entry: Recovery swim' }).getByLabel('Title').fill('Recovery swim, 1 km');
  await press(page, page.getByRole('button', { name: 'Save Changes' }));
  await expect(page.getByRole('button', { name: 'Edit entry: Recovery swim, 1 km' })).toBeFocused();
});

test('a saved entry empties the form: its photo status no longer says a photo is attached', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('photo-said'), 'Sid Said');
  await page.goto('/journal-old');
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Lake swim');
  await form.getByLabel('Journal entry').fill('Lake swim: 1 km, cold but calm.');
  const chooser = page.waitForEvent('filechooser');
  await press(page, form.getByRole('button', { name: 'Add Photo' }));
  await (await chooser).setFiles(await photo('lake.jpg'));
  await expect(form.getByText('Photo attached: lake.jpg')).toHaveAttribute('aria-live', 'polite');
  await press(page, form.getByRole('button', { name: 'Save Entry' }));
  await expect(page.getByRole('heading', { name: 'Lake swim', exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Add Photo' })).toBeVisible();
  // The form has no photo now; its (visually hidden) status said 'Photo attached: lake.jpg' until the next photo.
  await expect(form.getByText('Photo attached: lake.jpg')).toHaveCount(0);
});

test('Goal History from the keyboard: Escape while a goal is being edited ends that edit, not the dialog', async ({ page }) => {
  const email = uniqueEmail('goal-escape');
  await registerMemberInUi(page, email, 'Gail Goals');
  for (const goal of ['Run 10 km under 55 minutes', 'Swim 1500 m in open water']) {
    expect((await page.request.post('/api/community/goals', { data: { goal } })).status()).toBe(201);
  }
  await page.goto('/journal');
  await press(page, page.getByRole('button', { name: 'Goal History' }).first());
  const history = page.getByRole('dialog', { name: 'Goal History' });
  const edit = history.getByRole('button', { name: 'Edit goal: Run 10 km under 55 minutes' });
  await press(page, edit);
  await expect(history.getByLabel('Goal text')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Run 10 km under 54 minutes');
  // Escape closed the whole dialog (and dropped the edit); now it ends the edit as Cancel does, focus back on Edit.
  await page.keyboard.press('Escape');
  await expect(history).toBeVisible();
  await expect(history.getByLabel('Goal text')).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(history.getByText('Run 10 km under 55 minutes', { exact: true })).toBeVisible();
  // A number keeps its unit on its line (tieUnits): '10' never ends a line with 'km' starting the next on a phone.
  expect(await history.getByText('Run 10 km under 55 minutes', { exact: true }).textContent()).toBe('Run 10\u00a0km under 55\u00a0minutes');
  // Escape with nothing being edited closes the dialog as before.
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});

test('Archive & Set New Goal asks before it drops a new goal typed in it (Escape, Cancel); unchanged it closes at once', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('goal-discard'), 'Gus Goals');
  expect((await page.request.post('/api/community/goals', { data: { goal: 'Run 10 km under 55 minutes' } })).status()).toBe(201);
  await page.goto('/my-journey');
  await press(page, page.getByRole('button', { name: 'Archive & Set New Goal' }));
  const dialog = page.getByRole('dialog', { name: 'Archive & Set New Goal' });
  await dialog.getByLabel('New goal').fill('Half marathon under 2 hours in April');
  // Escape dropped the typed goal at once; now 'Discard your changes?' asks, 'Keep editing' first.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel('New goal')).toHaveValue('Half marathon under 2 hours in April');
  await press(page, dialog.getByRole('button', { name: 'Cancel' }));
  await press(page, discard.getByRole('button', { name: 'Discard' }));
  await expect(dialog).toBeHidden();
  // Opened again it starts empty, and closes at once while nothing is typed.
  await press(page, page.getByRole('button', { name: 'Archive & Set New Goal' }));
  await expect(dialog.getByLabel('New goal')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discard).toHaveCount(0);
});

test('profile from the keyboard: the name, address and time zone editors and a new password hand focus back', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('focus-profile');
  await registerMemberInUi(page, email, 'Pia Profile');
  await page.goto('/profile');

  const changeName = page.getByRole('button', { name: 'Change your name' });
  await press(page, changeName);
  await press(page, page.getByRole('form', { name: 'Change your name' }).getByRole('button', { name: 'Cancel' }));
  await expect(changeName).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('form', { name: 'Change your name' }).getByLabel('Your name').fill('Pia P. Profile');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Name Updated');
  await expect(changeName).toBeFocused();

  const changeEmail = page.getByRole('button', { name: 'Change your email address' });
  await press(page, changeEmail);
  await press(page, page.getByRole('form', { name: 'Change your email address' }).getByRole('button', { name: 'Cancel' }));
  await expect(changeEmail).toBeFocused();

  // The time zone list: typing the usual name picks that zone, not its neighbour.
  const changeZone = page.getByRole('button', { name: 'Change your time zone' });
  await press(page, changeZone);
  const zone = page.getByLabel('Your time zone', { exact: true });
  await expect(zone).toBeFocused();
  await page.keyboard.type('Europe/London');
  await expect(zone).toHaveValue('Europe/London');
  await press(page, page.getByRole('button', { name: 'Save Time Zone' }));
  await expectToast(page, 'Time Zone Updated', 'Your days and weeks now follow Europe / London.');
  await expect(changeZone).toBeFocused();
  await page.keyboard.press('Enter');
  await press(page, page.getByRole('form', { name: 'Change your time zone' }).getByRole('button', { name: 'Cancel' }));
  await expect(changeZone).toBeFocused();

  // A new password: the form is drawn anew, and focus goes to the card's heading.
  const passwordForm = page.getByRole('form', { name: 'Change Password' });
  await passwordForm.getByLabel('Current Password').fill(PASSWORD);
  await passwordForm.getByLabel('New Password', { exact: true }).fill('a-new-longer-password-1');
  await passwordForm.getByLabel('Confirm New Password').fill('a-new-longer-password-1');
  await press(page, passwordForm.getByRole('button', { name: 'Change Password' }));
  await expectToast(page, 'Password Changed');
  await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeFocused();
});

test('a report opened by the address, the upgrade band and the cookie banner leave focus in the main region', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('focus-main');
  await registerMemberInUi(page, email, 'Mo Main');
  const [report] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ($1, 'Swim straighter', 4, 'Training & Performance', 'published', '{}', '## Sighting\n\nLift the eyes.', 'Swim straighter.', 'Sight often.', '["Sight"]') returning id`,
    [`Open-water sighting ${Date.now()}`],
  );
  await page.goto(`/journal?report=${report.id}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/report=/);
  await expect(page.locator('#main-content')).toBeFocused();

  const hide = page.getByRole('button', { name: 'Hide the upgrade offer' });
  await press(page, hide);
  await expect(hide).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();

  await page.goto('/about');
  await appReady(page);
  const consent = page.getByRole('region', { name: 'Cookie consent' });
  await press(page, consent.getByRole('button', { name: 'Accept' }));
  await expect(consent).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('My Journey at 640x400: a blank title on Save Changes is marked invalid and focused', async ({ page }) => {
  test.setTimeout(90_000);
  await registerMemberInUi(page, uniqueEmail('focus-blank'), 'Bo Blank');
  await page.goto('/my-journey?tab=journal');
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Track session');
  await form.getByLabel('Journal entry').fill('Six by 400 m, even splits.');
  await press(page, form.getByRole('button', { name: 'Save Entry' }));
  await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Journal' }).click();
  await page.setViewportSize({ width: 640, height: 400 });
  await press(page, page.getByRole('button', { name: 'Edit entry: Track session' }));
  const dialog = page.getByRole('dialog', { name: 'Edit Entry' });
  const title = dialog.getByLabel('Title');
  await title.fill('');
  await press(page, dialog.getByRole('button', { name: 'Save Changes' }));
  const message = dialog.getByText('Missing information: Please fill in both title and content.');
  await expect(message).toBeVisible();
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  const described = (await title.getAttribute('aria-describedby'))!.split(' ');
  expect(described).toContain(await message.getAttribute('id'));
  await expect(dialog.getByLabel('Journal entry')).toHaveAttribute('aria-invalid', 'false');
  // The dialog scrolls: its Save button can still be reached and seen.
  await dialog.getByRole('button', { name: 'Save Changes' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
});

test('focus rings can be seen: a highlighted menu item is ringed, and the dark hero uses a light ring', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('focus-rings'), 'Ria Rings');
  await press(page, page.getByRole('button', { name: 'Add a photo' }));
  const item = page.getByRole('menuitem').first();
  await expect(item).toBeFocused();
  const ring = await item.evaluate((element) => getComputedStyle(element));
  expect(ring.outlineStyle).toBe('solid');
  expect(ring.outlineColor).toBe('rgb(12, 102, 99)');
  expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');

  await page.goto('/about');
  await appReady(page);
  const cta = page.getByRole('link', { name: 'Get Instant Insights' }).first();
  await cta.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(cta).toBeFocused();
  // (The button's colours change with a short transition: the ring's colour is read once it has settled.)
  await expect.poll(() => cta.evaluate((element) => getComputedStyle(element).outlineColor)).toBe('rgb(127, 209, 203)');
});
