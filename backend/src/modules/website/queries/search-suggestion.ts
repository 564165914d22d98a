import type { EntityManager } from '@mikro-orm/postgresql';
import { SEARCH_CONFIG, searchWords } from './search-sql.js';

/** The longest query a suggestion is looked for (in words): a longer one is not a few words mistyped. */
export const SUGGESTION_WORDS_MAX = 6;

/** The vocabulary's words nearest a misspelt one by trigrams, of which the fewest edits away is taken. */
const NEAREST = 8;

/**
 * Edits between two words: a letter added, dropped, changed, or two side by side swapped (optimal string alignment, the
 * swap of 'ie' for 'ei' being the commonest slip).
 */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidates (nearest by trigrams first), fewest edits from the word first, the nearer by trigrams among equals: the
 * word itself first when it is one.
 */
export function byEdits(word: string, candidates: string[]): string[] {
  return candidates
    .map((candidate, rank) => ({ candidate, rank, edits: editDistance(word, candidate) }))
    .sort((a, b) => a.edits - b.edits || a.rank - b.rank)
    .map(({ candidate }) => candidate);
}

/** How many queries a suggestion may try: the nearest words' first, then with one word's next nearest each. */
const TRIES = 4;
/** A next-nearest word is tried only this few edits from the typed one: a slip, not another word. */
const NEXT_EDITS_MAX = 2;

/**
 * The queries to try, best first: each misspelt word replaced by its nearest (`choices[word][0]`), then the same with
 * one word's next nearest instead, while that is at most NEXT_EDITS_MAX edits from what was typed (a word of an article
 * since unpublished is nearest but finds nothing: 'masterss' → 'masters', then 'mastery'). At most TRIES.
 */
export function suggestionsToTry(tokens: string[], choices: Map<string, string[]>): string[] {
  const replaced = (word?: string, by?: string) => tokens.map((token) => (token === word ? by : (choices.get(token)?.[0] ?? token))).join(' ');
  const first = replaced();
  const next: string[] = [];
  for (const [word, near] of choices) {
    for (const candidate of near.slice(1)) if (editDistance(word, candidate) <= NEXT_EDITS_MAX) next.push(replaced(word, candidate));
  }
  return [...new Set([first, ...next])].slice(0, TRIES);
}

/** The words of a query that a suggestion may replace: letters only, three or more (quotes, exclusions, numbers stay). */
const replaceable = (token: string) => /^\p{L}{3,40}$/u.test(token);

/**
 * 'Did you mean ...?' for a search that found nothing (docs/product.md#search): each word of the query that no
 * published article's title, subtitle, description or body holds is replaced by the nearest word they do hold
 * (website_search_vocabulary: of its words nearest by trigram similarity, the fewest edits away; 'protien' →
 * 'protein', 'runing' → 'running'), and the new query is offered only when it finds a published article; when it finds
 * nothing, the same with one word's next nearest (suggestionsToTry). Null when no word changes or no query found.
 * Two short statements on the vocabulary's trigram index and the search vector's GIN index (at most TRIES probes of
 * it), whatever the archive's size.
 */
export async function suggestSearch(em: EntityManager, query: string): Promise<string | null> {
  const tokens = query.split(' ');
  const words = [...new Set(tokens.filter(replaceable))];
  if (!words.length || tokens.length > SUGGESTION_WORDS_MAX) return null;
  // Per word, the vocabulary's nearest few by trigram similarity (the word itself first when it is there); the closest
  // by edits wins ('protien': 'protein' is one swap away, 'protect' as similar by trigrams but three edits). A word
  // whose stem one of them shares is known already ('plans' beside 'plan': the search finds either) and stays.
  const stem = (word: string) => `plainto_tsquery('${SEARCH_CONFIG}', ${word})::text`;
  const rows = await em.execute<Array<{ word: string; known: boolean; near: string[] | null }>>(
    `select t.word, coalesce(bool_or(${stem('n.word')} = ${stem('t.word')}), false) as known,
            array_agg(n.word order by n.rank) filter (where n.word is not null) as near
       from jsonb_array_elements_text(?::jsonb) t(word)
       left join lateral (
         select v.word, row_number() over (order by v.word = t.word desc, similarity(v.word, t.word) desc, v.word) as rank
           from website_search_vocabulary v where v.word % t.word
          order by rank limit ${NEAREST}) n on true
      group by t.word`,
    [JSON.stringify(words)],
  );
  const choices = new Map<string, string[]>();
  for (const { word, known, near } of rows) {
    const ranked = known ? [] : byEdits(word, near ?? []);
    if (ranked.length && ranked[0] !== word) choices.set(word, ranked);
  }
  if (!choices.size) return null;
  const tries = suggestionsToTry(tokens, choices);
  // The first of the tries that finds a published article (each an index probe, stopped at the first match).
  const [found] = await em.execute<Array<{ n: string }>>(
    `select s.n from jsonb_array_elements_text(?::jsonb) with ordinality s(words, n)
      where exists(select 1 from website_content where status = 'published' and search_vector @@ websearch_to_tsquery('${SEARCH_CONFIG}', s.words))
      order by s.n limit 1`,
    [JSON.stringify(tries.map(searchWords))],
  );
  return found ? tries[Number(found.n) - 1] : null;
}
