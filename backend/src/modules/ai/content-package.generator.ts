import { Injectable, Logger } from '@nestjs/common';
import { AiAbortedError, AiBadOutputError, AiNotConfiguredError, AiUpstreamError, NOT_CONFIGURED } from './ai-errors.js';
import { checkContentPackage, type ContentPackage } from './content-package.js';
import { APPLE_NEWS_RULES, type ContentRules } from './content-rules.js';
import { ImageSearchPort, type FoundImage } from './image-search.port.js';
import { LlmPort } from './llm.port.js';
import {
  CONTENT_PACKAGE_PROMPT,
  DEFAULT_IMAGE_QUERY,
  IMAGE_QUERIES_SCHEMA,
  fallbackImageQueries,
  imageQueryMessages,
  repairMessages,
  type ContentPackageInput,
  type ImageQueries,
  type PackagePrompt,
} from './prompts/content-package.v1.js';

/** The stages a generation goes through, in order (the UI shows them while it waits). */
export const GENERATION_STAGES = ['queued', 'writing', 'images', 'checking', 'saving', 'done'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

export const IMAGE_SLOTS = ['coverImage', 'inlineVisual1', 'inlineVisual2'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
export type GeneratedImages = Record<ImageSlot, string>;

/** Where each image came from (alt text and photographer credit for the page). */
export interface ImageDetail {
  id: number;
  alt: string;
  photographer: string;
  photographer_url: string;
  page_url: string;
  query: string;
}

export interface GeneratedPackage {
  pkg: ContentPackage;
  images: GeneratedImages;
  imageDetails: Record<ImageSlot, ImageDetail>;
  model: string;
  promptVersion: string;
  /** True when the first answer broke the rules and the one follow-up fixed it. */
  repaired: boolean;
}

export interface GenerateOptions {
  rules?: ContentRules;
  /** The versioned prompt (default: the generator / Apple News+ package, content-package.v1). */
  prompt?: PackagePrompt;
  /** Allowed metadata sections (the editorial themes). */
  sections: readonly string[];
  onStage?: (stage: GenerationStage, detail?: string) => Promise<void> | void;
  /** Cancels every call of the generation (a stopping worker hands the job back). */
  signal?: AbortSignal;
  /**
   * Called right before each model call is made (the package with its image queries, then a correction): what it
   * throws ends the generation there, that call unmade (a rewrite whose item was deleted meanwhile pays for no call).
   */
  beforeModelCall?: () => Promise<void>;
}

const IMAGES_PER_SEARCH = 10;

/**
 * Writes a content package: the article call and the image work (a small image-query call, then
 * three Pexels searches) run in parallel; the answer is validated against the schema and the length
 * rules, repaired with one follow-up request if it breaks them, or rejected. Nothing here touches the
 * database: the caller stores the result.
 */
@Injectable()
export class ContentPackageGenerator {
  private readonly logger = new Logger('ContentPackageGenerator');

  constructor(private readonly llm: LlmPort, private readonly imageSearch: ImageSearchPort) {}

  /** Throws AiNotConfiguredError (503) naming the first missing setting. */
  assertConfigured(): void {
    if (!this.llm.configured().ok) throw new AiNotConfiguredError(NOT_CONFIGURED.openai);
    if (!this.imageSearch.configured().ok) throw new AiNotConfiguredError(NOT_CONFIGURED.pexelsForGeneration);
  }

  async generate(input: ContentPackageInput, { rules = APPLE_NEWS_RULES, prompt = CONTENT_PACKAGE_PROMPT, sections, onStage, signal, beforeModelCall }: GenerateOptions): Promise<GeneratedPackage> {
    this.assertConfigured();
    const stage = async (s: GenerationStage, detail?: string) => {
      await onStage?.(s, detail);
    };
    const schema = prompt.schema(rules, sections);
    const messages = prompt.messages(input, rules, sections);
    const abort = new AbortController();
    signal?.addEventListener('abort', () => abort.abort(), { once: true });
    const failFast = <T>(work: Promise<T>): Promise<T> => {
      const guarded = work.catch((error: unknown) => {
        abort.abort();
        throw error;
      });
      guarded.catch(() => undefined);
      return guarded;
    };

    await beforeModelCall?.();
    await stage('writing');
    const article = failFast(
      this.llm.completeJson({ schemaName: 'content_package', schema, messages, signal: abort.signal }).then(async (answer) => {
        await stage('images');
        return answer;
      }),
    );
    const images = failFast(this.findImages(input, abort.signal));
    // The first failure wins (the sibling is cancelled and its AiAbortedError ignored).
    const [first, found] = await Promise.all([article, images]);

    await stage('checking');
    let answer = first;
    let check = checkContentPackage(answer.data, schema, rules);
    if (!check.ok) throw new AiBadOutputError(`The AI model sent output that does not match the requested format: ${check.structure.slice(0, 3).join('; ')}.`);
    let repaired = false;
    if (check.problems.length) {
      this.logger.warn(`package broke the ${rules.name} rules, asking for one correction: ${check.problems.join(' ')}`);
      await beforeModelCall?.();
      await stage('checking', `Asking the model to correct: ${check.problems.join(' ')}`);
      answer = await this.llm.completeJson({ schemaName: 'content_package', schema, messages: repairMessages(messages, answer.raw, check.problems), signal });
      check = checkContentPackage(answer.data, schema, rules);
      if (!check.ok) throw new AiBadOutputError(`The AI model's corrected package does not match the requested format: ${check.structure.slice(0, 3).join('; ')}.`);
      if (check.problems.length) {
        throw new AiBadOutputError(
          `The AI model's package broke the ${rules.name} rules and its one correction did too: ${check.problems.join(' ')} Nothing was saved; please try again.`,
        );
      }
      repaired = true;
    }
    return { pkg: check.pkg, ...found, model: answer.model, promptVersion: prompt.version, repaired };
  }

  private async imageQueries(input: ContentPackageInput, signal: AbortSignal): Promise<ImageQueries> {
    const fallback = fallbackImageQueries(input);
    try {
      const { data } = await this.llm.completeJson({ schemaName: 'image_queries', schema: IMAGE_QUERIES_SCHEMA, messages: imageQueryMessages(input), signal });
      const queries = data as ImageQueries;
      return {
        cover_query: queries.cover_query.trim() || fallback.cover_query,
        inline_visual_1_query: queries.inline_visual_1_query.trim() || fallback.inline_visual_1_query,
        inline_visual_2_query: queries.inline_visual_2_query.trim() || fallback.inline_visual_2_query,
      };
    } catch (error) {
      if (error instanceof AiAbortedError || signal.aborted) throw error;
      // The image queries are a helper: without them the searches use the topic, still real photos.
      this.logger.warn(`image-query call failed, searching with the topic instead: ${(error as Error).message}`);
      return fallback;
    }
  }

  private async searchPhotos(query: string, signal: AbortSignal): Promise<FoundImage[]> {
    const first = await this.imageSearch.search({ query, perPage: IMAGES_PER_SEARCH, orientation: 'landscape', signal });
    if (first.photos.length) return first.photos;
    const fallback = await this.imageSearch.search({ query: DEFAULT_IMAGE_QUERY, perPage: IMAGES_PER_SEARCH, orientation: 'landscape', signal });
    return fallback.photos;
  }

  private async findImages(input: ContentPackageInput, signal: AbortSignal): Promise<Pick<GeneratedPackage, 'images' | 'imageDetails'>> {
    const q = await this.imageQueries(input, signal);
    const queries: Record<ImageSlot, string> = { coverImage: q.cover_query, inlineVisual1: q.inline_visual_1_query, inlineVisual2: q.inline_visual_2_query };
    const results = await Promise.all(IMAGE_SLOTS.map((slot) => this.searchPhotos(queries[slot], signal)));
    const used = new Set<number>();
    const images = {} as GeneratedImages;
    const imageDetails = {} as Record<ImageSlot, ImageDetail>;
    IMAGE_SLOTS.forEach((slot, i) => {
      const photo = results[i].find((p) => !used.has(p.id)) ?? results[i][0];
      if (!photo) throw new AiUpstreamError(`Image search found no photos for "${queries[slot]}". Please try again.`);
      used.add(photo.id);
      images[slot] = photo.url;
      imageDetails[slot] = {
        id: photo.id,
        alt: photo.alt,
        photographer: photo.photographer,
        photographer_url: photo.photographer_url,
        page_url: photo.page_url,
        query: queries[slot],
      };
    });
    return { images, imageDetails };
  }
}
