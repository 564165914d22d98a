import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { DIABETES_RULE, groundingWords, replyProblems, STATIN_RULE, WARNING_RULE } from './reply-checks.js';
import { ruleReply } from './rule-reply.js';

const good =
  'Your hill repeats before the marathon block are exactly the work the goal needs. Keep the next day easy, because the benefit of a hard session arrives while you recover. ' +
  'Compare how your legs felt with last week, and if the knee still aches after a few days, ask a physiotherapist to look at it.';
const context = { candidateIds: [7, 9], grounding: groundingWords('Hill repeats', 'Eight hill repeats before the marathon block.') };

describe('replyProblems', () => {
  it('passes a grounded, calm, British-English reply with reasons for offered reports', () => {
    expect(replyProblems({ reply: good, recommendations: [{ id: 7, reason: 'It covers hill sessions for marathon runners.' }] }, context)).toEqual([]);
  });

  it('flags length, American spelling, cheerleading, exclamation marks and Markdown', () => {
    expect(replyProblems({ reply: 'Too short.', recommendations: [] }, context)[0]).toMatch(/has 2 words; it must have 40-220/);
    const problems = replyProblems({ reply: `${good} Amazing job! You are crushing it! Your color-coded program helps you realize gains. **Bold**`, recommendations: [] }, context);
    expect(problems.join('\n')).toMatch(/"color" is American spelling/);
    expect(problems.join('\n')).toMatch(/"program" is American spelling/);
    expect(problems.join('\n')).toMatch(/"realize" is American spelling/);
    expect(problems.join('\n')).toMatch(/empty cheerleading/);
    expect(problems.join('\n')).toMatch(/exclamation marks/);
    expect(problems.join('\n')).toMatch(/Markdown/);
  });

  it('flags a medical diagnosis but not advice to see a professional', () => {
    for (const diagnosis of ['You have a stress fracture.', 'It sounds like plantar fasciitis.', 'This is probably tendinitis.', 'My diagnosis is simple.']) {
      expect(replyProblems({ reply: `${good} ${diagnosis}`, recommendations: [] }, context).join()).toMatch(/medical diagnosis/);
    }
    expect(replyProblems({ reply: good, recommendations: [] }, context)).toEqual([]);
  });

  it("takes a condition put as an 'if' for none", () => {
    for (const condition of ['If you have diabetes, see your GP first.', 'If the numbness stays, comes with weakness, or you have diabetes, please see your GP or a physio.']) {
      expect(replyProblems({ reply: `${good} ${condition}`, recommendations: [] }, context).join()).not.toMatch(/medical diagnosis/);
    }
    expect(replyProblems({ reply: `${good} You have diabetes, so see your GP.`, recommendations: [] }, context).join()).toMatch(/medical diagnosis/);
  });

  it('flags a reply that refers to nothing the member wrote, and placeholders repeated', () => {
    const generic = 'Training consistently is the key to progress for every athlete. Rest well, eat well and stay positive, because a calm approach to the season pays off in the long run, and your body will thank you for the patience you show it over the coming months.';
    expect(replyProblems({ reply: generic, recommendations: [] }, context)).toEqual([
      'The reply does not refer to anything the member wrote; refer back to the entry or the goal specifically.',
    ]);
    expect(replyProblems({ reply: `${good} Say hello to [name].`, recommendations: [] }, context).join()).toMatch(/placeholders/);
  });

  it('flags recommendations that were not offered, listed twice, or without a reason', () => {
    const problems = replyProblems(
      { reply: good, recommendations: [{ id: 3, reason: 'x' }, { id: 7, reason: 'Fine.' }, { id: 7, reason: 'Again.' }, { id: 9, reason: ' ' }] },
      context,
    );
    expect(problems).toEqual([
      'Recommendation id 3 is not one of the candidate reports.',
      'Recommendation id 7 is listed twice.',
      'Recommendation id 9 has no reason.',
    ]);
  });

  it('asks a reply to a warning sign during exercise for a doctor and the emergency number, which the rule-based reply gives', () => {
    const warned = { ...context, warning: true };
    expect(replyProblems({ reply: good, recommendations: [] }, warned)).toEqual([WARNING_RULE]);
    const safe = `${good} Because your chest felt tight on the hill, have your doctor check it before your next hard session, and if it comes back with chest pain, stop and call 999.`;
    expect(replyProblems({ reply: safe, recommendations: [] }, warned)).toEqual([]);
    const entry = { title: 'Hill repeats', content: 'Eight hill repeats, chest felt tight on the last one.' };
    const momentum = computeMomentum([{ content: entry.content, created_at: new Date() }], null, new Date());
    const rules = ruleReply({ entry, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(replyProblems({ reply: rules, recommendations: [] }, { candidateIds: [], grounding: groundingWords(entry.title, entry.content), warning: true })).toEqual([]);
  });

  it("asks a reply to two of diabetes's signs for the GP, without diagnosing, which the rule-based reply gives", () => {
    const diabetes = { ...context, diabetes: true };
    expect(replyProblems({ reply: good, recommendations: [] }, diabetes)).toEqual([DIABETES_RULE]);
    const safe = `${good} Being thirsty all the time and peeing more can be signs worth a check, so please see your GP this week.`;
    expect(replyProblems({ reply: safe, recommendations: [] }, diabetes)).toEqual([]);
    expect(replyProblems({ reply: `${safe} It sounds like you have diabetes.`, recommendations: [] }, diabetes)).toEqual(expect.arrayContaining([expect.stringMatching(/reads as a medical diagnosis/)]));
    const entry = { title: '', content: 'Thirsty all the time and up three times a night to pee. 10 km easy run.' };
    const momentum = computeMomentum([{ content: entry.content, created_at: new Date() }], null, new Date());
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const rules = ruleReply({ entry, goal: null, momentum, tone, recommendations: [] });
      expect(replyProblems({ reply: rules, recommendations: [] }, { candidateIds: [], grounding: groundingWords(entry.title, entry.content), diabetes: true })).toEqual([]);
    }
  });

  it('asks a reply to muscle aches on a statin for the GP and not stopping it alone, which the rule-based reply gives', () => {
    const statin = { ...context, statin: true };
    expect(replyProblems({ reply: good, recommendations: [] }, statin)).toEqual([STATIN_RULE]);
    expect(replyProblems({ reply: `${good} Stop the statin and see if the aches go.`, recommendations: [] }, statin)).toEqual([STATIN_RULE]);
    const safe = `${good} Aching legs can be a side effect of statins, so tell your GP, and do not stop taking it on your own.`;
    expect(replyProblems({ reply: safe, recommendations: [] }, statin)).toEqual([]);
    const entry = { title: '', content: 'On statins now and my legs ache on every run. Is it the tablets?' };
    const momentum = computeMomentum([{ content: entry.content, created_at: new Date() }], null, new Date());
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const rules = ruleReply({ entry, goal: null, momentum, tone, recommendations: [] });
      expect(replyProblems({ reply: rules, recommendations: [] }, { candidateIds: [], grounding: groundingWords(entry.title, entry.content), statin: true })).toEqual([]);
    }
  });
});
