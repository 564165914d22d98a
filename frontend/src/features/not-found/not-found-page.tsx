import { Link } from '../../lib/router-links';
import { MagazineSearchOffer } from '../../components/site/header-search';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

/** Any path the app does not know: the way home, and a search box for the article the reader was after. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="container-reading space-y-6 py-20 md:py-28">
      <p className="font-serif text-6xl font-bold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-4xl">
        <span className="sr-only">404 </span>Page Not Found
      </h1>
      <p className="text-lg text-muted">
        We could not find the page you asked for. It may have moved, or the address may have a typing mistake.
      </p>
      <MagazineSearchOffer />
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          Go to the magazine home
        </Link>
        <Link to="/premium" className={buttonClasses('secondary', 'lg')}>
          Premium
        </Link>
      </div>
    </div>
  );
}
