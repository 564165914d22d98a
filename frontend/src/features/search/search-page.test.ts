import { describe, expect, it } from '@jest/globals';
import { resultCount, SEARCH_PAGE_SIZE } from './search-page';
import { searchPath } from '../../components/site/header-search';

describe('search addresses', () => {
  it('asks the server for 20 results a page', () => {
    expect(SEARCH_PAGE_SIZE).toBe(20);
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
