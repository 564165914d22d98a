import { ApiProperty } from '@nestjs/swagger';
import type { ContentGeneration, GenerationStatus } from './entities/content-generation.entity.js';

class RepurposedFormatsView {
  @ApiProperty() listicle!: string;
  @ApiProperty() tips!: string;
  @ApiProperty() opinion!: string;
  @ApiProperty() interview!: string;
  @ApiProperty() narrative!: string;
}

class MetadataView {
  @ApiProperty({ example: 'Training & Performance' }) section!: string;
  @ApiProperty({ example: 'Feature' }) format!: string;
  @ApiProperty({ type: [String], example: ['masters running', 'strength'] }) tags!: string[];
}

class GeneratedImagesView {
  @ApiProperty({ format: 'uri' }) coverImage!: string;
  @ApiProperty({ format: 'uri' }) inlineVisual1!: string;
  @ApiProperty({ format: 'uri' }) inlineVisual2!: string;
}

class ImageDetailView {
  @ApiProperty({ description: 'Pexels photo id' }) id!: number;
  @ApiProperty({ description: 'Alt text for the image' }) alt!: string;
  @ApiProperty() photographer!: string;
  @ApiProperty() photographer_url!: string;
  @ApiProperty({ description: "The photo's page on Pexels (credit link)" }) page_url!: string;
  @ApiProperty({ description: 'The search that found it' }) query!: string;
}

class ImageDetailsView {
  @ApiProperty({ type: ImageDetailView, nullable: true }) coverImage!: ImageDetailView | null;
  @ApiProperty({ type: ImageDetailView, nullable: true }) inlineVisual1!: ImageDetailView | null;
  @ApiProperty({ type: ImageDetailView, nullable: true }) inlineVisual2!: ImageDetailView | null;
}

/** A content generation as the API shows it (ids are integers, dates ISO strings). */
export class GenerationView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Hill repeats for masters runners' }) topic!: string;
  @ApiProperty({ enum: ['published', 'archived'], description: 'published: in the active list; archived: in the archive' })
  status!: GenerationStatus;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 6 }) editorial_week!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Training & Performance' }) editorial_theme!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The editor's custom prompt; null when the default brief was used" })
  system_prompt!: string | null;
  @ApiProperty({ description: 'Markdown' }) long_form_article!: string;
  @ApiProperty({ type: [String], description: '2-3 variants' }) headlines!: string[];
  @ApiProperty() tldr_summary!: string;
  @ApiProperty() apple_news_deck!: string;
  @ApiProperty({ type: RepurposedFormatsView }) repurposed_formats!: RepurposedFormatsView;
  @ApiProperty({ type: MetadataView }) metadata!: MetadataView;
  @ApiProperty({ type: GeneratedImagesView }) generated_images!: GeneratedImagesView;
  @ApiProperty({ type: ImageDetailsView, description: 'Alt text and credit per image; null for an image replaced by an editor' })
  image_details!: ImageDetailsView;
  @ApiProperty({ example: 'content-package.v1' }) prompt_version!: string;
  @ApiProperty({ example: 'gpt-4o-mini' }) model!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'User id of the staff member who generated it' }) created_by!: number | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export function toGenerationView(g: ContentGeneration): GenerationView {
  return {
    id: g.id,
    topic: g.topic,
    status: g.status,
    editorial_week: g.editorial_week ?? null,
    editorial_theme: g.editorial_theme ?? null,
    system_prompt: g.system_prompt ?? null,
    long_form_article: g.long_form_article,
    headlines: g.headlines,
    tldr_summary: g.tldr_summary,
    apple_news_deck: g.apple_news_deck,
    repurposed_formats: g.repurposed_formats,
    metadata: g.metadata,
    generated_images: g.generated_images,
    image_details: {
      coverImage: g.image_details?.coverImage ?? null,
      inlineVisual1: g.image_details?.inlineVisual1 ?? null,
      inlineVisual2: g.image_details?.inlineVisual2 ?? null,
    },
    prompt_version: g.prompt_version,
    model: g.model,
    created_by: g.created_by ?? null,
    created_at: new Date(g.created_at).toISOString(),
    updated_at: new Date(g.updated_at).toISOString(),
  };
}

/** A generation in a list: what the list shows (no article, formats or images: GET /api/content/generations/{id} has them). */
export class GenerationSummary {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Hill repeats for masters runners' }) topic!: string;
  @ApiProperty({ enum: ['published', 'archived'] }) status!: GenerationStatus;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 6 }) editorial_week!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Training & Performance' }) editorial_theme!: string | null;
  @ApiProperty({ type: Number, nullable: true }) created_by!: number | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** The columns of a GenerationSummary from `content_generations g`. */
export const GENERATION_SUMMARY_COLUMNS = 'g.id, g.topic, g.status, g.editorial_week, g.editorial_theme, g.created_by, g.created_at, g.updated_at';

export function toGenerationSummary(r: Record<string, unknown> & { id: number | string }): GenerationSummary {
  return {
    id: Number(r.id),
    topic: String(r.topic),
    status: r.status as GenerationStatus,
    editorial_week: r.editorial_week === null ? null : Number(r.editorial_week),
    editorial_theme: (r.editorial_theme as string | null) ?? null,
    created_by: r.created_by === null ? null : Number(r.created_by),
    created_at: new Date(r.created_at as string).toISOString(),
    updated_at: new Date(r.updated_at as string).toISOString(),
  };
}
