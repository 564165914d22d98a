import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/**
 * lucide-react's icon factory, in its place (the build points lucide's `createLucideIcon.mjs` here: vite.config.ts
 * `lucideIconFactory`). Every icon module of the package calls it; the package's own went through a generic
 * renderer (attribute-name tables, a context for defaults no page sets, name conversions) of about 1.2 KB gzipped on
 * every page. The same <svg> is drawn: lucide's default attributes, the classes `lucide lucide-{name}` (and the
 * icon's aliases) before the caller's, `size`, `color`, `strokeWidth` and `absoluteStrokeWidth`, and aria-hidden
 * unless the icon has a label (children, an aria-* attribute, role or title).
 */
type IconNode = [string, Record<string, string | number>][];
type IconData = { name?: string; size?: number; node: IconNode; aliases?: string[] };
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
};

function labelled(props: Record<string, unknown>): boolean {
  for (const key in props) if ((key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null) return true;
  return false;
}

export default function createLucideIcon(icon: IconData) {
  const base = 'lucide' + (icon.name ? ` lucide-${icon.name}` : '') + (icon.aliases ?? []).map((alias) => (alias.trim() ? ` lucide-${alias}` : '')).join('');
  return function LucideIcon({ color = 'currentColor', size, width, height, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest }: IconProps) {
    const w = width ?? size ?? 24;
    const h = height ?? size ?? 24;
    const classes = [...new Set(`${base} ${className ?? ''}`.split(/\s+/).filter(Boolean))].join(' ');
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: w,
        height: h,
        viewBox: `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`,
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * Number(icon.size ?? 24)) / Number(w) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes,
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      ...(Array.isArray(children) ? children : [children]),
    );
  };
}
