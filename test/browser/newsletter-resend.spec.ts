import { expect } from '@playwright/test';
import { browserDatabaseQuery, EDITOR_EMAIL, expectToast, inbox, inboxUrl, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * An article whose earlier send was stopped part-way is sent again from 'Send as newsletter': both dialogs say it goes
 * only to the confirmed subscribers that send did not reach, with how many, and it does (docs/product.md#newsletter-sign-up).
 */
test('sending again an article whose send was stopped part-way says it goes only to the subscribers not reached, and how many', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Easy long runs after 55 ${stamp}`;
  const [reached, missed] = [`nl-reached-${stamp}@example.com`, `nl-missed-${stamp}@example.com`];
  const [article] = await browserDatabaseQuery<{ id: number }>(
    `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags)
     values ($1, 'Slow miles, long life', $2, 'Training & Performance', 'Training & Performance', 'published', now(), 'Keep it conversational.', '[]', 'Go easy.', '[]')
     returning id`,
    [title, `easy-long-runs-${stamp}`],
  );
  // The earlier send reached one of them before staff stopped it; the other was left out.
  const [send] = await browserDatabaseQuery<{ id: number }>(
    `insert into newsletter_sends (kind, subject, article_id, html, text, status, recipients, finished_at) values ('article', $1, $2, '', '', 'cancelled', 2, now()) returning id`,
    [title, article.id],
  );
  for (const [email, status] of [
    [reached, 'sent'],
    [missed, 'skipped'],
  ]) {
    await browserDatabaseQuery(
      `with s as (insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now()) returning id)
       insert into newsletter_deliveries (send_id, subscriber_id, status, sent_at) select $2, id, $3::text, case when $3::text = 'sent' then now() end from s`,
      [email, send.id, status],
    );
  }
  // Every confirmed subscriber (other journeys' too) but the one it reached.
  const [{ n }] = await browserDatabaseQuery<{ n: number }>(
    `select count(*)::int as n from newsletter_subscribers s where s.status = 'confirmed'
       and not exists (select 1 from newsletter_deliveries d where d.send_id = $1 and d.subscriber_id = s.id and d.status = 'sent')`,
    [send.id],
  );

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: `Send as newsletter: "${title}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send as newsletter' });
  await expect(dialog).toContainText(
    `An earlier send of "${title}" failed or was stopped part-way: this one mails it only to the confirmed subscribers that send did not reach (${n} today). Send a test to yourself first and read it in your inbox.`,
  );
  await expect(dialog).not.toContainText('every confirmed subscriber');
  await expect(dialog.getByRole('button', { name: 'Send to those not reached' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`A test was sent to ${EDITOR_EMAIL}. When it reads well, send it to the subscribers not reached.`);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: '/tmp/shots-news/resend-dialog-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: '/tmp/shots-news/resend-dialog-390.png' });

  await dialog.getByRole('button', { name: 'Send to those not reached' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send to the subscribers not reached?' });
  await expect(confirm).toContainText(
    `"${title}" goes now only to the confirmed subscribers its earlier send did not reach (${n} today); those it reached do not get it again. Mail already sent cannot be called back (the rest can be stopped from the Newsletter tab).`,
  );
  await expect(confirm).not.toContainText('every confirmed subscriber');
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: '/tmp/shots-news/resend-confirm-390.png' });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await reviewScreenshot(page, { path: '/tmp/shots-news/resend-confirm-1440.png' });
  await confirm.getByRole('button', { name: 'Send newsletter' }).click();
  await expectToast(page, 'Newsletter on its way', `Sending to ${n} confirmed subscriber${n === 1 ? '' : 's'}. Follow it in the Newsletter tab.`);

  // The one left out gets it; the one the stopped send reached does not get it again.
  await inbox(missed, title);
  const [again] = await browserDatabaseQuery<{ id: number }>(`select id from newsletter_sends where article_id = $1 and id <> $2`, [article.id, send.id]);
  await expect.poll(async () => (await browserDatabaseQuery<{ status: string }>('select status from newsletter_sends where id = $1', [again.id]))[0].status, { timeout: 30_000 }).toBe('sent');
  const mails = (await (await fetch(inboxUrl())).json()) as Array<{ to: string[]; subject: string }>;
  expect(mails.filter((m) => m.subject === title && m.to.includes(reached))).toEqual([]);
});
