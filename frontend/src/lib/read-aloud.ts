import { blockText } from './block-text';
import type { ArticleBlock } from './markdown';

/**
 * What Listen reads aloud (components/site/listen-button.tsx): the lines of the heading (`heading`: the title, then its
 * subtitle or lead), then each heading, paragraph, list item and quoted paragraph of the text on its own, in the page's
 * order, as the device's own voice will say them. One utterance a part, not one for the whole article: Chrome stops a
 * single long utterance after about 15 seconds, and Pause, Resume and Stop act at a part's edge on some devices. Empty
 * parts are left out.
 */
export function readAloudParts(heading: readonly (string | null | undefined)[], blocks: readonly ArticleBlock[]): string[] {
  const parts = heading.map((line) => line ?? '');
  const add = (block: ArticleBlock) => {
    if (block.kind === 'list') block.items.forEach((item) => parts.push(item.map(blockText).join(' ')));
    else if (block.kind === 'quote') block.blocks.forEach(add);
    else parts.push(block.text);
  };
  blocks.forEach(add);
  return parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * The voice to read with (its index, -1 for the device's default): an English one on the device, British first, before
 * any online voice (which would send the words to the browser's maker), so a device with its own English voice keeps
 * the reading to itself.
 */
export function readingVoice(voices: readonly Pick<SpeechSynthesisVoice, 'lang' | 'localService'>[]): number {
  const english = (voice: (typeof voices)[number]) => {
    const lang = voice.lang.replace('_', '-').toLowerCase();
    return lang === 'en-gb' ? 2 : lang.startsWith('en') ? 1 : 0;
  };
  const rank = (voice: (typeof voices)[number]) => (english(voice) ? english(voice) + (voice.localService ? 4 : 0) : 0);
  let best = -1;
  voices.forEach((voice, index) => {
    if (rank(voice) > 0 && (best < 0 || rank(voice) > rank(voices[best]!))) best = index;
  });
  return best;
}
