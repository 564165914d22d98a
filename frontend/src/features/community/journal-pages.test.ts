import { describe, expect, it } from '@jest/globals';
import type { InfiniteData } from '@tanstack/react-query';
import { gridRows } from './components/entry-grid';
import { browserTimeZone } from '../../lib/time-zone';
import { journalPageQuery, loadedEntries } from './journal-pages';
import type { JournalPage } from './member-shapes';
import type { JournalEntry } from './member-shapes';

const entry = (id: number) => ({ id }) as JournalEntry;

describe('journalPageQuery (the query of one page of the journal)', () => {
  it('asks for the plain newest page without parameters', () => {
    expect(journalPageQuery({})).toEqual({});
    expect(journalPageQuery({ q: '   ' })).toEqual({});
  });

  it('sends the filters, the time zone of a month, and the cursor of the page before', () => {
    const query = journalPageQuery({ q: ' hill reps ', tag: 'Race Day', privacy: 'private', month: '2026-11', summaries: false, limit: 5 }, '2026-11-20T08:00:00.123456Z_42');
    expect(query).toEqual({
      limit: 5,
      q: 'hill reps',
      tag: 'Race Day',
      privacy: 'private',
      month: '2026-11',
      tz: browserTimeZone(),
      summaries: false,
      before: '2026-11-20T08:00:00.123456Z_42',
    });
    expect(journalPageQuery({ pinned: true })).toEqual({ pinned: true });
    expect(journalPageQuery({ summaries: true })).toEqual({});
  });
});

describe('loadedEntries (the pages loaded so far as one list)', () => {
  it('keeps the server order and each entry once, should it move between pages', () => {
    const page = (ids: number[], nextCursor: string | null): JournalPage => ({ entries: ids.map(entry), nextCursor, total: null });
    const data: InfiniteData<JournalPage> = { pages: [page([9, 8, 7], 'c1'), page([7, 6], null)], pageParams: [null, 'c1'] };
    expect(loadedEntries(data).map((e) => e.id)).toEqual([9, 8, 7, 6]);
    expect(loadedEntries(undefined)).toEqual([]);
  });
});

describe('gridRows (the classic journal\'s rows of cards)', () => {
  it('pairs cards on wide screens, one a row on phones, and gives the entry being edited a row of its own', () => {
    const entries = [1, 2, 3, 4, 5].map(entry);
    const ids = (rows: JournalEntry[][]) => rows.map((row) => row.map((e) => e.id));
    expect(ids(gridRows(entries, 2, null))).toEqual([[1, 2], [3, 4], [5]]);
    expect(ids(gridRows(entries, 1, null))).toEqual([[1], [2], [3], [4], [5]]);
    expect(ids(gridRows(entries, 2, 2))).toEqual([[1], [2], [3, 4], [5]]);
  });
});
