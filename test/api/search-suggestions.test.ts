import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * 'Did you mean ...?' (docs/product.md#search): a search that finds nothing offers the query with its misspelt words
 * replaced by the nearest words published articles use, only when that query finds a published article.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await insertWebsite(t, { title: 'Protein after 50: how much and when' });
  await insertWebsite(t, { title: 'How to protect your knees' }); // as near 'protien' by trigrams as 'protein', but three edits away
  await insertWebsite(t, { title: 'Hamstring stretches for runners' });
  await insertWebsite(t, { title: 'Kayaking secrets of the coaches', status: 'draft' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const search = async (q: string, more = '') => {
  const res = await request(t.server).get(`/api/publisher/search?q=${encodeURIComponent(q)}${more}`);
  expect(res.status).toBe(200);
  return res.body as { total: number; suggestion: string | null; results: unknown[] };
};

describe('search suggestions', () => {
  it('offers the nearest words of published articles for misspelt ones, and the suggestion finds them', async () => {
    expect(await search('protien')).toMatchObject({ total: 0, results: [], suggestion: 'protein' });
    expect(await search('hamstrng stretches')).toMatchObject({ total: 0, suggestion: 'hamstring stretches' });
    expect(await search('Protien')).toMatchObject({ total: 0, suggestion: 'protein' }); // the query is answered in lower case
    // A word known by its stem stays as typed ('stretch' and 'stretches' are one word to the search).
    expect(await search('hamstrng stretch')).toMatchObject({ total: 0, suggestion: 'hamstring stretch' });
    // The suggestion is a query that finds something.
    const followed = await search('hamstring stretches');
    expect(followed).toMatchObject({ total: 1, suggestion: null });
  });

  it("knows the words of an article's theme, summary, headings and tags as well as its title and description", async () => {
    const sleep = await insertWebsite(t, { title: 'Sleep well' });
    await t.sql(`update website_content set editorial_theme = 'Recovery & Health', long_form_article = 'Good sleep speeds recovery.' where id = $1`, [sleep]);
    expect(await search('recovry')).toMatchObject({ total: 0, suggestion: 'recovery' });
  });

  it('offers nothing when the search finds articles, when no word is misspelt, or when the suggestion would find nothing too', async () => {
    expect((await search('protein')).suggestion).toBeNull(); // found
    expect(await search('protein hamstring')).toMatchObject({ total: 0, suggestion: null }); // both are words, never in one article
    expect(await search('protien zzzzqqq')).toMatchObject({ total: 0, suggestion: null }); // 'protein zzzzqqq' finds nothing either
    expect(await search('"protien"')).toMatchObject({ total: 0, suggestion: null }); // a phrase is left as typed
    expect(await search('protien a b c d e f')).toMatchObject({ total: 0, suggestion: null }); // seven words: not a typo
  });

  it('never suggests from an article readers cannot see', async () => {
    expect(await search('kayakng')).toMatchObject({ total: 0, suggestion: null }); // a draft's words
    // A published article's words stay known after it is unpublished, but its suggestion finds nothing: none is offered.
    const rowing = await insertWebsite(t, { title: 'Rowing machine basics' });
    expect(await search('rowinng')).toMatchObject({ total: 0, suggestion: 'rowing' });
    await t.sql(`update website_content set status = 'draft' where id = $1`, [rowing]);
    expect(await search('rowwing')).toMatchObject({ total: 0, suggestion: null });
  });

  it('learns the words of an article when it is published, and of its new title when it is edited', async () => {
    const cadence = await insertWebsite(t, { title: 'Cadence drills for cyclists', status: 'draft' });
    expect((await search('cadnce')).suggestion).toBeNull();
    await t.sql(`update website_content set status = 'published' where id = $1`, [cadence]);
    expect((await search('cadense')).suggestion).toBe('cadence');
    await t.sql(`update website_content set title = 'Threshold intervals for cyclists' where id = $1`, [cadence]);
    expect((await search('treshold')).suggestion).toBe('threshold');
  });

  it('keeps the words as one row each, and offers nothing on a page past the first', async () => {
    const [{ n, distinct }] = await t.sql<{ n: string; distinct: string }>('select count(*) as n, count(distinct word) as distinct from website_search_vocabulary');
    expect(n).toBe(distinct);
    expect((await search('protien', '&offset=20')).suggestion).toBeNull();
  });
});
