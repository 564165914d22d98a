import { describe, expect, it } from '@jest/globals';
import { hiddenArticleNote } from './staff-article-preview';

describe('hiddenArticleNote', () => {
  it('says why readers cannot open a draft, a scheduled and a deleted article', () => {
    expect(hiddenArticleNote({ status: 'draft', publish_date: null })).toBe("Draft: readers get 'Article Not Found' here until it is published.");
    expect(hiddenArticleNote({ status: 'scheduled', publish_date: '2026-12-24T07:30:00.000Z' })).toBe(
      "Scheduled: readers see this article from 24 Dec 2026, 07:30 (London time). Until then they get 'Article Not Found' here.",
    );
    expect(hiddenArticleNote({ status: 'archived', publish_date: null })).toBe("Deleted: readers get 'Article Not Found' here.");
  });
});
