import { cn } from '../../lib/cn';
import { chooseScheme, useSchemeChoice, type SchemeChoice } from '../../lib/color-scheme';
import { chooseTextSize, useTextSizeChoice, type TextSizeChoice } from '../../lib/text-size';
import { SegmentedChoice, type SegmentedOption } from '../ui/segmented-choice';

const SCHEMES: SegmentedOption<SchemeChoice>[] = [
  { value: 'auto', label: 'Automatic' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const TEXT_SIZES: SegmentedOption<TextSizeChoice>[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'larger', label: 'Larger' },
  { value: 'largest', label: 'Largest' },
];

/**
 * How pages look on this device, for all three faces (each kept in localStorage, so a choice made in the magazine's
 * footer holds in the members' area and the staff dashboard too): Appearance, light or dark pages or Automatic (as the
 * device is set; lib/color-scheme.ts), and Text size (lib/text-size.ts). `onBand`: on the dark band of the site's
 * footer.
 */
export function DisplayChoices({ onBand = false, className }: { onBand?: boolean; className?: string }) {
  const scheme = useSchemeChoice();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-8 gap-y-4', className)}>
      <SegmentedChoice legend="Appearance" options={SCHEMES} value={scheme} onChange={chooseScheme} onBand={onBand} />
      <TextSizeChoice onBand={onBand} />
    </div>
  );
}

/** Text size alone (also under the article's byline, text-size-button.tsx). */
export function TextSizeChoice({ onBand = false, hideLegend = false }: { onBand?: boolean; hideLegend?: boolean }) {
  const textSize = useTextSizeChoice();
  return <SegmentedChoice legend="Text size" options={TEXT_SIZES} value={textSize} onChange={chooseTextSize} onBand={onBand} hideLegend={hideLegend} />;
}
