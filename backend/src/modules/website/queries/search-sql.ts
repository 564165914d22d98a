import { cursorAt, type ListCursor } from '../../../infrastructure/http/list-paging.js';
import { MATCH_START, MATCH_STOP } from '../search-snippet.js';

/**
 * The SQL of the magazine's search (SearchArticlesHandler): which published articles a search reads, in what order,
 * and from which part of each its snippet is made. Every bound below keeps the cost of one search to what its page
 * shows, whatever the size of the archive.
 */

/** The text search configuration of the magazine's vectors: English stemming after PostgreSQL's unaccent. */
export const SEARCH_CONFIG = 'magazine_english';
/**
 * The matching articles a search ranks: the newest this many. A word found in most of a 100,000-article archive would
 * otherwise be ranked over every match (1.4 s cold at 100,000): the candidates are read newest first on the
 * published-order index (the lists' order; a published article always has its date), stopping at this many.
 */
export const SEARCH_CANDIDATES = 1000;
/**
 * Older articles whose title matches join the ranked candidates too, the newest this many (on the title's own vector
 * and GIN index, website_content_title_search): an article about the very thing searched for ranks among the best
 * matches even when a thousand newer articles only mention it in passing.
 */
export const TITLED_CANDIDATES = 500;
/** The ranked results end by this offset at the latest (SEARCH_CANDIDATES newest plus TITLED_CANDIDATES older). */
export const SEARCH_OFFSET_MAX = SEARCH_CANDIDATES + TITLED_CANDIDATES;
/** Characters of an article (its description, then its body) that a snippet is made from. */
export const SNIPPET_SOURCE_CHARS = 3000;
/** A snippet starts this many characters before the first match when the match is past the opening half. */
export const SNIPPET_LEAD_CHARS = 300;

/**
 * The words as PostgreSQL reads them: a hyphen inside a word ('half-marathon', 'over-50s') becomes a space, so the word
 * finds its parts written apart as well as hyphenated (a hyphenated word in an article is indexed as a whole and as
 * its parts). A hyphen before a word ('-kayak') still excludes it; one between numbers ('10-12') stays.
 */
export const searchWords = (q: string): string => q.replace(/(?<=\p{L})-(?=[\p{L}\p{N}])|(?<=\p{N})-(?=\p{L})/gu, ' ');

/**
 * The tsquery, written out at each use: only then does the planner see the words and read a common word's matches newest
 * first on the published-order index, stopping at the limit, instead of fetching every match through the GIN index
 * and sorting them.
 */
const Q = `websearch_to_tsquery('${SEARCH_CONFIG}', ?)`;

/** A page of results: ranked from an offset, or older matches (newest first) before a cursor. */
export type SearchPage = { kind: 'ranked'; limit: number; offset: number } | { kind: 'older'; limit: number; before: ListCursor };

/** A lexeme in a tsquery's text: between single quotes, a quote in it doubled. */
const LEXEME = "'((?:[^']|'')+)'";
/** The characters a regular expression gives a meaning to (escaped in a lexeme with a backslash). */
const REGEX_SPECIAL = '([.*+?^$(){}|\\[\\]\\\\])';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, HighlightAll=true`;

/**
 * One statement answering one row per result (at least one row: the summary, with null result columns when the page
 * is empty): total (the ranked results), more (more than SEARCH_CANDIDATES match), oldest (the cursor below the ranked
 * results' newest part), only_common_words, and per result its fields, its cursor and its headline.
 *
 * - newest: the newest SEARCH_CANDIDATES matches (and one more, which only says that more match);
 * - titled: the newest TITLED_CANDIDATES matches whose title matches;
 * - ranked page: both, title matches first, then ts_rank_cd over the weighted vector (title A, subtitle and
 *   description B, body C), newest first among equals; `offset` within them;
 * - older page: every other match below the cursor, newest first (the published-order index again), leaving out the
 *   title matches the ranked results hold (those at or above the oldest of `titled`, when it is full).
 * - headline: ts_headline over SNIPPET_SOURCE_CHARS characters of the article only: its opening, or, when the first
 *   word that may match lies past the opening's first half (a regular expression on the unaccented text for the
 *   start of each of the query's lexemes, which is a plain scan and no parse), from SNIPPET_LEAD_CHARS before it.
 */
export function searchSql(words: string, page: SearchPage): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  // Parameters are pushed as the text is written, in the order they appear in it.
  const p = (value: unknown) => {
    params.push(value);
    return '?';
  };
  const q = () => Q.replace('?', p(words));
  const ranked = page.kind === 'ranked';
  // A ranked page ranks the newest matches as it reads them (the rows are at hand: joining them again by id would let
  // the planner read the whole table for a hash join), and the titled ones one by one by id once they are chosen (a
  // title that matches a query without exclusions means the article matches: its whole vector is read only for those
  // kept). An older page needs only their ids and dates.
  const rankOf = () => (ranked ? `, w.title_search_vector @@ ${q()} as in_title, ts_rank_cd(w.search_vector, ${q()}) as rank` : '');
  const common = `
       newest as (
         select w.id, w.publish_date${rankOf()} from website_content w
          where w.status = 'published' and w.search_vector @@ ${q()}
          order by w.publish_date desc, w.id desc
          limit ${SEARCH_CANDIDATES + 1}),
       kept as (select * from newest order by publish_date desc, id desc limit ${SEARCH_CANDIDATES}),
       titled as (
         select w.id, w.publish_date from website_content w
          where w.status = 'published' and w.title_search_vector @@ ${q()} and (strpos(${q()}::text, '!') = 0 or w.search_vector @@ ${q()})
          order by w.publish_date desc, w.id desc
          limit ${TITLED_CANDIDATES}),
       candidates as (select * from kept union select ${
         ranked ? `titled.*, true as in_title, ranks.rank from titled cross join lateral (
           select ts_rank_cd(w.search_vector, ${q()}) as rank from website_content w where w.id = titled.id) ranks` : '* from titled'
       }),
       summary as (
         select (select count(*) from candidates) as total,
                (select count(*) from newest) > ${SEARCH_CANDIDATES} as more,
                (select ${cursorAt('publish_date')} || '_' || id from kept order by publish_date, id limit 1) as oldest,
                numnode(${q()}) = 0 as only_common_words)`;
  let pageSql: string;
  if (page.kind === 'ranked') {
    pageSql = `
       page as (
         select id, publish_date, in_title, rank from candidates
          order by in_title desc, rank desc, publish_date desc, id desc
          limit ${Number(page.limit)} offset ${Number(page.offset)})`;
  } else {
    const cut = `(select publish_date, id from titled where (select count(*) from titled) = ${TITLED_CANDIDATES} order by publish_date, id limit 1)`;
    pageSql = `
       page as (
         select w.id, w.publish_date, false as in_title, 0::real as rank from website_content w
          where w.status = 'published' and w.search_vector @@ ${q()} and (w.publish_date, w.id) < (${p(page.before.at)}::timestamptz, ${p(page.before.id)})
            and not (w.title_search_vector @@ ${q()} and coalesce((w.publish_date, w.id) >= ${cut}, true))
          order by w.publish_date desc, w.id desc
          limit ${Number(page.limit) + 1})`;
  }
  // The lexemes the page's words may start with: each of the query's (but those it excludes), a final i or e left off
  // ('recoveri' starts 'recovery', 'ride' is the stem of 'riding'), escaped for a regular expression.
  const lexemes = `
       starts as (
         select '\\m(' || string_agg(regexp_replace(
                  case when length(m[1]) >= 4 then regexp_replace(m[1], '[ie]$', '') else m[1] end, ${p(REGEX_SPECIAL)}, '\\\\\\1', 'g'), '|') || ')' as pattern
           from regexp_matches(querytree(${q()}), ${p(LEXEME)}, 'g') as m)`;
  const sql = `with ${common},${pageSql},${lexemes}
       select summary.*, r.* from summary left join lateral (
         select w.id, w.slug, w.title, w.meta_description, w.editorial_theme, w.category, w.featured_image, w.publish_date,
                ${cursorAt('w.publish_date')} || '_' || w.id as cursor, page.in_title, page.rank,
                ts_headline('${SEARCH_CONFIG}',
                  case when hit.at > ${SNIPPET_SOURCE_CHARS / 2} then substr(text.source, hit.at - ${SNIPPET_LEAD_CHARS}, ${SNIPPET_SOURCE_CHARS})
                       else left(text.source, ${SNIPPET_SOURCE_CHARS}) end,
                  ${q()}, ${p(HEADLINE_OPTIONS)}) as headline
           from page join website_content w on w.id = page.id cross join starts
                cross join lateral (select coalesce(w.meta_description, '') || E'\\n\\n' || w.long_form_article as source) text
                cross join lateral (select case when starts.pattern is null then 0
                                                else regexp_instr(unaccent(text.source), starts.pattern, 1, 1, 0, 'i') end as at) hit) r on true
        order by r.in_title desc, r.rank desc, r.publish_date desc, r.id desc`;
  return { sql, params };
}
