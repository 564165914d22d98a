import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resultCount, SEARCH_OFFSET_MAX, SEARCH_PAGE_SIZE, searchPageHref } from './search-page';
import { searchPath } from '../../components/site/header-search';

describe('search addresses', () => {
  it('asks the server for 20 results a page', () => {
    expect(SEARCH_PAGE_SIZE).toBe(20);
  });

  it('opens the results page with the trimmed words', () => {
    expect(searchPath('  protein after 50 ')).toBe('/search?q=protein+after+50');
  });

  it('pages the ranked results by offset and the older matches by cursor', () => {
    expect(searchPageHref('hill repeats')).toBe('/search?q=hill+repeats');
    expect(searchPageHref('hill repeats', { offset: 40 })).toBe('/search?q=hill+repeats&offset=40');
    expect(searchPageHref('hill', { before: '2026-11-23T10:00:00.123456Z_42' })).toBe('/search?q=hill&before=2026-11-23T10%3A00%3A00.123456Z_42');
  });

  it("asks for no offset past the API's largest (the page past the end of the ranked results)", () => {
    const openapi = JSON.parse(readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'));
    const offset = openapi.paths['/api/publisher/search'].get.parameters.find((p: { name: string }) => p.name === 'offset');
    expect(SEARCH_OFFSET_MAX).toBe(offset.schema.maximum);
  });
});

describe('the count of results', () => {
  it('says how many matched, when more than the ranked ones match, and on the pages of older matches', () => {
    expect(resultCount(1, false, 'swim')).toBe('1 article found for “swim”');
    expect(resultCount(12, false, 'swim')).toBe('12 articles found for “swim”');
    expect(resultCount(1309, true, 'recovery')).toBe('More than 1,000 articles found for “recovery”: the best matches first, then older ones');
    expect(resultCount(1309, true, 'recovery', true)).toBe('Older matches for “recovery”, newest first');
  });
});
