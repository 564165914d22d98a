import { expect } from '@playwright/test';
import { browserDatabaseClient, browserDatabaseQuery, dotsStartingLines, EDITOR_EMAIL, expectToast, inbox, inboxUrl, signInAsAdmin, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** Issue 22: an editor sends a published article as a newsletter (a test to themself first), then follows the send. */
test('an editor sends a test to themself, then the article to every confirmed subscriber, and a reader unsubscribes', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Strides on grass at 60 ${stamp}`;
  const readers = [`nl-reader-a-${stamp}@example.com`, `nl-reader-b-${stamp}@example.com`];
  for (const email of readers) await browserDatabaseQuery(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
  await browserDatabaseQuery(`insert into newsletter_subscribers (email, status) values ($1, 'pending')`, [`nl-pending-${stamp}@example.com`]);
  await browserDatabaseQuery(
    `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags)
     values ($1, 'Light, quick and kind to old legs', $2, 'Training & Performance', 'Training & Performance', 'published', now(), 'Six strides after an easy run.', '[]', 'Strides help.', '[]')`,
    [title, `strides-on-grass-${stamp}`],
  );

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  // The theme card shows its newest article with its actions: Send as newsletter for a published one.
  await page.getByRole('button', { name: `Send as newsletter: "${title}"` }).click();

  const dialog = page.getByRole('dialog', { name: 'Send as newsletter' });
  await expect(dialog.getByRole('button', { name: 'Send to all subscribers' })).toBeDisabled();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`A test was sent to ${EDITOR_EMAIL}. When it reads well, send it to all subscribers.`);
  const testMail = await inbox(EDITOR_EMAIL, `[Test] ${title}`);
  expect(testMail.text).toContain('Six strides after an easy run.');
  await reviewScreenshot(page, { path: 'test-results/newsletter-send-dialog.png' });

  await dialog.getByRole('button', { name: 'Send to all subscribers' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send to all subscribers?' });
  await expect(confirm).toContainText(new RegExp(`"${title}" goes to every confirmed subscriber now \\(\\d+ today\\)\\.`));
  await confirm.getByRole('button', { name: 'Send newsletter' }).click();
  // Every confirmed subscriber: the two of this journey and any other journey's.
  await expectToast(page, 'Newsletter on its way', /^Sending to \d+ confirmed subscribers\. Follow it in the Newsletter tab\.$/);
  const mails = await Promise.all(readers.map((reader) => inbox(reader, title)));
  expect(mails.map((m) => m.to)).toEqual(readers.map((r) => [r]));
  // The article's button says it went out (while it goes out, 'Sending as newsletter'); opened again, the dialog says
  // when, and offers no second send (it would be refused).
  const sentButton = page.getByRole('button', { name: `Sent as newsletter: "${title}"` });
  await expect(sentButton).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: `Send as newsletter: "${title}"` })).toHaveCount(0);
  await sentButton.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/newsletter-sent-button-1440.png' });
  await sentButton.click();
  await expect(dialog).toContainText(new RegExp(`"${title}" went out as a newsletter on \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2}, and each article is sent once\\.`));
  await expect(dialog.getByRole('button', { name: /Send/ })).toHaveCount(0);
  await reviewScreenshot(page, { path: 'test-results/newsletter-sent-dialog-1440.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The Newsletter tab: the send with its figures; the subscribers' addresses are for administrators only.
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Sent');
  // Recipients: this journey's two readers and any confirmed subscriber of other journeys; every one sent.
  const recipients = Number(await row.getByRole('cell').nth(2).textContent());
  expect(recipients).toBeGreaterThanOrEqual(2);
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(recipients));
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');
  const subscribers = page.getByRole('region', { name: 'Subscribers' });
  await expect(subscribers).toContainText('Only administrators can see the subscribers’ addresses.');
  // The figures, without addresses: at least this journey's two confirmed readers and its pending one.
  const confirmedCount = Number(await subscribers.getByRole('definition').first().textContent());
  expect(confirmedCount).toBeGreaterThanOrEqual(2);
  await expect(subscribers.getByRole('term').first()).toHaveText('Confirmed:');
  await expect(page.getByText(`nl-pending-${stamp}@example.com`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export as CSV' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/newsletter-tab-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone each send is a card; its figures wrap after a dot, never before one.
  const sendCard = page.getByRole('list', { name: 'Newsletter sends, newest first' }).getByRole('listitem').filter({ hasText: title });
  await expect(sendCard).toContainText(new RegExp(`${recipients} recipients\\s·, ${recipients} sent\\s·, 0 failed`));
  expect(await dotsStartingLines(sendCard)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/newsletter-tab-390.png', fullPage: true });

  // A reader opens the unsubscribe link of their mail (no sign-in) and confirms.
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[0-9]+\.[A-Za-z0-9_-]{43}/.exec(mails[0].text)![0];
  const reader = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  const readerPage = await reader.newPage();
  // The mail as a reader sees it (the HTML part, shown by a browser engine as webmail does), for the screenshots.
  const html = ((await (await fetch(inboxUrl())).json()) as Array<{ to: string[]; subject: string; html: string }>)
    .find((m) => m.to.includes(readers[0]) && m.subject === title)!.html;
  await readerPage.setContent(html);
  await expect(readerPage.getByRole('link', { name: 'Read the article' })).toBeVisible();
  await reviewScreenshot(readerPage, { path: 'test-results/newsletter-mail-390.png', fullPage: true });
  await readerPage.goto(link);
  await expect(readerPage.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
  expect(await violations(readerPage)).toEqual([]);
  await reviewScreenshot(readerPage, { path: 'test-results/newsletter-unsubscribe-390.png', fullPage: true });
  await readerPage.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(readerPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  const [row2] = await browserDatabaseQuery<{ status: string }>('select status from newsletter_subscribers where email = $1', [readers[0]]);
  expect(row2.status).toBe('unsubscribed');
  // Reloaded (or opened again later), the link says the address is already unsubscribed, with the way back, and asks nothing.
  await readerPage.reload();
  await expect(readerPage.getByRole('heading', { level: 1, name: 'Already unsubscribed' })).toBeVisible();
  await expect(readerPage.getByRole('status')).toHaveText(
    'This address is already unsubscribed: no more newsletters will be sent to it. Changed your mind? You can sign up again at any time.',
  );
  await expect(readerPage.getByRole('button', { name: 'Unsubscribe', exact: true })).toHaveCount(0);
  expect(await violations(readerPage)).toEqual([]);
  await reviewScreenshot(readerPage, { path: '/tmp/shots-news/unsubscribe-already-390.png', fullPage: true });
  await readerPage.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(readerPage, { path: '/tmp/shots-news/unsubscribe-already-1440.png', fullPage: true });
  await readerPage.getByRole('link', { name: 'Subscribe again' }).click();
  await expect(readerPage).toHaveURL(/\/newsletter#subscribe$/);
  await expect(readerPage.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email address')).toBeInViewport();
  await reader.close();
});

test('an admin erases a subscriber for good from the Newsletter tab (a request to be forgotten)', async ({ page }) => {
  const email = `forget-me-${Date.now()}@example.com`;
  await browserDatabaseQuery(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await page.getByLabel('Address contains').fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Confirmed');
  await expect(page.getByRole('button', { name: 'Export as CSV' })).toBeVisible();
  await page.getByRole('button', { name: `Erase ${email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Erase this subscriber?' });
  await expect(confirm).toContainText(`${email} and its sign-up are deleted for good`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Erase for good' }).click();
  await expectToast(page, 'Subscriber erased', `${email} and its sign-up are gone for good.`);
  await expect(page.getByText('No subscribers match.')).toBeVisible();
  // Its row is gone with its Erase: focus is on the nearest control still there (the search it was found with).
  await expect(page.getByLabel('Address contains')).toBeFocused();
  expect(await browserDatabaseQuery('select 1 from newsletter_subscribers where email = $1', [email])).toEqual([]);
  // On a phone the same button sits in the subscriber's card.
  await browserDatabaseQuery(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Newsletter' }).click();
  await page.getByLabel('Address contains').fill(email);
  await expect(page.getByRole('button', { name: `Erase ${email}` })).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/newsletter-erase-phone.png', fullPage: true });
});

test('an editor stops a send that waits for the mail server', async ({ page }) => {
  const stamp = Date.now();
  const subject = `A send to stop ${stamp}`;
  const reason =
    'The mail server refuses this site\'s mail, whoever it is for: "553 5.7.1 Sender address rejected" (at MAIL FROM). Check MAIL_FROM (the sender address: the server must accept it) and SMTP_URL (the server, its port and login). ' +
    'No subscriber was changed. The send tries again every minute and goes on once the server takes the mail; or stop it.';
  const [send] = await browserDatabaseQuery<{ id: number }>(
    `insert into newsletter_sends (kind, subject, html, text, status, recipients, paused_at, paused_reason) values ('article', $1, '', '', 'sending', 1, now(), $2) returning id`,
    [subject, reason],
  );
  await browserDatabaseQuery(
    `with s as (insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now()) returning id)
     insert into newsletter_deliveries (send_id, subscriber_id) select $2, id from s`,
    [`nl-stop-${stamp}@example.com`, send.id],
  );
  // Hold the send's delivery lock, as a busy worker would, so the app's minute tick does not deliver it meanwhile.
  const holder = await browserDatabaseClient();
  await holder.query('select pg_advisory_lock($1, $2)', [0x6e6c, send.id]);
  try {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAsEditor(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Newsletter' }).click();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Sending');
    await expect(row).toContainText(/Paused since .+\. The mail server refuses this site's mail/);
    await expect(row).toContainText('Check MAIL_FROM');
    await reviewScreenshot(page, { path: 'test-results/newsletter-paused-1440.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('listitem').filter({ hasText: subject }).getByRole('button', { name: `Stop sending "${subject}"` })).toBeVisible();
    await reviewScreenshot(page, { path: 'test-results/newsletter-paused-390.png', fullPage: true });
    await page.setViewportSize({ width: 1440, height: 1000 });

    await row.getByRole('button', { name: `Stop sending "${subject}"` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Stop this send?' });
    await expect(confirm).toContainText(`"${subject}" goes to nobody more: the 1 subscriber still to go is left out.`);
    expect(await violations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Stop sending' }).click();
    await expectToast(page, 'Send stopped', `"${subject}" goes to nobody more: 1 subscriber left out.`);
    await expect(row).toContainText('Stopped');
    await expect(row.getByRole('button', { name: /Stop sending/ })).toHaveCount(0);
    // The Stop sending pressed is gone with the confirm: focus is on the nearest control still there, not the page's body.
    await expect(page.getByRole('region', { name: 'Sends' }).locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await reviewScreenshot(page, { path: '/tmp/shots-news/newsletter-stopped-1440.png', fullPage: true });
    expect(await browserDatabaseQuery('select status from newsletter_sends where id = $1', [send.id])).toEqual([{ status: 'cancelled' }]);
    expect(await browserDatabaseQuery('select status from newsletter_deliveries where send_id = $1', [send.id])).toEqual([{ status: 'skipped' }]);
  } finally {
    await holder.end();
  }
});

test("an unsubscribe link that is not valid says so on the app's page, in the server page's words, without a button", async ({ page }) => {
  const INVALID = 'This unsubscribe link is not valid. Use the link at the bottom of a newsletter.';
  const [reader] = await browserDatabaseQuery<{ id: number }>(
    `insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now()) returning id`,
    [`nl-forged-${Date.now()}@example.com`],
  );
  // The reader's id with a signature that is not ours (a link made up, or signed under an earlier SESSION_SECRET).
  const token = `${reader.id}.${'A'.repeat(43)}`;
  const server = await page.request.get(`/api/newsletter/unsubscribe?token=${token}`, { headers: { Accept: 'text/html' } });
  expect(server.status()).toBe(400);
  expect(await server.text()).toContain(`<p role="alert">${INVALID}</p>`);

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/newsletter/unsubscribe?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page.getByRole('button', { name: 'Unsubscribe', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Read the magazine' })).toBeVisible();
    await reviewScreenshot(page, { path: `test-results/newsletter-unsubscribe-invalid-${width}.png`, fullPage: true });
  }
  expect(await violations(page)).toEqual([]);
  expect(await browserDatabaseQuery('select status from newsletter_subscribers where id = $1', [reader.id])).toEqual([{ status: 'confirmed' }]);
});

test("the newsletter's own pages follow the light or dark and the text size chosen on this device", async ({ browser }) => {
  // A mail program opens the List-Unsubscribe address in the browser: the server's page, not the app's.
  const address = `/api/newsletter/unsubscribe?token=${`1.${'A'.repeat(43)}`}`;
  const paper = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const textSize = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).fontSize);

  // A light device whose reader chose Dark and Largest on the site.
  const light = await browser.newContext({ colorScheme: 'light', viewport: { width: 390, height: 844 } });
  const page = await light.newPage();
  await page.goto(address);
  expect(await paper(page)).toBe('rgb(250, 248, 244)');
  expect(await textSize(page)).toBe('18px');
  await page.evaluate(() => {
    localStorage.setItem('flying50.scheme', 'dark');
    localStorage.setItem('flying50.text', 'largest');
  });
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  // Dark on a light device: the head script ran (the Content-Security-Policy allows it by its hash).
  expect(await paper(page)).toBe('rgb(20, 19, 18)');
  expect(await textSize(page)).toBe('24px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/newsletter-server-page-dark-largest-390.png', fullPage: true });
  await light.close();

  // A dark device whose reader chose Light; and one with no choice, which follows the device.
  const dark = await browser.newContext({ colorScheme: 'dark' });
  const other = await dark.newPage();
  await other.goto(address);
  expect(await paper(other)).toBe('rgb(20, 19, 18)');
  await other.evaluate(() => localStorage.setItem('flying50.scheme', 'light'));
  await other.goto(address);
  expect(await paper(other)).toBe('rgb(250, 248, 244)');
  expect(await violations(other)).toEqual([]);
  await dark.close();
});
