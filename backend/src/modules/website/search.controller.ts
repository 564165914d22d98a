import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PUBLIC_CACHE_CONTROL } from '../../infrastructure/cache/public-cache.js';
import { Access } from '../../infrastructure/http/access.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { SEARCH_BEFORE_WITH_OFFSET, SEARCH_BLANK, SearchAnswerView, SearchQueryDto } from './dto/search.dto.js';
import { SEARCH_CANDIDATES, SEARCH_LIMIT_MAX, SEARCH_OFFSET_MAX, SearchArticlesQuery, TITLED_CANDIDATES, tooManySearches, type SearchAnswer, type SearchOutcome } from './queries/search.queries.js';
import { SEARCH_CACHE_TTL_S } from './search-cache.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { parseListCursor } from '../../infrastructure/http/list-paging.js';

/** The magazine's search (GET /api/publisher/search): bounded work per query, see SearchArticlesHandler. */
@ApiTags('website content')
@Controller('api/publisher')
export class SearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @Access('public')
  @ApiOperation({
    summary: 'Full-text search of published articles (English stemming, ranked: title, then description, then body), with highlighted snippets',
    description:
      `q is required (blank: 400 "${SEARCH_BLANK}"); limit 1-${SEARCH_LIMIT_MAX} (default ${SEARCH_LIMIT_MAX}; more is a 400), offset from 0. ` +
      'Drafts, scheduled and deleted articles are never found. The query is answered normalised (spaces collapsed, lower case); ' +
      `the same normalised search is answered from a short cache (${SEARCH_CACHE_TTL_S} s) and says so in X-Search-Cache. ` +
      'A hyphenated word also finds its parts written apart; accents are ignored both ways. Snippets are made from a part of ' +
      'each article only: its opening, or around the first match. The ranked results end after the newest ' +
      `${SEARCH_CANDIDATES} matches and up to ${TITLED_CANDIDATES} older title matches (offset at most ${SEARCH_OFFSET_MAX}); ` +
      'the older matches continue newest first from the answer\'s older (before=older).',
  })
  @ApiOkResponse({
    type: SearchAnswerView,
    headers: { 'X-Search-Cache': { description: 'hit: answered from the short search cache; miss: from the database', schema: { type: 'string', enum: ['hit', 'miss'] } } },
  })
  @ApiTooManyRequests('The client made SEARCHES_PER_MINUTE searches (default 60) in the last minute', tooManySearches(60))
  async search(@Query() query: SearchQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SearchAnswer> {
    if (query.before !== undefined && query.offset !== undefined) throw new BadRequestException(SEARCH_BEFORE_WITH_OFFSET);
    const { answer, cached } = await this.queries.execute<SearchArticlesQuery, SearchOutcome>(
      new SearchArticlesQuery(query.q, query.limit ?? SEARCH_LIMIT_MAX, query.offset ?? 0, parseListCursor(query.before), clientAddress(req)),
    );
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    res.setHeader('X-Search-Cache', cached ? 'hit' : 'miss');
    return answer;
  }
}
