/**
 * A mechanical on a ride ('snapped a chain and walked the bike home', 'two punctures', 'broke a spoke'): what to carry
 * and to practise at home, so the roadside takes minutes and no one is stranded far from home. The rule-based reply
 * (advice.ts) gives it where it would otherwise only call the ride steady. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const MECHANICAL =
  /\b(?:snapped|broke|broken|bust|busted)\s+(?:a\s+|my\s+|the\s+)?(?:chain|spoke|derailleur|rear\s+mech|mech|gear\s+cable|cleat|saddle\s+rail)\b|\b(?:chain|spoke|derailleur|gear\s+cable)\s+(?:snapped|broke|went)\b|\bpunctures?\b|\bpunctured\b|\bflat\s+tyres?\b|\bmechanicals?\b|\b(?:walked|walk|walking|pushed|push|pushing|wheeled)\s+(?:the|my)\s+bike\b/i;
/** 'No punctures', 'puncture-free', 'without a mechanical': none happened. */
const NONE = /\b(?:no|zero|without\s+(?:a|any))\s+(?:punctures?|mechanicals?|flats?)\b|\bpuncture[- ]free\b/gi;

/** True when the entry tells of a mechanical on a ride. */
export const hadMechanical = (entry: { title?: string | null; content: string }) => MECHANICAL.test(entryText(entry).replace(NONE, ' '));

/** What to carry and practise, in the coach's tone. */
export function mechanicalSentence(tone: CoachTone): string {
  return {
    direct: 'Mechanicals happen to everyone; what matters is not being stranded. Carry a spare tube (two in winter), tyre levers, a pump, a multi-tool with a chain tool and a quick link for your chain, and a phone, money and a card. Practise a tube change and a chain fix at home, so at the roadside it takes ten minutes.',
    encouraging: 'Mechanicals happen to every rider, and you got yourself home. A small kit makes the next one ten minutes at the roadside: a spare tube (two in winter), tyre levers, a pump, a multi-tool with a chain tool and a quick link for your chain, and a phone, some money and a card. A tube change and a chain fix practised at home on a dry evening make it easy when it counts.',
    analytical: 'Mechanical logged. Standard self-sufficiency kit: spare tube (two in winter), tyre levers, pump or CO2, multi-tool with chain tool and a matching quick link, plus phone, cash and card. Rehearse tube and chain repairs at home so roadside fixes take minutes.',
  }[tone];
}

/** A bike stolen ('Bike stolen from the garage, gutted'): no session, and what to do about it. */
const STOLEN = /\b(?:bike|cycle)\s+(?:was\s+|got\s+|has\s+been\s+|been\s+)?(?:stolen|nicked|pinched)\b|\bsome(?:one|body)\s+(?:stole|nicked|pinched)\s+(?:my|the)\s+bike\b/i;

export const bikeStolen = (entry: { title?: string | null; content: string }) => STOLEN.test(entryText(entry));

/** The police and the insurer, where to look, and the legs kept going meanwhile. */
export function bikeStolenSentence(tone: CoachTone): string {
  return {
    direct: 'Sorry, that is a rotten thing to happen. Report it to the police with the frame number and photos, tell your insurer, and watch the local selling sites and BikeRegister. Meanwhile keep your legs going with walks, runs, a spin class or a hire bike, so the fitness is there when a bike is.',
    encouraging: 'I am so sorry, that is a horrible thing to happen. Report it to the police with the frame number and any photos, tell your insurer, and keep an eye on the local selling sites and BikeRegister. Meanwhile keep your legs going with walks, runs, a spin class or a hire bike, so the fitness is waiting when your next bike is.',
    analytical: 'Theft noted. Report it to the police with the frame number and photographs, notify your insurer, and monitor local resale listings and BikeRegister. Maintain fitness meanwhile with walking, running, indoor cycling classes or a hire bike.',
  }[tone];
}
