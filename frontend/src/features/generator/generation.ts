/** A content generation as GET/POST/PUT /api/content/... return it. */

export const IMAGE_SLOTS = ['coverImage', 'inlineVisual1', 'inlineVisual2'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

export const IMAGE_SLOT_LABELS: Record<ImageSlot, string> = {
  coverImage: 'Cover Image',
  inlineVisual1: 'Inline Visual 1',
  inlineVisual2: 'Inline Visual 2',
};

export type GeneratedImages = Partial<Record<ImageSlot, string>>;

/** Credit for a stock photo the generator chose (null once an editor replaced the image). */
export interface ImageDetail {
  id?: number;
  alt?: string;
  photographer?: string;
  photographer_url?: string;
  page_url?: string;
}

export interface GenerationMetadata {
  section?: string;
  format?: string;
  tags?: string[];
}

export interface Generation {
  id: number;
  topic: string;
  created_at: string;
  updated_at?: string;
  /** 'archived' once moved to the archive; anything else is the active list. */
  status?: string;
  editorial_week?: number | null;
  editorial_theme?: string | null;
  system_prompt?: string | null;
  long_form_article?: string;
  headlines?: string[];
  tldr_summary?: string;
  apple_news_deck?: string;
  repurposed_formats?: Record<string, string>;
  metadata?: GenerationMetadata;
  generated_images?: GeneratedImages;
  image_details?: Partial<Record<ImageSlot, ImageDetail | null>>;
  created_by?: number | null;
}

/** The generation fields an editor can change one at a time (PUT body keys). */
export type EditableField = 'long_form_article' | 'headlines' | 'tldr_summary' | 'apple_news_deck' | 'repurposed_formats' | 'generated_images';

export type GenerationPatch = Partial<Pick<Generation, EditableField>>;

export function isArchived(generation: Pick<Generation, 'status'>): boolean {
  return generation.status === 'archived';
}

/** "listicle" → "Listicle", "how_to_guide" → "How To Guide". */
export function formatName(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The repurposed formats with text, in the order the API gives them. */
export function repurposedEntries(generation: Generation): Array<[string, string]> {
  return Object.entries(generation.repurposed_formats ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
}

/** Words in a text (for the article's length line). */
export function wordCount(text: string | undefined): number {
  const words = (text ?? '').trim().match(/\S+/g);
  return words ? words.length : 0;
}

/**
 * "Nov 22, 2026": the generator's date formatter (US English, as the spec's generator uses). Kept
 * here rather than in lib/format so the public entry chunk does not carry it.
 */
export function formatGeneratorDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
