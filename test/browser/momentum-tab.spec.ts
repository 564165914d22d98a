import { expect } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, reviewScreenshot, test, uniqueEmail } from './support.js';

/**
 * The Momentum tab (member review). Goal alignment without a goal showed 'Goal alignment 0%' as if it were a score: it
 * says there is no goal yet and leads to the Goals tab, where one is set; with a goal the share comes back. And
 * A goal in short words only ('Run a 5k') is a goal, not 'No goal yet', though alignment has no word to look for. And
 * the goal form names the words alignment will look for as the goal is typed, or warns that a goal in short words has
 * none. And /journal-dashboard, the momentum dashboard's address, opened on Goals with no journal view marked as current (nor the
 * header's Journal link, nor on phones the member menu's view).
 */
test('the Momentum tab shows no goal alignment score until the member has a goal, and leads to the Goals tab', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('no-goal'));
  await page.goto('/my-journey?tab=momentum');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Goal alignment' }) });
  await expect(card.getByText('No goal yet.')).toBeVisible();
  // With no distance written yet, the weekly distances say how to give one.
  await expect(page.getByRole('region', { name: 'Distance per week' }).getByText(/^No distances in these four weeks yet\. Write a session's distance/)).toBeVisible();
  await expect(card.getByRole('img', { name: /^Goal alignment \d+%/ })).toHaveCount(0);
  await card.getByRole('link', { name: 'Set a goal' }).click();
  await expect(page).toHaveURL(/\/my-journey\?tab=goals$/);
  await expect(page.getByRole('tab', { name: 'Goals', selected: true })).toBeVisible();

  // As the goal is typed, the form says which words alignment will look for, or that a goal in short words has none.
  const box = page.getByRole('textbox', { name: /goal/i });
  await box.fill('Run a 5k');
  await expect(page.getByText("Goal alignment counts the entries that mention your goal's words longer than 3 letters, and this goal has none.")).toBeVisible();
  await box.fill('Swim a mile without stopping by summer');
  await expect(page.getByText('Goal alignment will count the entries that mention these words: swim, mile, stopping, summer.')).toBeVisible();
  await expect(box).toHaveAccessibleDescription(/these words: swim, mile/);
  await page.getByRole('button', { name: 'Set Goal' }).click();
  await expect(page.getByText('Swim a mile without stopping by summer')).toBeVisible();
  await page.goto('/my-journey?tab=momentum');
  await expect(card.getByRole('img', { name: /^Goal alignment 0%/ })).toBeVisible();
  await expect(card.getByText('No goal yet.')).toHaveCount(0);
  // The words alignment looks for are named, so a member can see why an entry counts or not.
  await expect(card.getByText(/mention words from your goal \(swim, mile, /)).toBeVisible();
});

test("a goal in short words ('Run a 5k') is a goal set: the card says why there is no share and leads to changing it", async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('short-goal'));
  expect((await page.request.post('/api/community/goals', { data: { goal: 'Run a 5k' } })).status()).toBe(201);
  await page.goto('/my-journey?tab=momentum');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Goal alignment' }) });
  await expect(card.getByText("Alignment looks for your goal's words longer than 3 letters, and your goal has none yet.", { exact: false })).toBeVisible();
  await expect(card.getByText('No goal yet.')).toHaveCount(0);
  await expect(card.getByText('No share to count yet.')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Goal alignment \d+%/ })).toHaveCount(0);
  await card.getByRole('link', { name: 'Change your goal' }).click();
  await expect(page.getByRole('tab', { name: 'Goals', selected: true })).toBeVisible();
  await expect(page.getByText('Run a 5k')).toBeVisible();
});

test('/journal-dashboard opens on the Momentum tab and marks My Journal Journey as the current view', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('dashboard'));
  await page.goto('/journal-dashboard');
  await expect(page.getByRole('tab', { name: 'Momentum', selected: true })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Journal views' });
  await expect(views.getByRole('link', { name: 'My Journal Journey' })).toHaveAttribute('aria-current', 'page');
  await expect(views.getByRole('link', { name: 'Insights Guide' })).not.toHaveAttribute('aria-current', 'page');
  // The header's Journal link is current there too, and on a phone the member menu marks My Journal Journey.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Journal', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await expect(menu.getByRole('link', { name: 'My Journal Journey' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Insights Guide' })).not.toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });
  // A tab asked for by name still opens; /my-journey still opens on Goals.
  await page.goto('/journal-dashboard?tab=insights');
  await expect(page.getByRole('tab', { name: 'Insights', selected: true })).toBeVisible();
  await page.goto('/my-journey');
  await expect(page.getByRole('tab', { name: 'Goals', selected: true })).toBeVisible();
  await expect(views.getByRole('link', { name: 'My Journal Journey' })).toHaveAttribute('aria-current', 'page');
});

test("a goal that sets a distance for the year ('Run 1000 km this year') gets the year's distance so far on the Momentum tab, beside each sport's distance week by week", async ({ page }) => {
  const email = uniqueEmail('year-distance');
  await registerMemberInUi(page, email);
  const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date());
  // The goal form says, as it is typed, that the Momentum tab adds the year's distance up (no alignment warning then).
  await page.goto('/my-journey?tab=goals');
  await page.getByRole('textbox', { name: /goal/i }).fill('Run 1000 km this year');
  await expect(page.getByText(`The Momentum tab will add up the distances of your runs in ${year} towards 1,000 km.`)).toBeVisible();
  await expect(page.getByText('and this goal has none', { exact: false })).toHaveCount(0);
  await reviewScreenshot(page, { path: `${process.env.SHOTS_DIR ?? '/tmp/momentum-shots'}/year-distance-goal-form.png` });
  await page.getByRole('button', { name: 'Set Goal' }).click();
  await expect(page.getByText('Run 1000 km this year')).toBeVisible();
  await page.goto('/journal');
  // A session written to the coach counts; a plan does not.
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  for (const message of ['Easy 8 km along the canal, legs heavy', 'Going to run 20 km on Sunday, nervous about it']) {
    await composer.fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.goto('/my-journey?tab=momentum');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Distance in ${year}` }) });
  await expect(card.getByText('8 km of 1,000 km', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: new RegExp(`^8 km of 1,000 km in ${year}\\.`) })).toBeVisible();
  await expect(card.getByText(`Added up from the distances of your runs in ${year} (1 entry).`, { exact: false })).toBeVisible();
  // The sentence under it depends on the day of the year (a week's share, or the last days counted in days).
  await expect(card.getByText(/(?:ahead of|behind) an even pace|Right on pace/)).toBeVisible();
  await reviewScreenshot(card, { path: `${process.env.SHOTS_DIR ?? '/tmp/momentum-shots'}/year-distance-card.png` });

  // Each sport's distance week by week, from the same entries: the run counts this week, the plan does not.
  const weekly = page.getByRole('region', { name: 'Distance per week' });
  await expect(weekly.getByRole('heading', { name: 'Running (km)' })).toBeVisible();
  await expect(weekly.getByRole('img', { name: /^Running per week, oldest first\. .*; Last week: 0 km; This week: 8 km\.$/ })).toBeVisible();
  await reviewScreenshot(weekly, { path: `${process.env.SHOTS_DIR ?? '/tmp/momentum-shots'}/weekly-distance.png` });

  // A goal without a year's distance has no such card.
  expect((await page.request.post('/api/community/goals/archive', { data: { newGoal: 'Run a sub-2 half marathon in spring' } })).status()).toBeLessThan(300);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Goal alignment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Distance in / })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Running (km)' })).toBeVisible();
  // On a phone the weeks' chart fits the screen, its figures and week names whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await weekly.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(weekly.getByText('This week', { exact: true })).toBeInViewport();
  await reviewScreenshot(weekly, { path: `${process.env.SHOTS_DIR ?? '/tmp/momentum-shots'}/weekly-distance-390.png` });

  // A session of two sports counts each part in its own sport's chart.
  await page.goto('/journal');
  await composer.fill('Ran 5 km and walked 2 km');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Ran 5 km and walked 2 km')).toBeVisible();
  await page.goto('/my-journey?tab=momentum');
  await expect(weekly.getByRole('img', { name: /^Running per week, oldest first\. .*; This week: 13 km\.$/ })).toBeVisible();
  await expect(weekly.getByRole('heading', { name: 'Walking (km)' })).toBeVisible();
  await expect(weekly.getByRole('img', { name: /^Walking per week, oldest first\. .*; This week: 2 km\.$/ })).toBeVisible();
  // A swim is in metres, as pools are measured.
  await page.goto('/journal');
  await composer.fill('Swam 1500m, drills and 4x200');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Swam 1500m, drills and 4x200')).toBeVisible();
  await page.goto('/my-journey?tab=momentum');
  await expect(weekly.getByText('Added up from the distances your entries give, in km (swimming in metres).')).toBeVisible();
  await expect(weekly.getByRole('heading', { name: 'Swimming (m)' })).toBeVisible();
  await expect(weekly.getByRole('img', { name: /^Swimming per week, oldest first\. .*; This week: 1,500 m\.$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewScreenshot(weekly, { path: `${process.env.SHOTS_DIR ?? '/tmp/momentum-shots'}/weekly-distance-two-sports-390.png` });

  // A sport whose week rose by a third on the last is told so under its own chart.
  await browserDatabaseQuery(
    `update journal_entries set created_at = created_at - interval '7 days' where content = 'Easy 8 km along the canal, legs heavy' and user_id = (select id from users where email = $1)`,
    [email],
  );
  await page.goto('/journal');
  await composer.fill('Long run 20 km, steady');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Long run 20 km, steady')).toBeVisible();
  await page.goto('/my-journey?tab=momentum');
  const running = weekly.getByRole('group', { name: 'Running (km)' });
  await expect(running.getByText("This week's running is already 25 km, 213% more than all of last week (8 km).", { exact: false })).toBeVisible();
  await expect(weekly.getByRole('group', { name: 'Walking (km)' }).getByText(/more than all of last week/)).toHaveCount(0);
  await reviewScreenshot(weekly, { path: `${process.env.SHOTS_DIR ?? '/tmp/momentum-shots'}/weekly-distance-rise-390.png` });

  // A swimmer's year in a pool's metres counts the swims, whole metres, and fits a phone.
  expect((await page.request.post('/api/community/goals/archive', { data: { newGoal: 'Swim 150,000 m this year' } })).status()).toBeLessThan(300);
  await page.reload();
  const pool = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Distance in ${year}` }) });
  // The swim, and the bare 'Easy 8 km' moved to last week, which takes the goal's sport (in the first week of January, last year's).
  const lastWeekInYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date(Date.now() - 7 * 86_400_000)) === year;
  await expect(pool.getByText(`${lastWeekInYear ? '9,500' : '1,500'} m of 150,000 m`, { exact: true })).toBeVisible();
  await expect(pool.getByText(`Added up from the distances of your swims in ${year} (${lastWeekInYear ? '2 entries' : '1 entry'}).`, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewScreenshot(pool, { path: `${process.env.SHOTS_DIR ?? '/tmp/momentum-shots'}/year-distance-pool-390.png` });
});
