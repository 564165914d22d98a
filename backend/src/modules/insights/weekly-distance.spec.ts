import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { figureLines } from './reply-figures.js';
import { ruleReply } from './rule-reply.js';
import { weekOnWeekSentence, weekRiseSentence, weeklyDistance, type DistanceEntry } from './weekly-distance.js';
import { sessionDistances } from './year-progress.js';

const LONDON = 'Europe/London';
// A Wednesday: this week began on Sunday 6 December 2026.
const NOW = new Date('2026-12-09T18:00:00Z');
const entry = (iso: string, content: string): DistanceEntry => ({ title: '', content, created_at: new Date(iso) });
const read = (entries: DistanceEntry[], goal: string | null = null, now = NOW, zone = LONDON) =>
  weeklyDistance(entries, now, zone, goal, (each) => sessionDistances(each, goal));

describe('weeklyDistance: each sport week by week', () => {
  it("the tab's four weeks from Sunday, oldest first, each sport's sessions added up, the most first", () => {
    const weekly = read([
      entry('2026-11-16T08:00:00Z', 'Ran 8 km easy this morning'),
      entry('2026-11-18T08:00:00Z', 'Rode 40 km with the club today'),
      entry('2026-11-25T08:00:00Z', 'Ran 10 km steady'),
      entry('2026-11-26T08:00:00Z', 'Ran 6 km easy after work'),
      entry('2026-12-02T08:00:00Z', 'Rode 50 km today, windy'),
      entry('2026-12-07T08:00:00Z', 'Ran 12 km with hills'),
    ]);
    expect(weekly.weeks).toEqual(['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06']);
    expect(weekly.unit).toBe('km');
    expect(weekly.sports).toEqual([
      { sport: 'ride', unit: 'km', distances: [40, 0, 50, 0], message: null },
      { sport: 'run', unit: 'km', distances: [8, 16, 0, 12], message: null },
    ]);
  });

  it("a session of several sports adds each sport's part", () => {
    expect(read([entry('2026-12-07T08:00:00Z', 'Sprint triathlon today: 750m swim, 20 km bike, 5 km run')]).sports).toEqual([
      { sport: 'ride', unit: 'km', distances: [0, 0, 0, 20], message: null },
      { sport: 'run', unit: 'km', distances: [0, 0, 0, 5], message: null },
      { sport: 'swim', unit: 'm', distances: [0, 0, 0, 750], message: null },
    ]);
  });

  it("each sport's own sentence, the main sport's also the whole's", () => {
    const weekly = read([
      entry('2026-11-18T08:00:00Z', 'Ran 10 km steady'),
      entry('2026-11-25T08:00:00Z', 'Ran 11 km steady'),
      entry('2026-12-01T08:00:00Z', 'Ran 12 km steady'),
      entry('2026-12-02T08:00:00Z', 'Rode 20 km easy'),
      entry('2026-12-08T08:00:00Z', 'Rode 30 km with the club'),
    ]);
    expect(weekly.sports.map((each) => [each.sport, each.message])).toEqual([
      ['ride', "This week's cycling is already 30 km, 50% more than all of last week (20 km). Most coaches suggest adding no more than about 10% a week: after 50, tendons and joints take longer to catch up than heart and lungs."],
      ['run', 'Three steady weeks of running, 10 km to 12 km: a sound base to build on, by about 10% a week at most.'],
    ]);
    expect(weekly.message).toBe(weekly.sports[0].message);
  });

  it('leaves out older entries, plans and week totals', () => {
    const weekly = read([
      entry('2026-11-10T08:00:00Z', 'Ran 30 km long run'),
      entry('2026-12-07T08:00:00Z', 'Going to run 20 km on Sunday'),
      entry('2026-12-08T08:00:00Z', 'Ran 40 km this week in all'),
    ]);
    expect(weekly.sports).toEqual([]);
    expect(weekly.message).toBeNull();
  });

  it("a bare distance takes the goal's sport; with no goal naming one it is 'other'", () => {
    const easy = [entry('2026-12-07T08:00:00Z', 'Easy 8 km, felt fine')];
    expect(read(easy, 'Ride 5,000 km this year').sports).toEqual([{ sport: 'ride', unit: 'km', distances: [0, 0, 0, 8], message: null }]);
    expect(read([entry('2026-12-07T08:00:00Z', 'Did 25 km, felt fine')]).sports).toEqual([{ sport: 'other', unit: 'km', distances: [0, 0, 0, 25], message: null }]);
  });

  it('swimming in metres as pools are measured, or in yards when most swims were written in yards', () => {
    const swims = [entry('2026-11-25T08:00:00Z', 'Swam 1500m, drills'), entry('2026-12-07T08:00:00Z', 'Swam 64 lengths of a 25 m pool'), entry('2026-12-08T08:00:00Z', 'Ran 5 miles easy')];
    expect(read(swims)).toMatchObject({ unit: 'miles', sports: [{ sport: 'run', unit: 'miles', distances: [0, 0, 0, 5] }, { sport: 'swim', unit: 'm', distances: [0, 1500, 0, 1600] }] });
    const yards = [entry('2026-12-07T08:00:00Z', 'Masters swim, 2,000 yards with a 500 yd warm-up set'), entry('2026-12-08T08:00:00Z', 'Swam 1650 yds steady')];
    expect(read(yards).sports).toEqual([{ sport: 'swim', unit: 'yards', distances: [0, 0, 0, 3650], message: null }]);
  });

  it("swimming's sentence in metres, a rise worth a word from 1,000 m", () => {
    const swims = [entry('2026-12-01T08:00:00Z', 'Swam 2000m steady'), entry('2026-12-07T08:00:00Z', 'Swam 1500m'), entry('2026-12-08T08:00:00Z', 'Swam 1,500 m drills')];
    expect(read(swims).message).toBe(
      "This week's swimming is already 3,000 m, 50% more than all of last week (2,000 m). Most coaches suggest adding no more than about 10% a week: after 50, tendons and joints take longer to catch up than heart and lungs.",
    );
  });

  it("the weeks are the member's: Saturday evening in New York is Sunday in London", () => {
    const saturdayEvening = [entry('2026-12-06T02:00:00Z', 'Ran 10 km tonight')];
    expect(read(saturdayEvening).sports[0].distances).toEqual([0, 0, 0, 10]);
    expect(read(saturdayEvening, null, NOW, 'America/New_York').sports[0].distances).toEqual([0, 0, 10, 0]);
  });

  it("in the goal's unit when it names one, else the one most sessions were written in", () => {
    const miles = [entry('2026-12-07T08:00:00Z', 'Ran 5 miles easy'), entry('2026-12-08T08:00:00Z', 'Ran 8 km')];
    expect(read(miles).unit).toBe('km');
    expect(read(miles.slice(0, 1))).toMatchObject({ unit: 'miles', sports: [{ sport: 'run', unit: 'miles', distances: [0, 0, 0, 5] }] });
    expect(read(miles, 'Run 1,000 miles in 2026')).toMatchObject({ unit: 'miles', sports: [{ sport: 'run', unit: 'miles', distances: [0, 0, 0, 10] }] });
  });
});

describe("weeklyDistance's sentence on the main sport", () => {
  const weeks = (km: number[]) => km.flatMap((each, i) => (each ? [entry(new Date(Date.UTC(2026, 10, 16 + 7 * i, 8)).toISOString(), `Ran ${each} km today`)] : []));

  it('last week a third or more above the two before: the rise, and to build by about a tenth a week', () => {
    expect(read(weeks([20, 20, 30, 0])).message).toBe(
      "Last week's running (30 km) was 50% more than your average of the two weeks before (20 km). Most coaches suggest adding no more than about 10% a week: after 50, tendons and joints take longer to catch up than heart and lungs.",
    );
  });

  it('this week so far a third or more above all of last week', () => {
    expect(read(weeks([20, 20, 20, 28])).message).toMatch(/^This week's running is already 28 km, 40% more than all of last week \(20 km\)\. Most coaches/);
  });

  it('three steady complete weeks', () => {
    expect(read(weeks([20, 22, 24, 5])).message).toBe('Three steady weeks of running, 20 km to 24 km: a sound base to build on, by about 10% a week at most.');
    expect(read(weeks([20, 20, 20, 0])).message).toBe('Three steady weeks of running, 20 km each: a sound base to build on, by about 10% a week at most.');
  });

  it('nothing for a small rise in km, a fall, or a gap', () => {
    expect(read(weeks([2, 2, 5, 0])).message).toBeNull();
    expect(read(weeks([30, 30, 15, 0])).message).toBeNull();
    expect(read(weeks([0, 20, 20, 0])).message).toBeNull();
  });
});

describe("weekOnWeekSentence: the weekly summary's word on distance", () => {
  const weekly = (run: number[], unit: 'km' | 'miles' = 'km') => ({ unit, weeks: [], sports: [{ sport: 'run' as const, unit, distances: run, message: null }], message: null });

  it("the main sport's week a third or more above the week before, and at least 5 km", () => {
    expect(weekOnWeekSentence(weekly([10, 12, 18, 28]))).toBe(
      'Running came to 28 km, 56% more than the week before (18 km): most coaches suggest adding no more than about 10% a week.',
    );
    expect(weekOnWeekSentence(weekly([0, 0, 6, 10], 'miles'))).toMatch(/^Running came to 10 miles, 67% more than the week before \(6 miles\)/);
  });

  it('each sport that rose, the two with most distance, though the main sport held', () => {
    const sports = [
      { sport: 'ride' as const, unit: 'km' as const, distances: [0, 0, 100, 105], message: null },
      { sport: 'run' as const, unit: 'km' as const, distances: [0, 0, 16, 24], message: null },
      { sport: 'swim' as const, unit: 'm' as const, distances: [0, 0, 2000, 2400], message: null },
    ];
    expect(weekOnWeekSentence({ unit: 'km', weeks: [], sports, message: null })).toBe(
      'Running came to 24 km, 50% more than the week before (16 km): most coaches suggest adding no more than about 10% a week.',
    );
    sports[0].distances = [0, 0, 100, 140];
    expect(weekOnWeekSentence({ unit: 'km', weeks: [], sports, message: null })).toBe(
      'Cycling came to 140 km, 40% more than the week before (100 km), and running to 24 km, 50% more (16 km): most coaches suggest adding no more than about 10% a week.',
    );
  });

  it("swimming's rise in metres, worth a word from 1,000 m", () => {
    const swim = (distances: number[]) => ({ unit: 'km' as const, weeks: [], sports: [{ sport: 'swim' as const, unit: 'm' as const, distances, message: null }], message: null });
    expect(weekOnWeekSentence(swim([0, 0, 2000, 3500]))).toBe(
      'Swimming came to 3,500 m, 75% more than the week before (2,000 m): most coaches suggest adding no more than about 10% a week.',
    );
    expect(weekOnWeekSentence(swim([0, 0, 1500, 2400]))).toBeNull();
  });

  it('nothing for a small rise, a fall, a first week or no distance', () => {
    expect(weekOnWeekSentence(weekly([0, 0, 18, 22]))).toBeNull();
    expect(weekOnWeekSentence(weekly([0, 0, 3, 7]))).toBeNull();
    expect(weekOnWeekSentence(weekly([0, 0, 28, 18]))).toBeNull();
    expect(weekOnWeekSentence(weekly([0, 0, 0, 30]))).toBeNull();
    expect(weekOnWeekSentence({ unit: 'km', weeks: [], sports: [], message: null })).toBeNull();
  });
});

describe("weekRiseSentence: a coach reply's word on a session that lifts its week", () => {
  const lastWeek = [entry('2026-12-01T08:00:00Z', 'Ran 10 km steady'), entry('2026-12-03T08:00:00Z', 'Ran 8 km easy')];
  const long = entry('2026-12-09T08:00:00Z', 'Long run 16 km along the river, legs fine');
  const week = [entry('2026-12-07T08:00:00Z', 'Ran 10 km easy'), long];

  it('this week so far a third or more above all of last week, in that sport', () => {
    const weekly = read([...lastWeek, ...week]);
    expect(weekRiseSentence(weekly, 'run')).toBe(
      'With this run, your running this week comes to 26 km, 44% more than all of last week (18 km), so keep the next few days easy: most coaches suggest adding no more than about 10% a week.',
    );
    expect(weekRiseSentence(weekly, 'ride')).toBeNull();
    expect(weekRiseSentence(read([...lastWeek, long]), 'run')).toBeNull();
    expect(weekRiseSentence(read(week), 'run')).toBeNull();
  });

  it('goes into the rule-based reply of the session, which then asks for no harder session', () => {
    const recent = [...lastWeek, ...week].map((each, i) => ({ ...each, id: i + 1, title: each.title ?? '', tags: [], is_private: false, entry_type: 'journal' }));
    const input = { entry: { ...recent[3], created_at: recent[3].created_at.toISOString() }, goal: null, momentum: computeMomentum(recent, null, NOW), tone: 'direct' as const, recommendations: [] };
    const reply = ruleReply({ ...input, weekly: read([...lastWeek, ...week]) });
    expect(reply).toContain('With this run, your running this week comes to 26 km, 44% more than all of last week (18 km), so keep the next few days easy');
    expect(reply).not.toMatch(/harder session/i);
    expect(ruleReply(input)).not.toContain('your running this week comes to');
  });

  it("is in the model's figures, on that sport's line", () => {
    const recent = [...lastWeek, ...week].map((each, i) => ({ ...each, id: i + 1, title: each.title ?? '', tags: [], is_private: false, entry_type: 'journal' }));
    const momentum = computeMomentum(recent, null, NOW);
    const lines = figureLines(momentum, null, read([...lastWeek, ...week, entry('2026-12-08T08:00:00Z', 'Rode 20 km easy')]));
    expect(lines).toContain('running per week, oldest first, the last this week so far: 0, 0, 18, 26 km; this week so far is already 44% more than all of last week');
    expect(lines).toContain('cycling per week, oldest first, the last this week so far: 0, 0, 0, 20 km');
    expect(figureLines(momentum, null, read(week)).join('\n')).not.toContain('more than all of last week');
  });
});
