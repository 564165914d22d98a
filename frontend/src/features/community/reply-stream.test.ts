import { describe, expect, it } from '@jest/globals';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { JournalPage } from './member-shapes';
import type { AiResponse, JournalEntry } from './member-shapes';
import { JOURNAL_KEY } from '../../lib/member-query-keys';
import { applyReply } from './reply-stream';

const entry = (id: number, pending: boolean) => ({ id, insight_pending: pending, aiResponses: [] }) as unknown as JournalEntry;
const reply = { id: 9, response_content: 'Steady work on the hills.' } as unknown as AiResponse;
const pages = (...entries: JournalEntry[][]): InfiniteData<JournalPage> => ({
  pages: entries.map((list) => ({ entries: list, nextCursor: null, total: null })),
  pageParams: entries.map(() => null),
});

describe('applyReply (a pushed coach reply put into the cached journals)', () => {
  it("replaces the entry's placeholder in every journal and page that shows it, and leaves the others alone", () => {
    const client = new QueryClient();
    const other = entry(2, true);
    client.setQueryData([...JOURNAL_KEY, {}], pages([entry(1, true)], [other]));
    client.setQueryData([...JOURNAL_KEY, { summaries: false }], pages([other, entry(1, true)]));
    applyReply(client, { entry_id: 1, aiResponses: [reply] });
    const all = client.getQueryData<InfiniteData<JournalPage>>([...JOURNAL_KEY, {}])!;
    expect(all.pages[0].entries[0]).toMatchObject({ id: 1, insight_pending: false, aiResponses: [reply] });
    expect(all.pages[1].entries[0]).toBe(other);
    const own = client.getQueryData<InfiniteData<JournalPage>>([...JOURNAL_KEY, { summaries: false }])!;
    expect(own.pages[0].entries[1]).toMatchObject({ id: 1, insight_pending: false, aiResponses: [reply] });
  });
});
