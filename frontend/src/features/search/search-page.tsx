import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/router-links';
import { HeaderSearch } from '../../components/site/header-search';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import type { Answer } from '../../lib/api-types';
import { THEMES, themeForText } from '../../lib/themes';
import { usePageTitle } from '../../lib/use-page-title';
import { useHydrated } from '../../lib/use-hydrated';
import { ArticleImage, UNTITLED } from '../publisher/article-card';
import { articleHref } from '../publisher/publisher-api';
import { articleLook } from '../publisher/article-look';
import { Snippet } from './snippet';
import { SEARCH_OFFSET_MAX, SEARCH_PAGE_SIZE, searchQueryKey, searchTerms } from '../../lib/search-terms';
import { DateText } from '../../components/ui/date-text';

export { SEARCH_OFFSET_MAX, SEARCH_PAGE_SIZE };

/** The answer of GET /api/publisher/search, from the OpenAPI document (docs/openapi.json). */
export type SearchAnswer = Answer<'/api/publisher/search', 'get'>;
export type SearchResult = SearchAnswer['results'][number];

/**
 * GET /api/publisher/search: SEARCH_PAGE_SIZE ranked results from `offset` (an offset past SEARCH_OFFSET_MAX asks for
 * the empty page at its end), or the older matches before the cursor `before`.
 */
function searchArticles(q: string, offset: number, before: string | null): Promise<SearchAnswer> {
  const query = before ? { q, limit: SEARCH_PAGE_SIZE, before } : { q, limit: SEARCH_PAGE_SIZE, offset: Math.min(offset, SEARCH_OFFSET_MAX) };
  return answer(api.GET('/api/publisher/search', { params: { query } }));
}

/** The status line above the results. */
export function resultCount(total: number, more: boolean, query: string, older = false): string {
  if (older) return `Older matches for “${query}”, newest first`;
  if (more) return `More than 1,000 articles found for “${query}”: the best matches first, then older ones`;
  return `${total === 1 ? '1 article' : `${total.toLocaleString('en-GB')} articles`} found for “${query}”`;
}

/** The address of a results page: the ranked results from `offset`, or the older matches before `before`. */
export function searchPageHref(query: string, page: { offset?: number; before?: string } = {}): string {
  const params = new URLSearchParams({ q: query });
  if (page.before) params.set('before', page.before);
  else if (page.offset) params.set('offset', String(page.offset));
  return `/search?${params}`;
}

/** Search results (/search?q=...): published articles only, ranked by the server, 20 a page; the first is rendered by the server. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { query, offset, before, tooLong } = searchTerms(params);
  // The server draws one empty search page for every address without words: what a too long search says comes after.
  const hydrated = useHydrated();
  usePageTitle(query ? `Search: ${query}` : 'Search');

  // The first page of a search arrives with its answer (the server renders it: app/server-pages.ts).
  const search = useQuery({
    queryKey: searchQueryKey({ query, offset, before }),
    queryFn: () => searchArticles(query, offset, before),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });

  const goTo = (page: { offset?: number; before?: string }) => {
    setParams(new URL(searchPageHref(query, page), window.location.origin).searchParams);
    window.scrollTo({ top: 0 });
  };

  const total = search.data?.total ?? 0;
  const older = search.data?.older ?? null;
  // Past the last result (an offset beyond the ranked results, or older pages that ran out): say so, never "no match".
  const pastTheEnd = (offset > 0 || before !== null) && search.data?.results.length === 0;
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl break-words">{query ? `Search results for “${query}”` : 'Search the magazine'}</h1>
      {/* The page's own search box: on a phone the header's is inside the menu, and a reader refines the words here. */}
      <HeaderSearch key={query} label="Search the magazine" className="mt-6 max-w-xl" />
      {!query ? (
        <p className="mt-4 text-lg text-muted">
          {tooLong && hydrated ? 'The search is too long: at most 200 characters.' : 'Type a word or two, for example “hill repeats” or “protein”.'}
        </p>
      ) : search.isPending ? (
        <Spinner label="Searching articles" showLabel className="mt-8" />
      ) : search.isError ? (
        <LoadError className="mt-8" message={errorMessage(search.error, 'The search failed. Please try again.')} onRetry={() => search.refetch()} />
      ) : (
        <>
          {/* The previous search's results stay while the new one runs: its count is not said with the new words. */}
          <p role="status" className="mt-4 text-lg break-words text-muted">
            {/* Words too common to search for found nothing by design: the line below says so, not '0 articles found'. */}
            {search.isPlaceholderData || search.data.only_common_words ? '' : resultCount(total, search.data.more, query, before !== null)}
          </p>
          {pastTheEnd ? (
            <div className="mt-6 space-y-3 text-lg">
              <p>There are no more results for “{query}”.</p>
              <p className="flex flex-wrap gap-x-6 gap-y-2">
                <Link to={searchPageHref(query)} className="link">Back to the first page of results</Link>
                {older && !before ? <Link to={searchPageHref(query, { before: older })} className="link">See older matches</Link> : null}
              </p>
            </div>
          ) : search.data.results.length === 0 ? (
            <div className="mt-6 space-y-3 text-lg">
              <p>
                {search.data.only_common_words
                  ? `“${query}” is too common to search for on its own. Add a more particular word, for example “recovery after 50” or “protein”.`
                  : 'No published article matches those words. Try fewer or different words.'}
              </p>
              {/* A misspelt word: the nearest words articles use, offered only when they find something (the API checks). */}
              {search.data.suggestion ? (
                <p>
                  Did you mean <Link to={searchPageHref(search.data.suggestion)} className="link font-semibold">“{search.data.suggestion}”</Link>?
                </p>
              ) : null}
              {/* Somewhere to go from an empty search: the themes' pages, each its newest articles first. */}
              <nav aria-labelledby="browse-themes" className="space-y-2 pt-2">
                <h2 id="browse-themes" className="text-xl">
                  Or browse a theme
                </h2>
                <ul className="flex flex-wrap gap-x-6 gap-y-2">
                  {THEMES.map((theme) => (
                    <li key={theme.slug}>
                      <Link to={`/publisher/${theme.slug}`} className="link">
                        {theme.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          ) : (
            <ol className="mt-8 grid max-w-4xl gap-6">
              {search.data.results.map((result, index) => {
                const theme = themeForText(result.editorial_theme ?? result.category);
                const look = articleLook(result);
                return (
                  <li key={result.id}>
                    <article className="relative flex flex-col gap-4 rounded-lg border border-line bg-surface p-5 shadow-card hover:border-accent sm:flex-row sm:gap-5">
                      <ArticleImage
                        src={result.featured_image}
                        width={result.featured_image_width}
                        sizes="(min-width: 640px) 160px, 100vw"
                        gradient={look.gradient}
                        label={look.label}
                        // The first result's picture is what a phone paints largest: fetched at once, not lazily.
                        priority={index === 0}
                        // Phones: the picture on top, full width; wider screens: a 4:3 thumbnail that keeps its shape (never stretched to the card's height).
                        className="aspect-[16/9] w-full self-start rounded-md sm:aspect-[4/3] sm:w-40 sm:shrink-0"
                      />
                      <div className="min-w-0 space-y-2">
                        {theme ? <p className="kicker">{theme.title}</p> : null}
                        <h2 className="text-2xl [overflow-wrap:anywhere]">
                          <a href={articleHref(result)} className="no-underline after:absolute after:inset-0 hover:text-accent">
                            {result.title?.trim() || UNTITLED}
                          </a>
                        </h2>
                        <p className="text-lg [overflow-wrap:anywhere]">
                          <Snippet html={result.snippet} />
                        </p>
                        {result.published_at ? (
                          <p className="text-sm text-muted">
                            <DateText value={result.published_at} />
                          </p>
                        ) : null}
                      </div>
                    </article>
                  </li>
                );
              })}
            </ol>
          )}
          {pastTheEnd ? null : before ? (
            <nav aria-label="Result pages" className="mt-8 flex max-w-4xl items-center justify-between gap-3">
              <Button variant="secondary" onClick={() => goTo({})}>
                <ChevronLeft aria-hidden="true" />
                Best matches
              </Button>
              <Button variant="secondary" onClick={() => older && goTo({ before: older })} disabled={!older}>
                Older matches
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : total > SEARCH_PAGE_SIZE || older ? (
            <nav aria-label="Result pages" className="mt-8 flex max-w-4xl items-center justify-between gap-3">
              <Button variant="secondary" onClick={() => goTo({ offset: Math.max(0, offset - SEARCH_PAGE_SIZE) })} disabled={offset === 0}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <span className="text-base text-muted">
                {offset + 1}–{Math.min(total, offset + SEARCH_PAGE_SIZE)} of {total.toLocaleString('en-GB')}
                {search.data.more ? ' best matches' : ''}
              </span>
              {offset + SEARCH_PAGE_SIZE >= total && older ? (
                <Button variant="secondary" onClick={() => goTo({ before: older })}>
                  Older matches
                  <ChevronRight aria-hidden="true" />
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => goTo({ offset: offset + SEARCH_PAGE_SIZE })} disabled={offset + SEARCH_PAGE_SIZE >= total}>
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
