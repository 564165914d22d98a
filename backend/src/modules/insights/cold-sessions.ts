/**
 * A run, ride or walk in the cold ('Freezing ride, 2 degrees', 'Minus 3 this morning, 8 km', 'frosty 10k'). Hands or
 * feet gone numb in it ('hands went numb after an hour', 'couldn't feel my toes') get what keeps them warm, and the
 * GP when fingers go white, then blue (Raynaud's); a cold session otherwise gets the warm-up indoors, layers, and the
 * chest: cold air raises blood pressure. Ice underfoot (winter-footing.ts) and cold open water (coldOpenWater) are
 * answered before this; a cold caught ('a cold', 'cold and cough') is an illness (common-cold.ts), not the weather.
 * Numb hands on a warm ride are the bike's fit (riding-position.ts). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText, type EntryFacts } from './entry-facts.js';

const COLD_WEATHER =
  /\b(?:freezing|frozen|sub[- ]?zero|minus\s+\d+|frost|frosty|(?:bitter(?:ly)?|so|really|very|perishing|brutally|absolutely)\s+cold|cold\s+(?:morning|evening|night|day|wind|easterly|northerly|weather|snap|start|air|out(?:side)?)|in\s+the\s+cold|wind\s*chill|thaw(?:ed|ing|s)?|hot\s*aches|screaming\s+barfies|[0-3]\s*(?:degrees?|°\s*c?)(?![\p{L}]))|(?<![\p{L}\d])-\s?\d{1,2}\s*(?:degrees?|°\s*c?|c)(?![\p{L}])/iu;
/** Not the weather: 'freezing my pace', 'frozen shoulder', 'frozen peas on my knee'. */
const NOT_WEATHER = /\bfrozen\s+(?:shoulder|peas|veg\w*)\b|\bfreez(?:e|ing)\s+(?:my|the|our)\s+(?:pace|membership|plan)\b/gi;
const NUMB =
  /\b(?:numb|frozen|freezing|white|dead|painful|burning|tingling)\s+(?:hands?|fingers?|feet|toes?|fingertips)\b|\b(?:hands?|fingers?|feet|toes?|fingertips)\s+(?:\w+\s+)?(?:went\s+|were\s+|was\s+|got\s+|go\s+|turned\s+|are\s+)?(?:numb|white|frozen|dead|blocks\s+of\s+ice)\b|\b(?:couldn'?t|could\s+not|can'?t)\s+feel\s+(?:my\s+)?(?:hands?|fingers?|feet|toes?)\b|\b(?:hands?|fingers?)\s+(?:were\s+|was\s+|got\s+)?(?:so|too|really|very)\s+cold\b|\b(?:too\s+cold\s+to|(?:couldn'?t|could\s+(?:barely|hardly|not)|can'?t|can\s+(?:barely|hardly))\s+)(?:brake|use\s+the\s+brakes|change\s+gears?|work\s+the\s+gears)\b/i;
/** The pain of fingers and toes warming again ('really painful as they thawed', 'the hot aches'): the cold's, no injury. */
export const THAW_PAIN =
  /\b(?:(?:really|so|very|quite|incredibly)\s+)?(?:painful|agony|agonising|hurt|hurts|hurting|excruciating|burned|burning)\s+(?:as|when|while|once)\s+(?:they|(?:my|the)\s+(?:hands|fingers|feet|toes|fingertips))\s+(?:thawed|thawing|thaw|warmed|warming|warm(?:ed)?\s+up|came\s+back|defrosted)\b|\bhot\s*aches\b|\bscreaming\s+barfies\b/gi;

export type ColdSession = 'numb' | 'cold';

/** 'numb' for hands or feet numb in the cold, 'cold' for a cold session otherwise; null indoors, in water, or warm. */
export function coldSession(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport'>): ColdSession | null {
  if (facts.sport === 'swim') return null;
  const text = entryText(entry).replace(NOT_WEATHER, ' ');
  if (!COLD_WEATHER.test(text) || /\b(?:treadmill|turbo|zwift|indoors|gym)\b/i.test(text)) return null;
  return NUMB.test(text) ? 'numb' : 'cold';
}

/** On a bike, hands too cold to brake are a danger before they are a discomfort. */
const BRAKES: Record<CoachTone, string> = {
  direct: 'Hands too cold to brake well are a danger on a descent: stop and warm them inside your jacket first, and pick flatter routes on the coldest days.',
  encouraging: 'And if your hands are ever too cold to brake well, stop and warm them inside your jacket before a descent; flatter routes are kinder on the coldest days.',
  analytical: 'Reduced grip and braking force with cold hands is a descent hazard: rewarm (inside the jacket) before descending, and favour flatter routes in severe cold.',
};

/** What keeps hands and feet warm (and the wind on a bike); the GP for white-then-blue fingers. Or the cold day's care. */
export function coldSessionSentence(cold: ColdSession, tone: CoachTone, onBike: boolean): string {
  if (cold === 'numb') {
    const mitts = {
      direct: onBike ? 'windproof lobster mitts over thin liners (the wind on a bike makes it colder still)' : 'windproof gloves or mitts over thin liners',
      encouraging: onBike ? 'windproof lobster mitts over thin liners, since the wind on a bike makes it colder still' : 'windproof gloves or mitts over thin liners',
      analytical: onBike ? 'windproof lobster mitts over liners (wind chill on the bike lowers effective temperature further)' : 'windproof gloves or mitts over liners',
    }[tone];
    return {
      direct: `Numb hands or feet in the cold are your body keeping its core warm, and after 50 fingers and toes are slower to warm again. Wear ${mitts}, warm socks with room to move your toes, and put your kit on warm indoors. If your fingers or toes turn white, then blue, and are slow to come back, tell your GP: it can be Raynaud's, which is common and treatable.`,
      encouraging: `Well done for getting out in that. Numb hands or feet in the cold are your body protecting its core, and after 50 fingers and toes take longer to warm: ${mitts}, warm socks with room to move your toes, and kit put on warm indoors all help. If your fingers or toes go white, then blue, and are slow to come back, mention it to your GP: it can be Raynaud's, which is common and treatable.`,
      analytical: `Cold-induced numbness in the hands or feet is peripheral vasoconstriction protecting core temperature, slower to reverse with age. Use ${mitts}, insulated socks with toe room, and dress warm indoors before starting. A white-then-blue colour change with slow rewarming suggests Raynaud's phenomenon: worth GP review.`,
    }[tone] + (onBike ? ` ${BRAKES[tone]}` : '');
  }
  const wind = {
    direct: onBike ? '; on a bike the wind makes it colder than the thermometer says' : '',
    encouraging: onBike ? ', and on a bike the wind makes it colder than the thermometer says' : '',
    analytical: onBike ? '; wind chill on the bike lowers the effective temperature further' : '',
  }[tone];
  return {
    direct: `In the cold, warm up indoors for five minutes before you go, wear layers you can open as you warm, and cover your head and hands${wind}. Cold air raises blood pressure: if it brings tightness or pain in your chest, stop and have it checked.`,
    encouraging: `Well done for getting out in the cold. Five minutes of warming up indoors before you set off, layers you can open as you warm, and a hat and gloves make winter sessions much kinder${wind}. Cold air also raises blood pressure, so if it ever brings tightness or pain in your chest, stop and have it checked.`,
    analytical: `Cold conditions: warm up indoors first, wear layers that vent, and cover head and hands${wind}. Cold exposure raises blood pressure: chest tightness or pain in the cold warrants stopping and medical assessment.`,
  }[tone];
}
