import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../../infrastructure/http/list-paging.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../../content/index.js';

export const BAD_THEME = `theme must be one of ${EDITORIAL_THEMES.join(', ')}.`;

/** The staff article list's page and filters. */
export class StaffWebsiteListDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: EDITORIAL_THEMES, description: 'Only the articles matched to this theme (the theme field of each article)' })
  @IsOptional()
  @IsIn(EDITORIAL_THEMES, { message: BAD_THEME })
  theme?: EditorialTheme;
}
