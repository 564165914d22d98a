/**
 * Drinking gone wrong in a session: too much before or during it ('Drank too much water before the race'), a bottle frozen on a winter ride or run ('water bottle froze solid after an hour so I
 * barely drank'), or an indoor session that left the member soaked ('first turbo session 40 min, very sweaty'). Cold
 * blunts thirst though the body still loses water (after 50 thirst is weaker still); indoors there is no moving air to
 * cool the body, so it sweats far more. Drinking far beyond thirst can thin the blood's salt (hyponatraemia): its signs
 * are a doctor's at once. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

// 'water' alone may be a lake's ('the water froze at the edges'): a drink's only when it is carried.
const FROZEN = /\b(?:bottles?|my\s+(?:water|drinks?)|bladder|camelbak|hose|nozzle|valve|squash|energy\s+drink)\b[^.!?\n]{0,30}\b(?:froze|frozen|freezing\s+up|iced\s+up|turned\s+to\s+ice|solid\s+ice|slush|slushy)\b|\b(?:frozen|iced[- ]up)\s+(?:water\s+)?(?:bottles?|drinks?|bladder|hose)\b/i;
// Water, not beer ('drank too much' alone is alcohol.ts's); 'too much water on the path' is a flood.
const OVERDRUNK = /\b(?:drank|drunk|drinking|had|downed|took\s+on)\s+(?:(?:far|way|much|a\s+bit|a\s+little|slightly)\s+)?too\s+much\s+(?:water|fluids?|squash|electrolytes?|(?:sports|energy)\s+drinks?|liquid)\b|\bover-?(?:hydrated|hydrating|hydration|drank|drinking)\b|\btoo\s+much\s+(?:water|fluid)\s+(?:before|during)\b|\b(?:stomach|belly|tummy)\s+(?:was\s+)?slosh(?:ing|ed|y)\b|\bsloshing\s+(?:about|around)\b/i;
const INDOOR = /\b(?:turbo|smart\s+trainer|indoor\s+(?:bike|ride|trainer|cycling|session)|zwift|rouvy|wahoo\s+kickr|kickr|spin\s+(?:bike|class)|treadmill|rollers)\b/i;
const SOAKED = /\b(?:sweaty|sweating|sweated|sweat|soaked|drenched|dripping|puddle|overheat(?:ed|ing)?|so\s+hot|boiling|roasting)\b/i;

export type HydrationTrouble = 'overdrunk' | 'frozen' | 'indoor';

/** 'overdrunk' for too much drunk before or during it, 'frozen' for a drink frozen on the way, 'indoor' for an indoor session that left the member soaked; else null. */
export function hydrationTrouble(entry: { title?: string | null; content: string }): HydrationTrouble | null {
  const text = entryText(entry);
  if (OVERDRUNK.test(text)) return 'overdrunk';
  if (FROZEN.test(text)) return 'frozen';
  return INDOOR.test(text) && SOAKED.test(text) ? 'indoor' : null;
}

export function hydrationSentence(trouble: HydrationTrouble, tone: CoachTone): string {
  if (trouble === 'overdrunk') {
    return {
      direct: 'Too much water before or during a session sloshes in your stomach and sends you looking for a loo. Drink normally the day before, about 500 ml two to three hours before the start and a few sips just before, then drink to thirst on the way: pale straw urine means you have had enough. Drinking far beyond thirst over a long race can thin the salt in your blood: vomiting, a bad headache, confusion or swollen hands and feet after drinking a lot need a doctor straight away.',
      encouraging: 'An easy one to get wrong, and you are far from alone. Too much water before or during a session sloshes in your stomach and sends you looking for a loo. Drink normally the day before, about 500 ml two to three hours before the start and a few sips just before, then drink to thirst on the way: pale straw urine means you have had enough. Drinking far beyond thirst over a long race can thin the salt in your blood, so please see a doctor straight away if vomiting, a bad headache, confusion or swollen hands and feet ever follow drinking a lot.',
      analytical: 'Excess fluid before or during exercise causes gastric discomfort and urgency. Drink normally the day before, about 500 ml two to three hours before the start and small sips just before, then drink to thirst; pale straw urine indicates adequate hydration. Intake well beyond thirst over prolonged events risks exercise-associated hyponatraemia: vomiting, severe headache, confusion or swelling after high intake need urgent medical assessment.',
    }[tone];
  }
  if (trouble === 'frozen') {
    return {
      direct: "In the cold you still lose water through your breath and under your layers, though you feel less thirsty, and after 50 thirst is weaker still. Fill the bottle with warm water or weak squash, which freezes more slowly, carry it in a jersey or jacket pocket against your body or use an insulated bottle, and drink at every stop. Make up for it today: drink steadily until your urine is pale.",
      encouraging: "Winter sessions are hard on a bottle. In the cold you still lose water through your breath and under your layers, though you feel less thirsty, and after 50 thirst is weaker still. Warm water or weak squash freezes more slowly: carry it in a pocket against your body or in an insulated bottle, and take a drink at every stop. Make up for it today by drinking steadily until your urine is pale.",
      analytical: "Fluid losses continue in cold conditions (respiration and sweating under insulation) while thirst is blunted, more so with age. Use warm fluid (or dilute squash, with a lower freezing point) in an insulated bottle or an inside pocket, and drink at each stop. Rehydrate today until urine is pale.",
    }[tone];
  }
  return {
    direct: 'Indoors there is no moving air to cool you, so you sweat far more than outside. Put a big fan in front of you, open a window, keep a towel over the bars, and drink a bottle an hour, with electrolytes for anything over an hour. Weigh yourself before and after a longer session: each kilo lost is about a litre to drink back.',
    encouraging: 'Indoor sessions are sweaty ones: with no moving air to cool you, everyone sweats far more than outside. A big fan in front of you, an open window and a towel over the bars make a real difference, and a bottle an hour, with electrolytes for anything longer, keeps you going. Weighing yourself before and after a longer session shows what to drink back: about a litre for each kilo.',
    analytical: 'Indoor sessions lack convective cooling, so sweat rate rises markedly. Use a fan directed at you, ventilation and a towel; drink about one bottle per hour, adding electrolytes beyond an hour. Body mass before and after a longer session gives the deficit: roughly one litre per kilogram lost.',
  }[tone];
}
