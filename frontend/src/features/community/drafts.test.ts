import { describe, expect, it } from '@jest/globals';
import { confirmSent, joinBack, putBack, restoreUnfinished, startSending, type ChatDraft } from './components/chat/chat-draft';
import { draftKey, keepOnlyDraftsOf, readDraft, updateDraft, writeDraft } from './drafts';

/** A tab's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('member drafts', () => {
  it('are kept per member: one account never reads another’s', () => {
    const store = memoryStorage();
    writeDraft(1, 'chat', { text: 'Hill reps, knees fine' }, store);
    expect(readDraft(1, 'chat', store)).toEqual({ text: 'Hill reps, knees fine' });
    expect(readDraft(2, 'chat', store)).toBeNull();
    expect(draftKey(1, 'chat')).not.toBe(draftKey(2, 'chat'));
  });

  it('an empty draft is removed, not stored', () => {
    const store = memoryStorage();
    writeDraft(1, 'chat', { text: 'x' }, store);
    writeDraft(1, 'chat', { text: '', sending: [] }, store);
    expect(store.length).toBe(0);
  });

  it('signing in as someone else drops the previous account’s drafts; signing out drops them all', () => {
    const store = memoryStorage();
    store.setItem('unrelated', 'kept');
    writeDraft(1, 'chat', { text: 'mine' }, store);
    writeDraft(1, 'new-entry', { title: 'T', content: 'C' }, store);
    writeDraft(2, 'chat', { text: 'theirs' }, store);
    keepOnlyDraftsOf(1, store);
    expect(readDraft(1, 'chat', store)).toEqual({ text: 'mine' });
    expect(readDraft(1, 'new-entry', store)).toEqual({ title: 'T', content: 'C' });
    expect(readDraft(2, 'chat', store)).toBeNull();
    keepOnlyDraftsOf(null, store);
    expect(readDraft(1, 'chat', store)).toBeNull();
    expect(store.getItem('unrelated')).toBe('kept');
  });

  it('a failed send after the composer has gone puts the text back into the saved draft', () => {
    const store = memoryStorage();
    writeDraft<ChatDraft>(7, 'chat', { text: 'A long message about my tempo run' }, store);
    updateDraft<ChatDraft>(7, 'chat', (draft) => startSending(draft, 'A long message about my tempo run'), store);
    expect(readDraft(7, 'chat', store)).toEqual({ text: '', sending: ['A long message about my tempo run'] });
    updateDraft<ChatDraft>(7, 'chat', (draft) => putBack(draft, 'A long message about my tempo run'), store);
    expect(readDraft(7, 'chat', store)).toEqual({ text: 'A long message about my tempo run', sending: [] });
  });

  it('a confirmed send is forgotten', () => {
    const store = memoryStorage();
    updateDraft<ChatDraft>(7, 'chat', (draft) => startSending(draft, 'Sent'), store);
    updateDraft<ChatDraft>(7, 'chat', (draft) => confirmSent(draft, 'Sent'), store);
    expect(readDraft(7, 'chat', store)).toBeNull();
  });
});

describe('the chat draft', () => {
  it('puts a failed message before what was typed since, never over it', () => {
    expect(joinBack('First', '')).toBe('First');
    expect(joinBack('First', 'First')).toBe('First');
    expect(joinBack('First', 'Second')).toBe('First\n\nSecond');
    expect(putBack({ text: 'Second', sending: ['First'] }, 'First')).toEqual({ text: 'First\n\nSecond', sending: [] });
  });

  it('after a reload, messages left sending go back into the box, oldest first', () => {
    expect(restoreUnfinished({ text: 'typed', sending: ['one', 'two'] })).toEqual({ text: 'one\n\ntwo\n\ntyped' });
    expect(restoreUnfinished({ text: 'typed' })).toEqual({ text: 'typed' });
  });

  it('after a reload, a message the journal shows the server has is not put back', () => {
    expect(restoreUnfinished({ text: '', sending: ['one', 'two'] }, ['two', 'older'])).toEqual({ text: 'one' });
  });
});
