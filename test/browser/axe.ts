import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** What to check: the WCAG 2.0/2.1 A and AA rules unless `everyRule` (axe's best practices too). */
export interface AxeScope {
  /** Only this part of the page (a selector): a dialog, a section. */
  include?: string;
  /**
   * A part to leave out (a selector). The app's one frame, the newsletter's mail preview, is sandboxed without scripts:
   * axe does not look into frames here (`iframes: false`), so a frame's content is checked only where its page is.
   */
  exclude?: string;
  /** Every rule axe has, best practices included (landmarks, heading order), not only WCAG A and AA. */
  everyRule?: boolean;
}

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's findings on the page, as `rule: selectors` lines (an empty list when there are none). Animations still running
 * (a dialog or a toast fading in) are let finish first: axe measures contrast at the opacity of the moment, and a
 * part-faded button fails it. Endless ones (a spinner) are not waited for.
 *
 * axe is put into the page once per document and run there: @axe-core/playwright's builder sent and compiled its
 * 550 kB again for every check (0.5-0.9 s a check against 0.1 s once loaded, measured on /admin 2026-12-06), and
 * journeys check a screen several times as dialogs open.
 */
export async function violations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async ({ include, exclude, tags }) => {
      const context: axe.ElementContext = include ? { include: [include], exclude: exclude ? [exclude] : [] } : { exclude: exclude ? [exclude] : [] };
      const options: axe.RunOptions = { resultTypes: ['violations'], iframes: false, ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) };
      const results = await (window as unknown as { axe: typeof axe }).axe.run(context, options);
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { include: scope.include, exclude: scope.exclude, tags: scope.everyRule ? null : WCAG_A_AA },
  );
  return found;
}
