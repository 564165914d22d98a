import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UsersAnswer } from './dto/user-view.dto.js';
import { UserCountsView, UsersListDto } from './dto/users-list.dto.js';
import { Access } from '../../infrastructure/http/access.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { BAD_LIST_CURSOR, CURSOR_EXAMPLE, NEXT_CURSOR_HEADER, PAGING_TEXT, pageRequest, sendListPage, TOTAL_COUNT_HEADER, TOTAL_OVER_DOC, TOTAL_OVER_HEADER, COUNT_MAX, type ListPage } from '../../infrastructure/http/list-paging.js';
import { ListUsersQuery, UserCountsQuery, type AdminUserView } from './queries/users.queries.js';

@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'A page of the accounts (read-only), for administrators',
    description:
      `${PAGING_TEXT} The page is {users: [...]}. sort orders the list (registered: newest first; last-login: latest first, never signed in ` +
      'last; email: A to Z, with a cursor of its own kind); plan keeps free or premium members; q: words each found (any case, with or without accents: Chloe finds Chloé) in the email or the name.',
  })
  @ApiOkResponse({
    type: UsersAnswer,
    headers: {
      [NEXT_CURSOR_HEADER]: { description: 'The before of the next page; absent on the last page', schema: { type: 'string', example: CURSOR_EXAMPLE } },
      [TOTAL_COUNT_HEADER]: { description: `Accounts matching plan and q (first page only; up to ${COUNT_MAX})`, schema: { type: 'integer' } },
      [TOTAL_OVER_HEADER]: TOTAL_OVER_DOC,
    },
  })
  @ApiBadInput('limit, before, plan, sort or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  async list(@Query() dto: UsersListDto, @Res({ passthrough: true }) res: Response): Promise<{ users: AdminUserView[] }> {
    const sort = dto.sort ?? 'registered';
    const { limit, before, q } = pageRequest(dto, sort === 'email' ? 'text' : 'date');
    const page = await this.queries.execute<ListUsersQuery, ListPage<AdminUserView>>(new ListUsersQuery({ plan: dto.plan, q }, sort, limit, before));
    return { users: sendListPage(res, page) };
  }

  @Get('counts')
  @Access('admin')
  @ApiOperation({ summary: "Every account, premium and free members: the Users tab's tiles (count queries)" })
  @ApiOkResponse({ type: UserCountsView })
  counts(): Promise<UserCountsView> {
    return this.queries.execute(new UserCountsQuery());
  }
}
