import { Search } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { leaveUnsavedChanges } from '../../lib/leave-guard';
import { SEARCH_QUERY_MAX, searchTerms, wordsOfAddress } from '../../lib/search-terms';

/** The path of the search results page for a query. */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query.trim() })}`;
}

/**
 * The header's search box (also offered on the 404 page): searching published articles opens /search?q=...
 * `words`: put in the box once the app runs, if it is still empty (the 404 page's: the words of the address not found).
 * Not drawn by the server: its 404 page is one page for every unknown address, rendered once.
 */
export function HeaderSearch({ className, label, words = '' }: { className?: string; label?: string; words?: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [params] = useSearchParams();
  // The words the results page searched (trimmed; none when too long), as the server drew them on that page.
  const shown = searchTerms(params).query;
  const placed = useRef('');
  useEffect(() => {
    // Set on the field, not as its default: what the reader typed (before the app ran, too) is kept; words this box put
    // there before (another unknown address) give way.
    const field = input.current;
    if (!field || (field.value && field.value !== placed.current)) return;
    field.value = placed.current = words;
  }, [words]);
  const navigate = useNavigate();

  // The words are read from the form, not kept in React state: on a page the server rendered, what the reader typed
  // before the app ran stays in the field and is what is searched (state would have emptied the field as React took over).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '');
    if (!term.trim()) return;
    // A search leaves the page: typed text not saved (an editor's hero title) is asked about first (lib/leave-guard.ts).
    leaveUnsavedChanges(() => navigate(searchPath(term)));
  };

  return (
    // action and method make the search work before the app has started (the page is rendered by the server).
    <form role="search" aria-label={label} action="/search" method="get" onSubmit={onSubmit} className={cn('flex items-center', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
      <input
        id={inputId}
        ref={input}
        type="search"
        name="q"
        // A new search's words when the address changes (another results page), the reader's own until then.
        key={shown}
        defaultValue={shown}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search articles"
        className="min-h-11 w-full min-w-0 rounded-l-md border border-r-0 border-line-strong bg-surface px-3 text-base placeholder:text-muted"
      />
      <button
        type="submit"
        aria-label="Search"
        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-r-md bg-accent text-on-accent hover:bg-accent-hover"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}

/** The search box a page offers when the reader did not find what they came for ('Page Not Found', 'Article Not Found'). */
export function MagazineSearchOffer() {
  // The box holds the words of the address not found (an old or mistyped link): one press searches for them, and the
  // results page suggests spellings when they find nothing.
  const { pathname } = useLocation();
  return (
    <div className="max-w-md space-y-2">
      <p className="text-base font-semibold">Looking for an article? Search the magazine:</p>
      <HeaderSearch label="Search the magazine" words={wordsOfAddress(pathname)} />
    </div>
  );
}
