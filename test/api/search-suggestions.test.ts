import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { FillSearchVocabularyJob } from '../../backend/src/modules/website/jobs/fill-search-vocabulary.job.js';

/**
 * 'Did you mean ...?' (docs/product.md#search): a search that finds nothing offers the query with its misspelt words
 * replaced by the nearest words published articles use, only when that query finds a published article.
 */
describe('search-suggestions', () => {
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

    it('knows the words the search reads (title, subtitle, description, body), not those of fields it does not', async () => {
      const sleep = await insertWebsite(t, { title: 'Sleep well' });
      await t.sql(`update website_content set subtitle = 'Restorative nights', meta_description = 'Naps for masters athletes', long_form_article = 'Good sleep speeds recovery.' where id = $1`, [sleep]);
      expect(await search('recovry')).toMatchObject({ total: 0, suggestion: 'recovery' });
      expect(await search('restoritive')).toMatchObject({ total: 0, suggestion: 'restorative' });
      expect(await search('mastres athletes')).toMatchObject({ total: 0, suggestion: 'masters athletes' });
      // A summary's, a heading field's or a tag's word alone finds no article: the search does not read them.
      await t.sql(`update website_content set tldr_summary = 'Melatonin explained', tags = '["Chronobiology"]'::jsonb where id = $1`, [sleep]);
      const learnt = await t.sql(`select word from website_search_vocabulary where word in ('melatonin', 'chronobiology')`);
      expect(learnt).toEqual([]);
    });

    it('offers nothing when the search finds articles, when no word is misspelt, or when the suggestion would find nothing too', async () => {
      expect((await search('protein')).suggestion).toBeNull(); // found
      expect(await search('protein hamstring')).toMatchObject({ total: 0, suggestion: null }); // both are words, never in one article
      expect(await search('protien zzzzqqq')).toMatchObject({ total: 0, suggestion: null }); // 'protein zzzzqqq' finds nothing either
      expect(await search('"protien"')).toMatchObject({ total: 0, suggestion: null }); // a phrase is left as typed
      expect(await search('protien a b c d e f')).toMatchObject({ total: 0, suggestion: null }); // seven words: not a typo
    });

    it("knows the words of an article's body, but not its links' addresses or its pictures' file names", async () => {
      const intervals = await insertWebsite(t, { title: 'Speed play for older runners' });
      await t.sql(
        `update website_content set long_form_article = $2 where id = $1`,
        [intervals, 'Fartlek sessions mix surges into an easy run. See [the guide](https://quokkaland.example/wombats) and ![A runner](/uploads/website/sunrise-platypus.webp).'],
      );
      expect(await search('fartlak')).toMatchObject({ total: 0, suggestion: 'fartlek' });
      expect(await search('surgess')).toMatchObject({ total: 0, suggestion: 'surges' });
      const learnt = await t.sql<{ word: string }>(`select word from website_search_vocabulary where word in ('quokkaland', 'wombats', 'platypus', 'sunrise', 'runner', 'guide')`);
      expect(learnt.map((r) => r.word).sort()).toEqual(['guide', 'runner']); // the link's and the picture's words, not their addresses
    });

    it('learns the words of articles published before it read bodies, in batches from its kept place, then stops', async () => {
      const jobs = t.app.get(FillSearchVocabularyJob);
      const ids = (await t.sql<{ id: number }>(`select id from website_content order by id`)).map((r) => r.id);
      const known = async (word: string) => (await t.sql(`select 1 from website_search_vocabulary where word = $1`, [word])).length > 0;
      // The app's own fill runs at 35 s past each minute and would read on from the same place between these checks:
      // they start where it cannot (docs/architecture.md, "Tests").
      while (Math.abs(new Date().getUTCSeconds() + new Date().getUTCMilliseconds() / 1000 - 40) < 8) await new Promise((r) => setTimeout(r, 250));
      // As after the migration: the vocabulary knew titles only, and the fill starts at the first article.
      await t.sql(`delete from website_search_vocabulary where word in ('fartlek', 'protein', 'hamstring', 'kayaking')`);
      await t.sql(`insert into website_search_vocabulary_fill (after_id) values (0)`);
      // A process stopping before a batch: nothing read, the place kept for the next run.
      const stopped = new AbortController();
      stopped.abort();
      expect(await jobs.fill({ batch: 2, signal: stopped.signal })).toEqual({ read: 0, done: false });
      expect(await t.sql(`select after_id from website_search_vocabulary_fill`)).toEqual([{ after_id: 0 }]);
      // A run out of time goes on from where the last one stopped.
      await t.sql(`update website_search_vocabulary_fill set after_id = $1`, [ids[1]]); // the first two articles read already
      expect(await jobs.fill({ batch: 2 })).toEqual({ read: ids.length - 2, done: true });
      expect(await known('fartlek')).toBe(true); // a body's word
      expect(await known('hamstring')).toBe(true); // the third article's title
      expect(await known('protein')).toBe(false); // the first article: behind the kept place
      expect(await known('kayaking')).toBe(false); // a draft's words
      expect(await t.sql(`select * from website_search_vocabulary_fill`)).toEqual([]);
      // Done: a run reads nothing.
      expect(await jobs.fill()).toEqual({ read: 0, done: true });
    });

    it('never suggests from an article readers cannot see', async () => {
      expect(await search('kayakng')).toMatchObject({ total: 0, suggestion: null }); // a draft's words
      // A published article's words stay known after it is unpublished, but its suggestion finds nothing: none is offered.
      const rowing = await insertWebsite(t, { title: 'Rowing machine basics' });
      expect(await search('rowinng')).toMatchObject({ total: 0, suggestion: 'rowing' });
      await t.sql(`update website_content set status = 'draft' where id = $1`, [rowing]);
      expect(await search('rowwing')).toMatchObject({ total: 0, suggestion: null });
    });

    it("offers a misspelt word's next nearest when its nearest finds nothing", async () => {
      // 'pedalling' and 'peddling' are one edit each from 'pedlling', 'pedalling' the nearer by trigrams; it is known
      // from an article since unpublished.
      // (Each search below is new words: the public cache keeps an answer for the same words.)
      const pedalling = await insertWebsite(t, { title: 'Pedalling drills' });
      await t.sql(`update website_content set status = 'draft' where id = $1`, [pedalling]);
      expect(await search('pedallingg')).toMatchObject({ total: 0, suggestion: null });
      await insertWebsite(t, { title: 'Peddling myths about knees' });
      expect(await search('pedlling')).toMatchObject({ total: 0, suggestion: 'peddling' });
      expect(await search('peddling')).toMatchObject({ total: 1, suggestion: null });
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
});
