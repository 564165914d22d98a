import { registerMemberInUi, signInAsEditor, test, uniqueEmail } from './support.js';

for (const width of [390, 1440]) {
  test(`tour at ${width}`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const staff = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await signInAsEditor(staff);
    for (const [i, theme] of ['Training & Performance', 'Training & Performance', 'Recovery & Health'].entries()) {
      const created = await staff.request.post('/api/website-content', {
        data: { editorial_theme: theme, title: `Strides and hills for runners over fifty, part ${i + 1}`, meta_description: 'How to add short hills to an easy week without getting hurt.', long_form_article: '## Why hills\n\nShort hills build strength with less pounding than speed work on the flat. '.repeat(12), featured_image: 'https://images.pexels.com/photos/1/x.jpeg' },
      });
      const { id } = await created.json();
      await staff.request.post(`/api/website-content/${id}/publish`, { data: {} });
    }
    const shot = async (name: string) => page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await shot('home');
    await page.goto('/publisher/training');
    await page.waitForLoadState('networkidle');
    await shot('theme');
    const href = await page.locator('a[href^="/article/"]').first().getAttribute('href');
    await page.goto(href!);
    await page.waitForLoadState('networkidle');
    await shot('article');
    await page.goto('/premium');
    await page.waitForLoadState('networkidle');
    await shot('premium');
    await registerMemberInUi(page, uniqueEmail('tour'));
    await page.waitForLoadState('networkidle');
    await shot('journal');
    await staff.goto('/admin');
    await staff.waitForLoadState('networkidle');
    await staff.screenshot({ path: `/tmp/shots/admin-${width}.png` });
  });
}
