/**
 * Three or four hard weeks in a row told ('Feeling flat, third week of heavy training', '4th big week in a row'): a
 * lighter week is due, the volume cut by about a third, and after 50 two hard weeks to one easy may suit better. Was
 * the tired legs' easy day or a steady session. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const HARD = String.raw`(?:hard|heavy|big|tough|solid|high[- ]volume|high[- ]mileage|massive|huge)`;
const IN_A_ROW = new RegExp(
  String.raw`\b(?:third|fourth|fifth|3rd|4th|5th)\s+${HARD}\s+weeks?\b|\b(?:third|fourth|fifth|3rd|4th|5th)\s+week\s+(?:of|in\s+a\s+row\s+of)\s+${HARD}\s+(?:training|work|mileage|miles|riding|running)\b|\b(?:three|four|five|3|4|5)\s+${HARD}\s+weeks\s+(?:in\s+a\s+row|back[- ]to[- ]back|running)\b`,
  'i',
);

export const recoveryWeekDue = (entry: { title?: string | null; content: string }) => IN_A_ROW.test(entryText(entry));

export function recoveryWeekSentence(tone: CoachTone): string {
  return {
    direct: 'After three hard weeks a lighter one is due: that is when the fitness lands. Keep the usual sessions but cut the volume by about a third and leave out the hardest efforts, then build again. After 50 many do better on two hard weeks and one easy, so try that pattern if you still feel flat.',
    encouraging: 'Three hard weeks is a real block of work, and feeling flat now is your body asking for a lighter week: that is when the fitness actually lands. Keep your usual sessions but cut the volume by about a third and leave out the hardest efforts, then build again. After 50 many people do better on two hard weeks and one easy, so that pattern is worth a try if you still feel flat.',
    analytical: 'Three or more consecutive loading weeks warrant a deload: maintain session frequency, reduce volume by roughly a third and remove the highest-intensity work, then resume progression. Over 50, a 2:1 loading-to-recovery ratio often suits better than 3:1 if fatigue persists.',
  }[tone];
}
