/**
 * A loss the entry tells of ('Lost my dog last week, haven't felt like running since', 'Mum passed away on Friday',
 * 'Ran for my dad, a year since he died'): the rule-based reply (rule-reply.ts) answers it before any training advice.
 * Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

/** Someone close, or a pet, whose loss an entry tells of. */
const CLOSE = String.raw`(?:(?:running|riding|cycling|swimming|training|walking|club)\s+(?:partner|buddy|mate|pal|friend)|clubmate|club\s+mate|wife|husband|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|friend|best\s+friend|dog|cat|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|nan|nana|uncle|aunt|auntie|cousin|mother[- ]in[- ]law|father[- ]in[- ]law)`;
const LOSS = new RegExp(
  String.raw`\b(?:lost|losing)\s+(?:my|our)\s+(?:(?:dear|dearest|beloved|old|lovely|little|oldest|eldest|youngest|younger|older)\s+)?${CLOSE}\b(?!'s|\s+(?:in\s+the\s+crowd|at\s+the|on\s+the\s+(?:hills?|climb|descent|route)|somewhere))` +
    // 'Mum died on Friday', 'since he died'; not 'my watch died', 'legs died at 30k'.
    String.raw`|\b${CLOSE}\s+(?:(?!my\b)[\w']+\s+){0,2}?died\b|\b(?:he|she)\s+died\b|\b(?:passed\s+away|funeral|bereavement|bereaved|grieving|grief)\b`,
  'i',
);

/** True when the entry tells of a loss (LOSS). */
export const bereaved = (entry: { title?: string | null; content: string }) => LOSS.test(entryText(entry));

/**
 * A loss: sorrow first, then training that follows how the member feels, not the plan. `trained`: the entry tells of
 * a session too ('Ran for my dad today'), which is a fine way to carry it.
 */
export function griefSentence(trained: boolean, tone: CoachTone): string {
  if (trained) {
    return {
      direct: 'I am sorry for your loss. Grief tires the body as well as the mind, so let how you feel set the training, not the plan; a session like this, done for yourself or for them, can help carry it.',
      encouraging: 'I am so sorry for your loss. Grief is tiring in body as well as mind, so let how you feel set the training rather than the plan. A session like this, done for yourself or in their memory, can help you carry it; be gentle with yourself in the days after.',
      analytical: 'Bereavement noted; I am sorry for your loss. Grief raises fatigue and disturbs sleep, so let the training follow how you feel rather than the plan. Familiar, easy sessions often help.',
    }[tone];
  }
  return {
    direct: 'I am sorry for your loss. Grief tires the body as well as the mind, so there is no session you owe and no plan to keep up. When you feel like it, a walk or an easy run, alone or with someone, often helps; the training will be there when you want it.',
    encouraging: 'I am so sorry for your loss. Grief is tiring in body as well as mind, so be gentle with yourself: there is no session you owe. When you feel ready, a walk or an easy outing, on your own or with a friend, often helps a little, and the training will be here when you want it. If the weight of it does not lift with time, your GP can help.',
    analytical: 'Bereavement noted; I am sorry for your loss. Grief raises fatigue and disturbs sleep, so the training should follow how you feel, not the plan. Light activity such as walking often helps when you feel ready; if low mood persists for weeks, speak to your GP.',
  }[tone];
}
