import { useId } from 'react';
import { chooseScheme, useSchemeChoice, type SchemeChoice } from '../../lib/color-scheme';
import { cn } from '../../lib/cn';

const OPTIONS: { value: SchemeChoice; label: string }[] = [
  { value: 'auto', label: 'Automatic' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/**
 * Appearance: light or dark pages, or Automatic (as the device is set), kept on this device (lib/color-scheme.ts).
 * Three native radio buttons drawn as one segmented control (arrow keys move between them). `onBand`: on a dark band
 * (the site's footer), with the band's colours. `hideLegend`: under a heading that already says Appearance.
 */
export function AppearanceChoice({ onBand = false, hideLegend = false, className }: { onBand?: boolean; hideLegend?: boolean; className?: string }) {
  const choice = useSchemeChoice();
  const name = useId();
  return (
    <fieldset className={cn('needs-app flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      <legend className={hideLegend ? 'sr-only' : cn('float-left mr-4 font-semibold', onBand ? 'text-white' : 'text-ink')}>Appearance</legend>
      <div className={cn('inline-flex max-w-full flex-wrap rounded-md border p-1', onBand ? 'border-white/40' : 'border-line-strong bg-surface')}>
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center rounded-sm px-4 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2',
              onBand
                ? 'text-on-band has-[:checked]:bg-on-band has-[:checked]:text-band has-[:focus-visible]:outline-accent-on-band'
                : 'text-ink has-[:checked]:bg-accent has-[:checked]:text-on-accent has-[:focus-visible]:outline-focus',
            )}
          >
            <input type="radio" name={name} value={option.value} checked={choice === option.value} onChange={() => chooseScheme(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
