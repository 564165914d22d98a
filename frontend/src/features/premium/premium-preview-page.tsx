import { ArrowLeft, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { errorStatus } from '../../lib/api';
import { formatUsLongDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { PremiumArticle } from './premium-article';
import { statusLabel, usePremiumItem, type PremiumItem } from './premium-content';

/** True when this window was opened by a script (window.open from the dashboard), which may close it. */
function openedByScript(): boolean {
  return Boolean(window.opener);
}

/**
 * Close Preview: closes the preview window. A window the visitor opened themselves (a typed or
 * bookmarked address) cannot be closed by the page, so it also offers a link back to the dashboard.
 */
function CloseActions() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {openedByScript() ? null : (
        <a href="/admin" className={buttonClasses('link', 'sm')}>
          <ArrowLeft aria-hidden="true" />
          Back to the dashboard
        </a>
      )}
      <Button variant="secondary" onClick={() => window.close()}>
        <X aria-hidden="true" />
        Close Preview
      </Button>
    </div>
  );
}

function PreviewHeader({ item }: { item?: PremiumItem }) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex min-h-18 flex-wrap items-center justify-between gap-4 py-3">
        <div className="space-y-1">
          <p className="font-serif text-2xl font-bold">Premium Content Preview</p>
          {item ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-muted">
              {item.editorial_week ? <span>Day {item.editorial_week}</span> : null}
              <span>{formatUsLongDate(item.created_at)}</span>
              <Badge tone={item.status === 'published' ? 'success' : 'neutral'}>{statusLabel(item.status)}</Badge>
            </div>
          ) : null}
        </div>
        <CloseActions />
      </div>
    </header>
  );
}

function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="space-y-4 rounded-lg border border-line bg-surface p-8 text-center shadow-card">
      <div role="alert">
        <h1 className="text-3xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** Premium content preview (/premium-preview/{id}), opened from the admin dashboard in its own window. */
export function PremiumPreviewPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const content = usePremiumItem(id, valid);
  usePageTitle(content.data ? `Preview: ${content.data.topic}` : 'Premium Content Preview');

  let body: ReactNode;
  if (valid && content.isPending) {
    body = <PageSpinner label="Loading the premium content" />;
  } else if (!valid || errorStatus(content.error) === 404) {
    body = <Notice title="Content not found" />;
  } else if (content.isError || !content.data) {
    body = (
      <Notice title="Failed to fetch content">
        <p className="text-lg text-muted">Check that you are signed in to the dashboard, then try again.</p>
        <div className="flex justify-center">
          <Button onClick={() => void content.refetch()}>Try Again</Button>
        </div>
      </Notice>
    );
  } else {
    body = <PremiumArticle item={content.data} />;
  }

  return (
    <div className="min-h-screen bg-paper">
      <PreviewHeader item={content.data} />
      <main id="main-content" tabIndex={-1} className="container-reading py-10 focus:outline-none md:py-14">
        {body}
      </main>
    </div>
  );
}
