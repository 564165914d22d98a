import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's WCAG 2.0/2.1 A and AA findings on the page, as `rule: selectors` lines. Animations still running (a dialog or
 * a toast fading in) are let finish first: axe measures contrast at the opacity of the moment, and a part-faded button
 * fails it. Endless ones (a spinner) are not waited for. `exclude`: a frame axe cannot enter, one sandboxed without
 * scripts (a mail preview): axe runs inside each frame, and waits for such a frame until the test times out.
 */
export async function violations(page: Page, exclude?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  // Violations only (axe then skips gathering every passing node), run in the page itself (legacy mode: axe.run in
  // its frames), not in parts finished in a blank page opened for each check (the default): the same findings for a
  // third of the time. Legacy mode leaves out frames from other origins; our pages have none.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
