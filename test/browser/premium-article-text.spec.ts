import { expect } from '@playwright/test';
import { browserDatabaseQuery, expectToast, registerMemberInUi, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * A premium post written in '## Heading' sections without numbers (the demo posts are) is not in the coaching-card
 * format: the editor gives its article as one markdown text box, saved with the details (docs/product.md#premium-articles),
 * so a typo in a live post can be fixed without Enhance with AI; its subtitle and summary too (they could not be edited).
 */
const TYPO = 'Hold back in the frist hour: the last hour is where the ride is won.';
const FIXED = 'Hold back in the first hour: the last hour is where the ride is won.';

test('an editor fixes a typo, the subtitle and the summary of a premium post; the member reads the fixed text', async ({ page, browser, putBack }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const topic = `Pacing a long ride ${Date.now()}`;
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines, created_at)
     values ($1, 'Ride smarter', 6, 'Racing & Strategy', 'published', '{}', $2, 'Start slower than you think.', 'Start slow.', '["Pace"]', now()) returning id`,
    [topic, `## The first hour\n\n${TYPO}\n\n## The last hour\n\nSpend what you saved.`],
  );
  // Archived after, so the premium dashboard's theme counts on the same server stay the other files'.
  putBack(() => browserDatabaseQuery(`update premium_content set status = 'archived' where id = $1`, [id]));
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Premium' }).click();
  await page.getByRole('button', { name: 'Edit the newest Racing & Strategy article' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit premium post' });
  const article = editor.getByRole('textbox', { name: 'Article (markdown)' });
  await expect(article).toHaveValue(/frist hour/);
  // No coaching cards and no read-only copy of the text for a post that has no numbered sections.
  await expect(editor.getByText('This content uses the traditional format.', { exact: false })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  // An empty article is not saved.
  await article.fill('   ');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Write the article.')).toBeVisible();

  await article.fill(`## The first hour\n\n${FIXED}\n\n## The last hour\n\nSpend what you saved.`);
  // The subtitle and the summary members read are edited here too; once written they cannot be emptied.
  const subtitle = editor.getByRole('textbox', { name: 'Subtitle' });
  const summary = editor.getByRole('textbox', { name: 'Summary (TL;DR)' });
  await expect(subtitle).toHaveValue('Ride smarter');
  await expect(summary).toHaveValue('Start slow.');
  await subtitle.fill(' ');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Write a subtitle: members read it under the title.')).toBeVisible();
  await expect(subtitle).toBeFocused();
  await reviewScreenshot(page, { path: 'test-results/premium-editor-subtitle.png' });
  await subtitle.fill('Ride smarter, finish stronger');
  await summary.fill('Start slower than feels right.\nSpend it in the last hour.');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Content Updated', 'Your changes have been saved.');
  const [stored] = await browserDatabaseQuery<{ long_form_article: string; status: string; subtitle: string; tldr_summary: string }>(
    'select long_form_article, status, subtitle, tldr_summary from premium_content where id = $1',
    [id],
  );
  expect(stored).toEqual({
    long_form_article: `## The first hour\n\n${FIXED}\n\n## The last hour\n\nSpend what you saved.`,
    status: 'published',
    subtitle: 'Ride smarter, finish stronger',
    tldr_summary: 'Start slower than feels right.\nSpend it in the last hour.',
  });
  // Done closes without asking: nothing is left unsaved.
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toHaveCount(0);

  // Opened again, the editor shows the saved text.
  await page.getByRole('button', { name: 'Edit the newest Racing & Strategy article' }).click();
  await expect(editor.getByRole('textbox', { name: 'Article (markdown)' })).toHaveValue(/first hour: the last hour/);
  await editor.getByRole('button', { name: 'Done' }).click();

  // A Premium member reads the fixed text in the report saved to their Library.
  const member = await browser.newPage();
  const email = uniqueEmail('premium-typo');
  await registerMemberInUi(member, email, 'Rita Reader');
  const [user] = await browserDatabaseQuery<{ id: number }>('update users set is_premium = true where email = $1 returning id', [email]);
  await browserDatabaseQuery(
    `insert into saved_reports (user_id, premium_content_id, saved_at, theme)
     select $1, id, now(), premium_theme(editorial_theme, topic) from premium_content where id = $2`,
    [user.id, id],
  );
  await member.goto('/library');
  await member.getByRole('button', { name: `Read Report: ${topic}` }).click();
  const report = member.getByRole('dialog', { name: topic });
  await expect(report.getByText(FIXED)).toBeVisible();
  await expect(report.getByText('Ride smarter, finish stronger')).toBeVisible();
  await expect(report.getByText('frist')).toHaveCount(0);
  // The summary keeps the editor's line breaks, in its box after the article.
  const tldr = report.getByText('Start slower than feels right.', { exact: false });
  expect(await tldr.innerText()).toBe('Start slower than feels right.\nSpend it in the last hour.');
  await member.close();
});
