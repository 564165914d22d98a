import { deviceChoice } from './device-choice';

/**
 * The size of the words on this device, for readers who find 18 px body text small and do not know their browser's
 * zoom: Standard, Larger (21 px body text) or Largest (24 px). index.css scales the root font size under
 * <html data-text="…">: every text size is in rem and grows, while spacing is in px and stays (as with the browser's own
 * text size setting, which this multiplies). A printed page keeps its own size. Kept on this device
 * (lib/device-choice.ts); read by index.html's inline script too (the key 'flying50.text').
 */
export type TextSizeChoice = 'standard' | 'larger' | 'largest';

const textSize = deviceChoice<TextSizeChoice>('flying50.text', ['standard', 'larger', 'largest'], (choice) => {
  if (choice === 'standard') delete document.documentElement.dataset.text;
  else document.documentElement.dataset.text = choice;
});

export const chooseTextSize = textSize.choose;
export const useTextSizeChoice = textSize.useChoice;
/** Follows a choice made in another tab. Called once at start. */
export const followTextSize = textSize.follow;
