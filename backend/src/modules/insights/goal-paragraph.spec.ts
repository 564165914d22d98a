import { describe, expect, it } from '@jest/globals';
import { computeMomentum, MESSAGES, type RecentEntry } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { nextStep } from './next-step.js';
import { ruleReply } from './rule-reply.js';
import { weeklySummary } from './weekly-summary.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });
const reply = (content: string, goal: string, tone: 'direct' | 'encouraging' | 'analytical', month = [day(0, content), day(2, 'Easy swim')]) =>
  ruleReply({ entry: { title: '', content }, goal, momentum: computeMomentum(month, goal, now), tone, recommendations: [] });

/**
 * A goal named by a race distance written short ('Run a 5k', 'Run my first 5k'): goal alignment counts only words
 * longer than 3 letters, so '5k' is not one of them, but the goal is set and the entry that says '5k' names it.
 */
describe('a goal named by a short race distance', () => {
  it('is a goal set, with no alignment to measure when it has no longer word', () => {
    const m = computeMomentum([day(0, 'Easy 5k round the park')], 'Run a 5k', now);
    expect(m).toMatchObject({ has_goal: true, goal_words: [], goal_alignment: 0, messages: { alignment: MESSAGES.alignment.unmeasured } });
    expect(computeMomentum([day(0, 'Easy 5k')], 'Run my first 5k', now)).toMatchObject({ has_goal: true, goal_words: ['first'] });
    expect(computeMomentum([day(0, 'Easy 5k')], null, now)).toMatchObject({ has_goal: false, goal_words: [], messages: { alignment: MESSAGES.alignment.none } });
  });

  it("is the goal an entry names: the reply links them, not 'You have not set a goal'", () => {
    for (const tone of ['direct', 'encouraging'] as const) {
      const text = reply('Easy 5k round the park, legs fine.', 'Run a 5k', tone);
      expect(text).toMatch(/This (links to|ties in with) your goal, "Run a 5k": you mention '5k'\./);
      expect(text).not.toMatch(/not set a goal|no active goal|none of your entries|does not (mention|name)/i);
      // No step about the goal: the figure cannot see '5k'.
      expect(text).not.toMatch(/aimed squarely at your goal|name your goal in each entry/);
    }
    expect(reply('Easy 5k round the park.', 'Run a 5k', 'analytical')).toContain(
      `Goal link: the entry names '5k', as your goal, "Run a 5k", does. Alignment is not measured: the goal has no word longer than 3 letters.`,
    );
    // 'Run my first 5k' has a word alignment counts ('first'): the reply says why '5k' does not add to it.
    expect(reply('Steady 5k in 33 minutes, no walking breaks.', 'Run my first 5k', 'encouraging')).toContain(
      `This ties in with your goal, "Run my first 5k": you mention '5k'. Goal alignment counts only its longer words ('first'), so '5k' alone does not add to it.`,
    );
    // Case and another distance: '5K' names it, a 10k does not.
    expect(reply('Parkrun 5K this morning.', 'Run a 5k', 'direct')).toContain(`you mention '5K'`);
    expect(reply('Easy 10k on the canal.', 'Run a 5k', 'direct')).toMatch(/Your run trains for your goal, "Run a 5k", though this entry does not name it\.( Say|$)/m);
  });

  it('is not measured, so an entry off it claims no share of entries', () => {
    const text = reply('Swim, 1,500 m steady.', 'Run a 5k', 'encouraging');
    expect(text).toContain('This entry does not mention your goal, "Run a 5k".');
    expect(text).not.toContain('none of your entries');
    expect(reply('Swim, 1,500 m steady.', 'Run a 5k', 'analytical')).toContain(
      'No goal words in this entry (goal: "Run a 5k"). Alignment is not measured: the goal has no word longer than 3 letters.',
    );
  });

  it('asks for no goal step when the goal cannot be measured or the entry names it short', () => {
    const sparse = computeMomentum(Array.from({ length: 12 }, (_, n) => day(n * 2, 'Easy swim')), 'Run my first 5k', now);
    expect(nextStep(sparse, 'direct')).toMatch(/aimed squarely at your goal|give one session this week to your goal/);
    expect(nextStep(sparse, 'direct', { goalNamed: true })).not.toMatch(/your goal/);
    const unmeasured = computeMomentum(Array.from({ length: 12 }, (_, n) => day(n * 2, 'Easy swim')), 'Run a 5k', now);
    expect(nextStep(unmeasured, 'direct')).not.toMatch(/your goal/);
  });

  it('counts as named in the weekly summary', () => {
    let id = 0;
    const entry = (iso: string, content: string): RecentEntry => ({ id: ++id, title: '', content, tags: [], is_private: false, entry_type: 'journal', created_at: new Date(iso) });
    const week = [entry('2026-11-16T08:00:00Z', '5k done, 31 minutes.'), entry('2026-11-18T08:00:00Z', 'Easy swim.')];
    const end = new Date('2026-11-21T23:59:59Z');
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: 'Run my first 5k', momentum: computeMomentum(week, 'Run my first 5k', end), tone: 'direct', timeZone: 'Europe/London' });
    expect(text).not.toMatch(/named your goal|mentioned your goal/);
    const off = [entry('2026-11-16T08:00:00Z', 'Easy swim.'), entry('2026-11-18T08:00:00Z', 'Gym, squats.')];
    expect(weeklySummary({ weekStart: '2026-11-15', entries: off, goal: 'Run a 5k', momentum: computeMomentum(off, 'Run a 5k', end), tone: 'direct', timeZone: 'Europe/London' })).toContain(
      `Key insight: none of this week's 2 entries mentioned your goal, "Run a 5k".`,
    );
  });
});

describe('an entry of several sessions', () => {
  it('gives none of their distances as the entry’s', () => {
    expect(entryFacts({ content: 'Did a 5k and a 10k this week, both felt good.' })).toMatchObject({ sport: 'run', distance: null });
    expect(entryFacts({ content: 'Ran 8 km on Tuesday and 12 km on Thursday.' })).toMatchObject({ distance: null });
    // One session with its walk, or a week's total, is as before.
    expect(entryFacts({ content: 'Ran 5 km and a 2 km walk to cool down.' })).toMatchObject({ distance: '5 km' });
    expect(entryFacts({ content: 'Did a 10k this week, felt strong.' })).toMatchObject({ distance: '10 km' });
    expect(entryFacts({ content: 'Easy 6 km, 40 km this week.' })).toMatchObject({ distance: '6 km' });
  });
});
