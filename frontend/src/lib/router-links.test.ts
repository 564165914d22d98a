import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as RR from 'react-router';
import { Link, NavLink } from './router-links';

/** The markup of `node` rendered at `location`. */
function at(location: string, node: ReactNode): string {
  return renderToStaticMarkup(createElement(RR.StaticRouter, { location }, node));
}

/** react-router's own markup, without the framework mode's route-discovery marker (the app's links leave it out). */
const theirs = (location: string, node: ReactNode) => at(location, node).replace(/ data-discover="true"/g, '');

describe("the app's Link and NavLink", () => {
  it("render the <a> react-router's do: the same href, attributes and children", () => {
    for (const [location, to] of [['/', '/publisher/training'], ['/search?q=x', '/search?q=recovery&offset=20'], ['/publisher/training', '/article/12'], ['/a/b', 'c']])
      expect(at(location, createElement(Link, { to, className: 'x', 'aria-label': 'Go' }, 'text'))).toBe(theirs(location, createElement(RR.Link, { to, className: 'x', 'aria-label': 'Go' }, 'text')));
    expect(at('/', createElement(Link, { to: 'https://example.com/x', rel: 'noopener', target: '_blank' }, 'out'))).toBe('<a rel="noopener" href="https://example.com/x" target="_blank">out</a>');
  });

  it("mark the page shown as react-router's NavLink does (end, a deeper page, render props, case)", () => {
    const cases: Array<[string, string, boolean]> = [
      ['/publisher', '/publisher', true],
      ['/publisher/training', '/publisher', true],
      ['/publisher/training', '/publisher', false],
      ['/Publisher/Training', '/publisher/training', false],
      ['/premium', '/publisher', false],
      ['/publisher-x', '/publisher', false],
    ];
    for (const [location, to, end] of cases) {
      const className = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
      const children = ({ isActive }: { isActive: boolean }) => (isActive ? 'here' : 'there');
      expect([location, to, at(location, createElement(NavLink, { to, end, className, children }))]).toEqual([location, to, theirs(location, createElement(RR.NavLink, { to, end, className, children }))]);
      expect([location, to, at(location, createElement(NavLink, { to, end, className: 'nav' }, 'x'))]).toEqual([location, to, theirs(location, createElement(RR.NavLink, { to, end, className: 'nav' }, 'x'))]);
    }
    expect(at('/premium', createElement(NavLink, { to: '/premium' }, 'Premium'))).toContain('aria-current="page"');
  });
});

/** The app's source files (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("react-router's Link and NavLink", () => {
  it('are not imported by the app (they bring the framework mode\'s code into every public page)', () => {
    const root = fileURLToPath(new URL('..', import.meta.url)).replace(/[\/]$/, '');
    const offenders = sources(root).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router'/g)].some((m) => /\b(Link|NavLink)\b/.test(m[1].replace(/\b(type\s+)?\w*(LinkProps|LinkRenderProps)\b/g, ''))),
    );
    expect(offenders.map((file) => file.slice(root.length + 1))).toEqual([]);
    expect(sources(root).length).toBeGreaterThan(100);
  });
});
