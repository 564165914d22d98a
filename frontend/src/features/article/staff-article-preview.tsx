import { useQuery } from '@tanstack/react-query';
import { EyeOff, LayoutDashboard } from 'lucide-react';
import { PageSpinner } from '../../components/ui/spinner';
import { answer, api } from '../../lib/api-client';
import type { Schema } from '../../lib/api-types';
import { formatDateTime } from '../../lib/format';
import { Link } from '../../lib/router-links';
import { staffSessionQuery } from '../../lib/session-queries';
import { useSignedInHint } from '../../lib/signed-in-hint';
import { usePageTitle } from '../../lib/use-page-title';
import { websiteTabFor } from '../../lib/website-tab-address';
import { isStaff, type SessionResponse } from '../../lib/user';
import { ARTICLE_NOT_FOUND, ArticleMessage, ArticleView } from './article-view';
import { useArticleBlocks } from './article-blocks';

type StaffArticle = Schema<'WebsiteContentView'>;

/** What the bar says of an article readers cannot open: a draft, a scheduled one, a deleted one. */
export function hiddenArticleNote(article: Pick<StaffArticle, 'status' | 'publish_date'>): string {
  if (article.status === 'scheduled') {
    const when = formatDateTime(article.publish_date);
    return `Scheduled: readers see this article from ${when || 'its publish time'} (London time). Until then they get 'Article Not Found' here.`;
  }
  if (article.status === 'archived') return "Deleted: readers get 'Article Not Found' here.";
  return "Draft: readers get 'Article Not Found' here until it is published.";
}

/**
 * An article readers cannot open (a draft, a scheduled or deleted one), as staff see it at its own address: the page
 * readers will get, under a bar that says why they do not have it yet (docs/product.md#article-pages). Links to drafts
 * (the audit log, the Library, a colleague's message) open the article, not 'Article Not Found'. Anyone else, and an
 * address that names no article, gets 'Article Not Found' (as the server drew it). The view is not counted and nothing here is cached for readers.
 */
export function StaffArticlePreview({ idOrSlug }: { idOrSlug: string }) {
  // Only a browser where someone signed in asks who (a visitor's 404 page makes no call that answers 401).
  const hinted = useSignedInHint();
  const session = useQuery<SessionResponse>({ ...staffSessionQuery, enabled: hinted, retry: false });
  const staff = isStaff(session.data?.user);
  const article = useQuery<StaffArticle>({
    queryKey: ['staff-article', idOrSlug],
    queryFn: () => answer(api.GET('/api/website-content/{idOrSlug}', { params: { path: { idOrSlug } } })) as Promise<StaffArticle>,
    enabled: staff,
    retry: false,
  });
  const blocks = useArticleBlocks(article.data);
  const loading = (hinted && session.isPending) || (staff && article.isPending);
  usePageTitle(article.data?.title ?? (loading ? 'Article' : ARTICLE_NOT_FOUND.title));
  if (loading || (article.data && !blocks)) return <PageSpinner label="Loading article" />;
  if (!staff || !article.data || !blocks) return <ArticleMessage title={ARTICLE_NOT_FOUND.title} text={ARTICLE_NOT_FOUND.text} search />;
  return (
    <>
      <div role="note" aria-label="Not public" className="border-b border-premium/30 bg-premium-soft text-premium">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 py-0.5 text-base font-semibold">
          <p className="flex min-w-0 items-center gap-2 py-1.5">
            <EyeOff aria-hidden="true" className="size-5 shrink-0" />
            <span className="min-w-0 break-words">{hiddenArticleNote(article.data)}</span>
          </p>
          <Link to={websiteTabFor(article.data.id)} className="inline-flex min-h-11 items-center gap-2 underline underline-offset-4 hover:no-underline">
            <LayoutDashboard aria-hidden="true" className="size-5 shrink-0" />
            Open in the Website tab
          </Link>
        </div>
      </div>
      <ArticleView article={article.data} blocks={blocks} />
    </>
  );
}
