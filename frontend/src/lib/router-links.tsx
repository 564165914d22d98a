import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { createPath, type To, useHref, useLocation, useNavigate, useResolvedPath } from 'react-router';

/**
 * The app's links: react-router's `Link` and `NavLink` for the declarative router, without the framework mode's parts
 * (page prefetch links, route discovery, view transitions, masks). Those pulled the data router's form, prefetch and
 * manifest code into every public page (about 3 KB gzipped of the framework file); this is what the app uses of them:
 * an <a> whose plain left click navigates in the app, with the same `href`, `replace` (the same address is replaced,
 * not pushed), `state` and `target`, and NavLink's active state (aria-current="page", `end`, render props).
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** An address with a scheme (https:, mailto:) or protocol-relative: a plain link out of the app. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export function Link({ to, replace, state, preventScrollReset, reloadDocument, target, onClick, ...rest }: LinkProps) {
  const external = typeof to === 'string' && ABSOLUTE.test(to);
  const href = useHref(external ? '.' : to);
  const location = useLocation();
  const path = useResolvedPath(external ? '.' : to);
  const navigate = useNavigate();
  if (external || reloadDocument) return <a {...rest} href={external ? (to as string) : href} target={target} onClick={onClick} />;
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(location) === createPath(path), state, preventScrollReset });
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export type NavLinkRenderProps = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: LinkProps['style'] | ((props: NavLinkRenderProps) => LinkProps['style']);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/** A link that knows whether it leads to the page shown (react-router's matching: `end`, a trailing slash, case). */
export function NavLink({ 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, children, ...rest }: NavLinkProps) {
  const path = useResolvedPath(rest.to);
  let here = useLocation().pathname;
  let to = path.pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    to = to.toLowerCase();
  }
  const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = here === to || (!end && here.startsWith(to) && here.charAt(endSlash) === '/');
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(props) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
}
