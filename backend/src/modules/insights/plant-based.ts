/**
 * A change to plant-based eating ('gone vegan this month', 'trying a plant-based diet'): it fuels endurance well when
 * there is enough of it, protein at each meal, and B12, iron and vitamin D seen to. The rule-based reply (advice.ts)
 * gives it to a note of the change, and to a session that felt flat since. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const CHANGE = /\b(?:gone|going|went|turned|turning|switched|switching|moved|moving|trying|tried|started|starting|become|became)\s+(?:to\s+)?(?:a\s+)?(?:fully\s+)?(?:vegan|vegetarian|veggie|plant[- ]based)\b|\b(?:vegan|vegetarian|plant[- ]based)\s+(?:diet\s+)?(?:now|since|this\s+(?:month|week|year)|for\s+(?:a|two|three|\d+)\s+(?:weeks?|months?))\b|\b(?:new|trying\s+a|started\s+a)\s+(?:vegan|vegetarian|plant[- ]based)\s+diet\b/i;

/** True when the entry tells of a change to plant-based eating. */
export const plantBasedChange = (entry: { title?: string | null; content: string }) => CHANGE.test(entryText(entry));

/** Enough food, protein at each meal, B12 and the others seen to, in the coach's tone. */
export function plantBasedSentence(tone: CoachTone): string {
  return {
    direct: 'Plant-based eating fuels endurance well, but flat sessions after the change usually mean too little food: plants are filling and lower in energy, so eat more than feels natural. Get protein at every meal (beans, lentils, tofu, soya milk), because muscles over 50 need more of it, take a B12 supplement, and ask your GP to check iron and vitamin D if the tiredness stays.',
    encouraging: 'Plant-based eating can fuel endurance really well. In the first weeks the usual catch is simply not eating enough, because plants fill you up with fewer calories, so eat a little more than feels natural. Have protein at every meal (beans, lentils, tofu, soya milk), because muscles over 50 need more of it, take a B12 supplement, and if you stay tired, your GP can check your iron and vitamin D.',
    analytical: 'Plant-based diets support endurance training; early fatigue usually reflects lower energy density and under-eating. Increase total intake, distribute protein across meals (legumes, tofu, soya) given higher needs over 50, supplement B12, and have iron and vitamin D checked by your GP if fatigue persists.',
  }[tone];
}
