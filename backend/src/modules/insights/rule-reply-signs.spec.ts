import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind } from './entry-kind.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });
const e = (content: string) => ({ title: '', content });

/** The rule-based reply to warning signs told in everyday words, a knock from a car, returns, and a race gone wrong. */
describe('the rule-based reply to warning signs and what is no worry', () => {
  const momentum = computeMomentum([day(0, 'Easy run'), day(2, 'Easy swim'), day(9, 'Long run')], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('sends a racing heart at rest, unusual sweating, breathlessness on the stairs and a heart rate that will not rise to the doctor', () => {
    for (const content of [
      'Tachycardia episode last night, 180 bpm at rest for 20 minutes, then stopped.',
      'Sweating much more than usual and my heart is pounding after a gentle walk.',
      'Breathless walking up the stairs at work today, not like me.',
      'Turbo 60 min, heart rate stuck at 100 even on the hard bits, felt weird.',
    ]) {
      const text = reply(content);
      expect(text).toContain('Please have your doctor check it before your next hard session');
      expect(text).toContain('call 999');
      expect(text).not.toMatch(/steady session|Plateaus happen|Keep a note of/);
    }
    // A heart rate stuck on a plateau of pace is no sign; nor is a resting heart rate told.
    expect(entryKind(e('Stuck at 5:30 per km for months, not improving.'))).not.toBe('health');
  });

  it('hears a swollen, hot knee as a worry and a knock from a car as a fall', () => {
    expect(entryKind(e("Ran 8 km, left knee swelled up afterwards and it's hot to touch."))).toBe('health');
    const car = reply('Knocked off my bike by a car, bruised, bike wrecked, very shaken.');
    expect(car).toContain('Falls are worth taking seriously after 50');
    expect(car).not.toMatch(/steady session/);
  });

  it('hears a return weeks after an operation, and a new hip long since fitted as no worry', () => {
    expect(reply('Walked 2 km, three weeks after my hip operation.')).toContain('Welcome back. Ease in');
    const hip = reply('Ran 12 km with my new hip, 18 months after the op. Amazing.');
    expect(hip).toContain('12 km run');
    expect(hip).not.toMatch(/let the training wait|Welcome back/);
    const eye = reply('Eye surgery last week, cleared to run but not swim.');
    expect(eye).not.toMatch(/let the training wait|Your run is logged/);
  });

  it('answers low spirits and a race gone wrong with care, and a birthday only on the day', () => {
    expect(reply('Depressed lately, running is the only thing keeping me going.')).toContain('Thank you for saying how you feel');
    const race = reply("Very down after the race, didn't hit my time.");
    expect(race).toContain('One session says little');
    expect(race).not.toContain("You mention 'race'");
    const sub25 = reply('Ran 5 km in 24:59, first sub-25 since I turned 60!');
    expect(sub25).toContain("You mention 'first sub-25'");
    expect(sub25).not.toContain('Happy 60th birthday');
    expect(reply('Turned 60 today! Birthday parkrun.')).toContain('60th');
  });

  it("reads a swim set's send-off, one rep's time and when a rider was dropped as no session's time, and a place in a race as a race done", () => {
    const masters = reply('Masters swim session, 2.8 km, 10 x 100 IM on 2:15, shoulders burning.');
    expect(masters).toContain('2.8 km swim');
    expect(masters).not.toContain('in 2:15');
    expect(reply('6 x 800m on the track, averaged 3:58, last one 3:50.')).not.toContain('session of 3:50');
    expect(reply('Half marathon training week 6: 10 km tempo, felt strong.')).toContain('10 km run');
    const zwift = reply('Zwift race, got dropped after 10 minutes, finished 45th of 60.');
    expect(zwift).not.toContain('10-minute ride');
    expect(zwift).toContain('Congratulations on finishing the race');
    expect(reply('Finished the marathon.')).toContain('Congratulations on finishing a marathon');
    expect(reply('Missed two weeks with a chest infection, easy 20 minute jog today, felt okay.')).toContain('Welcome back. Ease in');
  });

  it('reads where a puncture happened, a bike pushed home and hours helping at an event as no session, and a bonk as the fuel', () => {
    expect(reply('Puncture 20 km in, fixed it in the rain, rode home soaked, 45 km.')).toContain('45 km ride');
    expect(reply('Chain snapped on the climb, walked the bike home, only 12 km done.')).not.toContain('12 km walk');
    const helping = reply('Volunteered at the marathon water station all morning, on my feet for 5 hours.');
    expect(helping).toContain('All of that counts');
    expect(helping).not.toMatch(/5-hour session|steady session/);
    expect(reply('Fasted ride 2 hours, bonked hard at the end.')).toContain('the fuel running low, not your fitness, and training fasted brings it on sooner');
    expect(reply('Ran with the club, tried to keep up with the fast group, blew up at 6 km.')).not.toContain('Bonking');
  });

  it('answers questions on strength work and a watch VO2 max', () => {
    expect(reply('Should I do strength training if I want to run faster?')).toContain('two short sessions a week');
    expect(reply('New Garmin says my VO2 max is 42, is that good for 61?', 'direct')).toContain('After 50, averages sit in the twenties and thirties, and the forties are well above them.');
  });

  it('reads a point in a session as no distance of it, a surgeon\'s all-clear as a return, and trying something new as no milestone', () => {
    expect(reply('Parkrun PB! 26:41, beat my old best by 19 seconds. Went out steady, picked it up after 2 km.')).toContain('5 km run in 26:41');
    expect(reply('Long run with the club, 18 km in 1:52, hamstring started to tighten around 14 km so I eased off.')).toContain('18 km run in 1:52');
    expect(reply('Chaingang, 60 km at 32 km/h average, hanging on for dear life.')).toContain('60 km ride');
    expect(reply('Legs died at 30k.')).toContain('30 km run');
    const back = reply('Back after the op. Surgeon gave the all-clear on Tuesday for gentle exercise, so 20 min on the exercise bike, very easy.');
    expect(back).toContain('Welcome back. Ease in');
    expect(back).not.toContain('let the training wait');
    const dog = reply('Tried running with my dog for the first time. 5 km, lots of stops for sniffing.');
    expect(dog).toContain('5 km run');
    expect(dog).not.toContain("You mention 'first time'");
  });

  it('sends a collapse, blurred sight on a climb and breathlessness lying down to the doctor, a clot after a flight and a torn Achilles the same day', () => {
    for (const content of ["Collapsed at the finish line, St John's ambulance checked me and said I was fine, dehydrated.", 'Vision went blurry on the hill climb for a minute.', 'Feel breathless lying down at night recently.']) {
      expect(reply(content)).toContain('Please have your doctor check it');
    }
    expect(reply('Calf pain and swelling after the flight back from Australia, going to skip the run.')).toContain('needs checking today for a clot');
    const tendon = reply("Sudden pain in my calf like being kicked, 5 km into the run, can't walk properly.");
    expect(tendon).toContain('can be a torn Achilles tendon');
    expect(tendon).toContain('today at A&E or an urgent treatment centre');
    // As members write it too (were a note's 'worth keeping' and a steady run).
    for (const content of ["Felt something pop in my achilles, can't push off", 'Felt like someone kicked me in the calf on the run', 'Achilles went on the hill, limped home']) {
      expect([content, reply(content)]).toEqual([content, expect.stringContaining('can be a torn Achilles tendon')]);
    }
    expect(reply('Achilles sore but I can still push off fine, easy 5 km')).not.toContain('torn Achilles');
    // A muscle torn mid-session is a strain, stopping right (was a note's 'worth keeping').
    expect(reply('Calf tore at mile 3, hobbled home')).toContain('a muscle that goes mid-session is usually a strain');
    expect(entryKind(e('Calf went fine on the hills today, 10 km'))).toBe('session');
    expect(entryKind(e('Numbness in my toes for a week now, both feet.'))).toBe('health');
    expect(entryKind(e('Rode 50 km, numb toes on the last hour, cold feet.'))).toBe('session');
    expect(reply('Stent fitted 8 weeks ago, cardiac rehab finished, first proper run 3 km.')).toContain('Welcome back. Ease in');
  });

  it('hears a session done after an operation as a return, and a race finished after one congratulated', () => {
    expect(reply('Walked 2 km after my hip op, slowly.')).toContain('Welcome back. Ease in');
    const race = reply('Half marathon in 2:24 today, slowest ever but I finished after my knee op.');
    expect(race).toContain('Congratulations on finishing a half marathon');
    expect(race).not.toContain('let the training wait');
    expect(reply('Still sore after the op, no training.')).toContain('let the training wait');
  });

  it('answers cramp at night with a stretch before bed and the GP if it comes most nights, and cramp in a ride with fuel', () => {
    for (const content of ['Cramp in both calves at night after the long run.', 'Woke up with cramp in my calf at 3am.']) {
      const text = reply(content);
      expect(text).toContain('Night cramp is miserable but very common after 50');
      expect(text).toContain('statins or water tablets');
    }
    expect(reply('Cramped at 80 km on the sportive.')).toContain('eat and drink from the start');
  });
});
