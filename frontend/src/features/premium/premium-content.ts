/** Premium content as GET /api/premium-content and /api/premium-content/{id} return it (staff see drafts too). */

export type PremiumStatus = 'published' | 'draft' | 'archived';

export interface PremiumImages {
  coverImage?: string;
  inlineVisual1?: string;
  inlineVisual2?: string;
}

export interface PremiumItem {
  id: number;
  topic: string;
  subtitle: string | null;
  /** Shown as 'Day N'. */
  editorial_week: number | null;
  editorial_theme: string | null;
  status: PremiumStatus;
  created_at: string;
  updated_at?: string;
  generated_images: PremiumImages;
  /** Markdown with numbered '## N.' sections (the coaching cards). */
  long_form_article: string;
  apple_news_deck: string;
  tldr_summary: string;
  headlines: string[];
  repurposed_formats: Record<string, string>;
  tags: string[];
  day_number: number | null;
  /** The theme the server matched the item to (editorial_theme, else the topic, else keywords); null when none. */
  theme: string | null;
  /** The editor's custom prompt (null: the default premium brief). */
  system_prompt: string | null;
}

/** The staff list (published and drafts, newest first). Keys are also the URLs (parts joined by '/'). */
export const PREMIUM_LIST_KEY = ['/api/premium-content'] as const;

/** One item (GET /api/premium-content/{id}); the members' reader uses the same key. */
export function premiumItemKey(id: number | string) {
  return ['/api/premium-content', id] as const;
}

/** The premium preview page of an item, opened in its own window. */
export function premiumPreviewPath(id: number): string {
  return `/premium-preview/${id}`;
}

export function statusLabel(status: PremiumStatus | string): string {
  return status === 'published' ? 'Published' : status === 'archived' ? 'Archived' : 'Draft';
}
