import { describe, expect, it } from '@jest/globals';
import { redact } from './redaction.js';

describe('redact', () => {
  it('hides e-mail addresses, links, phone numbers, postcodes and handles', () => {
    expect(redact('Mail me at pat.runner+club@example.co.uk or see https://strava.com/athletes/123 today.')).toBe('Mail me at [email] or see [link] today.');
    expect(redact('Call 07700 900123 or +44 20 7946 0958.')).toBe('Call [phone] or [phone].');
    expect(redact('Parked near SW1A 1AA for the start.')).toBe('Parked near [place] for the start.');
    expect(redact('Thanks to @coach_dave for the plan.')).toBe('Thanks to [name] for the plan.');
  });

  it("hides people's names in the middle of a sentence and at its start", () => {
    expect(redact('Ran ten miles with Sarah and Tom Baker this morning.')).toBe('Ran ten miles with [name] and [name] this morning.');
    expect(redact('Sarah and I did hill repeats. Margaret paced the last one.')).toBe('[name] and I did hill repeats. [name] paced the last one.');
  });

  it('hides places, naming them as places after a place word', () => {
    expect(redact('Long ride out to Box Hill and back through Richmond Park.')).toBe('Long ride out to [place] and back through [place].');
    expect(redact('Swam in the lido at Tooting.')).toBe('Swam in the lido at [place].');
  });

  it("hides the member's own name in any case", () => {
    expect(redact('pat, remember: PAT always starts too fast', { names: ['Pat Runner'] })).toBe('[name], remember: [name] always starts too fast');
  });

  it('keeps ordinary capitalised words, sentence openers and abbreviations', () => {
    const text = 'Today I set a new PB at parkrun. Felt strong on Sunday, HR stayed in Zone 2. The 10K in March is next.';
    expect(redact(text)).toBe(text);
    expect(redact("Legs were heavy. I'm tired but I'll rest on Monday.")).toBe("Legs were heavy. I'm tired but I'll rest on Monday.");
  });
});
