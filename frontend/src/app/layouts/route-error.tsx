import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/**
 * Shown when a route fails to render or a page's chunk cannot be loaded (for instance after a new
 * release replaced the files). Reloading fetches the current version.
 */
export function RouteError({ error }: { error: unknown }) {
  // A page's code that could not be fetched (Chromium, Firefox and Safari word it so): offline, or a release replaced it.
  const unfetched = error instanceof Error && /dynamically imported module|module script failed/i.test(error.message);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const detail = error instanceof Error && !unfetched ? error.message : undefined;

  return (
    <main id="main-content" className="container-page flex min-h-screen flex-col items-start justify-center gap-6 py-16">
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
    </main>
  );
}

interface BoundaryProps {
  /** The address shown: going elsewhere clears the error. */
  path: string;
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
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
