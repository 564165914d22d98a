import { HttpException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AiError } from '../../ai/ai-errors.js';
import { ImageSearchPort, type ImageSearchResult } from '../../ai/image-search.port.js';

export class SearchImagesQuery {
  constructor(
    public readonly query: string,
    public readonly perPage: number,
    public readonly page: number,
    public readonly orientation: 'landscape' | 'portrait' | 'square' | undefined,
  ) {}
}

/** Stock-photo search for the image pickers (Pexels: real photographs). */
@QueryHandler(SearchImagesQuery)
export class SearchImagesHandler implements IQueryHandler<SearchImagesQuery, ImageSearchResult> {
  constructor(private readonly images: ImageSearchPort) {}

  async execute({ query, perPage, page, orientation }: SearchImagesQuery): Promise<ImageSearchResult> {
    try {
      return await this.images.search({ query, perPage, page, orientation });
    } catch (error) {
      if (error instanceof AiError) throw new HttpException(error.message, error.status);
      throw error;
    }
  }
}
