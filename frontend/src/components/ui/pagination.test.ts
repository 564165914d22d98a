import { describe, expect, it } from '@jest/globals';
import { pageNumbers } from './pagination';

const shown = (page: number, count: number) => pageNumbers(page, count).map((item) => (item === null ? '…' : item.far ? `(${item.n})` : String(item.n)));

describe('pageNumbers: first, current ±2 and last, gaps as …', () => {
  it('shows the neighbourhood of a page deep in the archive, the numbers two away marked far (hidden on phones)', () => {
    expect(shown(139, 278)).toEqual(['1', '…', '(137)', '138', '139', '140', '(141)', '…', '278']);
  });

  it('joins the ends without a gap when they are next to the neighbourhood', () => {
    expect(shown(1, 278)).toEqual(['1', '2', '(3)', '…', '278']);
    expect(shown(3, 4)).toEqual(['1', '2', '3', '4']);
    expect(shown(278, 278)).toEqual(['1', '…', '(276)', '277', '278']);
    expect(shown(4, 7)).toEqual(['1', '(2)', '3', '4', '5', '(6)', '7']);
  });
});
