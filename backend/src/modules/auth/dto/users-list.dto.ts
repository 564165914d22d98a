import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../../infrastructure/http/list-paging.js';

export const USER_PLANS = ['free', 'premium'] as const;
export const USER_SORTS = ['registered', 'last-login', 'email'] as const;
export type UserPlan = (typeof USER_PLANS)[number];
export type UserSort = (typeof USER_SORTS)[number];

/** The admin users list's page, filter and order. */
export class UsersListDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: USER_PLANS, description: 'Only free or only premium members (absent: everyone)' })
  @IsOptional()
  @IsIn(USER_PLANS, { message: 'plan must be free or premium.' })
  plan?: UserPlan;

  @ApiPropertyOptional({
    enum: USER_SORTS,
    default: 'registered',
    description: 'registered: newest account first; last-login: latest sign-in first (never signed in last); email: A to Z',
  })
  @IsOptional()
  @IsIn(USER_SORTS, { message: 'sort must be registered, last-login or email.' })
  sort?: UserSort;
}

/** GET /api/admin/users/counts: the Users tab's tiles, from count queries. */
export class UserCountsView {
  @ApiProperty() total!: number;
  @ApiProperty() premium!: number;
  @ApiProperty() free!: number;
}
