import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../../lib/router-links';
import { SiteFrame } from './site-frame';
import { buttonClasses } from '../ui/button';

/**
 * Shown when a route fails to render or a page's chunk cannot be loaded (for instance after a new
 * release replaced the files). Reloading fetches the current version. `inFrame`: inside a layout's main landmark
 * (the public pages' SiteFrame, the members' shell), whose header stays on screen; else it is the main landmark itself.
 */
export function RouteError({ error, inFrame = false }: { error: unknown; inFrame?: boolean }) {
  // A page's code that could not be fetched (Chromium, Firefox and Safari word it so): offline, or a release replaced it.
  const unfetched = error instanceof Error && /dynamically imported module|module script failed/i.test(error.message);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const detail = error instanceof Error && !unfetched ? error.message : undefined;

  const Landmark = inFrame ? 'div' : 'main';
  return (
    <Landmark
      {...(inFrame ? {} : { id: 'main-content' })}
      className={inFrame ? 'container-page flex flex-col items-start gap-6 py-16 md:py-24' : 'container-page flex min-h-screen flex-col items-start justify-center gap-6 py-16'}
    >
      <p className="kicker">Flying@50</p>
      <h1 className="text-3xl md:text-4xl">Something went wrong</h1>
      <p className="max-w-reading text-lg text-muted">
        {offline
          ? "You seem to be offline, so this page could not be loaded. It will appear as soon as you're back online."
          : 'This page could not be shown. Reloading usually fixes it; if it does not, please try again later.'}
      </p>
      {detail ? <p className="max-w-reading text-sm text-muted">Details: {detail}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className={buttonClasses('secondary')} reloadDocument>
          Go to the magazine home
        </Link>
      </div>
    </Landmark>
  );
}

/**
 * The error page of a route outside the layouts that keep their header (the staff pages, /about, a layout that could
 * not load): within the public site frame, so the reader keeps the site's header, its links and search. Should the
 * frame itself be what fails, the bare page instead.
 */
class FramedRouteError extends Component<{ error: unknown }, { frameFailed: boolean }> {
  override state = { frameFailed: false };

  static getDerivedStateFromError(): { frameFailed: boolean } {
    return { frameFailed: true };
  }

  override render() {
    if (this.state.frameFailed) return <RouteError error={this.props.error} />;
    return (
      <SiteFrame>
        <RouteError error={this.props.error} inFrame />
      </SiteFrame>
    );
  }
}

interface BoundaryProps {
  /** The address shown: going elsewhere clears the error. */
  path: string;
  /** Inside a layout's main landmark, under its header (PublicLayout, the members' shell); else the public site frame is drawn. */
  inFrame?: boolean;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The address at which the error happened, or null while there is none. */
  failedAt: string | null;
}

/**
 * Catches what the pages throw while rendering and shows `RouteError` instead, until the reader goes elsewhere or the
 * connection comes back (the page is then tried again: a chunk that could not be fetched offline loads now).
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  private readonly retry = () => {
    if (this.state.error !== null) this.setState({ error: null, failedAt: null });
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failedAt: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.path };
    return state.failedAt === props.path ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return this.props.inFrame ? <RouteError error={error} inFrame /> : <FramedRouteError error={error} />;
  }
}
