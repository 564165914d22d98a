import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/**
 * Shown when a route fails to render or a lazy chunk cannot be loaded (for instance after a new
 * release replaced the files). Reloading fetches the current version.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <main id="main-content" className="container-page flex min-h-screen flex-col items-start justify-center gap-6 py-16">
      <p className="kicker">Flying@50</p>
      <h1 className="text-3xl md:text-4xl">Something went wrong</h1>
      <p className="max-w-reading text-lg text-muted">
        This page could not be shown. Reloading usually fixes it; if it does not, please try again later.
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
