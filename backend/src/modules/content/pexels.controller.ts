import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import type { ImageSearchResult } from '../ai/index.js';
import { SearchImagesDto } from './dto/content.dto.js';
import { ApiImageSearchAnswers } from './generation-answers.js';
import { SearchImagesQuery, tooManyImageSearches } from './queries/search-images.query.js';

class PhotoView {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'uri', description: 'Large rendition for articles' }) url!: string;
  @ApiProperty({ format: 'uri', description: 'Small rendition for pickers' }) thumbnail!: string;
  @ApiProperty() alt!: string;
  @ApiProperty() photographer!: string;
  @ApiProperty() photographer_url!: string;
  @ApiProperty({ description: "The photo's page on Pexels (credit link)" }) page_url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ type: String, nullable: true }) avg_color!: string | null;
}

class PhotoSearchView {
  @ApiProperty({ type: [PhotoView] }) photos!: PhotoView[];
  @ApiProperty() total_results!: number;
  @ApiProperty() page!: number;
  @ApiProperty() per_page!: number;
}

/** Stock-photo search (Pexels) for the image pickers of the generator, the admin and the ads. */
@ApiTags('images')
@Controller('api/pexels')
export class PexelsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  // Staff only: the pickers are the staff's, and every search spends the publisher's Pexels quota.
  @Access('staff')
  @ApiOperation({ summary: 'Search real photographs (Pexels)' })
  @ApiImageSearchAnswers()
  @ApiOkResponse({ type: PhotoSearchView })
  @ApiTooManyRequests('The user made IMAGE_SEARCHES_PER_MINUTE searches (default 30) in the last minute; Pexels was not asked', tooManyImageSearches(30))
  search(@Query() dto: SearchImagesDto, @CurrentUser() user: AuthUser): Promise<ImageSearchResult> {
    return this.queries.execute(new SearchImagesQuery(user.id, dto.query, dto.per_page, dto.page, dto.orientation));
  }
}
