import { HttpException, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { AiError } from '../../ai/index.js';
import { ImageSearchPort, type ImageSearchResult } from '../../ai/index.js';

export const tooManyImageSearches = (perMinute: number) =>
  `You have searched for images ${perMinute} times in the last minute, the most we allow. Please wait a moment and try again.`;

export class SearchImagesQuery {
  constructor(
    /** Who searches: each user has IMAGE_SEARCHES_PER_MINUTE. */
    public readonly userId: number,
    public readonly query: string,
    public readonly perPage: number,
    public readonly page: number,
    public readonly orientation: 'landscape' | 'portrait' | 'square' | undefined,
  ) {}
}

/** Stock-photo search for the image pickers (Pexels: real photographs), within the user's IMAGE_SEARCHES_PER_MINUTE. */
@QueryHandler(SearchImagesQuery)
export class SearchImagesHandler implements IQueryHandler<SearchImagesQuery, ImageSearchResult> {
  constructor(private readonly images: ImageSearchPort, private readonly limiter: RateLimiter, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ userId, query, perPage, page, orientation }: SearchImagesQuery): Promise<ImageSearchResult> {
    const max = this.config.imageSearchesPerMinute;
    await this.limiter.consume({ bucket: 'image-search', subject: String(userId), max, windowMinutes: 1, message: tooManyImageSearches(max) });
    try {
      return await this.images.search({ query, perPage, page, orientation });
    } catch (error) {
      if (error instanceof AiError) throw new HttpException(error.message, error.status);
      throw error;
    }
  }
}
