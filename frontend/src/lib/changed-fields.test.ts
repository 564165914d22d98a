import { describe, expect, it } from '@jest/globals';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the fields that differ from what was loaded, lists compared by their items', () => {
    const loaded = { title: 'A', subtitle: 'B', headlines: ['x', 'y'] };
    expect(changedFields({ title: 'A', subtitle: 'C', headlines: ['x', 'y'] }, loaded)).toEqual({ subtitle: 'C' });
    expect(changedFields({ title: 'A', subtitle: 'B', headlines: ['x'] }, loaded)).toEqual({ headlines: ['x'] });
    expect(changedFields(loaded, loaded)).toEqual({});
  });
});
