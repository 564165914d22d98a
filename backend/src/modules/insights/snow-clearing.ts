/**
 * Snow cleared by hand ('Shovelled snow for an hour this morning, back a bit stiff, no run'): heavy work in cold air,
 * which raises blood pressure, and a known strain on the heart after 50; answered as a session's effort, with how to
 * do it safely and the signs to stop for, and a stiff back's gentle movement when the entry names one. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const SNOW = /\b(?:shovel(?:l)?(?:ed|ing)?|clear(?:ed|ing)?|dug|digging|dig)\s+(?:out\s+)?(?:the\s+|our\s+|my\s+)?(?:snow|drive\s+of\s+snow|path\s+of\s+snow)\b|\bsnow\s+(?:shovel(?:l)?(?:ed|ing)|clearing)\b|\b(?:shovel(?:l)?(?:ed|ing)|dug|digging)\s+(?:out\s+)?(?:the\s+|our\s+|my\s+)?(?:drive|driveway|path|car)\b[^.!?\n]{0,30}?\bsnow\b/i;
const STIFF_BACK = /\bback\s+(?:(?:is|was|feels?|felt)\s+)?(?:a\s+(?:bit|little)\s+|quite\s+|rather\s+)?(?:stiff|sore|achy|aching|tight)\b|\b(?:stiff|sore|achy|aching|tight)\s+(?:lower\s+)?back\b/i;

/** 'back' when the entry names a stiff or sore back beside the snow cleared, 'snow' for snow cleared alone, else null. */
export function snowCleared(entry: { title?: string | null; content: string }): 'snow' | 'back' | null {
  const text = entryText(entry);
  if (!SNOW.test(text)) return null;
  return STIFF_BACK.test(text) ? 'back' : 'snow';
}

export function snowSentence(cleared: 'snow' | 'back', tone: CoachTone): string {
  const back = {
    direct: ' A stiff back after it usually eases in a day or two with gentle movement, such as short walks.',
    encouraging: ' A stiff back after it usually eases within a day or two, and gentle movement like short walks helps it more than rest.',
    analytical: ' Post-exertion back stiffness typically resolves within 48 hours; gentle movement aids recovery more than rest.',
  }[tone];
  return `${{
    direct: 'Clearing snow is heavy work, a real session for the heart and the back, and cold air raises blood pressure. Next time warm up indoors first, push the snow rather than lift it, take small loads and regular breaks, and stop and call 999 if you get chest pain or tightness, or pain spreading to your arm or jaw.',
    encouraging: 'Clearing snow is harder work than it looks, a proper session for your heart and back, and cold air raises blood pressure too, so it counts. Next time, warm up indoors first, push the snow rather than lift it, take small loads and regular breaks, and stop and call 999 if you get chest pain or tightness, or pain spreading to your arm or jaw.',
    analytical: 'Snow clearing is high-intensity work combining static lifting and cold exposure, which raises blood pressure and cardiac load. Warm up indoors, push rather than lift, use small loads with regular breaks, and stop and call 999 for chest pain or tightness, or pain radiating to the arm or jaw.',
  }[tone]}${cleared === 'back' ? back : ''}`;
}
