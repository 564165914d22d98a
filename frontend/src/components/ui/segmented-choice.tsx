import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A few choices drawn as one segmented control: native radio buttons in a fieldset (arrow keys move between them, a
 * screen reader says "Appearance, group, Dark, radio button, 3 of 3"). `onBand`: on a dark band (the site's footer),
 * with the band's colours. `hideLegend`: under a heading that already names the choice. `needs-app`: hidden until the
 * app runs, as only the app can act on it.
 */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  onBand = false,
  hideLegend = false,
  className,
}: {
  legend: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  onBand?: boolean;
  hideLegend?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('needs-app flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      <legend className={hideLegend ? 'sr-only' : cn('float-left mr-4 font-semibold', onBand ? 'text-white' : 'text-ink')}>{legend}</legend>
      <div className={cn('inline-flex max-w-full flex-wrap rounded-md border p-1', onBand ? 'border-white/40' : 'border-line-strong bg-surface')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center rounded-sm px-3 font-semibold sm:px-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2',
              onBand
                ? 'text-on-band has-[:checked]:bg-on-band has-[:checked]:text-band has-[:focus-visible]:outline-accent-on-band'
                : 'text-ink has-[:checked]:bg-accent has-[:checked]:text-on-accent has-[:focus-visible]:outline-focus',
            )}
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
