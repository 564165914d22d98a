import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'accent' | 'premium' | 'success' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sunken text-ink border-line',
  accent: 'bg-accent-soft text-accent-hover border-accent/30',
  premium: 'bg-premium-soft text-premium border-premium/30',
  success: 'bg-success-soft text-success border-success/30',
  danger: 'bg-danger-soft text-danger border-danger/30',
};

/** A small label ('Premium Report', a theme, 'Day 3'): 16 px text at least, like every text a reader needs. */
export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-sans text-sm font-semibold', tones[tone], className)}
      {...props}
    />
  );
}
