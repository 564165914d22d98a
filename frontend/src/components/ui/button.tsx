import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-sans font-semibold ' +
  'transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 cursor-pointer';

/**
 * A label stays on one line, unless the caller passes `whitespace-normal` (a long label in a full-width button on a
 * phone): `cn` joins classes without merging them, and `whitespace-nowrap` would win over it in the stylesheet, so the
 * label ran out of the button (/premium's 'Start Your Premium Journey' at 390 px).
 */
function wrapping(className: string | undefined): string {
  return className?.split(/\s+/).includes('whitespace-normal') ? 'text-center' : 'whitespace-nowrap';
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-hover',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-sunken',
  ghost: 'text-ink hover:bg-sunken',
  danger: 'bg-danger text-white hover:bg-[#8f1c13]',
  link: 'text-accent underline underline-offset-4 hover:text-accent-hover',
};

// Every size keeps a target of at least 44px.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 text-sm',
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-7 text-lg',
  icon: 'size-11 p-0',
};

/** Class names of a button, for links and other elements styled as one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(base, wrapping(className), variants[variant], variant === 'link' ? 'min-h-11 px-1' : sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot className={buttonClasses(variant, size, className)} {...props} />;
  }
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}
