/**
 * Swollen glands ('Swollen glands in my neck and feel run down', 'glands are up'), which mostly mean an infection being
 * fought and go within two weeks, and a new lump in the neck, an armpit, the groin, a breast or a testicle ('Found a lump
 * in my armpit'), which the GP should see within a week or two: most are harmless, but after 50 each needs checking.
 * Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

export type Lump = 'glands' | 'lump';

const GLANDS = /\b(?:swollen|enlarged|tender|sore|up)\s+(?:lymph\s+)?(?:glands?|nodes?)\b|\b(?:lymph\s+)?(?:glands?|nodes?)\s+(?:(?:in|under)\s+(?:my\s+)?(?:neck|jaw|armpits?|groin)\s+)?(?:(?:are|is|have\s+been|were|was|still|feel|felt|all)\s+){0,2}(?:swollen|up|enlarged|puffy|sore\s+and\s+swollen)\b/i;
const NEW_LUMP = /\b(?:a\s+|new\s+|small\s+|hard\s+)*lump\s+(?:in|on|under)\s+(?:my\s+|the\s+)?(?:(?:left|right)\s+)?(?:neck|armpit|groin|breast|boob|testicle|testicles|ball|balls)\b|\b(?:breast|testicular|neck|armpit)\s+lump\b/i;

/** A new lump (first: it is the GP's either way) or swollen glands the entry tells of; null for neither. */
export function lumpIn(entry: { title?: string | null; content: string }): Lump | null {
  const text = entryText(entry);
  return NEW_LUMP.test(text) ? 'lump' : GLANDS.test(text) ? 'glands' : null;
}

const SENTENCES: Record<Lump, Record<CoachTone, string>> = {
  glands: {
    direct:
      'Swollen glands usually mean your body is fighting an infection, and they go down within two weeks. While you feel unwell, rest from hard training: easy sessions only if the symptoms are above the neck, and none with a temperature or aching all over. See your GP if they are still swollen after two weeks, feel hard or do not move when you press them, keep growing, or come with night sweats, a temperature for more than three days or weight loss you cannot explain.',
    encouraging:
      'Sorry you are feeling unwell. Swollen glands usually mean your body is busy fighting an infection, and they go down within two weeks, so give it the rest it needs: easy sessions only if the symptoms are above the neck, and none with a temperature or aching all over. Please see your GP if they are still swollen after two weeks, feel hard or do not move when you press them, keep growing, or come with night sweats, a temperature for more than three days or weight loss you cannot explain.',
    analytical:
      'Lymphadenopathy is usually reactive to infection and resolves within two weeks; reduce training while systemically unwell (the neck check: above-the-neck symptoms only allow easy sessions; fever or myalgia, none). GP review if nodes persist beyond two weeks, are hard or fixed, enlarge, or come with night sweats, fever over three days or unexplained weight loss.',
  },
  lump: {
    direct:
      'A new lump should be seen by your GP: book an appointment in the next week or two, and sooner if it is growing. Most lumps are harmless (a gland fighting an infection, a cyst), but after 50 each one needs checking, and finding one early is what makes the difference. Training can go on as you feel able meanwhile.',
    encouraging:
      'Thank you for writing it down, and well done for noticing it. Please book a GP appointment in the next week or two, and sooner if it is growing: most lumps turn out to be harmless (a gland fighting an infection, a cyst), but after 50 each one is worth checking, and finding one early is what makes the difference. You can keep training as you feel able meanwhile.',
    analytical:
      'A new lump in the neck, axilla, groin, breast or testis warrants GP assessment within one to two weeks, sooner if enlarging. Most are benign (reactive nodes, cysts), but age over 50 lowers the threshold for examination, and early assessment improves outcomes. Training may continue as tolerated.',
  },
};

export const lumpSentence = (lump: Lump, tone: CoachTone) => SENTENCES[lump][tone];
