/**
 * The Premium tab's pure rules: a theme's count and week, which selected articles can still be deleted and what a batch
 * delete reports (grouping by theme and searching run on the server). No React, so unit tests cover them.
 */
import { THEMES, type Theme } from '../../../lib/themes';
import type { PremiumSummary } from '../../premium/premium-content';

/** A generation or a save needs a topic (docs/product.md#premium-articles); the button stays disabled while it is blank. */
export const TOPIC_REQUIRED = 'Please enter a topic for content generation.';

/** The editorial week of a theme: the cycle's weeks follow the themes in order (week 1 is Training & Performance). */
export function themeWeek(theme: Pick<Theme, 'slug'>): number {
  return THEMES.findIndex((candidate) => candidate.slug === theme.slug) + 1;
}

/** The selected ids that are still in the list (an article removed meanwhile is no longer valid). */
export function validSelection(selected: ReadonlySet<number>, items: readonly Pick<PremiumSummary, 'id'>[]): number[] {
  return items.filter((item) => selected.has(item.id)).map((item) => item.id);
}

export interface BatchOutcome {
  deleted: number[];
  failed: number[];
}

export interface ToastText {
  title: string;
  description?: string;
  variant?: 'destructive';
}

const articles = (n: number) => (n === 1 ? '1 article' : `${n} articles`);

/** What a batch delete tells the editor: all deleted, some failed (already removed), none, or nothing selected. */
export function batchDeleteToast({ deleted, failed }: BatchOutcome): ToastText {
  const n = deleted.length;
  const m = failed.length;
  if (n === 0 && m === 0) {
    return { title: 'Bulk Delete Failed', description: 'No valid articles selected for deletion', variant: 'destructive' };
  }
  if (n === 0) {
    return { title: 'Bulk Delete Failed', description: `None of the ${articles(m)} could be deleted. Please try again.`, variant: 'destructive' };
  }
  if (m === 0) {
    return { title: 'Content Deleted', description: `Deleted ${articles(n)}.` };
  }
  const partial = n === 1 ? `Deleted 1 article, ${m} failed (already removed)` : `Deleted ${n} articles, ${m} failed (already removed)`;
  return { title: 'Content Deleted', description: partial };
}
