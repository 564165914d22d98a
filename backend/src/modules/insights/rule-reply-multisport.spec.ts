import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });

/** The rule-based reply to a session of several sports: its parts by name and distance, and a race's order or not. */
describe('the rule-based reply to a session of several sports', () => {
  const momentum = computeMomentum([day(0, 'Hill repeats'), day(2, 'Easy swim'), day(9, 'Long run')], 'Marathon in spring', now);

  it("names a session of several sports by its parts when they give their distances, else by its sports", () => {
    const walked = ruleReply({ entry: { title: '', content: 'Ran 5 miles and walked 2 miles' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(walked).toContain('your 5-mile run and 2-mile walk');
    const brick = ruleReply({ entry: { title: '', content: '40 km ride then 5 km run off the bike' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(brick).toContain('your 40 km ride and 5 km run');
    const strength = ruleReply({ entry: { title: '', content: 'Ran 10 km, then 30 min strength' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(strength).toContain('run and strength session');
  });

  it("trains a change only in a race's order: not a ride to the pool and a swim", () => {
    const commute = ruleReply({ entry: { title: '', content: 'Cycled 20 km to the pool, swam 1 km, cycled home' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(commute).toContain('Putting ride and swim together adds up to more work than either alone, spread over different muscles and joints.');
    expect(commute).not.toContain('trains the change');
    const swimRide = ruleReply({ entry: { title: '', content: 'Swam 1.5 km then cycled 40 km' }, goal: null, momentum, tone: 'analytical', recommendations: [] });
    expect(swimRide).toContain('Combined session (swim and ride): it trains the transition');
  });

  it("reads a multisport race given with its time as raced, of all its sports, and no swim of that time", () => {
    const tri = ruleReply({ entry: { title: '', content: 'Sprint tri today in 1:32, swim was rough' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(tri).toContain('your swim, ride and run session');
    expect(tri).toContain('Well done on finishing the race');
    expect(tri).not.toMatch(/swim of 1:32|swim in 1:32/);
    const duathlon = ruleReply({ entry: { title: '', content: 'Duathlon today in 1:25, legs gone on the second run' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(duathlon).toMatch(/\b[Yy]our run and ride session\b.*on finishing the race/);
    const ahead = ruleReply({ entry: { title: '', content: 'Sprint tri on Sunday, hoping for 1:30' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(ahead).not.toMatch(/on finishing the race|steady session/);
    expect(ahead).toContain('Before a race the work is done.');
  });
});
