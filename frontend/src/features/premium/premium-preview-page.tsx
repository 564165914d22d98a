import { X } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

/** Closes a preview opened in its own window; otherwise goes back. */
function closePreview(): void {
  if (window.opener) {
    window.close();
  } else {
    window.history.back();
  }
}

/** Premium content preview (/premium-preview/{id}), opened from the admin dashboard in its own window. */
export function PremiumPreviewPage() {
  const { id = '' } = useParams();
  usePageTitle('Premium Content Preview');
  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-line bg-surface">
        <div className="container-page flex min-h-18 flex-wrap items-center justify-between gap-4 py-3">
          <div>
            <p className="kicker">Flying@50 Premium</p>
            <h1 className="text-2xl md:text-3xl">Premium Content Preview</h1>
          </div>
          <Button variant="secondary" onClick={closePreview}>
            <X aria-hidden="true" />
            Close Preview
          </Button>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="container-reading space-y-4 py-12 text-lg focus:outline-none">
        <h2 className="text-2xl">Premium article #{id}</h2>
        <p>
          A premium preview lays out an article as subscribers will read it: the cover image, the Apple News+
          summary, the full article, its inline visuals, the TL;DR summary, alternative headlines and the additional
          content formats.
        </p>
        <p className="text-muted">Previews are opened from the Premium tab of the admin dashboard.</p>
      </main>
    </div>
  );
}
