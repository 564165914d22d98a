import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../../infrastructure/http/list-paging.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../../content/index.js';

export const BAD_THEME = `theme must be one of ${EDITORIAL_THEMES.join(', ')}.`;
/** The statuses the staff list can be narrowed to (deleted articles are never listed). */
export const STAFF_LIST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type StaffListStatus = (typeof STAFF_LIST_STATUSES)[number];
export const BAD_STATUS = `status must be one of ${STAFF_LIST_STATUSES.join(', ')}.`;
export const STAFF_LIST_SORTS = ['newest', 'oldest'] as const;
export type StaffListSort = (typeof STAFF_LIST_SORTS)[number];
export const BAD_SORT = `sort must be one of ${STAFF_LIST_SORTS.join(', ')}.`;

/** The staff article list's page and filters. */
export class StaffWebsiteListDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: EDITORIAL_THEMES, description: 'Only the articles matched to this theme (the theme field of each article)' })
  @IsOptional()
  @IsIn(EDITORIAL_THEMES, { message: BAD_THEME })
  theme?: EditorialTheme;

  @ApiPropertyOptional({ enum: STAFF_LIST_STATUSES, description: 'Only the articles with this status (absent: drafts, scheduled and published)' })
  @IsOptional()
  @IsIn(STAFF_LIST_STATUSES, { message: BAD_STATUS })
  status?: StaffListStatus;

  @ApiPropertyOptional({
    enum: STAFF_LIST_SORTS,
    default: 'newest',
    description: "newest: the newest day first, a published article's publish_date else its created_at (the day the list shows); oldest: the oldest first (the cursor pages on in the same order)",
  })
  @IsOptional()
  @IsIn(STAFF_LIST_SORTS, { message: BAD_SORT })
  sort?: StaffListSort;
}
