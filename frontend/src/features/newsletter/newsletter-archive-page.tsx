import { ChevronRight, Mail } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/router-links';
import { PageIntro } from '../../components/site/page-intro';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { MetaLine } from '../../components/ui/meta-line';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from '../not-found/not-found-page';
import { ARCHIVE_TITLE, isArchiveCursor, olderIssuesHref, useNewsletterArchive, type ArchiveIssue } from './newsletter-archive-api';
import { NEWSLETTER_HEADING, NEWSLETTER_INTRO, NewsletterForm } from './newsletter-form';
import { DateText } from '../../components/ui/date-text';

const KIND_LABEL: Record<ArchiveIssue['kind'], string> = { weekly: 'Weekly digest', article: 'Article' };

/** One past issue: its date and kind, and its subject linking to its web copy (a page of the server, not of the app). */
function IssueItem({ issue }: { issue: ArchiveIssue }) {
  return (
    <li>
      <a
        href={issue.url}
        className="group flex min-h-20 items-center gap-4 rounded-lg border border-line bg-surface p-5 no-underline shadow-card hover:border-accent focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        <span className="min-w-0 flex-1 space-y-1">
          <MetaLine as="span" className="block font-sans text-base text-muted" items={[<DateText value={issue.sent_at} />, KIND_LABEL[issue.kind]]} />
          <span className="block font-serif text-xl font-bold text-ink [overflow-wrap:anywhere] group-hover:text-accent group-hover:underline md:text-2xl">
            {issue.subject}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-accent" />
      </a>
    </li>
  );
}

/** The sign-up box beside the list (the home page's words and form), reached from the web copies' footers at #subscribe. */
function SubscribeBox() {
  return (
    <section id="subscribe" aria-labelledby="subscribe-heading" className="h-fit scroll-mt-24 rounded-lg border border-line bg-surface p-6 shadow-card">
      <h2 id="subscribe-heading" className="mb-2 flex items-center gap-2 text-2xl">
        <Mail aria-hidden="true" className="size-6 text-accent" />
        {NEWSLETTER_HEADING}
      </h2>
      <p className="mb-4 text-lg text-muted">{NEWSLETTER_INTRO}</p>
      <NewsletterForm />
    </section>
  );
}

/**
 * /newsletter: the newsletter archive (docs/product.md#newsletter-sign-up): the sign-up box and the issues that reached
 * subscribers, newest first, 20 a page, each linking to its web copy; 'Older issues' goes on (?before=, a cursor).
 * Rendered on the server like the magazine's other public pages, so it reads without script.
 */
export function NewsletterArchivePage() {
  const [params] = useSearchParams();
  const before = params.get('before');
  const valid = before === null || isArchiveCursor(before);
  usePageTitle(valid ? (before ? `${ARCHIVE_TITLE}: older issues` : ARCHIVE_TITLE) : undefined);
  const archive = useNewsletterArchive(before, valid);
  if (!valid) return <NotFoundPage />;

  let list;
  if (archive.isPending) list = <Spinner label="Loading past issues" showLabel />;
  else if (archive.isError) list = <LoadError message="The past issues could not be loaded." onRetry={() => void archive.refetch()} />;
  else if (!archive.data.issues.length) {
    list = (
      <p className="rounded-lg border border-line bg-surface p-6 text-lg">
        {before ? 'There are no older issues.' : 'No newsletter has gone out yet. Sign up, and the first one will come straight to your inbox.'}
      </p>
    );
  } else {
    const { issues, next } = archive.data;
    list = (
      <>
        <ol aria-label={before ? 'Older issues' : 'Past issues, newest first'} className="grid gap-4">
          {issues.map((issue) => (
            <IssueItem key={issue.id} issue={issue} />
          ))}
        </ol>
        <nav aria-label="More issues" className="flex flex-wrap gap-x-8 gap-y-2 font-sans text-lg font-semibold">
          {before ? (
            <Link to="/newsletter" className="inline-flex min-h-11 items-center text-accent underline underline-offset-4 hover:text-accent-hover">
              Latest issues
            </Link>
          ) : null}
          {next ? (
            <Link to={olderIssuesHref(next)} className="inline-flex min-h-11 items-center gap-1 text-accent underline underline-offset-4 hover:text-accent-hover">
              Older issues
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          ) : null}
        </nav>
      </>
    );
  }

  return (
    <>
      <PageIntro
        kicker="Newsletter"
        title={ARCHIVE_TITLE}
        lead="Every Flying@50 newsletter we have sent, newest first: the weekly round-up of new articles, and the articles we sent on their own. Open one to read it just as subscribers got it."
      />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="issues-heading" className="space-y-6">
          <h2 id="issues-heading" className="text-3xl">
            {before ? 'Older issues' : 'Past issues'}
          </h2>
          {list}
        </section>
        <SubscribeBox />
      </div>
    </>
  );
}
