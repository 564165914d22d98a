import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { CHANGED_EXAMPLE, CHANGED_MEANWHILE, EDITING_TOGETHER } from '../../infrastructure/audit/edit-conflict.js';
import { Access, STAFF_ROLES, type AuthUser } from '../../infrastructure/http/access.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { NO_IMAGE } from '../../infrastructure/storage/image-rules.js';
import { ImageUpload, type UploadedImage } from '../../infrastructure/storage/image-upload.decorator.js';
import { ApiPhotoBudget } from '../../infrastructure/storage/upload-intake.js';
import { AD_IMAGE_KIND } from './ad-images.js';
import { DeleteAdCommand, SaveAdCommand, ToggleAdCommand, UploadAdImageCommand } from './commands/change-ads.commands.js';
import { AD_MESSAGES, AdConflictsAnswer, AdDeleted, AdImageAnswer, CreateAdDto, AdsQueryDto, AdView, UpdateAdDto, type AdConflictView } from './dto/ads.dto.js';
import { AdConflictsQuery, GetAdQuery, StaffAdsPageQuery } from './queries/ads.queries.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { ApiListPage, BAD_LIST_CURSOR, PAGING_TEXT, pageRequest, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
import { activeAdsRead } from './public-reads.js';
import { BodyLimit } from '../../infrastructure/http/json-body.js';

const AdIdPipe = new IdParam(AD_MESSAGES.notFound);
const IMAGE_RULES_TEXT =
  'PNG, JPEG, GIF or WebP up to 5 MB and 100 megapixels, recognised from the bytes (SVG and other files are refused); re-encoded to WebP without metadata. ' +
  'An animated GIF or WebP stays animated (at most 200 frames and 50 megapixels over all frames).';

/** Advertisements (docs/product.md#ads): staff manage them on the Ads tab; readers get the active ones. */
@ApiTags('ads')
@Controller('api/ads')
export class AdsController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus, private readonly cache: PublicCache) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary: 'Ads, newest first: readers get every active one (optionally for one target page), staff a page of every ad',
    description:
      "Readers' answers come from the public read cache (emptied by the cache queue when an ad changes) and may be kept by browsers but are revalidated every time (Cache-Control: public, no-cache; ETag, so an unchanged list is a 304); " +
      `limit, before and q are for staff (readers' answers hold every active ad). Staff: ${PAGING_TEXT} q: words each found (any case) in the title or the link.`,
  })
  @ApiListPage(AdView)
  @ApiBadInput('page, limit, before or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  @ApiNotModified()
  async list(@Query() query: AdsQueryDto, @Req() req: Request, @Res() res: Response, @CurrentUser() user?: AuthUser): Promise<void> {
    if (user && STAFF_ROLES.includes(user.role)) {
      const { limit, before, q } = pageRequest(query);
      res.json(sendListPage(res, await this.queries.execute<StaffAdsPageQuery, ListPage<AdView>>(new StaffAdsPageQuery(limit, before, q, query.page))));
      return;
    }
    await this.cache.sendRead(req, res, this.queries, activeAdsRead(query.page));
  }

  @Get('conflicts')
  @Access('staff')
  @ApiOperation({
    summary: 'Places where more than one active ad competes, and readers see only one: the featured slot of the home page or of the theme pages, or the one ad of an article, journal, library or premium page',
    description:
      "The home page's featured slot shows the newest featured ad aimed at Home, Publisher or All pages; the theme pages' the newest aimed at Publisher or All pages. " +
      'An article, journal, library or premium page shows one ad in all: its newest featured ad, else its top square one (the newest of that position). ' +
      'The home and theme sidebars show every square ad, one under the other, so they are never listed. Reads the active ads only.',
  })
  @ApiOkResponse({ type: AdConflictsAnswer })
  async conflicts(): Promise<AdConflictsAnswer> {
    return { conflicts: await this.queries.execute<AdConflictsQuery, AdConflictView[]>(new AdConflictsQuery()) };
  }

  @Get(':id')
  @Access('staff')
  @ApiOperation({ summary: 'One ad, active or not, as it is now (the ad form reloads it after a save refused as changed meanwhile)' })
  @ApiOkResponse({ type: AdView })
  get(@Param('id', AdIdPipe) id: number): Promise<AdView> {
    return this.queries.execute(new GetAdQuery(id));
  }

  @Post()
  @Access('staff')
  // The image may come as a data URL: 5 MB of image is about 6.7 MB of base64.
  @BodyLimit(8 * 1024 * 1024)
  @ApiOperation({
    summary: 'Create an ad (active); an image given as a data URL is stored as a file',
    description: `${IMAGE_RULES_TEXT} Sending again: with client_key, a repeat (a retry after a lost answer, a double click) answers 201 with the ad stored the first time and changes nothing.`,
  })
  @ApiCreatedResponse({ type: AdView })
  @ApiPhotoBudget()
  create(@Body() dto: CreateAdDto, @CurrentUser() user: AuthUser, @Req() req: Request): Promise<AdView> {
    return this.commands.execute(new SaveAdCommand(dto, user.id, clientAddress(req), undefined, dto.client_key));
  }

  @Post('upload-image')
  @HttpCode(200)
  @Access('staff')
  @ImageUpload('image', AD_IMAGE_KIND)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiOperation({ summary: "Store an ad image; use the answered imageUrl as the ad's image_url", description: IMAGE_RULES_TEXT })
  @ApiOkResponse({ type: AdImageAnswer })
  @ApiPhotoBudget()
  upload(@UploadedFile() file: UploadedImage | undefined, @CurrentUser() user: AuthUser, @Req() req: Request): Promise<AdImageAnswer> {
    if (!file) throw new BadRequestException(NO_IMAGE);
    return this.commands.execute(new UploadAdImageCommand(file.buffer, user.id, clientAddress(req)));
  }

  @Put(':id')
  @Access('staff')
  // The image may come as a data URL: 5 MB of image is about 6.7 MB of base64.
  @BodyLimit(8 * 1024 * 1024)
  @ApiOperation({ summary: 'Edit an ad: fields left out keep their value', description: `Send only the fields you changed. ${EDITING_TOGETHER}` })
  @ApiErrorAnswer(409, `The ad changed after expected_updated_at (reason ${CHANGED_MEANWHILE}; the message names who and when); nothing was changed`, CHANGED_EXAMPLE('ad'))
  @ApiOkResponse({ type: AdView })
  @ApiPhotoBudget()
  update(@Param('id', AdIdPipe) id: number, @Body() dto: UpdateAdDto, @CurrentUser() user: AuthUser, @Req() req: Request): Promise<AdView> {
    const { expected_updated_at: expected, ...changes } = dto;
    return this.commands.execute(new SaveAdCommand(changes, user.id, clientAddress(req), id, undefined, expected));
  }

  @Patch(':id/toggle-status')
  @Access('staff')
  @ApiOperation({ summary: 'Switch an ad on or off' })
  @ApiOkResponse({ type: AdView })
  toggle(@Param('id', AdIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<AdView> {
    return this.commands.execute(new ToggleAdCommand(id, user.id));
  }

  @Delete(':id')
  @Access('staff')
  @ApiOperation({ summary: 'Delete an ad (and its uploaded image when nothing else uses it)' })
  @ApiOkResponse({ type: AdDeleted })
  remove(@Param('id', AdIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<AdDeleted> {
    return this.commands.execute(new DeleteAdCommand(id, user.id));
  }
}
