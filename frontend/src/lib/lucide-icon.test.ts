import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Check, ChevronDown, Search } from 'lucide-react';
import * as checkModule from 'lucide-react/dist/esm/icons/check.mjs';
import * as chevronDownModule from 'lucide-react/dist/esm/icons/chevron-down.mjs';
import * as searchModule from 'lucide-react/dist/esm/icons/search.mjs';
import createLucideIcon from './lucide-icon';

/** The icon's data, as each icon module of lucide-react exports it beside the component (its types name the component only). */
const dataOf = (module: object) => (module as { __iconData: Parameters<typeof createLucideIcon>[0] }).__iconData;
const [check, chevronDown, search] = [dataOf(checkModule), dataOf(chevronDownModule), dataOf(searchModule)];

/** Both factories' markup for the same icon and props (lucide-react's own, as the jest run imports it, and ours). */
function both(theirs: Parameters<typeof createElement>[0], data: Parameters<typeof createLucideIcon>[0], props: Record<string, unknown>) {
  return [renderToStaticMarkup(createElement(theirs, props)), renderToStaticMarkup(createElement(createLucideIcon(data), props))];
}

describe('createLucideIcon (the build puts it in place of lucide-react\u2019s)', () => {
  it('draws the same <svg> as lucide-react for the props the app passes', () => {
    const cases: Array<[Parameters<typeof createElement>[0], Parameters<typeof createLucideIcon>[0], Record<string, unknown>]> = [
      [Search, search, { 'aria-hidden': 'true', className: 'size-5' }],
      [Search, search, {}],
      [Check, check, { 'aria-hidden': 'true', className: 'ml-auto size-4', strokeWidth: 3 }],
      [Check, check, { size: 16, absoluteStrokeWidth: true, color: 'red', 'aria-label': 'Done' }],
      [ChevronDown, chevronDown, { title: 'More', className: 'lucide size-4 size-4' }],
      [ChevronDown, chevronDown, { width: 20, height: 30, 'data-x': 'y' }],
    ];
    for (const [theirs, data, props] of cases) {
      const [expected, actual] = both(theirs, data, props);
      expect(actual).toBe(expected);
    }
  });

  it('is hidden from screen readers unless labelled', () => {
    expect(renderToStaticMarkup(createElement(createLucideIcon(search)))).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(createElement(createLucideIcon(search), { role: 'img', 'aria-label': 'Search' }))).not.toContain('aria-hidden');
    expect(renderToStaticMarkup(createElement(createLucideIcon(search)))).toContain('class="lucide lucide-search"');
  });
});
