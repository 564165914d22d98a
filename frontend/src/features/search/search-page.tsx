import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { HeaderSearch } from '../../components/site/header-search';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import type { Answer } from '../../lib/api-types';
import { formatLongDate } from '../../lib/format';
import { themeForText } from '../../lib/themes';
import { usePageTitle } from '../../lib/use-page-title';
import { ArticleImage, UNTITLED } from '../publisher/article-card';
import { articleHref } from '../publisher/publisher-api';
import { articleLook } from '../publisher/article-look';
import { Snippet } from './snippet';

export const SEARCH_PAGE_SIZE = 20;

/** The answer of GET /api/publisher/search, from the OpenAPI document (docs/openapi.json). */
export type SearchAnswer = Answer<'/api/publisher/search', 'get'>;
export type SearchResult = SearchAnswer['results'][number];

/** GET /api/publisher/search?q=&limit=&offset=: SEARCH_PAGE_SIZE results from `offset`. */
function searchArticles(q: string, offset: number): Promise<SearchAnswer> {
  return answer(api.GET('/api/publisher/search', { params: { query: { q, limit: SEARCH_PAGE_SIZE, offset } } }));
}

export function resultCount(total: number, more: boolean, query: string): string {
  if (more) return `More than ${total.toLocaleString('en-GB')} articles found for "${query}": the newest ${total.toLocaleString('en-GB')}, best matches first`;
  return `${total === 1 ? '1 article' : `${total.toLocaleString('en-GB')} articles`} found for "${query}"`;
}

/** Search results (/search?q=...): published articles only, ranked by the server, 20 a page. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  usePageTitle(query ? `Search: ${query}` : 'Search');

  const search = useQuery({
    queryKey: ['publisher-search', query, offset],
    queryFn: () => searchArticles(query, offset),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams({ q: query });
    if (next > 0) nextParams.set('offset', String(next));
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  };

  const total = search.data?.total ?? 0;
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl break-words">{query ? `Search results for "${query}"` : 'Search the magazine'}</h1>
      {/* The page's own search box: on a phone the header's is inside the menu, and a reader refines the words here. */}
      <HeaderSearch key={query} label="Search the magazine" className="mt-6 max-w-xl" />
      {!query ? (
        <p className="mt-4 text-lg text-muted">Type a word or two, for example "hill repeats" or "protein".</p>
      ) : search.isPending ? (
        <Spinner label="Searching articles" showLabel className="mt-8" />
      ) : search.isError ? (
        <LoadError className="mt-8" message={errorMessage(search.error, 'The search failed. Please try again.')} onRetry={() => search.refetch()} />
      ) : (
        <>
          <p role="status" className="mt-4 text-lg break-words text-muted">
            {resultCount(total, search.data.more, query)}
          </p>
          {search.data.results.length === 0 ? (
            <p className="mt-6 text-lg">
              {search.data.only_common_words
                ? `"${query}" is too common to search for on its own (like "the" or "after"). Add a more particular word, for example "recovery after 50" or "protein".`
                : 'No published article matches those words. Try fewer or different words.'}
            </p>
          ) : (
            <ol className="mt-8 grid max-w-4xl gap-6">
              {search.data.results.map((result) => {
                const theme = themeForText(result.editorial_theme ?? result.category);
                const look = articleLook(result);
                return (
                  <li key={result.id}>
                    <article className="relative flex flex-col gap-4 rounded-lg border border-line bg-surface p-5 shadow-card hover:border-accent sm:flex-row sm:gap-5">
                      <ArticleImage
                        src={result.featured_image}
                        sizes="(min-width: 640px) 160px, 100vw"
                        gradient={look.gradient}
                        label={look.label}
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
                            <time dateTime={result.published_at}>{formatLongDate(result.published_at)}</time>
                          </p>
                        ) : null}
                      </div>
                    </article>
                  </li>
                );
              })}
            </ol>
          )}
          {total > SEARCH_PAGE_SIZE ? (
            <nav aria-label="Result pages" className="mt-8 flex max-w-4xl items-center justify-between gap-3">
              <Button variant="secondary" onClick={() => goTo(Math.max(0, offset - SEARCH_PAGE_SIZE))} disabled={offset === 0}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <span className="text-base text-muted">
                {offset + 1}–{Math.min(total, offset + SEARCH_PAGE_SIZE)} of {total}
              </span>
              <Button variant="secondary" onClick={() => goTo(offset + SEARCH_PAGE_SIZE)} disabled={offset + SEARCH_PAGE_SIZE >= total}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
