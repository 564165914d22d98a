import type { ButtonHTMLAttributes, HTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { busyProps } from './busy';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

// max-w-full and overflow-wrap:anywhere: at 200 % text on a phone a label's longest word ('Download') can be wider than
// the card holding the button; it breaks inside the button instead of pushing the button (and the page) off the screen.
const base =
  'inline-flex max-w-full items-center justify-center gap-2 rounded-md font-sans font-semibold [overflow-wrap:anywhere] ' +
  'transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 cursor-pointer';

/**
 * A label wraps when it does not fit (a long label on a phone, or any label at 200 % text): centred, on as many lines as
 * it needs, the button growing taller (sizes are minimum heights). Icon buttons keep their square. A caller may still
 * pass `whitespace-nowrap` for a label that must stay on one line.
 */
function wrapping(className: string | undefined): string {
  return className?.split(/\s+/).includes('whitespace-nowrap') ? '' : 'whitespace-normal text-center';
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-hover',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-sunken',
  ghost: 'text-ink hover:bg-sunken',
  danger: 'bg-danger text-on-danger hover:bg-danger-hover',
  link: 'text-accent underline underline-offset-4 hover:text-accent-hover',
};

// Every size keeps a target of at least 44px.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 text-sm',
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-7 text-lg',
  icon: 'size-11 p-0',
};

/**
 * Class names of a button, for links and other elements styled as one (`<Link className={buttonClasses(...)}>`): the
 * one way to give a link a button's look. (Button has no `asChild`: it would bring Radix's Slot, about 1 KB gzipped,
 * into every public page for no use.)
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(base, wrapping(className), variants[variant], variant === 'link' ? 'min-h-11 px-1' : sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * A request the button started is on its way: the button says so (aria-busy, aria-disabled), looks dimmed and ignores
   * presses (a submit button's form is not sent again), but it is not `disabled`, which would drop the keyboard focus it
   * holds to the page's body. Pass it (true or false) on every button that starts a request: when false, a double
   * click's second press is ignored too (components/ui/busy.ts). The one way to show a busy button (docs/architecture.md,
   * Frontend). Keep `disabled` for a button that is unavailable for another reason (an empty required field), as
   * `disabled={!pending && blank}` beside `busy={pending}`.
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', busy, className, type, onClick, ...props }: ButtonProps) {
  const classes = buttonClasses(variant, size, cn(busy && 'cursor-wait opacity-60', className));
  const state = busyProps<HTMLButtonElement>(busy, onClick);
  return <button type={type ?? 'button'} className={classes} {...props} {...state} />;
}

/**
 * Buttons side by side that share the row's width, each keeping its label on one line: a button is never narrower than
 * its label (up to the row's width), so when they do not fit the row they wrap onto new rows instead of squeezing their
 * labels letter by letter ('Ge/ner/ate'). Only a label wider than the whole row (a phone at 200 % text) wraps inside
 * its button, and then nothing scrolls sideways.
 */
export function ButtonRow({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-wrap gap-2 [&>*]:flex-1 [&>*]:min-w-fit', className)} {...props} />;
}
