import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const fieldBase =
  'w-full rounded-md border border-line-strong bg-surface px-4 text-base text-ink placeholder:text-muted ' +
  'transition-colors hover:border-ink aria-[invalid=true]:border-danger aria-[invalid=true]:border-2 ' +
  'disabled:cursor-not-allowed disabled:bg-sunken';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(fieldBase, 'min-h-12 py-2', className)} {...props} />;
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn(fieldBase, 'min-h-32 py-3', className)} {...props} />;
}
