import type { EntityManager } from '@mikro-orm/postgresql';
import { SEARCH_CONFIG, searchWords } from './search-sql.js';

/** The longest query a suggestion is looked for (in words): a longer one is not a few words mistyped. */
export const SUGGESTION_WORDS_MAX = 6;

/** The words of a query that a suggestion may replace: letters only, three or more (quotes, exclusions, numbers stay). */
const replaceable = (token: string) => /^\p{L}{3,40}$/u.test(token);

/**
 * 'Did you mean ...?' for a search that found nothing (docs/product.md#search): each word of the query that no
 * published article's title, subtitle or description holds is replaced by the nearest word they do hold
 * (website_search_vocabulary, by trigram similarity: 'protien' → 'protein', 'runing' → 'running'), and the new query
 * is offered only when it finds a published article. Null when no word changes or the new query finds nothing too.
 * Two short statements on the vocabulary's trigram index and the search vector's GIN index, whatever the archive's size.
 */
export async function suggestSearch(em: EntityManager, query: string): Promise<string | null> {
  const tokens = query.split(' ');
  const words = [...new Set(tokens.filter(replaceable))];
  if (!words.length || tokens.length > SUGGESTION_WORDS_MAX) return null;
  const rows = await em.execute<Array<{ word: string; best: string | null }>>(
    `select t.word, (select v.word from website_search_vocabulary v where v.word % t.word
                      order by v.word = t.word desc, similarity(v.word, t.word) desc, v.word limit 1) as best
       from jsonb_array_elements_text(?::jsonb) t(word)`,
    [JSON.stringify(words)],
  );
  const better = new Map(rows.filter((row) => row.best && row.best !== row.word).map((row) => [row.word, row.best!]));
  if (!better.size) return null;
  const suggestion = tokens.map((token) => better.get(token) ?? token).join(' ');
  const [found] = await em.execute<Array<{ found: boolean }>>(
    `select exists(select 1 from website_content where status = 'published' and search_vector @@ websearch_to_tsquery('${SEARCH_CONFIG}', ?)) as found`,
    [searchWords(suggestion)],
  );
  return found?.found ? suggestion : null;
}
