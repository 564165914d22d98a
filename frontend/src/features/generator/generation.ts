import type { Schema } from '../../lib/api-types';

/** A content generation as GET/POST/PUT /api/content/... return it (from the OpenAPI document). */
export type Generation = Schema<'GenerationView'>;
/** A generation in a list (GET /api/content/generations, /archived): no article, formats or images. */
export type GenerationSummary = Schema<'GenerationSummary'>;
export type ImageSlot = keyof Schema<'GeneratedImagesView'>;
export const IMAGE_SLOTS = ['coverImage', 'inlineVisual1', 'inlineVisual2'] as const satisfies readonly ImageSlot[];

export const IMAGE_SLOT_LABELS: Record<ImageSlot, string> = {
  coverImage: 'Cover Image',
  inlineVisual1: 'Inline Visual 1',
  inlineVisual2: 'Inline Visual 2',
};

export type GeneratedImages = Partial<Schema<'GeneratedImagesView'>>;

/** Credit for a stock photo the generator chose (null once an editor replaced the image). */
export type ImageDetail = Schema<'ImageDetailView'>;
export type GenerationMetadata = Schema<'MetadataView'>;

/** The generation fields an editor can change one at a time (PUT body keys). */
export type EditableField = 'long_form_article' | 'headlines' | 'tldr_summary' | 'apple_news_deck' | 'repurposed_formats' | 'generated_images';

/** A PUT body: the fields to change; images and formats merge key by key on the server, so they may be partial. */
export type GenerationPatch = {
  [K in EditableField]?: K extends 'repurposed_formats' | 'generated_images' ? Partial<Generation[K]> : Generation[K];
};

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
