import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UsersAnswer } from './dto/user-view.dto.js';
import { Access } from '../../infrastructure/http/access.js';
import { ListUsersQuery } from './queries/users.queries.js';
import type { UserView } from './user-view.js';

@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Access('admin')
  @ApiOperation({ summary: 'Every account (read-only), for administrators' })
  @ApiOkResponse({ type: UsersAnswer })
  async list(): Promise<{ users: UserView[] }> {
    return { users: await this.queries.execute<ListUsersQuery, UserView[]>(new ListUsersQuery()) };
  }
}
