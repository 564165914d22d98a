import { useId, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { busyProps } from './busy';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The change it made is on its way: said (aria-busy), presses ignored, focus kept (as Button's `busy`). */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off switch (role="switch"): a 52x32px track with a clear thumb, toggled by click, Space or
 * Enter. Name it with a <label htmlFor> or aria-labelledby; the state is read out as on or off. Its touch target is
 * 52x44px: an invisible band of 6px above and below the track is the switch's too (a finger on a phone), drawn nowhere
 * and taking no room, so the track looks and sits the same at every width.
 */
export function Switch({ checked, onCheckedChange, className, disabled, busy, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      data-state={checked ? 'checked' : 'unchecked'}
      className={cn(
        'relative inline-flex h-8 w-13 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors',
        // The band: 8px beyond the padding box (inside the 2px border) is 6px beyond the track, 44px in all.
        'before:absolute before:inset-x-0 before:-inset-y-2',
        'disabled:cursor-not-allowed disabled:opacity-60',
        busy && 'cursor-wait opacity-60',
        checked ? 'border-accent bg-accent' : 'border-line-strong bg-sunken',
        className,
      )}
      {...props}
      {...busyProps<HTMLButtonElement>(busy, () => onCheckedChange(!checked))}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-6 rounded-full bg-surface shadow-card ring-1 ring-line-strong transition-transform',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

/**
 * A switch with its visible label, one tap area at least 48 px tall: pressing the label toggles the switch (the label
 * names it, so it is read as 'Private entry, switch, off'). `hint` says what the current choice means, under it.
 */
export function LabelledSwitch({ label, hint, ...props }: Omit<SwitchProps, 'id' | 'aria-describedby'> & { label: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="-mx-2 flex min-h-12 w-fit cursor-pointer items-center gap-4 rounded-md px-2 py-1 hover:bg-sunken/60">
        <Switch id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
        <span className="text-base font-semibold text-ink">{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="flex items-start gap-1.5 text-base text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
