import { describe, expect, it } from '@jest/globals';
import { resultCount, searchUrl, SEARCH_PAGE_SIZE } from './search-page';
import { searchPath } from '../../components/site/header-search';

describe('search addresses', () => {
  it('asks the server for 20 results from an offset, with the words encoded', () => {
    expect(SEARCH_PAGE_SIZE).toBe(20);
    expect(searchUrl('hill & tempo', 40)).toBe('/api/publisher/search?q=hill+%26+tempo&limit=20&offset=40');
  });

  it('opens the results page with the trimmed words', () => {
    expect(searchPath('  protein after 50 ')).toBe('/search?q=protein+after+50');
  });
});

describe('the count of results', () => {
  it('says how many matched, and when only the newest 1,000 of more were ranked', () => {
    expect(resultCount(1, false, 'swim')).toBe('1 article found for "swim"');
    expect(resultCount(12, false, 'swim')).toBe('12 articles found for "swim"');
    expect(resultCount(1000, true, 'recovery')).toBe('More than 1,000 articles found for "recovery": the newest 1,000, best matches first');
  });
});
