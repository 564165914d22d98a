import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { ruleReply } from './rule-reply.js';
import { emergencyIn } from './emergency-signs.js';
import { groundingWords, replyProblems } from './reply-checks.js';

const now = new Date('2026-11-22T12:00:00Z');

/** Signs that need 999 or the same day's care, in any entry, before anything else the reply could say. */
describe('urgent signs in an entry', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['stroke', 'Left arm went numb and my speech felt odd for a few minutes after the swim, fine now.', /stroke/],
    // Sight gone wrong all at once (were sore eyes' or a steady session's advice).
    ['stroke', 'Eyes sore after the ride and my vision suddenly went blurred in one eye.', /sight lost, blurred or doubled all at once/],
    ['stroke', 'Suddenly double vision at the top of the hill', /stroke/],
    ['headache', 'Sudden terrible headache during the hill reps, worst ever, stopped.', /sudden, severe headache/],
    ['heatstroke', 'Felt confused and stopped sweating on the hot run, had to sit in the shade.', /heatstroke/],
    ['clot', 'Calf swollen and warm since the long flight home, hurts to walk. Skipped the run.', /clot/],
    ['head', 'Hit my head when I fell off the bike, bit of a headache now.', /blow to the head/],
    ['chest', 'Chest pain last night at rest, went away after 10 minutes.', /chest pain or tightness at rest, even once it has passed, needs a doctor today/],
    // Were a steady session.
    ['bloodCough', 'Coughed up a bit of blood after the cold run', /coughing up blood needs a doctor today/],
    ['darkUrine', 'Wee was dark brown after the marathon', /can mean muscle breakdown/],
    ['allergy', 'Got stung by a wasp on the ride, lips swelling', /can be anaphylaxis/],
    // Were a steady session, a long ride's, a cold swim's and a worry's 'rest while it lasts'.
    ['stroke', "Sudden weakness in my right leg on the run, couldn't lift it", /stroke/],
    ['darkUrine', 'Peed dark brown after the long ride in the heat', /can mean muscle breakdown/],
    ['hypothermia', 'Confused and shivering after the sea swim, took an hour to warm up', /signs of hypothermia/],
    ['limb', 'Severe calf pain at night, foot cold and pale', /blood supply is blocked/],
    // Were a race's milestone, a steady session and a worry's 'rest while it lasts': the blood's salt thinned.
    ['waterSalt', 'Drank 4 litres of water during the marathon and threw up at the finish', /salt in your blood has fallen too low/],
    ['waterSalt', 'Ran 10 km, drank too much water before and felt sick and confused after', /drink no more water/],
    // Were 'rest while it lasts' and a fall's watching: the nerves at the base of the spine, and a neck hurt in a crash.
    ['spinalNerves', 'Pain down my leg and numb in the saddle area, struggling to pee', /cauda equina syndrome/],
    ['spinalNerves', 'Sciatica bad, and I wet myself this morning without knowing', /Go to A&E now/],
    ['spinalNerves', 'Long ride 100 km, numb between my legs, back sore, and struggling to pee', /cauda equina syndrome/],
    ['neck', 'Crashed on the descent and hurt my neck', /rule out an injury to the bones/],
  ];

  it('names each, and answers it with 999 or the same day and a doctor, in every tone, passing the model checks', () => {
    for (const [kind, content, says] of cases) {
      expect([content, emergencyIn(content)]).toEqual([content, kind]);
      const entry = { title: '', content };
      const momentum = computeMomentum([{ content, created_at: now }], null, now);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = ruleReply({ entry, goal: null, momentum, tone, recommendations: [] });
        expect(text).toMatch(says);
        expect(text).toContain('999');
        // What to do now shows before 'Read more' (a journal folds a reply after 200 characters).
        expect(text.slice(0, 200)).toMatch(/999|NHS 111|GP today/);
        expect(text).not.toMatch(/steady session|structured work/i);
        // A model reply must say as much (reply-checks.ts WARNING_RULE): the rule-based one does.
        expect(replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords(entry.title, content), warning: true })).toEqual([]);
      }
    }
  });

  it('takes an irregular heartbeat or an aching left arm in a session as warning signs for a doctor (were structured work and a steady session)', () => {
    for (const content of ['Heart was pounding and irregular after the intervals, settled after 10 minutes', 'Left arm ached on the hill, probably just the cold', 'Short of breath on the stairs lately, ankles swollen']) {
      const text = ruleReply({ entry: { title: '', content }, goal: null, momentum: computeMomentum([{ content, created_at: now }], null, now), tone: 'direct', recommendations: [] });
      expect([content, text]).toEqual([content, expect.stringMatching(/doctor before your next hard session/)]);
    }
    // A watch's reading with a loose strap, and urine dark from thirst, are not.
    for (const content of ['Heart rate irregular on the watch, strap loose', 'Wee was dark yellow after the long run, must drink more']) {
      const text = ruleReply({ entry: { title: '', content }, goal: null, momentum: computeMomentum([{ content, created_at: now }], null, now), tone: 'direct', recommendations: [] });
      expect([content, text]).toEqual([content, expect.not.stringMatching(/doctor|999/)]);
    }
  });

  it('leaves alone what only sounds like one', () => {
    for (const content of ['Had a sudden headache after the swim, took paracetamol.', 'Knocked out a quick 5k before work.', 'Left hand went numb on the handlebars after 2 hours.', 'Arm went numb from sleeping on it, easy swim.', 'Hot run, felt a bit confused about the route so added 1 km.', 'Bumped my head on the car door, no headache, easy 5 km.', 'Headache after a bad night, skipped the swim.', 'Calf a bit tight after the hills.', 'A bit confused which lane to swim in, 1 km easy', 'Cold morning, confused about the route, ran 12 km', 'Legs felt heavy and weak on the hills, 10 km', "Couldn't lift my arm above my shoulder after the swim, frozen shoulder", 'Read about hypothermia before my first winter swim', 'Swallowed lots of water in the lake and was sick after', 'Drank too much water before the race, sloshing about', 'Long ride 100 km, numb between my legs, lower back sore', 'Prostate trouble, struggling to pee at night, ran 5 km', 'Cricked my neck sleeping, easy 5 km run']) {
      expect([content, emergencyIn(content)]).toEqual([content, null]);
    }
  });

  it('sends a fever, blood in the urine and weight lost without trying to the GP, not to a rest day or praise', () => {
    const reply = (content: string) => ruleReply({ entry: { title: '', content }, goal: null, momentum: computeMomentum([{ content, created_at: now }], null, now), tone: 'direct', recommendations: [] });
    expect(reply('Coughing up green stuff, temperature 38.5, no training.')).toContain('With a temperature, no exercise at all');
    expect(reply('Blood in my urine after the marathon.')).toContain('See your GP if it has not cleared in 48 hours');
    const lost = reply('Lost 4 kg this month without trying, no appetite.');
    expect(lost).toContain('worth a GP appointment');
    expect(lost).not.toContain('progress');
    expect(reply('Parkrun PB without trying, 26:10!')).not.toContain('GP');
  });
});
