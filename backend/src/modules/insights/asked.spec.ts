import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { askedIn, withoutQuestions } from './asked.js';
import { entryFacts } from './entry-facts.js';
import { asksOnly } from './questions.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });

describe('where an entry asks', () => {
  it('finds the question by its clause, not the whole sentence it ends', () => {
    const stretch = 'Easy 8 km this morning, knees a bit stiff at the start but fine after 2 km, wondering should I be stretching before or after my runs?';
    expect(askedIn(stretch)?.question).toBe('should I be stretching before or after my runs');
    expect(askedIn('Ran 10k, getting slower every year, is it my age?')?.question).toBe('is it my age');
    // Without its mark, only in a form that cannot be anything else, and only its own clause.
    expect(askedIn('Did 10 km, felt ok, is it normal for my heart rate to be 160 on easy runs at 62, my watch says zone 4')?.question).toBe(
      'is it normal for my heart rate to be 160 on easy runs at 62',
    );
    expect(askedIn('Should I go longer next week')?.question).toBe('Should I go longer next week');
    expect(askedIn('How many rest days should I take at 62.')?.question).toBe('How many rest days should I take at 62');
    expect(askedIn("What's a good warm up for a cold morning run")?.question).toBe("What's a good warm up for a cold morning run");
    expect(askedIn("What's the best way to fuel a sportive")?.question).toBe("What's the best way to fuel a sportive");
    expect(askedIn("Can't sleep before race days, any tips")?.question).toBe('any tips');
    // A sentence that only ends in '?' is asked whole.
    expect(askedIn('Parkrun in 26:10, not bad for 60?')).toMatchObject({ question: 'Parkrun in 26:10, not bad for 60', opens: false });
  });

  it('takes no exclamation or story for a question', () => {
    for (const text of ['What a morning! Parkrun PB 26:10.', 'How good was that, 10 km in 55 min.', 'When I got home I stretched for 10 minutes.', 'Easy 5 km, what a view from the top.', "What's more, I ran 10k in the frost."]) {
      expect([text, askedIn(text)]).toEqual([text, null]);
    }
  });

  it('leaves out what a question asks about from the session the entry tells of', () => {
    expect(withoutQuestions('Easy 8 km this morning, wondering should I be stretching after my runs?').trim()).toBe('Easy 8 km this morning,');
    expect(withoutQuestions('What should I eat before a 100 km ride?')).toBe('');
    expect(withoutQuestions('Parkrun in 26:10, not bad for 60?')).toBe('Parkrun in 26:10, not bad for 60?');
    // The session is the one told of; with no sport named there, the question's (not the stretching it asks about).
    expect(entryFacts({ content: 'Easy 8 km this morning, knees a bit stiff at the start, wondering should I be stretching before or after my runs?' })).toMatchObject({ sport: 'run', distance: '8 km' });
    expect(entryFacts({ content: 'What should I eat before a 100 km ride?' })).toMatchObject({ sport: null, distance: null });
    expect(asksOnly({ content: 'What should I eat before a 100 km ride?' })).toBe(true);
    expect(asksOnly({ content: 'Ran 10k, getting slower every year, is it my age?' })).toBe(false);
  });

  it('answers the question asked inside a long sentence, after the session', () => {
    const momentum = computeMomentum([day(0, 'Easy run'), day(2, 'Easy swim'), day(9, 'Long run')], null, now);
    const reply = (content: string) => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone: 'direct', recommendations: [] });
    const stretch = reply('Easy 8 km this morning, knees a bit stiff at the start but fine after 2 km, wondering should I be stretching before or after my runs?');
    expect(stretch).toContain('your 8 km run');
    expect(stretch).toContain('warm up by moving');
    expect(stretch).not.toMatch(/mobility session|mild pain \(3 out of 10/);
    const heart = reply('Did 10 km, felt ok, is it normal for my heart rate to be 160 on easy runs at 62, my watch says zone 4');
    expect(heart).toContain('your 10 km run');
    expect(heart).toContain('zone 2');
  });
});
