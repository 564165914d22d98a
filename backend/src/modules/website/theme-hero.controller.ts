import { Body, Controller, Get, Param, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiErrorAnswer, ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { CHANGED_EXAMPLE, CHANGED_MEANWHILE, EDITING_TOGETHER } from '../../infrastructure/audit/edit-conflict.js';
import { noSuchUpload } from '../../infrastructure/storage/upload-ledger.js';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { THEME_PAGES, UpdateThemeHeroCommand, type ThemeHeroView } from './commands/theme-hero.commands.js';
import { UpdateThemeHeroDto } from './dto/theme-hero.dto.js';
import { themeHeroRead } from './public-reads.js';
import { ImageCredit, imageCreditProperty } from './image-credit.js';

class ThemeHeroResponse implements ThemeHeroView {
  @ApiProperty({ enum: THEME_PAGES }) theme!: ThemeHeroView['theme'];
  @ApiProperty({ type: String, nullable: true }) custom_title!: string | null;
  @ApiProperty({ type: String, nullable: true }) custom_image_url!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1600,
    description: "The picture's real pixel width when it is one of our uploads (/uploads/...), for its srcset; null for any other address (a Pexels photo, resized on request) or none",
  })
  custom_image_width!: number | null;
  @imageCreditProperty() custom_image_credit!: ImageCredit | null;
  @ApiProperty({ description: 'false when nothing was set' }) is_active!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) updated_at!: string | null;
}

/** The hero (custom title and image) of each magazine theme page (docs/product.md#theme-pages). */
@ApiTags('website content')
@Controller('api/theme-heros')
export class ThemeHeroController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus, private readonly cache: PublicCache) {}

  @Get(':theme')
  @Access('public')
  @ApiOperation({ summary: "A theme page's hero: training, nutrition, recovery, mindset, gear or racing (other names 404)" })
  @ApiNotModified()
  @ApiOkResponse({ type: ThemeHeroResponse })
  get(@Param('theme') theme: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.sendRead(req, res, this.queries, themeHeroRead(theme));
  }

  @Put(':theme')
  @Access('staff')
  @ApiOperation({
    summary: "Set a theme page's hero: {custom_title, custom_image_url, is_active}; fields left out keep their value",
    description: `Send only the fields you changed. ${EDITING_TOGETHER} A hero never set reads updated_at null: send expected_updated_at null then.`,
  })
  @ApiErrorAnswer(
    400,
    "Bad fields; or custom_image_url names an /uploads/ picture that does not exist, or a member's photo (neither the editor's own upload nor a magazine picture: 'custom_image_url is not one of your uploads. Upload the image again.'); nothing was changed",
    noSuchUpload('custom_image_url', '/uploads/0123456789abcdef0123456789abcdef.webp'),
  )
  @ApiErrorAnswer(409, `The hero section changed after expected_updated_at (reason ${CHANGED_MEANWHILE}; the message names who and when); nothing was changed`, CHANGED_EXAMPLE('hero section'))
  @ApiOkResponse({ type: ThemeHeroResponse })
  update(@Param('theme') theme: string, @Body() dto: UpdateThemeHeroDto, @CurrentUser() user: AuthUser): Promise<ThemeHeroView> {
    const { expected_updated_at: expected, ...changes } = dto;
    return this.commands.execute(new UpdateThemeHeroCommand(theme, changes, user.id, expected));
  }
}
