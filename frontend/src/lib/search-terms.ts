/**
 * What a results page's address asks (/search?q=...&offset=N or &before=...), read the same way by the page, the
 * header's search box and the server that renders the first page (app/server-pages.ts). Here, not beside the page: the app's
 * entry imports it (through server-pages.ts), the search page itself is a chunk of its own.
 */
export const SEARCH_PAGE_SIZE = 20;
/** The ranked results end by this offset (the API's largest offset: 1,000 newest matches and 500 older title matches). */
export const SEARCH_OFFSET_MAX = 1500;
/** The longest search the API answers (longer: a 400); a longer q in an address shows the empty search page. */
export const SEARCH_QUERY_MAX = 200;

export interface SearchTerms {
  /** The words, trimmed; '' when there are none or they are longer than SEARCH_QUERY_MAX (the empty search page). */
  query: string;
  /** The address's words are longer than SEARCH_QUERY_MAX (the empty search page says so). */
  tooLong: boolean;
  offset: number;
  before: string | null;
}

export function searchTerms(params: URLSearchParams): SearchTerms {
  const words = (params.get('q') ?? '').trim();
  return {
    query: words.length > SEARCH_QUERY_MAX ? '' : words,
    tooLong: words.length > SEARCH_QUERY_MAX,
    offset: Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0),
    before: params.get('before') || null,
  };
}

/**
 * The query key of a results page: the API address it asks (GET /api/publisher/search), as the server-rendered first
 * page embeds its answer. An offset past SEARCH_OFFSET_MAX asks for the empty page at its end.
 */
export function searchQueryKey({ query, offset, before }: Pick<SearchTerms, 'query' | 'offset' | 'before'>): readonly [string] {
  const params = new URLSearchParams({ q: query, limit: String(SEARCH_PAGE_SIZE) });
  if (before) params.set('before', before);
  else params.set('offset', String(Math.min(offset, SEARCH_OFFSET_MAX)));
  return [`/api/publisher/search?${params}`];
}

/** The most words an address gives a search: the API suggests spellings for up to six. */
const ADDRESS_WORDS_MAX = 6;

/**
 * The words of an address the app does not know ('/article/protien-after-50-how-much' → 'protien after how much'), to
 * fill the search box 'Page Not Found' and 'Article Not Found' offer: the reader followed an old or mistyped link, and
 * its words are what they were after. From its last part, the words with letters only (an id, a year or a page number
 * alone searches for nothing), at most ADDRESS_WORDS_MAX; '' when none (or the address is malformed).
 */
export function wordsOfAddress(pathname: string): string {
  let text: string;
  try {
    text = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    return ''; // a malformed escape: no words to trust
  }
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, ADDRESS_WORDS_MAX)
    .join(' ')
    .toLowerCase()
    .slice(0, SEARCH_QUERY_MAX);
}
