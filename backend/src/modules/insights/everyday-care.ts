/**
 * Everyday things beside a session that the rule-based reply (rule-reply.ts) answers before praising it: painkillers
 * taken to get through it, hay fever, a blister, chafing. Each says what to do and why, in the coach's tone. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

type Care = 'painkillers' | 'hayFever' | 'blister' | 'chafing';

const PILLS = String.raw`(?:ibuprofen|nurofen|naproxen|aspirin|diclofenac|voltarol|anti-?inflammator(?:y|ies)|painkillers?|pain\s+killers?|paracetamol|co-?codamol)`;
const SIGNS: ReadonlyArray<readonly [Care, RegExp]> = [
  // Taken to get through a session ('took ibuprofen before the long run for my knee', 'two nurofen so I could ride'),
  // not for a headache on a rest day.
  [
    'painkillers',
    new RegExp(
      String.raw`\b${PILLS}\b[^.!?\n]{0,30}?\b(?:before|during|mid|to\s+get\s+(?:me\s+)?(?:through|round)|so\s+(?:i|that\s+i)\s+could)\b|\b(?:ran|rode|swam|raced|trained|ran\s+\d+\s*\w+)\s+(?:on|with)\s+(?:some\s+)?${PILLS}\b`,
      'i',
    ),
  ],
  ['hayFever', /\bhay\s*fever\b|\bpollen\s+(?:count|was|is|everywhere|terrible|awful|high)\b/i],
  ['blister', /\bblisters?\b|\bblistered\b/i],
  ['chafing', /\bchaf(?:ed|ing|e|es)\b|\brubbed\s+(?:my\s+)?(?:\w+\s+){0,2}?raw\b|\brubbed\s+raw\b/i],
];

/** The everyday care an entry needs (SIGNS), the first it names; null for none. */
export function everydayCareIn(entry: { title?: string | null; content: string }): Care | null {
  const text = entryText(entry);
  return SIGNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const SENTENCES: Record<Care, Record<CoachTone, string>> = {
  painkillers: {
    direct: 'Painkillers before a session hide the pain that tells you when to stop, and ibuprofen and other anti-inflammatories during long or hot efforts add strain to the kidneys. If something needs a tablet to get you through, have a physio or your GP look at it instead of training through it.',
    encouraging: 'I understand wanting to get the session done, but painkillers before training hide the pain that tells you when to stop, and ibuprofen and other anti-inflammatories during long or hot efforts put extra strain on the kidneys. If something needs a tablet to get you through, please let a physio or your GP look at it.',
    analytical: 'Analgesia before exercise masks the pain signal that limits load on an injured tissue, and NSAIDs during prolonged or hot exertion raise the risk of kidney injury. A structure that needs them to train should be assessed by a physio or GP.',
  },
  hayFever: {
    direct: 'Hay fever is no reason to stop, but plan round it: check the pollen forecast and go on low days or after rain, wear wraparound glasses, and shower and change straight after. If it makes your chest tight or wheezy, see your GP, because pollen can set off asthma.',
    encouraging: 'Hay fever makes training miserable, but you can plan round it: check the pollen forecast and go on lower days or after rain, wear wraparound glasses, and shower and change as soon as you are back. If it makes your chest tight or wheezy, please see your GP, because pollen can set off asthma.',
    analytical: 'Allergic rhinitis noted. Reduce exposure: train on low pollen-forecast days or after rain, use wraparound eyewear, and shower and change afterwards. Chest tightness or wheeze suggests pollen-triggered asthma and warrants GP review.',
  },
  blister: {
    direct: 'Leave a blister unburst if you can: cover it with a blister plaster and let it settle before a long session. It comes from rubbing, so fix the cause: new shoes want a few short outings first, and good socks help. See your GP if it turns red, hot or weeping.',
    encouraging: 'Blisters are a nuisance but they heal quickly: leave it unburst if you can, cover it with a blister plaster, and let it settle before your next long session. It comes from rubbing, so give new shoes a few short outings first and wear socks that fit well. If it turns red, hot or weeping, please see your GP.',
    analytical: 'Friction blister: keep the roof intact, protect it with a hydrocolloid plaster, and allow it to settle before long sessions. Address the cause (footwear break-in, sock fit and moisture). Redness, heat or discharge suggest infection and warrant a GP check.',
  },
  chafing: {
    direct: 'Chafing is friction on damp skin. A little anti-chafe balm where the kit rubs (the neck for a wetsuit, under the arms, the inner thighs) before you start prevents most of it. Keep the sore skin clean and dry until it heals, and check the kit fits.',
    encouraging: 'Chafing is sore but easy to prevent: it is friction on damp skin, so a little anti-chafe balm where the kit rubs (the neck for a wetsuit, under the arms, the inner thighs) before you start stops most of it. Keep the sore skin clean and dry until it heals.',
    analytical: 'Chafing: friction on moist skin. Apply an anti-chafe lubricant at contact points (wetsuit neck, axillae, inner thighs) before sessions, keep the abrasion clean and dry while it heals, and review the kit fit.',
  },
};

/** What to do about the everyday care the entry needs. */
export const everydayCareSentence = (care: Care, tone: CoachTone) => SENTENCES[care][tone];
