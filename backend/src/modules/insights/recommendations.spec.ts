import { describe, expect, it } from '@jest/globals';
import { specificWords } from '../analytics/index.js';
import type { QueryBus } from '@nestjs/cqrs';
import type { PremiumMatch, SearchPremiumQuery } from '../premium/index.js';
import { joinAdjacent, RecommendationFinder, reasonFor } from './recommendations.js';

/** RecommendationFinder over a stand-in for premium's search, which records what it was asked. */
function finder(rows: Array<Partial<PremiumMatch>>) {
  const asked: SearchPremiumQuery[] = [];
  const bus = { execute: async (query: SearchPremiumQuery) => (asked.push(query), rows.map((row, i) => ({ id: i + 1, topic: 'T', apple_news_deck: '', editorial_theme: null, score: 0.5, entry_words: [], goal_words: [], ...row }))) };
  return { find: new RecommendationFinder(bus as unknown as QueryBus), asked };
}

describe('the reason of a recommendation', () => {
  it('leaves stop-words, generic training words and numbers out of the words a report is matched on and named by', () => {
    expect(specificWords('Morning session, the last one of the week, keeping it easy: 45 minutes.')).toEqual([]);
    expect(specificWords('Rest day. Just stretching and a walk.')).toEqual(['rest', 'stretching', 'walk']);
    expect(specificWords('Rode 85 km, fuelled every 30 minutes with gels, felt strong')).toEqual(['rode', 'fuelled', 'gels']);
  });

  it('names the specific words the report covers, quoted', () => {
    expect(reasonFor(['hamstring'], [], 'Training & Performance')).toBe("Your entry mentions 'hamstring', which this Training & Performance report covers in depth.");
    expect(reasonFor(['hill', 'repeats', 'marathon', 'block'], ['marathon'], null)).toBe(
      "Your entry mentions 'hill', 'repeats' and 'marathon', which this report covers in depth. It also speaks to your goal through 'marathon', which you mention here.",
    );
  });

  it('names words the entry writes side by side as one', () => {
    expect(joinAdjacent(['heart', 'rate', 'zones'], 'Kept my heart rate low; zones two.')).toEqual(['heart rate', 'zones']);
    expect(joinAdjacent(['hill', 'repeats', 'marathon'], 'Hill-repeats for the marathon')).toEqual(['hill repeats', 'marathon']);
    expect(joinAdjacent(['rate', 'heart'], 'heart rate')).toEqual(['rate', 'heart']); // only in the text's order
    expect(joinAdjacent([], 'anything')).toEqual([]);
  });

  it('claims no match when it has no word to name', () => {
    const neutral = reasonFor([], [], 'Recovery & Health');
    expect(neutral).toBe('Further reading from the Recovery & Health reports, for when you want to go deeper.');
    expect(neutral).not.toMatch(/match|mentions|your goal/i);
  });

  it("speaks of the goal only through goal words the entry uses, as the reply's goal paragraph does", async () => {
    const goal = 'Finish the Berlin marathon under four hours';
    const { find, asked } = finder([{ entry_words: ['tempo'], goal_words: ['berlin', 'marathon'], editorial_theme: 'Racing' }]);
    const [off] = await find.find({ title: '', content: 'Tempo run by the canal.' }, goal);
    expect(off.recommendation_reason).toBe("Your entry mentions 'tempo', which this Racing report covers in depth.");
    expect(asked[0].goalWords).toEqual(['berlin', 'marathon', 'four']);
    const [on] = await find.find({ title: 'Tempo', content: 'Marathon pace tempo.' }, goal);
    expect(on.recommendation_reason).toContain("It also speaks to your goal through 'marathon', which you mention here.");
    expect(on.recommendation_reason).not.toContain('berlin');
  });

  it('asks for nothing when the entry has no specific word', async () => {
    const { find, asked } = finder([{ entry_words: ['session'] }]);
    expect(await find.find({ title: 'Morning session', content: 'Last one of the week, keeping it easy.' }, 'Finish a marathon')).toEqual([]);
    expect(asked).toEqual([]);
  });
});
