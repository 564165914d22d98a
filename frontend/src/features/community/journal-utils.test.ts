import { describe, expect, it } from '@jest/globals';
import {
  checkJournalImage,
  checkProfileImage,
  entryTitle,
  titleRepeatsText,
  monthLabel,
} from './journal-utils';

const MB = 1024 * 1024;

describe('month names', () => {
  it('names a month key the way the month filter shows it', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2026-01')).toBe('January 2026');
  });
});

describe('photo checks', () => {
  it('accepts journal images up to 10 MB and refuses other files', () => {
    expect(checkJournalImage({ name: 'a.jpg', type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(checkJournalImage({ name: 'IMG_1.HEIC', type: '', size: MB })).toBeNull();
    expect(checkJournalImage({ name: 'a.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toBe('Image must be smaller than 10MB');
    expect(checkJournalImage({ name: 'notes.pdf', type: 'application/pdf', size: 100 })).toMatch(/image file/);
  });

  it('accepts JPEG, PNG, GIF and WebP profile photos up to 5 MB', () => {
    expect(checkProfileImage({ name: 'me.webp', type: 'image/webp', size: 5 * MB })).toBeNull();
    expect(checkProfileImage({ name: 'me.heic', type: 'image/heic', size: MB })).toBe('Please select a JPEG, PNG, GIF, or WebP image.');
    expect(checkProfileImage({ name: 'me.png', type: 'image/png', size: 5 * MB + 1 })).toBe('Please select an image smaller than 5MB.');
  });
});

describe('entryTitle', () => {
  it('falls back for chat messages without a title', () => {
    expect(entryTitle({ title: '  Long ride ', entry_type: 'journal' })).toBe('Long ride');
    expect(entryTitle({ title: null, entry_type: 'user_entry' })).toBe('Message to your coach');
    expect(entryTitle({ title: '', entry_type: 'journal' })).toBe('Journal entry');
  });
});

describe('titleRepeatsText', () => {
  it('is true for a title made of the text\'s first words and "…", or of the whole text', () => {
    expect(titleRepeatsText({ title: 'Long run in the hills…', content: 'Long run in the hills this morning, legs heavy.' })).toBe(true);
    expect(titleRepeatsText({ title: 'Long run in the hills…', content: 'Long  run in\nthe hills this morning.' })).toBe(true);
    // A short message titled with its own words (its line break made a space).
    expect(titleRepeatsText({ title: 'Swam 1500m, steady. Felt strong.', content: ' Swam 1500m, steady.\nFelt strong. ' })).toBe(true);
  });

  it('is false for a title of its own', () => {
    expect(titleRepeatsText({ title: 'Hills…', content: 'Intervals on the track.' })).toBe(false);
    expect(titleRepeatsText({ title: 'Long run in the hills', content: 'Long run in the hills this morning.' })).toBe(false);
    expect(titleRepeatsText({ title: '…', content: 'Anything' })).toBe(false);
    expect(titleRepeatsText({ title: null, content: 'Anything' })).toBe(false);
    expect(titleRepeatsText({ title: '', content: '' })).toBe(false);
  });
});
