import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { effortClaimed } from './effort.js';
import { everydayCareIn } from './everyday-care.js';
import { entryKind } from './entry-kind.js';
import { swimOnNewHip } from './joint-replacement.js';
import { longTermCondition } from './long-term-conditions.js';
import { ruleReply } from './rule-reply.js';
import { othersSayTooMuch } from './wellbeing.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
const TONES = ['direct', 'encouraging', 'analytical'] as const;
const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });
const eachTone = (content: string, pattern: RegExp) => {
  for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(pattern)]);
};

describe('the rule-based reply to long-term conditions trained with', () => {
  it('answers angina in a session with the heart team told, the same day if it is worsening, and 999 after a second dose (was a steady session)', () => {
    for (const content of ['Used my GTN spray on the hill today, chest eased after a couple of minutes', 'Angina on the climb again, two puffs of GTN', 'Had to use my angina spray during the walk, chest pain went']) {
      expect([content, longTermCondition(e(content))]).toEqual([content, 'angina']);
      eachTone(content, /(?=[^]*(?:heart team|cardiology team))(?=[^]*(?:at rest))(?=[^]*second dose, call 999)/);
    }
    // Angina only named is no episode: a heart condition's answer, not this one.
    expect(longTermCondition(e('Stable angina for years, cardiologist happy, 5 km walk'))).toBeNull();
  });

  it('answers COPD with exercise as treatment, pursed lips and pulmonary rehab, and a flare-up’s and 999’s signs (was "rest and look after yourself")', () => {
    for (const content of ['COPD, breathless on the hills but did 3 km walk', 'Emphysema makes the stairs hard, did the walking group']) {
      expect([content, longTermCondition(e(content))]).toEqual([content, 'copd']);
      eachTone(content, /(?=[^]*pursed)(?=[^]*(?:[Pp]ulmonary rehabilitation))(?=[^]*999)/);
    }
  });

  it('answers lymphoedema with exercise that helps it and cellulitis’s signs the same day (was "follow your doctor, let training wait")', () => {
    const content = 'Lymphoedema in my arm since breast cancer surgery, worried about swimming';
    expect(longTermCondition(e(content))).toBe('lymphoedema');
    eachTone(content, /(?=[^]*compression)(?=[^]*cellulitis)(?=[^]*same[- ]day)/);
  });

  it('answers hormone therapy for cancer with exercise against its tiredness and strength for bone and muscle; HRT is not it', () => {
    for (const content of ['On hormone therapy for prostate cancer, so tired, managed a short walk', 'Started letrozole, joints stiff, 20 min walk', 'Zoladex injection last week, hot flushes and tired']) {
      expect([content, longTermCondition(e(content))]).toEqual([content, 'hormoneTherapy']);
      eachTone(content, /(?=[^]*150 minutes)(?=[^]*(?:strength|resistance))(?=[^]*(?:bone density|DEXA))/);
    }
    expect(longTermCondition(e('Started hormone therapy for the menopause, sleeping better'))).toBeNull();
  });
});

describe('the rule-based reply to shingles, vertigo, the forefoot and others’ worries', () => {
  it('answers shingles with antivirals within three days, the eye the same day and pools kept away from (was a rest day)', () => {
    const content = 'Shingles on my side, feel rotten, no training this week';
    expect(everydayCareIn(e(content))).toBe('shingles');
    eachTone(content, /(?=[^]*(?:three days|72 hours))(?=[^]*(?:eye))(?=[^]*pools)/);
  });

  it('answers vertigo when the head turns with BPPV checked, no swimming alone, and a stroke’s signs (was a steady swim)', () => {
    for (const content of ['Vertigo when I turn my head in the pool, room spinning', 'Room spinning when I roll over in bed, BPPV again?']) {
      expect([content, everydayCareIn(e(content))]).toEqual([content, 'vertigo']);
      eachTone(content, /(?=[^]*(?:BPPV|positional vertigo))(?=[^]*(?:alone|solo))(?=[^]*999)/);
    }
  });

  it('answers a bunion or a nerve between the toes with room for the forefoot and a podiatrist (was a steady run)', () => {
    for (const content of ["Morton's neuroma, burning between my toes on long runs", 'Bunion getting worse, shoes hurt after 5 km']) {
      expect([content, everydayCareIn(e(content))]).toEqual([content, 'forefoot']);
      eachTone(content, /(?=[^]*(?:toe box))(?=[^]*(?:podiatr))/);
    }
  });

  it('answers bladder weakness as leaking, with the pelvic floor (was a note)', () => {
    expect(everydayCareIn(e('Bladder weakness on the trampoline with the grandkids'))).toBe('leaking');
    eachTone('Bladder weakness on the trampoline with the grandkids', /pelvic floor/);
  });

  it('answers someone close saying it is too much with the signs to check and an easy week if they fit (was a note)', () => {
    for (const content of ["My husband thinks I'm overdoing it", 'The kids keep saying I train too much', 'Wife says I am obsessed with the bike']) {
      expect([content, othersSayTooMuch(e(content))]).toEqual([content, true]);
      eachTone(content, /(?=[^]*(?:resting pulse|resting heart rate))(?=[^]*(?:easy week|recovery week))/);
    }
    expect(othersSayTooMuch(e('My husband thinks the new route is lovely'))).toBe(false);
  });

  it('answers swimming allowed on a new hip with the strokes that do not twist it (was a return)', () => {
    const content = 'Hip replacement 8 weeks ago, physio says I can start swimming';
    expect([swimOnNewHip(e(content)), entryKind(e(content))]).toEqual([true, 'note']);
    eachTone(content, /(?=[^]*breaststroke)(?=[^]*(?:front crawl))(?=[^]*wound)/);
    expect(swimOnNewHip(e('Knee replacement last year, 1 km swim'))).toBe(false);
  });

  it('reads a hand task that got harder as no hard session', () => {
    expect(effortClaimed(e("Dupuytren's in my hand, gripping the bars is harder"))).toEqual([]);
    expect(effortClaimed(e('Hill reps were hard today'))).not.toEqual([]);
  });
});
