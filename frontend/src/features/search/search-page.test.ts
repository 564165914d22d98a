import { describe, expect, it } from '@jest/globals';
import { SEARCH_PAGE_SIZE } from './search-page';
import { searchPath } from '../../components/site/header-search';

describe('search addresses', () => {
  it('asks the server for 20 results a page', () => {
    expect(SEARCH_PAGE_SIZE).toBe(20);
  });

  it('opens the results page with the trimmed words', () => {
    expect(searchPath('  protein after 50 ')).toBe('/search?q=protein+after+50');
  });
});
