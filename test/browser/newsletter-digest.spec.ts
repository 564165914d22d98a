import { expect } from '@playwright/test';
import { browserDatabaseQuery, EDITOR_EMAIL, expectToast, inbox, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** The weekly digest before it goes out: an editor previews it, sends themself a test, and sees who the send goes to. */
test('an editor previews the weekly digest, sends themself a test, and the send says how many it goes to', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const titles = [`Tempo runs at sixty ${stamp}`, `Mobility for masters swimmers ${stamp}`];
  for (const [i, title] of titles.entries()) {
    await browserDatabaseQuery(
      `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags)
       values ($1, 'A deck', $2, 'Training & Performance', 'Training & Performance', 'published', now() - make_interval(mins => $3), 'The body.', '[]', 'In short.', '[]')`,
      [title, `digest-${i}-${stamp}`, i + 1],
    );
  }
  await browserDatabaseQuery(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [`digest-reader-${stamp}@example.com`]);
  const sendsBefore = await browserDatabaseQuery<{ n: number; window_end: Date | null }>(
    `select count(*)::int as n, max(window_end) filter (where kind = 'weekly') as window_end from newsletter_sends`,
  );

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  const digest = page.getByRole('group', { name: 'Weekly digest' });

  // Preview: the subject, the articles it holds, and the mail itself in a sandboxed frame.
  await digest.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weekly digest preview' });
  await expect(dialog.getByText(/^Flying@50 this week: \d+ new articles? \(/)).toBeVisible();
  const listed = dialog.getByRole('list', { name: 'Articles in the digest' });
  for (const title of titles) await expect(listed.getByText(title, { exact: true })).toBeVisible();
  const frameSelector = 'iframe[title="The weekly digest as subscribers will see it"]';
  const frame = dialog.locator(frameSelector);
  await expect(frame).toHaveAttribute('sandbox', '');
  for (const title of titles) await expect(frame.contentFrame().getByRole('link', { name: title })).toBeVisible();
  expect(await violations(page, { exclude: frameSelector })).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/newsletter-digest-preview-1440.png' });

  // On a phone the mail reads in its narrow layout, inside the dialog, without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = (await frame.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const overflow = await frame.contentFrame().locator('body').evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await frame.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/newsletter-digest-preview-390.png' });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // Send me a test: to the editor only, marked [Test]; a toast names the address.
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: 'Send me a test' }).click();
  await expectToast(page, 'Test sent', `A test of the weekly digest was sent to ${EDITOR_EMAIL}. Read it in your inbox before sending it to all subscribers.`);
  const subject = (await dialog.getByText(/^Flying@50 this week: /).textContent())!;
  const mail = await inbox(EDITOR_EMAIL, `[Test] ${subject}`, sentAt);
  for (const title of titles) expect(mail.text).toContain(title.toUpperCase());
  expect(mail.text).not.toMatch(/unsubscribe\?token=/);
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();

  // Neither the preview nor the test counts as a send.
  expect(
    await browserDatabaseQuery(`select count(*)::int as n, max(window_end) filter (where kind = 'weekly') as window_end from newsletter_sends`),
  ).toEqual(sendsBefore);

  // The send's confirm question says how many confirmed subscribers it goes to; Cancel sends nothing.
  await digest.getByRole('button', { name: 'Send the weekly digest now' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send the weekly digest now?' });
  await expect(confirm).toContainText(/go to every confirmed subscriber now \(\d+ today\)/);
  const [{ confirmed }] = await browserDatabaseQuery<{ confirmed: number }>(`select count(*)::int as confirmed from newsletter_subscribers where status = 'confirmed'`);
  await expect(confirm).toContainText(`(${confirmed.toLocaleString('en-GB')} today)`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(
    await browserDatabaseQuery(`select count(*)::int as n, max(window_end) filter (where kind = 'weekly') as window_end from newsletter_sends`),
  ).toEqual(sendsBefore);
});
