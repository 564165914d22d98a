import { describe, expect, it } from '@jest/globals';
import { libraryCountText, savedReportTheme } from './saved-reports';

describe('libraryCountText', () => {
  it('counts every saved report, or those of the theme, and says when older ones are not shown yet', () => {
    expect(libraryCountText(null, 20, 25, true)).toBe('25 saved reports, the newest 20 shown');
    expect(libraryCountText(null, 25, 25, false)).toBe('All 25 saved reports');
    expect(libraryCountText(null, 1, 1, false)).toBe('All 1 saved report');
    expect(libraryCountText(5, 5, 25, false)).toBe('5 of 25 saved reports in this theme');
    expect(libraryCountText(30, 20, 90, true)).toBe('30 of 90 saved reports in this theme, the newest 20 shown');
  });
});

describe('savedReportTheme', () => {
  it("shows the theme the server placed the report in, else the stored text's", () => {
    expect(savedReportTheme({ premium_content: { theme: 'Gear & Tech', editorial_theme: 'Race Strategy' } })).toBe('Gear & Tech');
    expect(savedReportTheme({ premium_content: { theme: null, editorial_theme: 'Race Strategy' } })).toBe('Racing & Strategy');
    expect(savedReportTheme({ premium_content: { theme: null, editorial_theme: 'Knitting' } })).toBe('Knitting');
    expect(savedReportTheme({ premium_content: { theme: null, editorial_theme: null } })).toBeNull();
  });
});
