import { describe, expect, it } from '@jest/globals';
import { mailboxKey } from './mailbox-key.js';

describe('mailboxKey (the key of a per-recipient mail budget)', () => {
  it('counts case and plus-addressed variants of one inbox as one', () => {
    for (const email of ['victim@example.com', 'Victim@EXAMPLE.com', 'victim+1@example.com', 'VICTIM+news+x@Example.COM', ' victim+@example.com ']) {
      expect(mailboxKey(email)).toBe('victim@example.com');
    }
  });

  it('keeps other addresses apart, and a local part that is only a tag whole', () => {
    expect(mailboxKey('victim2@example.com')).toBe('victim2@example.com');
    expect(mailboxKey('victim@example.org')).toBe('victim@example.org');
    expect(mailboxKey('+x@example.com')).toBe('+x@example.com');
    expect(mailboxKey('first.last@example.com')).toBe('first.last@example.com');
  });
});
